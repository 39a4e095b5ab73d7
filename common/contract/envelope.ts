import { z } from 'zod';

/**
 * The `/api/*` envelope: `{ code, message, data }`, code 200 on success; a refusal is
 * `{ code, message, success: false, data? }` with the envelope code. Lists of react-admin
 * resources (`/api/users`, `/api/audit`) answer plain arrays instead (see list.ts).
 */
export const okSchema = <T extends z.ZodType>(data: T) =>
    z.object({ code: z.literal(200), message: z.string().meta({ examples: ['success'] }), data });

/** A successful envelope around `T`, as the SPA receives it. */
export interface Ok<T> {
    code: 200;
    message: string;
    data: T;
}

export const errorSchema = z
    .object({
        code: z
            .number()
            .int()
            .describe('Envelope code: 400, 401, 403, 404, 409, 429, 50000, 50008, 50012, 50014 or 60204'),
        message: z.string().describe("Human-readable, in the caller's language"),
        success: z.literal(false),
        data: z.record(z.string(), z.unknown()).optional().describe('Machine-readable details, e.g. retryAt'),
    })
    .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorSchema>;

/** Error answers for a route's OpenAPI description: the statuses it can produce. */
export const errorResponses = (...statuses: number[]) =>
    Object.fromEntries(statuses.map(status => [status, errorSchema]));

/** An answer that only carries a sentence to show the user, already in their language. */
export const messageSchema = z.object({ message: z.string().describe("In the caller's language") });
export type MessageAnswer = z.infer<typeof messageSchema>;
