import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { demoClaim } from '../../server/modules/claims';
import { freePort } from '../../scripts/freePort';
import { startPortal } from '../e2e/portal';
import { throwawayDatabase, untilReady } from './cluster';

/** Few demo claims: enough for two batches of the loader, loaded in seconds. */
const DEMO_CLAIMS = 2_500;

const counts = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        const { rows } = await client.query<Record<string, string>>(`
            select (select count(*) from users) as users,
                   (select count(*) from claims) as claims,
                   (select count(distinct claim_number) from claims) as "claimNumbers",
                   (select count(*) from directory_tables) as tables,
                   (select count(*) from directory_rows) as rows,
                   (select count(*) from npi_registry) as npis`);
        return Object.fromEntries(Object.entries(rows[0]!).map(([name, value]) => [name, Number(value)]));
    } finally {
        await client.end();
    }
};

const signIn = async (base: string, username: string) => {
    const answer = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    return { status: answer.status, token: ((await answer.json()) as { data?: { token: string } }).data?.token };
};

const claimTotal = async (base: string, token: string) => {
    const answer = await fetch(`${base}/api/claims?range=[0,0]`, { headers: { 'x-token': token } });
    return Number(answer.headers.get('content-range')?.split('/')[1]);
};

describe('three servers started at the same moment on one fresh PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof throwawayDatabase>>;
    let servers: Awaited<ReturnType<typeof startPortal>>[] = [];
    beforeAll(async () => {
        database = await throwawayDatabase('rx_cold');
        const env = {
            DATABASE_URL: database.url,
            SECRET_KEY: randomBytes(32).toString('base64'),
            DEMO_CLAIMS: String(DEMO_CLAIMS),
        };
        // Each resolves once its server says its demo claims are ready (loaded by it or another).
        servers = await Promise.all([1, 2, 3].map(() => startPortal('healthcare', env)));
    });
    afterAll(async () => {
        await Promise.all(servers.map(server => server.stop()));
        await database?.drop();
    });

    it('all serve, ready, with the same complete demo data made once', async () => {
        const once = await counts(database.url);
        expect(once).toMatchObject({
            users: DEMO_ACCOUNTS.healthcare.length,
            claims: DEMO_CLAIMS,
            claimNumbers: DEMO_CLAIMS,
            tables: 3,
        });
        expect(once.rows).toBeGreaterThan(0);
        expect(once.npis).toBeGreaterThan(0);
        for (const server of servers) {
            const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
            expect(health).toMatchObject({
                status: 'ok',
                ready: true,
                database: { kind: 'postgres', reachable: true, migrations: 'current' },
                background: { demoClaims: { state: 'done', attempts: 1 } },
            });
            for (const { username } of DEMO_ACCOUNTS.healthcare) {
                expect((await signIn(server.url, username)).status, `${username} on ${server.url}`).toBe(200);
            }
            const { token } = await signIn(server.url, 'admin');
            expect(await claimTotal(server.url, token!)).toBe(DEMO_CLAIMS);
        }
    });

    it('a server whose demo claims load fails keeps serving, says why in its health and tries again', async () => {
        // The next load goes on after the last claim; one of its numbers is taken already.
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query('update claims set claim_number = $1 where claim_number = $2', [
            demoClaim('healthcare', DEMO_CLAIMS + 5).claimNumber,
            demoClaim('healthcare', 1).claimNumber,
        ]);
        await client.end();

        const port = await freePort();
        const dataDir = await mkdtemp(path.join(tmpdir(), 'rx-cold-'));
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
            env: {
                ...process.env,
                PORT: String(port),
                DATA_DIR: dataDir,
                PORTAL_PROFILE: 'healthcare',
                LOG_LEVEL: 'warn',
                DATABASE_URL: database.url,
                DEMO_CLAIMS: String(DEMO_CLAIMS + 100),
            },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const base = `http://127.0.0.1:${port}`;
        try {
            await untilReady(base, 120_000);
            let health: { background?: { demoClaims?: { failure?: string; state: string } } } = {};
            for (const deadline = Date.now() + 30_000; !health.background?.demoClaims?.failure;) {
                if (Date.now() > deadline) throw new Error(`no failure reported: ${JSON.stringify(health)}`);
                await new Promise(resolve => setTimeout(resolve, 200));
                health = await (await fetch(`${base}/api/health`)).json();
            }
            expect(health).toMatchObject({
                status: 'degraded',
                background: {
                    demoClaims: {
                        state: 'waiting',
                        failure: expect.stringMatching(/^DatabaseError: .* refused with SQLSTATE 23505$/),
                    },
                },
            });
            expect(child.exitCode).toBeNull();
            const { status, token } = await signIn(base, 'provider');
            expect(status).toBe(200);
            expect(await claimTotal(base, (await signIn(base, 'admin')).token!)).toBeGreaterThan(0);
            expect(token).toBeDefined();
            expect(output).toContain('demoClaims failed; tried again in 5 s');
            // The log names the statement, never its values.
            expect(output).not.toContain('params');
            expect(output).not.toContain(demoClaim('healthcare', DEMO_CLAIMS + 5).claimNumber);
        } finally {
            child.kill('SIGTERM');
            if (child.exitCode === null) await new Promise(resolve => child.once('exit', resolve));
            await rm(dataDir, { recursive: true, force: true });
        }
    });
});
