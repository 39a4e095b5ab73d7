/**
 * Claim query figures, printed with their raw baselines measured in the same run.
 * Not part of `npm test`.
 *
 *   BENCH_DATABASE_URL=postgres://…/rx_claims_bench npm run bench:claims
 *
 * 1. PostgreSQL, the claims already loaded (`npm run seed:claims -- --count 1000000` with
 *    PORTAL_PROFILE=healthcare on that database): a filtered, sorted page (status bucket + date
 *    range + one provider NPI) over HTTP at 50 concurrent connections (autocannon), against
 *    pgbench running the very statement the server sends for that request (the search: its
 *    audit entry, count and page as JSON in one statement; the session comes from the session
 *    cache) at 50 clients, prepared as the server's statements are, and the session lookup with
 *    it as every request sent before that cache; then the summary bar of the same search.
 *    BENCH_PROFILE=1: and where the server's CPU went per request under that load.
 * 2. The embedded database (PGlite, in memory) with 50,000 demo claims: the same page, one
 *    request after another, against the same SQL run directly on the database.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLAIM_DESKS } from '../common/claims/desks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/shared/database';
import { claims, users } from '../server/db/schema';
import { DEMO_PASSWORD, ensureProfile, seedDemoClaims, seedDemoData } from '../server/db/seed';
import { scopeOf, searchCondition, searchStatement, type ClaimUser } from '../server/modules/claims';
import { hashToken, sessionLookup } from '../server/modules/accounts';
import { printProfile, profiled } from './cpuProfile';
import { autocannonProcess, pgbench } from './http';
import { count, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const CONNECTIONS = 50;
/** Clock ticks a second, in which Linux counts a process's CPU time (`getconf CLK_TCK`). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const PROFILE = process.env.BENCH_PROFILE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PROVIDER_NPI = '1740283969';
const today = new Date();
const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
/** The search an adjuster runs every day: one status bucket, a quarter of received dates, one provider. */
const FILTER = { bucket: ['paid'], receivedOn: { from: daysAgo(270), to: daysAgo(180) }, providerNpi: PROVIDER_NPI };
const SORT = { field: 'receivedOn' as const, order: 'DESC' as const };
const PAGE = { first: 0, last: 24 };

