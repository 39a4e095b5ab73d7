import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** What the servers share besides the database: request budgets (and invalidations) in Redis. */
export interface SharedStore {
    /** The connection; absent without REDIS_URL (each server then counts on its own). */
    client?: Redis;
    /** `memory` without REDIS_URL; `ok` or `unavailable` with it. */
    state(): 'memory' | 'ok' | 'unavailable';
    /**
     * Redis as /api/health reports it, absent without REDIS_URL: `connecting` until it first
     * answers, `unavailable` (with what is wrong) when it stopped answering, `ok` otherwise.
     */
    health(): { state: 'ok' | 'connecting' | 'unavailable'; problem?: string } | undefined;
    /**
     * Told by a caller whose command failed: a command that timed out makes Redis read as
     * unavailable at once, so the requests after it do without it instead of each waiting for
     * its own timeout, until the next PING is answered.
     */
    commandFailed(error: unknown): void;
    close(): Promise<void>;
}

/** How long a start waits for Redis before serving without it (and saying so). */
const FIRST_CONNECT_MS = 3000;
/**
 * Longest wait for any one Redis command. A Redis that is reachable but does not answer (stopped,
 * swapping, a network that drops packets) keeps its connection open: without this a request
 * counting its budget there would wait for ever.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often the connection is asked whether Redis still answers. */
const WATCH_EVERY_MS = 1000;

/**
 * Connects to REDIS_URL. Commands fail at once while Redis is unreachable (no offline queue) or
 * after REDIS_COMMAND_TIMEOUT_MS when it does not answer, so a request never hangs on it; a PING
 * every second tells a Redis that stopped answering from one that answers, and while it does not,
 * it reads as unavailable (callers then do without it at once). The connection keeps retrying in
 * the background, and the log says when Redis goes away and when it is back.
 */
export const connectRedis = async (
    url: string | undefined,
    log: Pick<FastifyBaseLogger, 'warn' | 'info'>
): Promise<SharedStore> => {
    if (!url) {
        return {
            state: () => 'memory',
            health: () => undefined,
            commandFailed: () => undefined,
            close: async () => undefined,
        };
    }
    const client = new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: FIRST_CONNECT_MS,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        retryStrategy: attempt => Math.min(attempt * 200, 2000),
    });
    let connectedOnce = false;
    /** Whether the last PING (or the connection itself) said Redis answers. */
    let answering = false;
    let problem: string | undefined = 'not connected yet';
    let announcedDown = false;
    let closing = false;
    const down = (reason: string) => {
        answering = false;
        if (closing) return;
        problem = reason;
        if (!announcedDown) {
            log.warn(
                { failure: { message: reason } },
                'Redis is unreachable: the portal keeps serving, but the public account endpoints are refused until it is back'
            );
            announcedDown = true;
        }
    };
    const up = () => {
        connectedOnce = true;
        answering = true;
        problem = undefined;
        if (announcedDown) log.info('Redis is reachable again: request budgets are shared by every server');
        announcedDown = false;
    };
    client.on('ready', up);
    client.on('error', (error: Error) => down(error.message));
    client.on('end', () => down('connection ended'));
    client.on('close', () => down('connection closed'));
    await new Promise<void>(resolve => {
        const timer = setTimeout(resolve, FIRST_CONNECT_MS);
        client.once('ready', () => {
            clearTimeout(timer);
            resolve();
        });
    });
    let watching = false;
    const watch = setInterval(() => {
        if (watching || client.status !== 'ready') return;
        watching = true;
        client
            .ping()
            .then(up, (error: Error) => down(`no answer to PING: ${error.message}`))
            .finally(() => (watching = false));
    }, WATCH_EVERY_MS);
    watch.unref();
    const ok = () => answering && client.status === 'ready';
    return {
        client,
        state: () => (ok() ? 'ok' : 'unavailable'),
        health: () =>
            ok()
                ? { state: 'ok' }
                : { state: connectedOnce ? 'unavailable' : 'connecting', problem: problem ?? client.status },
        commandFailed(error) {
            if (error instanceof Error && /timed out/i.test(error.message)) {
                down(`no answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`);
            }
        },
        async close() {
            closing = true;
            clearInterval(watch);
            client.disconnect();
        },
    };
};
