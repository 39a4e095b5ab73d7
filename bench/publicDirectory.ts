/**
 * The public FHIR directory beside its floor, at the size of a large plan's directory: the portal
 * (the compiled server, started as `npm start` does with its heap limit, on a throwaway PostgreSQL
 * database with the demo directory) with BENCH_ROLES practitioner rows (default 1,000,000) added
 * by one generate_series statement, each a verified listing — so as many PractitionerRoles. Then, for a role search by specialty and ZIP
 * code, a chained search (by network name and ZIP code) and a read: the product, and a minimal
 * Fastify process (bench/floorServer.ts) that runs the statements the product runs for the request
 * and answers the same bytes — one load generator (autocannon), product and floor alternating
 * BENCH_ROUNDS times (default 2); then pgbench on those statements, and EXPLAIN (ANALYZE,
 * BUFFERS) of each. The first request, which makes the directory's projection from the tables, is
 * timed apart.
 *
 *   npx tsx bench/publicDirectory.ts
 *   BENCH_ROLES=100000 BENCH_SECONDS=5 npx tsx bench/publicDirectory.ts
 *
 * TEST_DATABASE_URL: the server to create the throwaway database on (default the local one).
 * BENCH_KEEP=1 keeps the database and prints its address; BENCH_DATABASE_URL runs on such a
 * database again, without seeding it.
 * BENCH_ONLY: the endpoints to load, by words of their names (`BENCH_ONLY=read,specialty`); the
 * others' statements are still explained.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Executor } from '../server/shared/database';
import { directoryTables } from '../server/db/schema';
import { readStatements, searchStatements } from '../server/modules/publicDirectory';
import { startPortal } from '../tests/e2e/portal';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import { backendsOf, describeRun, inlineStatement, measure, startFloor, type FloorRoute } from './floorRuns';
import { CONNECTIONS, machineLoad, pgbench, PORTAL_ENV, SECONDS } from './http';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const ROLES = Number(process.env.BENCH_ROLES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** How long the first request, which makes the directory from the tables, may take. */
const FIRST_REQUEST_SECONDS = Number(process.env.BENCH_FIRST_REQUEST_SECONDS ?? 900);
/** The portal's pool (server/shared/database.ts): the floor gets as many connections. */
const POOL_SIZE = 10;
/** Headers Fastify or Node write themselves for every reply. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The generated listings: five specialties, 5,000 practices each at its own address, 500 ZIP
 * codes (so a specialty and a ZIP code match about ROLES / 2,500 roles), every one in the
 * Evergreen PPO network, verified yesterday.
 */
const SEED = `
    insert into directory_rows (table_id, "values", verified_at)
    select $1::uuid, jsonb_build_object(
        'npi', (1000000000 + g)::text,
        'firstName', (array['Ana','Ben','Chen','Dara','Eli','Fatima','Goran','Hana','Ivan','Jade'])[1 + g % 10],
        'lastName', 'Bench' || g,
        'credential', 'MD',
        'taxonomy', (array['207Q00000X','208D00000X','207R00000X','208000000X','207V00000X'])[1 + g % 5],
        'organizationName', 'Bench Practice ' || (g % 5000),
        'addressLine', (g % 5000) || ' Main Street',
        'city', 'Springfield',
        'state', 'MA',
        'zip', (10000 + (g % 5000) % 500)::text,
        'phone', '617555' || lpad((g % 10000)::text, 4, '0'),
        'acceptingPatients', 'newpt',
        'languages', '["en"]'::jsonb,
        'telehealth', g % 2 = 0,
        'networks', '["Evergreen PPO"]'::jsonb
    ), now() - interval '1 day'
    from generate_series(1, $2::int) g`;

const ONLY = (process.env.BENCH_ONLY ?? '').toLowerCase().split(',').filter(Boolean);
const loaded = (name: string) => ONLY.length === 0 || ONLY.some(word => name.toLowerCase().includes(word));

