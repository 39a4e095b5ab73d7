import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data: no browser, proxy or shared cache keeps them
 * (`Cache-Control: no-store`). A route that sets its own policy keeps it.
 */
export const installNoStore = (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
        if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
            reply.header('cache-control', 'no-store');
        }
        done(null, payload);
    });
};
