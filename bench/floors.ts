/**
 * Each hot endpoint beside its floor, in one run (the session check, the claim page default and
 * filtered, the directory grid page): the portal (started as `npm start` does, on a
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
 *   BENCH_CLAIMS=1000000 BENCH_SECONDS=15 npx tsx bench/floors.ts   # the size (seeding takes long)
 *
 * BENCH_ONLY=claim: only the endpoints whose name contains it.
 * TEST_DATABASE_URL: the server to create the throwaway database on (default the local one);
 * BENCH_DATABASE_URL instead: a database kept between runs, topped up to BENCH_CLAIMS claims
 * (`npm run seed:claims` loads a million faster than the portal's start does).
 * BENCH_DIRECTORY_ROWS: the directory grid's Practitioners table grown to that many rows.
 */
import { count, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { CLAIM_DESKS } from '../common/claims/desks';
import { openDatabase, type Database } from '../server/shared/database';
import { practitionerRows } from '../server/db/demoDirectory';
import { directoryRows, directoryTables, users } from '../server/db/schema';
import { searchClaims, searchQuery, SearchTotals, type ClaimUser } from '../server/modules/claims';
import { insertRows, parseRowFilter, rowPageStatements } from '../server/modules/directory';
import { getTable } from '../server/modules/directory';
import { claimsUrl, DEFAULT_SEARCH, FILTERED_SEARCH } from './claimSearches';
import { startPortal } from '../tests/e2e/portal';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import { backendsOf, describeRun, inlineStatement, measure, startFloor } from './floorRuns';
import { CONNECTIONS, machineLoad, pgbench, PORTAL_ENV, SECONDS, signIn } from './http';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The portal's pool (server/shared/database.ts): the floor gets as many connections. */
const POOL_SIZE = 10;

/** A statement as the floor runs it: text and parameters. */
interface Query {
    sql: string;
    params: unknown[];
}
interface Endpoint {
    name: string;
    path: string;
    /** The statement the portal sends for the request, which the floor runs too. */
    query?: Query;
}
/** BENCH_ONLY: only the endpoints whose name contains it (`BENCH_ONLY=claim`). */
const chosen = (name: string) => name.includes(process.env.BENCH_ONLY ?? '');
/** The directory grid page of the floor: the Practitioners table, filtered by state, sorted by last name. */
const GRID_FILTER = { state: ['MA'] };
const GRID_SORT = { field: 'lastName', order: 'ASC' } as const;
const GRID_RANGE = { first: 0, last: 24 };
/** BENCH_DIRECTORY_ROWS: the Practitioners table grown to that many rows (the demo data holds 300). */
const DIRECTORY_ROWS = Number(process.env.BENCH_DIRECTORY_ROWS ?? 0);
const DIRECTORY_BATCH = 20_000;

/**
 * The endpoints, each with the statement the portal sends for it: the session check (none), the
 * claim pages (the search's statement, with the total the portal keeps once it has counted it)
 * and the directory grid page (its page statement; the grid's rights and the table's definition
 * are the portal's own reads around it).
 */
const endpointsOf = async (db: Database['db'], admin: ClaimUser & { id: string }): Promise<Endpoint[]> => {
    const endpoints: Endpoint[] = [];
    if (chosen('GET /api/user/info'))
        endpoints.push({ name: 'GET /api/user/info (valid session, cached)', path: '/api/user/info' });
    for (const [name, search] of [
        ['claim page, default (25 claims)', DEFAULT_SEARCH],
        ['claim page, filtered (paid, 270 days)', FILTERED_SEARCH],
    ] as const) {
        if (!chosen(name)) continue;
        // As the portal runs it from its second page on: the total kept under the claims' version.
        const totals = new SearchTotals();
        const origin = { ip: '127.0.0.1', userAgent: 'floor' };
        await searchClaims(db, CLAIM_DESKS.healthcare, admin, search, origin, totals);
        const { statement } = searchQuery(db, CLAIM_DESKS.healthcare, admin, search, origin, totals);
        endpoints.push({ name, path: claimsUrl(search), query: new PgDialect().sqlToQuery(statement) });
    }
    const gridName = 'directory grid page (Practitioners, state MA, by last name)';
    if (chosen(gridName)) {
        const [row] = await db.select().from(directoryTables).where(eq(directoryTables.name, 'Practitioners'));
        const table = await getTable(db, row!.id);
        const [{ have }] = (await db
            .select({ have: count() })
            .from(directoryRows)
            .where(eq(directoryRows.tableId, table.id))) as [{ have: number }];
        for (let first = have; first < DIRECTORY_ROWS; first += DIRECTORY_BATCH) {
            const rows = practitionerRows(
                Math.min(DIRECTORY_BATCH, DIRECTORY_ROWS - first),
                11 + first,
                Date.now(),
                first + 1
            );
            await insertRows(db, table, rows, admin.id, DIRECTORY_BATCH);
        }
        if (DIRECTORY_ROWS > have) await db.execute(sql`vacuum analyze directory_rows`);
        const query = { filter: parseRowFilter(table, GRID_FILTER), sort: GRID_SORT, range: GRID_RANGE };
        endpoints.push({
            name: gridName,
            path:
                `/api/directory/tables/${table.id}/rows?range=${encodeURIComponent(JSON.stringify([GRID_RANGE.first, GRID_RANGE.last]))}` +
                `&sort=${encodeURIComponent(JSON.stringify([GRID_SORT.field, GRID_SORT.order]))}&filter=${encodeURIComponent(JSON.stringify(GRID_FILTER))}`,
            query: rowPageStatements(db, table, query).page.toSQL(),
        });
    }
    return endpoints;
};
/** Headers Fastify or Node write themselves for every reply. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const main = async () => {
    console.log(
        `Floors: ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds, ${CLAIMS} claims; ${machineLoad()}`
    );
    // BENCH_DATABASE_URL: a database kept between runs (seeded once with `npm run seed:claims`).
    const database = process.env.BENCH_DATABASE_URL
        ? { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined }
        : await throwawayDatabase('rx_floors');
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
        // An admin's scope is every claim: it belongs to no organisation.
        const ENDPOINTS = await endpointsOf(db.db, { ...user!, organisation: null });
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
                    queries: endpoint.query ? [endpoint.query] : [],
                };
            })
        );
        floor = await startFloor({ databaseUrl: database.url, poolSize: POOL_SIZE, routes });
        const backends = backendsOf(admin);
        for (const [index, endpoint] of ENDPOINTS.entries()) {
            console.log(`\n${endpoint.name}  (${machineLoad()})`);
            for (let round = 0; round < ROUNDS; round++) {
                const product = await measure(portal.url + endpoint.path, portal.pid, token, backends);
                describeRun('product', product);
                const bare = await measure(`${floor.url}/floor/${index}`, floor.pid, token, backends);
                describeRun('floor', bare);
                console.log(
                    `    ratio    throughput ${(product.perSecond / bare.perSecond).toFixed(2)} (≥ 0.8)  ` +
                        `Node CPU ${(product.nodeMs / bare.nodeMs).toFixed(2)} (≤ 1.25)  p99 ${(product.p99 / Math.max(bare.p99, 1)).toFixed(2)} (≤ 1.5)`
                );
            }
            const query = endpoint.query;
            if (query) {
                const inline = inlineStatement(query);
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
