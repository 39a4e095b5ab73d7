import { ErrorCode } from '../shared/errors';

/**
 * The success envelope `{ code: 200, message: 'success', data }` of the `/api/*` answers; its
 * schema and the refusal's are part of the contract (common/contract/envelope.ts).
 */
export const ok = <T>(data: T) => ({ code: 200 as const, message: 'success', data });

/** The HTTP status that goes with each envelope code, for clients that only look at the status. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
    [ErrorCode.invalidInput]: 400,
    [ErrorCode.notSignedIn]: 401,
    [ErrorCode.forbidden]: 403,
    [ErrorCode.notFound]: 404,
    [ErrorCode.conflict]: 409,
    [ErrorCode.tooManyAttempts]: 429,
    [ErrorCode.internal]: 500,
    [ErrorCode.invalidToken]: 401,
    [ErrorCode.sessionEnded]: 401,
    [ErrorCode.sessionExpired]: 401,
    [ErrorCode.wrongCredentials]: 401,
};
