/**
 * The Directory Edit View's page query at scale, printed with its raw baseline measured in the
 * same run. Not part of `npm test`. Run: `npm run bench:directory`.
 *
 * A Practitioner table of BENCH_ROWS rows (default 100,000 on the embedded database, 1,000,000
 * with TEST_DB=postgres and TEST_DATABASE_URL, where a throwaway database is created and dropped)
 * is bulk-loaded (one JSON batch per statement, the column indexes built once after the load),
 * then a page of 25 rows filtered by state and sorted by last name, with its total count:
 *  - PostgreSQL: over HTTP by BENCH_CONNECTIONS (50) concurrent connections (autocannon, in a
 *    process of its own) against pgbench running the statement the API sends for that request
 *    (the page with its count and the table's definition version; the session comes from the
 *    session cache) with as many clients; both throughputs, the
 *    ratio, p50 and p99 (BENCH_PROFILE=1: and where the API's CPU went per request).
 *  - The embedded database (PGlite, one query at a time): the same page over HTTP one request
 *    after another against the same statements run directly; medians and the ratio.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { TEMPLATES } from '../common/directory/templates';
import { practitionerRows } from '../server/db/demoDirectory';
import { users } from '../server/db/schema';
import { columnIndexStatements, dropColumnIndexStatements } from '../server/modules/directory';
import { COUNT_LIMIT, insertRows, parseRowFilter, rowPageStatements } from '../server/modules/directory';
import { createTable } from '../server/modules/directory';
import { startTestServer } from '../server/test/testServer';
import { printProfile, profiled } from './cpuProfile';
import { autocannonProcess, pgbench } from './http';

const postgres = process.env.TEST_DB === 'postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? (postgres ? 1_000_000 : 100_000));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const BATCH = 20_000;
/** BENCH_PROFILE=1: a CPU profile of the API under the load, printed per request. */
const PROFILE = process.env.BENCH_PROFILE === '1';
const FILTER = { state: ['MA'] };
const SORT = { field: 'lastName', order: 'ASC' } as const;
const RANGE = { first: 0, last: 24 };

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const literal = (value: unknown): string =>
    typeof value === 'number' ? String(value) : value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`;
/** A statement with its parameters written in, as pgbench runs it. */
const inline = ({ sql: text, params }: { sql: string; params: unknown[] }) =>
    text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));

const server = await startTestServer({
    // The bench measures the page query, not the request budgets.
    env: { REQUESTS_PER_MINUTE_PER_ADDRESS: '0', REQUESTS_PER_MINUTE_PER_SESSION: '0' },
});
try {
    const { db } = server;
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    const actor = { id: admin!.id, username: admin!.username, role: admin!.role };
    const table = await createTable(
        db,
        actor,
        { ip: '', userAgent: 'bench' },
        {
            name: 'Practitioners (benchmark)',
            description: '',
            columns: TEMPLATES.practitioner,
        }
    );
    console.log(`uptime:${execFileSync('uptime', { encoding: 'utf8' }).trimEnd()}`);
    console.log(
        `Database: ${postgres ? 'PostgreSQL' : 'PGlite (embedded, in memory)'}; ${ROWS.toLocaleString('en')} rows`
    );

    let started = performance.now();
    for (const statement of dropColumnIndexStatements(table.id, table.columns)) await db.execute(statement);
    const now = Date.now();
    // The next batch is generated while the database stores the previous one.
    let storing: Promise<void> = Promise.resolve();
    let generating = 0;
    for (let first = 0; first < ROWS; first += BATCH) {
        const generated = performance.now();
        const batch = practitionerRows(Math.min(BATCH, ROWS - first), 11 + first, now, first + 1);
        generating += performance.now() - generated;
        await storing;
        storing = insertRows(db, table, batch, actor.id, BATCH);
    }
    await storing;
    const inserted = (performance.now() - started) / 1000;
    started = performance.now();
    for (const statement of columnIndexStatements(table.id, table.columns)) await db.execute(statement);
    await db.execute(sql`vacuum analyze directory_rows`);
    const indexed = (performance.now() - started) / 1000;
    console.log(
        `bulk load: rows ${inserted.toFixed(1)} s (${(ROWS / inserted).toFixed(0)} rows/s, of which ${(generating / 1000).toFixed(1)} s generating them), ` +
            `then indexes + vacuum analyze ${indexed.toFixed(1)} s; ` +
            `total ${(inserted + indexed).toFixed(1)} s`
    );

    const pageUrl =
        `/api/directory/tables/${table.id}/rows?range=${encodeURIComponent(JSON.stringify([RANGE.first, RANGE.last]))}` +
        `&sort=${encodeURIComponent(JSON.stringify([SORT.field, SORT.order]))}&filter=${encodeURIComponent(JSON.stringify(FILTER))}`;
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.login('admin');
    const check = await fetch(`${base}${pageUrl}`, { headers: { 'x-token': token } });
    console.log(
        `page: filter ${JSON.stringify(FILTER)}, sort ${SORT.field} ${SORT.order}, 25 rows: HTTP ${check.status}, ${check.headers.get('content-range')}`
    );

    const page = rowPageStatements(db, table, { filter: parseRowFilter(table, FILTER), sort: SORT, range: RANGE });
    const exact = await db.execute(
        sql`select count(*)::int as total from directory_rows where table_id = ${table.id} and deleted_at is null and "values"->>'state' = 'MA'`
    );
    console.log(
        `matching rows: ${(exact as unknown as { rows: { total: number }[] }).rows[0]!.total}; counting for the total stops at ${COUNT_LIMIT + 1}, ` +
            `then the API answers that lower bound: ${check.headers.get('content-range')}, X-Total-Exact: ${check.headers.get('x-total-exact')}`
    );
    // What the API sends for that request: the page with its count and the table's definition
    // version (the definition itself is kept by the server from an earlier page, the session by
    // its session cache, read again every SESSION_CACHE_SECONDS).
    const statements = [page.page.toSQL()].map(inline);

    for (const statement of statements.slice(-1)) {
        const plan = (await db.execute(sql.raw(`explain (analyze, costs off) ${statement}`))) as unknown as {
            rows: Record<string, string>[];
        };
        console.log(plan.rows.map(row => `  ${Object.values(row)[0]}`).join('\n'));
    }

    if (postgres) {
        const cpuBefore = process.cpuUsage();
        const load = () => autocannonProcess(`${base}${pageUrl}`, token, CONNECTIONS, SECONDS);
        const { result: http, profile } = PROFILE ? await profiled(load) : { result: await load(), profile: undefined };
        const cpu = process.cpuUsage(cpuBefore);
        console.log(
            `HTTP GET page, ${CONNECTIONS} connections, ${SECONDS} s: ${http.requests.average.toFixed(0)} requests/s, ` +
                `p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms, ${http.non2xx + http.errors} failed; ` +
                `API process CPU ${((cpu.user + cpu.system) / 1000 / http.requests.total).toFixed(2)} ms per request`
        );
        if (profile) printProfile(profile, http.requests.total);
        const raw = pgbench(server.databaseUrl!, statements, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            perStatement: true,
        });
        console.log(
            `pgbench, the same ${statements.length} statements, ${CONNECTIONS} clients, ${SECONDS} s: ${raw.perSecond.toFixed(0)} transactions/s, average ${raw.averageMs} ms`
        );
        console.log(raw.report.slice(raw.report.indexOf('statement latencies')).trimEnd());
        console.log(`HTTP / pgbench throughput: ${((100 * http.requests.average) / raw.perSecond).toFixed(0)} %`);
    } else {
        const http: number[] = [];
        const raw: number[] = [];
        for (let run = 0; run < SAMPLES; run++) {
            let start = performance.now();
            await fetch(`${base}${pageUrl}`, { headers: { 'x-token': token } }).then(response =>
                response.arrayBuffer()
            );
            http.push(performance.now() - start);
            start = performance.now();
            for (const statement of statements) await db.execute(sql.raw(statement));
            raw.push(performance.now() - start);
        }
        console.log(
            `HTTP GET page one at a time: median ${median(http).toFixed(1)} ms; the same statements on the database: ` +
                `median ${median(raw).toFixed(1)} ms; HTTP / raw time ${(median(http) / median(raw)).toFixed(2)}×`
        );
    }
} finally {
    await server.close();
}
