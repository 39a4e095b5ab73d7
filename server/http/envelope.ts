import { z } from 'zod';
import { ErrorCode } from '../services/errors';

/**
 * The `/api/*` envelope (design.md §5): `{ code, message, data }`, code 200 on success.
 * `getUserInfo` answers `result` and `success` instead of `data` (spec §7).
 */
export const ok = <T>(data: T) => ({ code: 200 as const, message: 'success', data });

export const okSchema = <T extends z.ZodType>(data: T) =>
    z.object({ code: z.literal(200), message: z.string().meta({ examples: ['success'] }), data });

export const errorSchema = z
    .object({
        code: z.number().int().describe('Envelope code: 400, 401, 403, 404, 409, 429, 50000, 50008, 50012, 50014 or 60204'),
        message: z.string().describe("Human-readable, in the caller's language"),
        success: z.literal(false),
        data: z.record(z.string(), z.unknown()).optional().describe('Machine-readable details, e.g. retryAt'),
    })
    .meta({ id: 'Error' });

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

/** Error answers for a route's OpenAPI description: the statuses it can produce. */
export const errorResponses = (...statuses: number[]) =>
    Object.fromEntries(statuses.map(status => [status, errorSchema]));
