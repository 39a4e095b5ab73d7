/** Directory accuracy: each listing's verification clock and its suppression from the public directory. */
export {
    VERIFICATION_METHODS,
    VERIFICATION_STATES,
    accuracyPolicy,
    publiclyListed,
    verificationClock,
    type AccuracyPolicy,
    type VerificationClock,
    type VerificationMethod,
    type VerificationState,
} from './verificationClock';
