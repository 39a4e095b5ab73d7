import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { databaseFailure } from '../shared/databaseErrors';

/**
 * The server log: one JSON line per event. Query strings never reach it (the legacy forms of
 * /api/user/* carry passwords and tokens there), and neither do headers or query parameters.
 */
export const loggerOptions = (
    level: string,
    stream?: { write(line: string): void }
): FastifyServerOptions['logger'] => ({
    level,
    ...(stream ? { stream } : {}),
    serializers: {
        req: request => ({
            method: request.method,
            url: request.url.split('?')[0],
            remoteAddress: request.ip,
        }),
        err: failureForLog,
    },
});

const queryOf = (error: unknown): string | undefined => {
    for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
        const { query, cause } = current as { query?: unknown; cause?: unknown };
        if (typeof query === 'string') return query;
        current = cause;
    }
    return undefined;
};

/**
 * What a statement does and to which table (`insert into users`), from its text: enough to find
 * the code that ran it, without the text's values.
 */
export const statementName = (query: string | undefined) => {
    if (!query) return 'unknown';
    const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'unknown';
    const table = /\b(?:into|update|from|table)\s+"?([\w.]+)"?/i.exec(query)?.[1];
    return table ? `${verb} ${table}` : verb;
};

/**
 * An error as the log may hold it. A database failure is reduced to the statement's name, the
 * SQLSTATE and where the code ran it: the driver's message and detail and the query's parameters
 * can carry what the request held (a password hash being stored, a name, an e-mail address).
 */
export function failureForLog(error: unknown): {
    type: string;
    message: string;
    stack: string;
    [key: string]: unknown;
} {
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    const database = databaseFailure(error) ?? (queryOf(error) ? { code: 'unknown' } : undefined);
    if (database) {
        const statement = statementName(queryOf(error));
        return {
            type: 'DatabaseError',
            message: `${statement} refused with SQLSTATE ${database.code}`,
            statement,
            sqlState: database.code,
            // Only the frames: the first lines of a stack repeat the message.
            stack: stack
                .split('\n')
                .filter(line => /^\s+at /.test(line))
                .join('\n'),
        };
    }
    if (error instanceof Error) return { type: error.name, message: error.message, stack };
    return { type: typeof error, message: String(error), stack: '' };
}

/**
 * What the console shows of a failure that stopped the start: the same reduction as the log's, so
 * a statement that failed while seeding (a drizzle query error, its parameters the demo accounts'
 * names, e-mail addresses and password hashes) is named by statement and SQLSTATE only.
 */
export const startFailureText = (error: unknown) => {
    const { type, message, stack } = failureForLog(error);
    const frames = stack
        .split('\n')
        .filter(line => /^\s+at /.test(line))
        .join('\n');
    return `The portal could not start: ${type}: ${message}${frames ? `\n${frames}` : ''}`;
};

/**
 * One log line per request, when its answer is sent: method, path, address, status and time.
 * (Fastify's own controller writes two, one on arrival and one on completion.)
 */
export class RequestLog extends LogController {
    override incomingRequest() {}

    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
        if (error)
            reply.log.error(
                { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
                'request errored'
            );
        else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
}
