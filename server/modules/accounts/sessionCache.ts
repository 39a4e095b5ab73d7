import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessGrants } from '../../../common/access';
import type { SharedStore } from '../../shared/redis';
import type { TenantUser } from '../organisations';
import type { Session } from './sessions';

/** What the session check finds for a token: the session, its user (as its organisation makes it) and the screen grants. */
export interface FoundSession {
    session: Session;
    user: TenantUser;
    grants: AccessGrants;
}

/**
 * A value every server reads before trusting its session cache, and any server moves after a
 * request changed session state (a sign-out, a lock, a grant, a profile): a cache entry is good only
 * while the value it was read under is still current. In Redis when the servers share one, in
 * this process otherwise. `undefined` when it cannot be read: the cache is then not used.
 */
export interface SessionEpoch {
    read(): Promise<string | undefined>;
    advance(): Promise<void>;
}

const EPOCH_KEY = 'rx-session-epoch';

export const sessionEpoch = (shared: SharedStore, log: Pick<FastifyBaseLogger, 'warn'>): SessionEpoch => {
    const { client } = shared;
    if (!client) {
        let value = 0;
        return {
            read: async () => String(value),
            advance: async () => void value++,
        };
    }
    return {
        // Undefined (no epoch: the database is asked) at once while Redis does not answer.
        read: async () =>
            shared.state() === 'unavailable'
                ? undefined
                : client.get(EPOCH_KEY).then(
                      value => value ?? 'initial',
                      (error: unknown) => void shared.commandFailed(error)
                  ),
        // A fresh random value, never a counter: a counter restarted with Redis could come back to
        // a value some server still holds entries under.
        advance: async () =>
            shared.state() === 'unavailable'
                ? log.warn(
                      'session change not shared (Redis does not answer): the other servers keep their cached sessions until they expire'
                  )
                : client.set(EPOCH_KEY, randomUUID()).then(
                      () => undefined,
                      (error: Error) => {
                          shared.commandFailed(error);
                          log.warn(
                              { failure: { message: error.message } },
                              'session change not shared: the other servers keep their cached sessions until they expire'
                          );
                      }
                  ),
    };
};

export interface SessionCacheOptions {
    /** How long an entry is trusted at most, whatever the epoch says; 0 = the cache is off. */
    maxAgeMs: number;
    /** Entries kept at most; the oldest go first. */
    maxEntries: number;
}

/**
 * The sessions this server found lately, by token hash, so that a signed-in request need not ask
 * the database each time. An entry serves only under the epoch it was read under (read before the
 * database, so a change committed meanwhile cannot hide behind it) and for a few seconds at most.
 */
export class SessionCache {
    private readonly entries = new Map<string, { found: FoundSession; epoch: string; readAt: number }>();

    constructor(
        readonly epoch: SessionEpoch,
        private readonly options: SessionCacheOptions
    ) {}

    /** The session a token hash names: kept, or loaded by `load` and kept. */
    async find(
        tokenHash: string,
        load: () => Promise<FoundSession | undefined>,
        now: number
    ): Promise<FoundSession | undefined> {
        if (this.options.maxAgeMs === 0) return load();
        const epoch = await this.epoch.read();
        if (epoch === undefined) {
            this.entries.clear();
            return load();
        }
        const kept = this.entries.get(tokenHash);
        if (kept && kept.epoch === epoch && now - kept.readAt < this.options.maxAgeMs) return kept.found;
        const found = await load();
        this.entries.delete(tokenHash);
        if (found) {
            if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
            this.entries.set(tokenHash, { found, epoch, readAt: now });
        }
        return found;
    }

    /** Records the seen-at mark this server wrote, so that it is not written again within the interval. */
    markSeen(tokenHash: string, lastSeenAt: Date) {
        const kept = this.entries.get(tokenHash);
        if (kept) kept.found = { ...kept.found, session: { ...kept.found.session, lastSeenAt } };
    }

    forget(tokenHash: string) {
        this.entries.delete(tokenHash);
    }
}
