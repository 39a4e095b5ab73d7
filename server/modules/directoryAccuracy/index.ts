/** Directory accuracy: each listing's verification clock, the reminder campaign and suppression from the public directory. */
export {
    VERIFICATION_METHODS,
    VERIFICATION_STATES,
    accuracyPolicy,
    listingLapsesAt,
    publiclyListed,
    verificationClock,
    type AccuracyPolicy,
    type VerificationClock,
    type VerificationMethod,
    type VerificationState,
} from './verificationClock';
export { directoryAccuracyJobs } from './jobs';
export { directoryAccuracyRoutes } from './routes';
export { REMINDER_LINK_PATH, sendVerificationReminders, thresholdReached } from './reminders';
export { recordSuppressions } from './suppression';
export { directoryReminderMessages, directoryReminders, directorySuppressions } from './tables';
