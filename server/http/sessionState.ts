import type { FastifyInstance } from 'fastify';
import type { SessionStateWrites } from '../db/sessionStateWrites';
import type { SessionCache } from '../services/sessionCache';

/**
 * Keeps every server's session cache true to the database: each request runs in a scope of its
 * own, and a request that changed session state (its statements tell) moves the epoch before its
 * answer leaves — after its transaction committed, so that the caller's very next request, on any
 * server, reads the session again.
 */
export const installSessionStateSync = (app: FastifyInstance, writes: SessionStateWrites, cache: SessionCache) => {
    writes.onChangeOutsideScope(() => void cache.epoch.advance());
    app.addHook('onRequest', (_request, _reply, done) => writes.scope(done));
    app.addHook('onSend', async (_request, _reply, payload) => {
        if (writes.changedInScope()) await cache.epoch.advance();
        return payload;
    });
};