const percentile = (samples: number[], p: number) =>
    [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;

const listUrl = `/api/claims?${new URLSearchParams({
    filter: JSON.stringify(FILTER),
    sort: JSON.stringify([SORT.field, SORT.order]),
    range: JSON.stringify([PAGE.first, PAGE.last]),
})}`;
const summaryUrl = `/api/claims/summary?${new URLSearchParams({ filter: JSON.stringify(FILTER) })}`;

const startServer = async (database: Database, dataDir: string) => {
    const config = loadConfig({
        PORTAL_PROFILE: 'healthcare',
        DATA_DIR: dataDir,
        // The bench measures the claim query, not the request budgets.
        REQUESTS_PER_MINUTE_PER_ADDRESS: '0',
        REQUESTS_PER_MINUTE_PER_SESSION: '0',
    });
    await ensureProfile(database.db, 'healthcare');
    await seedDemoData(database.db, 'healthcare');
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const login = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const [admin] = await database.db
        .select({
            id: users.id,
            username: users.username,
            role: users.role,
        })
        .from(users)
        .where(eq(users.username, 'admin'));
    // An admin's scope is every claim: it belongs to no organisation.
    return { app, base, token, admin: { ...admin!, organisation: null } };
};

/** The statement the service sends for the page (its audit entry, count and page in one), as it builds it. */
const searchStatementOf = (database: Database, user: ClaimUser) =>
    new PgDialect().sqlToQuery(
        searchStatement(
            database.db,
            CLAIM_DESKS.healthcare,
            user,
            { filter: FILTER, sort: SORT, range: PAGE },
            { ip: '127.0.0.1', userAgent: 'pgbench' }
        )
    );

const literal = (value: unknown): string =>
    typeof value === 'number' ? String(value) : value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`;
const inline = ({ sql: text, params }: { sql: string; params: unknown[] }) =>
    text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));

/**
 * The search on one connection, three ways: sent as text and planned on every run (as before it
 * was prepared), and as the server runs it — a named prepared statement with its parameters —
 * PostgreSQL made to plan it for the values every time, or to keep its generic plan, which the
 * server's connections settle on and which should be no slower. For each: the median time and,
 * when PostgreSQL runs on this machine, the CPU its backend spent per statement (utime + stime
 * of the backend process), which, unlike the time, hardly depends on what else runs.
 */
const planTimes = async (url: string, query: { sql: string; params: unknown[] }) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        const cpuTicks = () => {
            const fields = readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ');
            return Number(fields[11]) + Number(fields[12]);
        };
        // The backend is a process of this machine only if PostgreSQL runs here.
        const local =
            existsSync(`/proc/${backend}/comm`) && readFileSync(`/proc/${backend}/comm`, 'utf8').trim() === 'postgres';
        const ways = [
            { name: 'as text, planned each time', mode: 'auto', statement: query.sql },
            { name: 'prepared, planned for its values', mode: 'force_custom_plan', statement: query },
            { name: 'prepared, generic plan', mode: 'force_generic_plan', statement: query },
        ].map(way => ({ ...way, times: [] as number[], ticks: 0 }));
        for (let run = 0; run < 600; run++) {
            const way = ways[run % ways.length]!;
            await client.query(`set plan_cache_mode = ${way.mode}`);
            await client.query('begin');
            const ticks = local ? cpuTicks() : 0;
            const start = performance.now();
            await (typeof way.statement === 'string'
                ? client.query(way.statement, query.params)
                : client.query({ name: `search_${way.mode}`, text: query.sql, values: query.params }));
            way.times.push(performance.now() - start);
            // Counted from the 10th run of each way: the first ones parse and plan.
            if (local && run >= 10 * ways.length) way.ticks += cpuTicks() - ticks;
            await client.query('rollback');
        }
        return ways
            .map(({ name, times, ticks }) => {
                const cpu = local
                    ? `, backend CPU ${((ticks * 1000) / CLOCK_TICKS / (times.length - 10)).toFixed(2)} ms`
                    : '';
                return `${name}: median ${percentile(times.slice(10), 50).toFixed(2)} ms${cpu}`;
            })
            .join('; ');
    } finally {
        await client.end();
    }
};

const postgres = async (url: string) => {
    const database = await openDatabase({ databaseUrl: url });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rx-bench-'));
    const server = await startServer(database, dataDir);
    try {
        const [{ claims: held }] = (await database.db.select({ claims: count() }).from(claims)) as [{ claims: number }];
        console.log(
            `PostgreSQL, ${held.toLocaleString('en')} claims; search ${JSON.stringify(FILTER)}, newest first, 25 a page`
        );
        const statement = inline(searchStatementOf(database, server.admin));
        const matches = (await database.db.execute(sql.raw(statement))) as unknown as { rows: { total: number }[] };
        console.log(`  the search matches ${matches.rows[0]?.total ?? 0} claims`);

        // One request at a time first: what a request costs beyond its SQL, without any queueing.
        const single: number[] = [];
        const singleRaw: number[] = [];
        for (let run = 0; run < 40; run++) {
            let start = performance.now();
            await fetch(server.base + listUrl, { headers: { 'x-token': server.token } });
            single.push(performance.now() - start);
            start = performance.now();
            await database.db.execute(sql.raw(statement));
            singleRaw.push(performance.now() - start);
        }
        console.log(
            `  one request at a time: HTTP p50 ${percentile(single, 50).toFixed(1)} ms, p99 ${percentile(single, 99).toFixed(1)} ms; ` +
                `its statement alone p50 ${percentile(singleRaw, 50).toFixed(1)} ms`
        );
        console.log(
            `  the search alone, one connection, 200 runs each: ${await planTimes(url, searchStatementOf(database, server.admin))}`
        );
        const cpuBefore = process.cpuUsage();
        const load = () => autocannonProcess(server.base + listUrl, server.token, CONNECTIONS, SECONDS);
        const { result: http, profile } = PROFILE ? await profiled(load) : { result: await load(), profile: undefined };
        // The server's own CPU per request (this process; autocannon runs in another): unlike the
        // throughput, it hardly depends on what else the machine is running.
        const cpu = process.cpuUsage(cpuBefore);
        const failures = http.non2xx + http.errors;
        console.log(
            `  HTTP GET /api/claims, ${CONNECTIONS} connections, ${SECONDS} s: ${http.requests.average.toFixed(0)} requests/s, ` +
                `p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms, ${failures} failed; ` +
                `server CPU ${((cpu.user + cpu.system) / 1000 / http.requests.total).toFixed(2)} ms per request`
        );
        if (profile) printProfile(profile, http.requests.total);

        // What the server sends per request: the search alone, its session being kept by the
        // session cache (read again every SESSION_CACHE_SECONDS); and, for comparison with the
        // runs before the cache, the session lookup with it.
        const session = inline(sessionLookup(database.db, hashToken(server.token)).toSQL());
        // Prepared, as the server's statements are: parsed and planned once per connection.
        const runPgbench = (statements: string[]) =>
            pgbench(url, statements, { connections: CONNECTIONS, seconds: SECONDS, prepared: true });
        const search = runPgbench([statement]);
        console.log(
            `  pgbench, the search statement, ${CONNECTIONS} clients, ${SECONDS} s: ${search.perSecond.toFixed(0)} transactions/s, average ${search.averageMs} ms`
        );
        console.log(
            `  ratio HTTP / pgbench throughput: ${((http.requests.average / search.perSecond) * 100).toFixed(0)}%`
        );
        const withLookup = runPgbench([session, statement]);
        console.log(
            `  pgbench, the session lookup and the search (each request before the session cache): ${withLookup.perSecond.toFixed(0)} transactions/s, ` +
                `average ${withLookup.averageMs} ms; HTTP / that ${((http.requests.average / withLookup.perSecond) * 100).toFixed(0)}%`
        );

        const summary: number[] = [];
        for (let run = 0; run < 30; run++) {
            const start = performance.now();
            await fetch(server.base + summaryUrl, { headers: { 'x-token': server.token } });
            summary.push(performance.now() - start);
        }
        const summarySql = database.db
            .select({ bucket: claims.bucket, claims: count() })
            .from(claims)
            .where(
                searchCondition(
                    CLAIM_DESKS.healthcare,
                    scopeOf(CLAIM_DESKS.healthcare, server.admin),
                    server.admin,
                    FILTER
                )
            )
            .groupBy(claims.bucket)
            .toSQL();
        const raw: number[] = [];
        for (let run = 0; run < 30; run++) {
            const start = performance.now();
            await database.db.execute(sql.raw(inline(summarySql)));
            raw.push(performance.now() - start);
        }
        console.log(
            `  summary bar GET /api/claims/summary, one at a time: p50 ${percentile(summary, 50).toFixed(1)} ms, max ${Math.max(...summary).toFixed(1)} ms` +
                ` (raw GROUP BY on the database: p50 ${percentile(raw, 50).toFixed(1)} ms)`
        );
    } finally {
        await server.app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
    }
};

const embedded = async () => {
    const database = await openDatabase({});
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rx-bench-'));
    try {
        const started = performance.now();
        await seedDemoClaims(database.db, 'healthcare', 50_000);
        console.log(
            `PGlite (in memory), 50,000 demo claims loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`
        );
        const server = await startServer(database, dataDir);
        const statement = inline(searchStatementOf(database, server.admin));
        const http: number[] = [];
        const raw: number[] = [];
        for (let run = 0; run < 60; run++) {
            let start = performance.now();
            await fetch(server.base + listUrl, { headers: { 'x-token': server.token } });
            http.push(performance.now() - start);
            start = performance.now();
            await database.db.execute(sql.raw(statement));
            raw.push(performance.now() - start);
        }
        console.log(
            `  HTTP GET /api/claims one at a time: median ${percentile(http, 50).toFixed(1)} ms, p95 ${percentile(http, 95).toFixed(1)} ms; ` +
                `its statement on the database: median ${percentile(raw, 50).toFixed(1)} ms ` +
                `(ratio ${(percentile(http, 50) / percentile(raw, 50)).toFixed(2)}×)`
        );
        await server.app.close();
    } finally {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
    }
};

const url = process.env.BENCH_DATABASE_URL;
if (url) await postgres(url);
else console.log('PostgreSQL part skipped: set BENCH_DATABASE_URL to a database loaded with npm run seed:claims.');
if (process.env.BENCH_EMBEDDED !== '0') await embedded();
