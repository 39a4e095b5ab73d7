import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { SessionCache, sessionEpoch } from './sessionCache';
import { createSession, hashToken, resolveSession, type SessionPolicy } from './sessions';

/**
 * The session cache against the database, with a clock of the test's choosing. The writes below go
 * straight to the database, as another server's would, and this cache's epoch is its own: what it
 * serves changes only when the epoch moves or an entry ages out.
 */
let server: TestServer;
beforeAll(async () => {
    server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const POLICY: SessionPolicy = { idleMinutes: 30, maxHours: 12 };
const ORIGIN = { ip: '192.0.2.10', userAgent: 'test' };
const T0 = Date.parse('2026-05-01T09:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const newCache = () =>
    new SessionCache(
        sessionEpoch(
            { state: () => 'memory', health: () => undefined, commandFailed: () => {}, close: async () => {} },
            console
        ),
        {
            maxAgeMs: 5_000,
            maxEntries: 100,
        }
    );

describe('resolveSession with a session cache', () => {
    it('serves what it read until the epoch moves, then reads again', async () => {
        const user = await server.addUser('cache-epoch');
        const { token } = await createSession(server.db, user.id, ORIGIN, POLICY, at(0));
        const cache = newCache();
        expect((await resolveSession(server.db, hashToken(token), ORIGIN, POLICY, at(1), cache)).user.status).toBe(
            'active'
        );

        await server.db.update(users).set({ status: 'locked' }).where(eq(users.id, user.id));
        expect((await resolveSession(server.db, hashToken(token), ORIGIN, POLICY, at(2), cache)).user.status).toBe(
            'active'
        );
        await cache.epoch.advance();
        await expect(resolveSession(server.db, hashToken(token), ORIGIN, POLICY, at(3), cache)).rejects.toMatchObject({
            code: 50012,
        });
    });

    it('trusts an entry a few seconds at most, whatever the epoch', async () => {
        const user = await server.addUser('cache-age');
        const { token, session } = await createSession(server.db, user.id, ORIGIN, POLICY, at(0));
        const cache = newCache();
        await resolveSession(server.db, hashToken(token), ORIGIN, POLICY, at(1), cache);
        await server.db
            .update(sessions)
            .set({ endedAt: at(2), endReason: 'revoked' })
            .where(eq(sessions.id, session.id));
        await expect(resolveSession(server.db, hashToken(token), ORIGIN, POLICY, at(7), cache)).rejects.toMatchObject({
            code: 50012,
        });
    });

    it('does not end as idle a session another server saw in use since this one kept it', async () => {
        const user = await server.addUser('cache-idle');
        const { token, session } = await createSession(server.db, user.id, ORIGIN, POLICY, at(0));
        const cache = new SessionCache(newCache().epoch, { maxAgeMs: 3_600_000, maxEntries: 100 });
        await resolveSession(server.db, hashToken(token), ORIGIN, POLICY, at(1), cache);
        // Used on another server 25 minutes later: this one's entry still says 09:00.
        await server.db
            .update(sessions)
            .set({ lastSeenAt: at(25 * 60) })
            .where(eq(sessions.id, session.id));

        const found = await resolveSession(server.db, hashToken(token), ORIGIN, POLICY, at(35 * 60), cache);
        expect(found.session.id).toBe(session.id);
        const [stored] = await server.db.select().from(sessions).where(eq(sessions.id, session.id));
        expect(stored!.endedAt).toBeNull();
        expect(stored!.lastSeenAt).toEqual(at(35 * 60));
    });
});
