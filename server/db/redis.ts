import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** What the servers share besides the database: request budgets (and invalidations) in Redis. */
export interface SharedStore {
    /** The connection; absent without REDIS_URL (each server then counts on its own). */
    client?: Redis;
    /** `memory` without REDIS_URL; `ok` or `unavailable` with it. */
    state(): 'memory' | 'ok' | 'unavailable';
    close(): Promise<void>;
}

/** How long a start waits for Redis before serving without it (and saying so). */
const FIRST_CONNECT_MS = 3000;

/**
 * Connects to REDIS_URL. Commands fail at once while Redis is unreachable (no offline queue), so a
 * request never waits on it; the connection keeps retrying in the background, and the log says
 * when Redis goes away and when it is back.
 */
export const connectRedis = async (
    url: string | undefined,
    log: Pick<FastifyBaseLogger, 'warn' | 'info'>
): Promise<SharedStore> => {
    if (!url) return { state: () => 'memory', close: async () => undefined };
    const client = new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: FIRST_CONNECT_MS,
        retryStrategy: attempt => Math.min(attempt * 200, 2000),
    });
    let reachable = false;
    let announcedDown = false;
    client.on('ready', () => {
        reachable = true;
        if (announcedDown) log.info('Redis is reachable again: request budgets are shared by every server');
        announcedDown = false;
    });
    client.on('error', (error: Error) => {
        reachable = client.status === 'ready';
        if (!announcedDown) {
            log.warn(
                { failure: { message: error.message } },
                'Redis is unreachable: the portal keeps serving, but the public account endpoints are refused until it is back'
            );
            announcedDown = true;
        }
    });
    client.on('end', () => (reachable = false));
    client.on('close', () => (reachable = false));
    await new Promise<void>(resolve => {
        const timer = setTimeout(resolve, FIRST_CONNECT_MS);
        client.once('ready', () => {
            clearTimeout(timer);
            resolve();
        });
    });
    return {
        client,
        state: () => (reachable && client.status === 'ready' ? 'ok' : 'unavailable'),
        async close() {
            client.disconnect();
        },
    };
};
