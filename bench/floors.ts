/**
 * Each hot endpoint beside its floor, in one run: the portal (started as `npm start` does, on a
 * throwaway PostgreSQL database with BENCH_CLAIMS demo claims, default 5,000) and a minimal
 * Fastify 5 process (bench/floorServer.ts) that answers the same bytes with the same headers —
 * after running the portal's own statement, prepared, on a pool of the same size, where the
 * endpoint reads the database. One load generator (autocannon in a process of its own), product
 * and floor alternating BENCH_ROUNDS times (default 2) per endpoint, BENCH_SECONDS each (default
 * 10) after a warm-up of BENCH_WARM_UP_SECONDS (default 3). Printed per run: throughput, p50/p99, the CPU per request of the Node process and of the
 * PostgreSQL backends connected to the benchmark's database (utime + stime from /proc), and the
 * ratios product / floor; then pgbench running the endpoint's statement as context.
 *
 *   npx tsx bench/floors.ts
 *   BENCH_CLAIMS=1000000 BENCH_SECONDS=15 npx tsx bench/floors.ts   # the issue's size (seeding takes long)
 *
 * BENCH_ONLY=claim: only the endpoints whose name contains it.
 * TEST_DATABASE_URL: the server to create the throwaway database on (default the local one).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { CLAIM_DESKS } from '../common/claims/desks';
import { openDatabase } from '../server/db/database';
import { users } from '../server/db/schema';
import { searchStatement, type ClaimSearch } from '../server/services/claims/claims';
import { freePort } from '../scripts/freePort';
import { startPortal } from '../tests/e2e/portal';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import { autocannonProcess, CONNECTIONS, machineLoad, pgbench, PORTAL_ENV, SECONDS, signIn } from './http';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The portal's pool (server/db/database.ts): the floor gets as many connections. */
const POOL_SIZE = 10;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** utime + stime of a process in ms, or undefined once it has ended. */
const cpuOf = (pid: number) => {
    try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
        return undefined;
    }
};
const cpuOfAll = (pids: number[]) => new Map(pids.map(pid => [pid, cpuOf(pid) ?? 0]));
/**
 * CPU spent since `before` by these processes: those started meanwhile count from zero; one that
 * ended meanwhile is left out (its time is lost), which the warm-up run makes rare.
 */
const cpuSince = (before: Map<number, number>, pids: number[]) =>
    pids.reduce((sum, pid) => {
        const now = cpuOf(pid);
        return now === undefined ? sum : sum + now - (before.get(pid) ?? 0);
    }, 0);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);

const today = new Date();
const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
const DEFAULT_SEARCH: ClaimSearch = {
    filter: {},
    sort: { field: 'receivedOn', order: 'DESC' },
    range: { first: 0, last: 24 },
};
const FILTERED_SEARCH: ClaimSearch = {
    filter: { bucket: ['paid'], receivedOn: { from: daysAgo(270), to: daysAgo(0) } },
    sort: { field: 'receivedOn', order: 'DESC' },
    range: { first: 0, last: 24 },
};
const claimsUrl = ({ filter, sort, range }: ClaimSearch) =>
    `/api/claims?${new URLSearchParams({
        filter: JSON.stringify(filter),
        sort: JSON.stringify([sort.field, sort.order]),
        range: JSON.stringify([range.first, range.last]),
    })}`;

