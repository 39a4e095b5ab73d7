import type { FastifyInstance } from 'fastify';
import type { SessionStateWrites } from '../db/sessionStateWrites';
import type { SessionCache } from '../modules/accounts';

declare module 'fastify' {
    interface FastifyRequest {
        /** The database handle's count of session-state writes when the request arrived. */
        sessionWritesAtStart: number;
    }
}

/**
 * Keeps every server's session cache true to the database. A session-state write moves the epoch
 * as it starts, and again when the request that ran it (or any request it overlapped) answers —
 * after that request's transaction committed, so that no server can have read the old row back
 * under the new epoch meanwhile: the caller's very next request, on any server, reads the session
 * again.
 */
export const installSessionStateSync = (app: FastifyInstance, writes: SessionStateWrites, cache: SessionCache) => {
    writes.onChange(() => void cache.epoch.advance());
    app.decorateRequest('sessionWritesAtStart', 0);
    // Callback hooks: almost every request waits for nothing here, and an async hook costs a promise.
    app.addHook('onRequest', (request, _reply, done) => {
        request.sessionWritesAtStart = writes.count;
        done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
        if (writes.count === request.sessionWritesAtStart) return done(null, payload);
        cache.epoch.advance().then(() => done(null, payload), done);
    });
};
