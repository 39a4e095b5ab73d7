/** Accounts: sign-in, sessions, passwords, the second factor, registration and the account e-mails, the user's own profile. */
export { createAccountMailer } from './accountMail';
export type { AccountMailer } from './accountMail';
export { userAccountRoutes } from './accountRoutes';
export { createAccount, orgTypeOf, sendPasswordReset } from './accounts';
export { openSession } from './auth';
export type { AuthPolicy } from './auth';
export { DEFAULT_THROTTLE } from './loginThrottle';
export type { ThrottlePolicy } from './loginThrottle';
export { ownSessionRoutes } from './ownSessionRoutes';
export { hashPassword } from './passwords';
export { userProfileRoutes } from './profileRoutes';
export { secondFactorMissing } from './secondFactor';
export { secondFactorRoutes } from './secondFactorRoutes';
export { SessionCache, sessionEpoch } from './sessionCache';
export type { FoundSession } from './sessionCache';
export { userSessionRoutes } from './sessionRoutes';
export {
    createSession,
    endLiveSessions,
    endSession,
    hashToken,
    isSessionLive,
    liveSessionCondition,
    resolveSession,
    sessionLookup,
} from './sessions';
export type { Session, SessionPolicy } from './sessions';
export { currentStep, totpCode } from './totp';
export { findUserById, fullName } from './userRecords';
export type { User } from './userRecords';