interface Endpoint {
    name: string;
    path: string;
    search?: ClaimSearch;
}
const ALL_ENDPOINTS: Endpoint[] = [
    { name: 'GET /api/user/info (valid session, cached)', path: '/api/user/info' },
    { name: 'claim page, default (25 claims)', path: claimsUrl(DEFAULT_SEARCH), search: DEFAULT_SEARCH },
    { name: 'claim page, filtered (paid, 270 days)', path: claimsUrl(FILTERED_SEARCH), search: FILTERED_SEARCH },
];
/** BENCH_ONLY: only the endpoints whose name contains it (`BENCH_ONLY=claim`). */
const ENDPOINTS = ALL_ENDPOINTS.filter(endpoint => endpoint.name.includes(process.env.BENCH_ONLY ?? ''));
/** Headers Fastify or Node write themselves for every reply. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const startFloor = async (spec: unknown) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rx-floor-'));
    const file = path.join(folder, 'spec.json');
    writeFileSync(file, JSON.stringify(spec));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floorServer.ts'], {
        env: { ...process.env, PORT: String(port), FLOOR_SPEC: file },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
        child.once('exit', code => reject(new Error(`the floor exited with ${code}`)));
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('is running') && resolve());
    });
    return {
        url: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        stop: async () => {
            child.kill('SIGTERM');
            if (child.exitCode === null) await new Promise(resolve => child.once('exit', resolve));
            rmSync(folder, { recursive: true, force: true });
        },
    };
};

interface Run {
    perSecond: number;
    p50: number;
    p99: number;
    failed: number;
    nodeMs: number;
    databaseMs: number;
}

const main = async () => {
    console.log(
        `Floors: ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds, ${CLAIMS} claims; ${machineLoad()}`
    );
    const database = await throwawayDatabase('rx_floors');
    const admin = new pg.Pool({ connectionString: database.url, max: 1 });
    const portal = await startPortal('healthcare', {
        ...PORTAL_ENV,
        DATABASE_URL: database.url,
        DEMO_CLAIMS: String(CLAIMS),
        LOG_LEVEL: 'warn',
    });
    const db = await openDatabase({ databaseUrl: database.url });
    let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
    try {
        const token = await signIn(portal.url, 'admin');
        const [user] = await db.db
            .select({ id: users.id, username: users.username, role: users.role })
            .from(users)
            .where(eq(users.username, 'admin'));
        const queries = ENDPOINTS.map(endpoint =>
            endpoint.search
                ? new PgDialect().sqlToQuery(
                      searchStatement(
                          db.db,
                          CLAIM_DESKS.healthcare,
                          { ...user!, organisation: null },
                          endpoint.search,
                          { ip: '127.0.0.1', userAgent: 'floor' }
                      )
                  )
                : undefined
        );
        const routes = await Promise.all(
            ENDPOINTS.map(async (endpoint, index) => {
                const response = await fetch(portal.url + endpoint.path, { headers: { 'x-token': token } });
                const headers: Record<string, string> = {};
                response.headers.forEach((value, name) => OWN_HEADERS.has(name) || (headers[name] = value));
                const body = Buffer.from(await response.arrayBuffer());
                console.log(`  ${endpoint.name}: ${response.status}, ${body.length} bytes`);
                return {
                    path: `/floor/${index}`,
                    status: response.status,
                    headers,
                    body: body.toString('base64'),
                    query: queries[index],
                };
            })
        );
        floor = await startFloor({ databaseUrl: database.url, poolSize: POOL_SIZE, routes });
        const backends = async () =>
            (
                await admin.query<{ pid: number }>(
                    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
                )
            ).rows.map(row => row.pid);
        const measure = async (url: string, pid: number): Promise<Run> => {
            // The warm-up also opens the pool's connections, whose backends are then measured.
            await autocannonProcess(url, token, CONNECTIONS, WARM_UP_SECONDS);
            const [node0, database0] = [cpuOf(pid)!, cpuOfAll(await backends())];
            const result = await autocannonProcess(url, token, CONNECTIONS, SECONDS);
            const [node1, database1] = [cpuOf(pid)!, cpuSince(database0, await backends())];
            const total = result.requests.total || 1;
            return {
                perSecond: result.requests.average,
                p50: result.latency.p50,
                p99: result.latency.p99,
                failed: result.errors + result.non2xx,
                nodeMs: (node1 - node0) / total,
                databaseMs: database1 / total,
            };
        };
        const describe = (label: string, run: Run) =>
            console.log(
                `    ${label.padEnd(8)} ${run.perSecond.toFixed(0).padStart(6)} req/s  p50 ${String(run.p50).padStart(4)} ms  ` +
                    `p99 ${String(run.p99).padStart(4)} ms  Node ${run.nodeMs.toFixed(3)} ms/req  ` +
                    `PostgreSQL ${run.databaseMs.toFixed(3)} ms/req${run.failed ? `  ${run.failed} FAILED` : ''}`
            );
        for (const [index, endpoint] of ENDPOINTS.entries()) {
            console.log(`\n${endpoint.name}  (${machineLoad()})`);
            for (let round = 0; round < ROUNDS; round++) {
                const product = await measure(portal.url + endpoint.path, portal.pid);
                describe('product', product);
                const bare = await measure(`${floor.url}/floor/${index}`, floor.pid);
                describe('floor', bare);
                console.log(
                    `    ratio    throughput ${(product.perSecond / bare.perSecond).toFixed(2)} (≥ 0.8)  ` +
                        `Node CPU ${(product.nodeMs / bare.nodeMs).toFixed(2)} (≤ 1.25)  p99 ${(product.p99 / Math.max(bare.p99, 1)).toFixed(2)} (≤ 1.5)`
                );
            }
            const query = queries[index];
            if (query) {
                const inline = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
                    const value = query.params[Number(n) - 1];
                    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
                });
                const raw = pgbench(database.url, [inline], { prepared: true });
                console.log(
                    `    pgbench  ${raw.perSecond.toFixed(0).padStart(6)} tx/s, average ${raw.averageMs} ms (the statement, prepared)`
                );
            }
        }
        console.log(`\nAfter the run: ${machineLoad()}`);
    } finally {
        await floor?.stop();
        await portal.stop();
        await db.close();
        await admin.end();
        await database.drop();
    }
};

await main();