const ENDPOINTS = [
    {
        name: 'PractitionerRole by specialty and ZIP code',
        path: '/fhir/PractitionerRole?specialty=http://nucc.org/provider-taxonomy|207Q00000X&location.address-postalcode=10015',
        statements: (db: Executor, madeWith: string) =>
            searchStatements(db, madeWith, 'PractitionerRole', {
                specialty: 'http://nucc.org/provider-taxonomy|207Q00000X',
                'location.address-postalcode': '10015',
            }),
    },
    {
        name: 'PractitionerRole chained: network name and ZIP code',
        path: '/fhir/PractitionerRole?network.name=Evergreen%20PPO&location.address-postalcode=10015',
        statements: (db: Executor, madeWith: string) =>
            searchStatements(db, madeWith, 'PractitionerRole', {
                'network.name': 'Evergreen PPO',
                'location.address-postalcode': '10015',
            }),
    },
    {
        name: 'PractitionerRole read',
        path: '/fhir/PractitionerRole/role-{id}',
        statements: async (_db: Executor, madeWith: string, id: string) =>
            readStatements(madeWith, 'PractitionerRole', `role-${id}`),
    },
];

const main = async () => {
    console.log(`Public directory: ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds; ${machineLoad()}`);
    // BENCH_DATABASE_URL: a database kept from an earlier run (BENCH_KEEP=1), its rows and projection made.
    const kept = process.env.BENCH_DATABASE_URL;
    const database = kept ? { url: kept, drop: async () => undefined } : await throwawayDatabase('rx_fhir_bench');
    const admin = new pg.Pool({ connectionString: database.url, max: 1 });
    // The compiled server with npm start's heap limit: a directory of any size is made within it.
    const portal = await startPortal(
        'healthcare',
        { ...PORTAL_ENV, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
        [],
        'compiled'
    );
    const db = await openDatabase({ databaseUrl: database.url });
    try {
        const [table] = await db.db
            .select({ id: directoryTables.id })
            .from(directoryTables)
            .where(eq(directoryTables.template, 'practitioner'));
        let started = performance.now();
        if (!kept) {
            await admin.query(SEED, [table!.id, ROLES]);
            await admin.query('analyze directory_rows');
            console.log(
                `  seeded ${ROLES} practitioner rows in ${((performance.now() - started) / 1000).toFixed(1)} s`
            );
        }
        const [{ id: lastRow }] = (await admin.query<{ id: string }>('select max(id) as id from directory_rows'))
            .rows as [{ id: string }];

        // The first request makes the directory from the tables: timed apart, with the server's memory.
        started = performance.now();
        const first = await patientAnswer(`${portal.url}/fhir/PractitionerRole?_count=1`).catch((error: unknown) => ({
            status: 0,
            text: String(error),
        }));
        const rss = () => {
            try {
                return `${(Number(/VmRSS:\s+(\d+)/.exec(readStatus(portal.pid))?.[1] ?? 0) / 1024).toFixed(0)} MB`;
            } catch {
                return 'unknown';
            }
        };
        console.log(
            `  first request (the directory made from the tables): ${first.status} in ` +
                `${((performance.now() - started) / 1000).toFixed(1)} s; server resident memory ${rss()}`
        );
        // The projection's own "made with" (publisher and policy): the floor's probe asks what the product's does.
        const [{ madeWith }] = (
            await admin.query<{ madeWith: string }>('select made_with as "madeWith" from fhir_projection')
        ).rows as [{ madeWith: string }];
        const statements = await Promise.all(
            ENDPOINTS.map(endpoint => endpoint.statements(db.db, madeWith, String(Number(lastRow) - 7)))
        );
        if (first.status === 200) await measureEndpoints(portal, database.url, admin, statements, Number(lastRow));
        else console.log(`  the product did not answer the first request: ${first.text.slice(0, 300)}`);
        for (const [index, endpoint] of ENDPOINTS.entries()) {
            console.log(`\n${endpoint.name}: the statements it runs  (${machineLoad()})`);
            const inline = statements[index]!.map(inlineStatement);
            // Prepared as the product prepares them: a search's statements are planned each time.
            const prepared = statements[index]!.every(statement => statement.prepared);
            const raw = pgbench(database.url, inline, { prepared });
            console.log(
                `  pgbench  ${raw.perSecond.toFixed(0)} tx/s, average ${raw.averageMs} ms (all of them, ${prepared ? 'prepared' : 'planned each time'})`
            );
            for (const statement of inline) {
                const plan = await admin.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
                console.log(`\n${statement}\n${plan.rows.map(row => row['QUERY PLAN']).join('\n')}`);
            }
        }
        console.log(`\nAfter the run: ${machineLoad()}`);
    } finally {
        await portal.stop();
        await db.close();
        await admin.end();
        if (process.env.BENCH_KEEP === '1') console.log(`Kept: BENCH_DATABASE_URL=${database.url}`);
        else await database.drop();
    }
};

/** Each endpoint, product and floor alternating. */
const measureEndpoints = async (
    portal: { url: string; pid: number },
    databaseUrl: string,
    admin: pg.Pool,
    statements: NonNullable<FloorRoute['queries']>[],
    lastRow: number
) => {
    let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
    try {
        const paths = ENDPOINTS.map(endpoint => endpoint.path.replace('{id}', String(lastRow - 7)));
        const routes = await Promise.all(
            paths.map(async (path, index) => {
                const response = await fetch(portal.url + path);
                const headers: Record<string, string> = {};
                response.headers.forEach((value, name) => OWN_HEADERS.has(name) || (headers[name] = value));
                const body = Buffer.from(await response.arrayBuffer());
                const json = JSON.parse(body.toString()) as { total?: number; entry?: unknown[] };
                console.log(
                    `  ${ENDPOINTS[index]!.name}: ${response.status}, ${body.length} bytes` +
                        (json.total !== undefined ? `, total ${json.total}, ${json.entry?.length ?? 0} entries` : '')
                );
                return {
                    path: `/floor/${index}`,
                    status: response.status,
                    headers,
                    body: body.toString('base64'),
                    queries: statements[index],
                };
            })
        );
        floor = await startFloor({ databaseUrl, poolSize: POOL_SIZE, routes });
        const backends = backendsOf(admin);
        for (const [index, endpoint] of ENDPOINTS.entries()) {
            if (!loaded(endpoint.name)) continue;
            console.log(`\n${endpoint.name}  (${machineLoad()})`);
            for (let round = 0; round < ROUNDS; round++) {
                const product = await measure(portal.url + paths[index], portal.pid, '', backends);
                describeRun('product', product);
                // Requests the load generator gave up on are still served: the floor's run waits for
                // them, by a read that queues behind them for the database and then for the CPU.
                await patientAnswer(portal.url + paths[2]);
                const bare = await measure(`${floor.url}/floor/${index}`, floor.pid, '', backends);
                describeRun('floor', bare);
                console.log(
                    `    ratio    throughput ${(product.perSecond / bare.perSecond).toFixed(2)} (≥ 0.85)  ` +
                        `p99 ${(product.p99 / Math.max(bare.p99, 1)).toFixed(2)} (≤ 1.5)`
                );
            }
        }
    } finally {
        await floor?.stop();
    }
};

/**
 * An answer waited for as long as FIRST_REQUEST_SECONDS — the first request's, or one queued
 * behind searches the load generator gave up on: fetch gives up on an answer whose headers take
 * more than five minutes (undici's headersTimeout).
 */
const patientAnswer = (url: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.get(url, { timeout: FIRST_REQUEST_SECONDS * 1000 }, response => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() })
            );
        });
        request.on('timeout', () => request.destroy(new Error(`no answer in ${FIRST_REQUEST_SECONDS} s`)));
        request.on('error', reject);
    });

const readStatus = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');

await main();
