/**
 * The Directory Edit View's page query at scale: a Practitioner table of BENCH_ROWS rows (default
 * 100,000 on the embedded database, 1,000,000 with TEST_DB=postgres), loaded in bulk, then a page
 * of 25 rows with one filter and a sort asked over HTTP by BENCH_CONNECTIONS concurrent clients
 * (default 1 on the embedded database, which serves one query at a time, 50 on PostgreSQL), and
 * the same list run straight on the database by as many concurrent callers as the raw baseline.
 * Prints the figures and the ratio; not part of `npm test`. Run: `npm run bench:directory`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { TEMPLATES } from '../common/directory/templates';
import { practitionerRows } from '../server/db/demoDirectory';
import { users } from '../server/db/schema';
import { insertRows, listRows, parseRowFilter } from '../server/services/directoryRows';
import { createTable } from '../server/services/directoryTables';
import { startTestServer } from '../server/test/testServer';

const postgres = process.env.TEST_DB === 'postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? (postgres ? 1_000_000 : 100_000));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (postgres ? 50 : 1));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BATCH = 10_000;

const percentile = (samples: number[], p: number) =>
    [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;

/** Runs `action` from `clients` concurrent loops for SECONDS: latencies and requests per second. */
const load = async (label: string, clients: number, action: () => Promise<unknown>) => {
    const samples: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
        Array.from({ length: clients }, async () => {
            while (performance.now() < end) {
                const start = performance.now();
                await action();
                samples.push(performance.now() - start);
            }
        })
    );
    const perSecond = samples.length / SECONDS;
    console.log(
        `${label.padEnd(30)} ${String(samples.length).padStart(6)} requests  p50 ${percentile(samples, 50).toFixed(1)} ms  ` +
            `p99 ${percentile(samples, 99).toFixed(1)} ms  ${perSecond.toFixed(0)} per second`
    );
    return perSecond;
};

const server = await startTestServer();
try {
    const [admin] = await server.db.select().from(users).where(sql`${users.username} = 'admin'`);
    const actor = { id: admin!.id, username: admin!.username, role: admin!.role };
    const table = await createTable(server.db, actor, { ip: '', userAgent: 'bench' }, {
        name: 'Practitioners (benchmark)',
        description: '',
        columns: TEMPLATES.practitioner,
    });
    console.log(`Database: ${postgres ? 'PostgreSQL' : 'PGlite (embedded)'}; ${ROWS.toLocaleString('en')} rows; ${CONNECTIONS} connections`);
    const loadStart = performance.now();
    const now = Date.now();
    for (let first = 0; first < ROWS; first += BATCH) {
        await insertRows(server.db, table, practitionerRows(Math.min(BATCH, ROWS - first), 11 + first, now, first + 1), actor.id, 2000);
    }
    await server.db.execute(sql`analyze directory_rows`);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    console.log(`bulk load                      ${loadSeconds.toFixed(1)} s  ${(ROWS / loadSeconds).toFixed(0)} rows per second`);

    const filter = { state: ['MA'] };
    const url =
        `/api/directory/tables/${table.id}/rows?range=${encodeURIComponent('[0,24]')}` +
        `&sort=${encodeURIComponent('["lastName","ASC"]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.login('admin');
    const check = await fetch(`${address}${url}`, { headers: { 'x-token': token } });
    console.log(`page check: HTTP ${check.status}, ${check.headers.get('content-range')}`);

    const raw = await load('raw: same list on the database', CONNECTIONS, () =>
        listRows(server.db, table, { filter: parseRowFilter(table, filter), sort: { field: 'lastName', order: 'ASC' }, range: { first: 0, last: 24 } })
    );
    const http = await load('HTTP GET page of 25', CONNECTIONS, () =>
        fetch(`${address}${url}`, { headers: { 'x-token': token } }).then(response => response.arrayBuffer())
    );
    console.log(`HTTP / raw throughput: ${((100 * http) / raw).toFixed(0)} %`);
} finally {
    await server.close();
}
