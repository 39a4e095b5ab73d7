/**
 * The claim page in PostgreSQL, on a database already holding claims (`npm run seed:claims`):
 * for each search of the floor benchmark, EXPLAIN (ANALYZE, BUFFERS) of the page's statement as the
 * server sends it the first time (counting the matching claims) and once it keeps the total (the
 * claims' version unchanged), then the CPU the backend spends per statement for each (utime +
 * stime from /proc, prepared, 200 runs), which hardly depends on what else the machine runs.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/claims npx tsx bench/claimPagePlans.ts
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { CLAIM_DESKS } from '../common/claims/desks';
import { openDatabase } from '../server/shared/database';
import { users } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { searchClaims, searchQuery, SearchTotals, type ClaimSearch } from '../server/modules/claims';
import { DEFAULT_SEARCH, FILTERED_SEARCH } from './claimSearches';

const RUNS = 200;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a PostgreSQL database holding claims');

const database = await openDatabase({ databaseUrl: url });
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
    const claimCount = (await client.query<{ n: number }>('select count(*)::int as n from claims')).rows[0]!.n;
    console.log(`${claimCount.toLocaleString('en')} claims`);
    // The demo accounts, if the database has none yet (`seed:claims` loads claims alone).
    await seedDemoData(database.db, 'healthcare');
    const [admin] = await database.db
        .select({ id: users.id, username: users.username, role: users.role })
        .from(users)
        .where(eq(users.username, 'admin'));
    const user = { ...admin!, organisation: null };
    const origin = { ip: '127.0.0.1', userAgent: 'plans' };
    const desk = CLAIM_DESKS.healthcare;
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const cpuMs = () => {
        const fields = readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    };
    const cpuPerRun = async (query: { sql: string; params: unknown[] }, name: string) => {
        const statement = { name, text: query.sql, values: query.params };
        for (let run = 0; run < 10; run++) await client.query(statement);
        const before = cpuMs();
        const started = performance.now();
        for (let run = 0; run < RUNS; run++) await client.query(statement);
        return { cpu: (cpuMs() - before) / RUNS, wall: (performance.now() - started) / RUNS };
    };
    const dialect = new PgDialect();
    for (const [label, search] of [
        ['default search', DEFAULT_SEARCH],
        ['filtered search (paid, 270 days)', FILTERED_SEARCH],
    ] as [string, ClaimSearch][]) {
        const totals = new SearchTotals();
        const counting = dialect.sqlToQuery(searchQuery(database.db, desk, user, search, origin, totals).statement);
        await searchClaims(database.db, desk, user, search, origin, totals);
        const kept = dialect.sqlToQuery(searchQuery(database.db, desk, user, search, origin, totals).statement);
        for (const [variant, query] of [
            ['counting the total', counting],
            ['total kept', kept],
        ] as const) {
            const plan = await client.query<{ 'QUERY PLAN': string }>({
                text: `explain (analyze, buffers) ${query.sql}`,
                values: query.params,
            });
            console.log(`\n## ${label}, ${variant}\n`);
            console.log(plan.rows.map(row => row['QUERY PLAN']).join('\n'));
            const { cpu, wall } = await cpuPerRun(query, `plans_${label.length}_${variant.length}`);
            console.log(
                `\nbackend CPU ${cpu.toFixed(3)} ms per page, ${wall.toFixed(3)} ms each (${RUNS} runs, prepared)`
            );
        }
    }
} finally {
    await client.end();
    await database.close();
}
