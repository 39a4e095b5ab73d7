import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of the answer itself, not helmet's. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's security headers (Content-Security-Policy and the rest) on every answer, refusals
 * included. They depend only on the configuration, yet @fastify/helmet rebuilds its middleware
 * and re-parses the policy on every request: they are read once, from an answer of a probe
 * server with the same options, and set as they are.
 */
export const installSecurityHeaders = async (app: FastifyInstance, options: FastifyHelmetOptions) => {
    const probe = Fastify();
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const answer = await probe.inject('/');
    await probe.close();
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !OWN_HEADERS.has(name)));
    app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(headers);
        done();
    });
};
