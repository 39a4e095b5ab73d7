import type { FastifyServerOptions } from 'fastify';

/**
 * The server log: one JSON line per event. Query strings never reach it (the legacy forms of
 * /api/user/* carry passwords and tokens there), and neither do headers.
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
    },
});
