/**
 * Load: BENCH_SESSIONS signed-in sessions (default 200), one autocannon connection each, for
 * BENCH_SECONDS (default 60) over a mix of what the SPA asks: session checks, list pages, profile
 * reads and a few profile saves. Half the sessions are administrators (lists of users, the audit
 * trail, directory tables), half providers (connections, own listing, own sessions).
 *   1. PostgreSQL: two portal servers behind nginx with Redis (the scale-out test's cluster).
 *   2. The embedded database: one server.
 * Prints throughput, p50/p99 and every error for each, and the ratio. The sessions are made
 * straight in the database (a sign-in hashes a password for ~0.1 s; 200 of them are not the
 * point). The budgets count every request, with limits that never refuse.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (defaults: the local servers). Run: `npm run bench:load`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/shared/database';
import { seedDemoDirectory } from '../server/db/demoDirectory';
import { users } from '../server/db/schema';
import { ensureProfile, seedDemoData, seedNpiSample } from '../server/db/seed';
import { createSession } from '../server/modules/accounts';
import { startPortal } from '../tests/e2e/portal';
import { startCluster } from '../tests/scaleout/cluster';
import { describeFigures, machineLoad, type Figures } from './http';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

const PORTAL_ENV = {
    LOG_LEVEL: 'info',
    REQUESTS_PER_MINUTE_PER_ADDRESS: '1000000',
    REQUESTS_PER_MINUTE_PER_SESSION: '1000000',
};
const POLICY = { idleMinutes: 60, maxHours: 12 };

type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
const json = { 'content-type': 'application/json' };
/** One round of an administrator's screen work: ten requests, one of them a save. */
const ADMIN_MIX: Request[] = [
    { method: 'GET', path: '/api/user/info' },
    { method: 'GET', path: '/api/users?range=[0,24]' },
    { method: 'GET', path: '/api/user/info' },
    { method: 'GET', path: '/api/audit?range=[0,24]' },
    { method: 'GET', path: '/api/user/getUserInfo' },
    { method: 'GET', path: '/api/user/info' },
    { method: 'GET', path: '/api/directory/tables' },
    { method: 'GET', path: `/api/users?range=[25,49]` },
    { method: 'POST', path: '/api/user/setUserInfo', body: JSON.stringify({ firstName: 'Avery' }), headers: json },
    { method: 'GET', path: '/api/user/info' },
];
/** One round of a provider's: ten requests, one of them a save. */
const PROVIDER_MIX: Request[] = [
    { method: 'GET', path: '/api/user/info' },
    { method: 'GET', path: '/api/user/getUserInfo' },
    { method: 'GET', path: '/api/connections?range=[0,24]' },
    { method: 'GET', path: '/api/user/info' },
    { method: 'GET', path: '/api/directory/myListing' },
    { method: 'GET', path: '/api/user/sessions' },
    { method: 'GET', path: '/api/user/info' },
    { method: 'GET', path: '/api/connections/directory?range=[0,24]' },
    { method: 'POST', path: '/api/user/setUserInfo', body: JSON.stringify({ firstName: 'Priya' }), headers: json },
    { method: 'GET', path: '/api/user/info' },
];

/** `count` sessions of `username`, made as a sign-in makes them. */
const sessionsOf = async (db: Database['db'], username: string, count: number) => {
    const [user] = await db.select().from(users).where(eq(users.username, username));
    const tokens: string[] = [];
    for (let index = 0; index < count; index++) {
        tokens.push((await createSession(db, user!.id, { ip: '127.0.0.1', userAgent: 'bench/load' }, POLICY)).token);
    }
    return tokens;
};

/** Every request of the mix answered 2xx once, so that the load measures work, not refusals. */
const checkMix = async (base: string, token: string, mix: Request[]) => {
    for (const request of mix) {
        const response = await fetch(`${base}${request.path}`, {
            method: request.method,
            body: request.body,
            headers: { ...request.headers, 'x-token': token },
        });
        if (!response.ok)
            throw new Error(`${request.method} ${request.path} answered ${response.status}: ${await response.text()}`);
    }
};

