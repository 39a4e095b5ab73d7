/**
 * Per-request cost, over HTTP with autocannon (BENCH_CONNECTIONS connections, default 50, for
 * BENCH_SECONDS each, default 10), on a portal started as `npm start` does:
 *   - GET /api/health against a bare Fastify route started the same way (node with tsx's loader);
 *   - GET /api/user/info with a valid session against pgbench running the session lookup's own
 *     SQL with as many clients, on PostgreSQL;
 *   - the same two figures on the embedded database.
 * PostgreSQL: a throwaway database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped at the end. The budgets count every request as in production (in this process, or in
 * Redis with BENCH_REDIS_URL, as several servers run), with limits high enough that none is
 * refused. The session check runs twice: as configured by default (sessions kept for
 * SESSION_CACHE_SECONDS, checked against the epoch), and with SESSION_CACHE_SECONDS=0 (every
 * request reads the database), the latter on a second portal started the same way.
 * Not part of `npm test`. Run: `npm run bench`.
 * BENCH_INSTANCES=N (PostgreSQL part): N portal processes on the database and N bare Fastify
 * processes, the connections shared out among them, as the scale-out recipe runs the portal.
 */
import { spawn } from 'node:child_process';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../server/shared/database';
import { hashToken, sessionLookup } from '../server/modules/accounts';
import { freePort } from '../scripts/freePort';
import { startPortal } from '../tests/e2e/portal';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import {
    CONNECTIONS,
    describeFigures,
    hammer,
    hammerAll,
    machineLoad,
    pgbench,
    PORTAL_ENV,
    SECONDS,
    signIn,
    type Figures,
} from './http';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

const line = (label: string, figures: Figures) => console.log(`  ${label.padEnd(44)} ${describeFigures(figures)}`);
const ratio = (label: string, numerator: number, denominator: number, target: number) =>
    console.log(`  ${label.padEnd(44)} ${(numerator / denominator).toFixed(2)} (target ≥ ${target})`);

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const SHARED: Record<string, string> = process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {};

/** Bare Fastify in a process of its own. */
const startBare = async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bareServer.ts'], {
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
        child.once('exit', code => reject(new Error(`bare Fastify exited with ${code}`)));
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('is running') && resolve());
    });
    return {
        url: `http://127.0.0.1:${port}/bare`,
        stop: async () => {
            child.kill('SIGTERM');
            if (child.exitCode === null) await new Promise(resolve => child.once('exit', resolve));
        },
    };
};

/** The SQL the server runs to find a session (its user and the grants) by the token's hash, with the hash in it. */
const sessionLookupSql = (token: string) => {
    const query = sessionLookup(new QueryBuilder() as unknown as Executor, hashToken(token)).toSQL();
    return query.sql.replace('$1', `'${query.params[0] as string}'`);
};

/** N of a server, one after another (the first portal creates the schema), and a way to stop them all. */
const startMany = async <T extends { stop(): Promise<void> }>(start: () => Promise<T>) => {
    const servers: T[] = [];
    for (let index = 0; index < INSTANCES; index++) servers.push(await start());
    return Object.assign(servers, { stopAll: () => Promise.all(servers.map(server => server.stop())) });
};

const main = async () => {
    console.log(`Per-request cost: ${CONNECTIONS} connections, ${SECONDS} s each; ${machineLoad()}`);
    const bare = await startBare();
    const database = await throwawayDatabase('rx_bench');
    try {
        const where = SHARED.REDIS_URL ? 'budgets and session epoch in Redis' : 'budgets and epoch in each process';
        console.log(`\nPostgreSQL (${INSTANCES} portal process(es), pool of 10 connections each; ${where})`);
        const startPortals = (env: Record<string, string> = {}) =>
            startMany(() =>
                startPortal('healthcare', { ...PORTAL_ENV, ...SHARED, DATABASE_URL: database.url, ...env })
            );
        const sessionCheck = async (portals: { url: string }[]) => {
            const token = await signIn(portals[0]!.url, 'provider');
            return {
                token,
                figures: await hammerAll(
                    portals.map(portal => `${portal.url}/api/user/info`),
                    { 'x-token': token }
                ),
            };
        };
        const portals = await startPortals();
        const bares = INSTANCES > 1 ? await startMany(startBare) : undefined;
        let token: string;
        let info: Figures;
        try {
            const bareFigures = await hammerAll(bares ? bares.map(server => server.url) : [bare.url]);
            line(`bare Fastify GET /bare ×${INSTANCES}`, bareFigures);
            const health = await hammerAll(portals.map(portal => `${portal.url}/api/health`));
            line('GET /api/health', health);
            ({ token, figures: info } = await sessionCheck(portals));
            line('GET /api/user/info (valid session)', info);
            ratio('health / bare Fastify', health.perSecond, bareFigures.perSecond, 0.3);
        } finally {
            await portals.stopAll();
            await bares?.stopAll();
        }
        const uncachedPortals = await startPortals({ SESSION_CACHE_SECONDS: '0' });
        try {
            const uncached = (await sessionCheck(uncachedPortals)).figures;
            line('GET /api/user/info, SESSION_CACHE_SECONDS=0', uncached);
            const raw = pgbench(database.url, [sessionLookupSql(token)], { prepared: true });
            console.log(
                `  ${'pgbench, the session lookup SQL'.padEnd(44)} ${raw.perSecond.toFixed(0).padStart(6)} tx/s   average ${raw.averageMs} ms`
            );
            ratio('session check / pgbench', info.perSecond, raw.perSecond, 0.5);
            console.log(`  ${'session check p99'.padEnd(44)} ${info.p99} ms (target < 20 ms)`);
            ratio('session check without the cache / pgbench', uncached.perSecond, raw.perSecond, 0.5);
        } finally {
            await uncachedPortals.stopAll();
        }

        console.log('\nEmbedded database (PGlite in a data folder)');
        const embedded = await startPortal('healthcare', PORTAL_ENV);
        try {
            const token = await signIn(embedded.url, 'provider');
            const bareFigures = await hammer(bare.url);
            line('bare Fastify GET /bare', bareFigures);
            const health = await hammer(`${embedded.url}/api/health`);
            line('GET /api/health', health);
            const info = await hammer(`${embedded.url}/api/user/info`, { 'x-token': token });
            line('GET /api/user/info (valid session)', info);
            ratio('health / bare Fastify', health.perSecond, bareFigures.perSecond, 0.3);
        } finally {
            await embedded.stop();
        }
        console.log(`\nAfter the run: ${machineLoad()}`);
    } finally {
        await bare.stop();
        await database.drop();
    }
};

await main();
