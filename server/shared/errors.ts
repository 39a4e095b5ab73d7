import type { LocalizedText } from '../../common/directory/columns';
import type { MessageKey } from '../../i18n/types';

/**
 * Envelope codes of the HTTP contract: the `code` of an answer's body, which the SPA acts on.
 * The HTTP codes mean what HTTP says; the five-digit ones are the portal's own.
 */
export const ErrorCode = {
    invalidInput: 400,
    notSignedIn: 401,
    forbidden: 403,
    notFound: 404,
    conflict: 409,
    tooManyAttempts: 429,
    internal: 50000,
    invalidToken: 50008,
    sessionEnded: 50012,
    sessionExpired: 50014,
    wrongCredentials: 60204,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A value for a message's `%{name}`: as it is, `{ key }` for a word of the catalog that is
 * translated into the caller's language with the message (a status name, for instance), or
 * `{ localized }` for a text that carries its own translations (a directory column's label).
 */
export type MessageParam = string | number | { key: MessageKey } | { localized: LocalizedText };

/**
 * A refusal a client can act on: an envelope code plus a catalog key, translated into the
 * caller's language by the HTTP layer. Services throw it; they know nothing of HTTP.
 */
export class AppError extends Error {
    constructor(
        readonly code: ErrorCode,
        readonly messageKey: MessageKey,
        readonly params: Record<string, MessageParam> = {},
        /** Extra machine-readable facts for the client, e.g. `retryAt`. */
        readonly data?: Record<string, unknown>
    ) {
        super(messageKey);
        this.name = 'AppError';
    }
}

/**
 * A refusal because something the request depends on is unreachable for now (the shared request
 * budgets): nothing was done, and the same request may succeed in a few minutes. Answered 503.
 */
export class ServiceUnavailableError extends AppError {
    constructor(messageKey: MessageKey, params: Record<string, MessageParam> = {}) {
        super(ErrorCode.internal, messageKey, params);
        this.name = 'ServiceUnavailableError';
    }
}

/**
 * A failure of a service the portal depends on (the mail server), after the portal did its own part:
 * the client is told what was kept and what to do instead. Answered as a bad gateway.
 */
export class UpstreamError extends AppError {
    constructor(messageKey: MessageKey, params: Record<string, MessageParam> = {}, data?: Record<string, unknown>) {
        super(ErrorCode.internal, messageKey, params, data);
        this.name = 'UpstreamError';
    }
}
