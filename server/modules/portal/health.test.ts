import { eq, sql } from 'drizzle-orm';
import type { Health } from '../../../common/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoClaims } from '../../db/seed';
import { claims } from '../../db/schema';
import { demoClaim } from '../claims';
import { closedSmtpUrl } from '../../test/smtpSink';
import { startTestServer, type TestServer } from '../../test/testServer';

const health = async (server: TestServer) => {
    const response = await server.app.inject('/api/health');
    return { status: response.statusCode, body: response.json<Health>() };
};

/** Until `condition` holds of the health answer, for at most `ms`. */
const healthWhen = async (server: TestServer, condition: (body: Health) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
        const answer = await health(server);
        if (condition(answer.body) || Date.now() > deadline) return answer;
        await new Promise(resolve => setTimeout(resolve, 50));
    }
};

describe('GET /api/health of a server whose dependencies answer', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
    });
    afterAll(() => server.close());

    it('names the database, its schema current, no background work and no running jobs', async () => {
        expect(await health(server)).toEqual({
            status: 200,
            body: {
                status: 'ok',
                ready: true,
                budgets: 'memory',
                database: { kind: server.database.kind, reachable: true, migrations: 'current' },
                background: {},
                jobs: { running: 0 },
            },
        });
    });
});

describe('a background load of the demo claims that fails', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
    });
    afterAll(() => server.close());

    it('is logged, shown with its cause and tried again, while the server keeps answering', async () => {
        // Three claims, the first renumbered as the fifth: the load goes on from the fourth and meets it.
        await server.database.exclusively('demoClaims', async () => {
            for (const n of [1, 2, 3]) await server.db.insert(claims).values(demoClaim('healthcare', n));
        });
        await server.db
            .update(claims)
            .set({ claimNumber: demoClaim('healthcare', 5).claimNumber })
            .where(eq(claims.claimNumber, demoClaim('healthcare', 1).claimNumber));

        server.app.background.start('demoClaims', work => loadDemoClaims(server.database, 'healthcare', 10, work), {
            attempts: 3,
            pauseMs: 20,
        });
        const failed = await healthWhen(server, body => body.background.demoClaims?.state === 'failed');
        expect(failed).toEqual({
            status: 200,
            body: expect.objectContaining({
                status: 'degraded',
                ready: true,
                background: {
                    demoClaims: {
                        state: 'failed',
                        attempts: 3,
                        // On PostgreSQL the prepared statement's text does not travel with the refusal.
                        failure: expect.stringMatching(
                            /^DatabaseError: (insert claims|unknown) refused with SQLSTATE 23505$/
                        ),
                    },
                },
            }),
        });
        // Still serving: a sign-in and a claim search answer.
        const token = await server.login('admin');
        const search = await server.app.inject({ url: '/api/claims', headers: { 'x-token': token } });
        expect(search.statusCode).toBe(200);
    });
});

describe('a server whose SMTP server does not answer', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({ env: { SMTP_URL: await closedSmtpUrl() } });
    });
    afterAll(() => server.close());

    it('keeps serving (200) and says what is wrong with mail', async () => {
        const { status, body } = await health(server);
        expect(status).toBe(200);
        expect(body).toMatchObject({
            status: 'degraded',
            ready: true,
            mail: { state: 'unavailable', problem: expect.stringMatching(/ECONNREFUSED/) },
        });
    });
});

describe('a server whose database lacks a migration it needs', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
        await server.db.execute(
            sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`
        );
    });
    afterAll(() => server.close());

    it('answers 503 so that a balancer takes it out, saying the schema is behind', async () => {
        const { status, body } = await health(server);
        expect(status).toBe(503);
        expect(body).toMatchObject({
            status: 'unavailable',
            ready: false,
            database: { reachable: true, migrations: 'behind', problem: expect.stringContaining('missing') },
        });
    });
});

describe('a server whose database has gone', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
    });
    afterAll(async () => {
        await server.app.close();
    });

    it('answers 503 with the database unreachable and what failed', async () => {
        await server.database.close();
        const { status, body } = await health(server);
        expect(status).toBe(503);
        expect(body).toMatchObject({
            status: 'unavailable',
            ready: false,
            database: { reachable: false, migrations: 'unknown', problem: expect.any(String) },
        });
    });
});