/** One autocannon run per group of sessions, all at once, each connection with its own token. */
const run = async (base: string, groups: { tokens: string[]; mix: Request[] }[]) => {
    const results = await Promise.all(
        groups.map(({ tokens, mix }) => {
            let next = 0;
            return autocannon({
                url: base,
                connections: tokens.length,
                duration: SECONDS,
                requests: mix,
                // The token in every request: a request's own headers replace the connection's.
                setupClient: client => {
                    const token = tokens[next++ % tokens.length]!;
                    client.setRequests(
                        mix.map(request => ({ ...request, headers: { ...request.headers, 'x-token': token } }))
                    );
                },
            });
        })
    );
    const total = results.reduce((sum, result) => sum + result.requests.total, 0);
    const figures: Figures = {
        perSecond: total / SECONDS,
        // Each group's percentile weighted by its requests: an approximation of the whole's.
        p50: Math.max(...results.map(result => result.latency.p50)),
        p99: Math.max(...results.map(result => result.latency.p99)),
        // autocannon counts a timeout among its errors too.
        errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    };
    results.forEach((result, index) =>
        console.log(
            `    ${index === 0 ? 'administrators' : 'providers'.padEnd(14)}  ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${result.errors + result.non2xx} errors (${result.timeouts} past the 10 s timeout, ${result.non2xx} not 2xx); answers by status ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])))}`
        )
    );
    return figures;
};

const half = Math.floor(SESSIONS / 2);

const onPostgres = async () => {
    const cluster = await startCluster(PORTAL_ENV);
    try {
        const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
        const admins = await sessionsOf(database.db, 'admin', half);
        const providers = await sessionsOf(database.db, 'provider', SESSIONS - half);
        await database.close();
        await checkMix(cluster.balancer, admins[0]!, ADMIN_MIX);
        await checkMix(cluster.balancer, providers[0]!, PROVIDER_MIX);
        return await run(cluster.balancer, [
            { tokens: admins, mix: ADMIN_MIX },
            { tokens: providers, mix: PROVIDER_MIX },
        ]);
    } finally {
        await cluster.stop();
    }
};

const onEmbedded = async () => {
    // Prepared as the server's first start does, with the sessions, before the server opens it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rx-load-'));
    const database = await openDatabase({ dataDir });
    await ensureProfile(database.db, 'healthcare');
    await seedDemoData(database.db, 'healthcare');
    await seedNpiSample(database.db);
    await seedDemoDirectory(database.db);
    const admins = await sessionsOf(database.db, 'admin', half);
    const providers = await sessionsOf(database.db, 'provider', SESSIONS - half);
    await database.close();
    const portal = await startPortal('healthcare', { ...PORTAL_ENV, DATA_DIR: dataDir, DEMO_CLAIMS: '0' });
    try {
        await checkMix(portal.url, admins[0]!, ADMIN_MIX);
        await checkMix(portal.url, providers[0]!, PROVIDER_MIX);
        return await run(portal.url, [
            { tokens: admins, mix: ADMIN_MIX },
            { tokens: providers, mix: PROVIDER_MIX },
        ]);
    } finally {
        await portal.stop();
        await rm(dataDir, { recursive: true, force: true });
    }
};

console.log(`Load: ${SESSIONS} sessions, one connection each, ${SECONDS} s; ${machineLoad()}`);
console.log('\nPostgreSQL, two servers behind nginx, Redis');
const postgres = await onPostgres();
console.log(`  all                 ${describeFigures(postgres)}`);
console.log(`  (${machineLoad()})`);
console.log('\nEmbedded database, one server');
const embedded = await onEmbedded();
console.log(`  all                 ${describeFigures(embedded)}`);
console.log(
    `\nPostgreSQL (2 servers) / embedded (1 server) throughput: ${(postgres.perSecond / embedded.perSecond).toFixed(2)}`
);
console.log(`After the run: ${machineLoad()}`);
if (postgres.errors + embedded.errors > 0) process.exitCode = 1;
