import type { ScheduledJob } from '../scheduledJobs';
import { sendVerificationReminders, type ReminderDeps } from './reminders';
import { recordSuppressions } from './suppression';

/** The verification campaign's jobs, as data for the scheduler (cron, UTC). */
export const directoryAccuracyJobs = (deps: ReminderDeps): ScheduledJob[] => [
    {
        // Daily at 13:07 UTC: the morning in the US, so a provider reads it at the start of a working day.
        name: 'directory-verification-reminders',
        schedule: '7 13 * * *',
        run: ({ now, db }) => sendVerificationReminders(db, deps, now),
    },
    {
        // Hourly: staff see a withdrawn listing within the hour (the public directory drops it at once).
        name: 'directory-suppression',
        schedule: '5 * * * *',
        run: ({ now, db }) => recordSuppressions(db, deps.policy, now),
    },
];
