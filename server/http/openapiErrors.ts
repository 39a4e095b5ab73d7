import type { MessageKey } from '../../i18n/types';
import { ErrorCode } from '../shared/errors';
import { HTTP_STATUS } from './envelope';
import { translator } from '../shared/i18n';

/**
 * The error answers of the OpenAPI description, one reusable response per HTTP status: the
 * envelope schema narrowed to the codes that status carries, what each code means, and an
 * example of each with the message a client really receives (from the English catalog).
 */

interface CodeExample {
    code: ErrorCode;
    meaning: string;
    key: MessageKey;
    params?: Record<string, string>;
    data?: Record<string, unknown>;
}

const EXAMPLES: CodeExample[] = [
    {
        code: ErrorCode.invalidInput,
        meaning: 'invalid input, the message names the field',
        key: 'server.validation.required',
        params: { field: 'username' },
    },
    { code: ErrorCode.notSignedIn, meaning: 'no token sent', key: 'server.session.missing' },
    { code: ErrorCode.invalidToken, meaning: 'unknown token', key: 'server.session.invalid' },
    { code: ErrorCode.sessionEnded, meaning: 'session ended (signed out or revoked)', key: 'server.session.ended' },
    { code: ErrorCode.sessionExpired, meaning: 'session idle or past its lifetime', key: 'server.session.expired' },
    {
        code: ErrorCode.wrongCredentials,
        meaning: 'wrong user name or password (sign-in)',
        key: 'server.login.incorrect',
    },
    {
        code: ErrorCode.forbidden,
        meaning: 'not allowed: a role without the screen, an account not active, or a second factor to set up first',
        key: 'server.forbidden',
    },
    {
        code: ErrorCode.notFound,
        meaning: 'nothing with that id (or path)',
        key: 'server.notFound',
        params: { path: '/api/users/0b7c6d4e-2f1a-4c3b-9d8e-7f6a5b4c3d2e' },
    },
    {
        code: ErrorCode.conflict,
        meaning: 'the current state does not allow it',
        key: 'server.users.statusChange',
        params: { current: 'disabled', wanted: 'locked' },
    },
    {
        code: ErrorCode.tooManyAttempts,
        meaning: 'too many requests; data.retryAt says when to try again',
        key: 'server.tooManyRequests',
        data: { retryAt: '2026-05-01T09:45:00.000Z' },
    },
    { code: ErrorCode.internal, meaning: 'unexpected failure', key: 'server.internal' },
];

/** A dependency (the mail server) failed after the portal did its part; the body says what to do instead. */
const BAD_GATEWAY: CodeExample = {
    code: ErrorCode.internal,
    meaning: 'a service the portal relies on failed after the request was recorded',
    key: 'server.contact.deliveryFailed',
    params: { phone: '+1 800 555 0100' },
    data: { requestId: '5f0e2c1a-7b3d-4e9f-8a6c-1d2e3f4a5b6c' },
};

/** Request budgets that cannot be counted (Redis unreachable): nothing was done; try again later. */
const SERVICE_UNAVAILABLE: CodeExample = {
    code: ErrorCode.internal,
    meaning: 'the shared request budgets cannot be counted for now; nothing was done',
    key: 'server.budgetsUnavailable',
};

/** Component names of the error responses, by HTTP status. */
export const ERROR_RESPONSE_NAMES: Record<number, string> = {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    409: 'Conflict',
    429: 'TooManyRequests',
    500: 'InternalError',
    502: 'BadGateway',
    503: 'ServiceUnavailable',
};

const english = translator('en');

const errorResponse = (examples: CodeExample[]) => ({
    description: `The error envelope (\`success\` false) with code ${examples.map(({ code, meaning }) => `${code} (${meaning})`).join(', ')}.`,
    content: {
        'application/json': {
            schema: {
                allOf: [
                    { $ref: '#/components/schemas/Error' },
                    { properties: { code: { enum: [...new Set(examples.map(({ code }) => code))] } } },
                ],
            },
            examples: Object.fromEntries(
                examples.map(({ code, meaning, key, params, data }) => [
                    `code${code}`,
                    {
                        summary: `${code}: ${meaning}`,
                        value: { code, message: english(key, params), success: false, ...(data ? { data } : {}) },
                    },
                ])
            ),
        },
    },
});

/** `components.responses` of the description: one entry per status in ERROR_RESPONSE_NAMES. */
export const errorResponseComponents = () =>
    Object.fromEntries(
        Object.entries(ERROR_RESPONSE_NAMES).map(([status, name]) => {
            const examples =
                Number(status) === 502
                    ? [BAD_GATEWAY]
                    : Number(status) === 503
                      ? [SERVICE_UNAVAILABLE]
                      : EXAMPLES.filter(({ code }) => HTTP_STATUS[code] === Number(status));
            return [name, errorResponse(examples)];
        })
    );
