import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../../common/contract/linkExcel';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { npiCheckDigit } from '../../../common/validation/npi';
import { claims, directoryRowHistory, directoryRows, users } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import type { Actor } from '../../shared/audit';
import { insertRows } from '../directory';
import { createTable, type DirectoryTable } from '../directory';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * A long apply or export leaves the server answering: on the embedded database, whose one
 * connection a long transaction would hold, as on PostgreSQL. Each probe is a request a user
 * makes meanwhile: the health check and a claim search.
 */

/** The slowest answer a probe may give while a long job runs. */
const PROMPT_MS = 1_000;
const ADDED_ROWS = 20_000;
const CHANGED_ROWS = 400;
const EXPORTED_CLAIMS = 30_000;

const origin = { ip: '127.0.0.1', userAgent: 'vitest' };
let server: TestServer;
let token: string;
let admin: Actor;
let tables = 0;

beforeAll(async () => {
    // The probes and the polling would spend the request budgets, which are not what this is about.
    server = await startTestServer({
        env: { REQUESTS_PER_MINUTE_PER_SESSION: '0', REQUESTS_PER_MINUTE_PER_ADDRESS: '0' },
    });
    token = await server.login('admin');
    const [row] = await server.db.select().from(users).where(eq(users.username, 'admin'));
    admin = { id: row!.id, username: row!.username, role: row!.role };
    await seedDemoClaims(server.db, 'healthcare', EXPORTED_CLAIMS);
    // The first answers of a new server are slower (code and plans made once), whatever else runs.
    for (const url of PROBES) await probe(url);
});
afterAll(() => server.close());

const npi = (n: number) => {
    const base = `1${String(n).padStart(8, '0')}`;
    return `${base}${npiCheckDigit(base)}`;
};
const column = (name: string, type: ColumnDefinition['type'], en: string, key = false): ColumnDefinition => ({
    name,
    type,
    label: { en },
    required: false,
    unique: false,
    key,
});

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await server.app.inject({ method, url, headers: { 'x-token': token }, payload });
    return { status: response.statusCode, data: (response.json() as { data: ImportJobView }).data };
};

/** A table of `existing` rows and a checked upload that changes them all and adds ADDED_ROWS. */
const checkedUpload = async (existing: number) => {
    tables += 1;
    const table = await createTable(server.db, admin, origin, {
        name: `Long job ${tables}`,
        description: '',
        columns: [column('npi', 'npi', 'NPI', true), column('lastName', 'text', 'Last name')],
    });
    const rows = Array.from({ length: existing }, (_, index) => ({
        values: { npi: npi(index), lastName: `Before ${index}` },
    }));
    await insertRows(server.db, table, rows, admin.id);
    const lines = Array.from({ length: existing + ADDED_ROWS }, (_, index) => `${npi(index)},After ${index}`);
    const boundary = '----longjob';
    const uploaded = await server.app.inject({
        method: 'POST',
        url: '/api/linkExcel/uploads',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
        payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.csv"\r\n` +
                `Content-Type: text/csv\r\n\r\nNPI,Last name\r\n${lines.join('\r\n')}\r\n\r\n--${boundary}--\r\n`
        ),
    });
    const id = (uploaded.json() as { data: ImportJobView }).data.id;
    await call('POST', `/api/linkExcel/uploads/${id}/check`, {
        tableId: table.id,
        sheet: '',
        mapping: ['npi', 'lastName'],
        mode: 'upsert',
    });
    const checked = await settled(id);
    expect(checked.check?.counts).toMatchObject({ add: ADDED_ROWS, change: existing });
    return { table, id };
};

const settled = async (id: string) => {
    for (;;) {
        const { data } = await call('GET', `/api/linkExcel/uploads/${id}`);
        if (!['checking', 'applying'].includes(data.state)) return data;
        await new Promise(resolve => setTimeout(resolve, 50));
    }
};

/** Times the probes one after the other until `done` settles; the slowest answer and how many ran. */
const PROBES = [
    '/api/health',
    `/api/claims?${new URLSearchParams({ filter: JSON.stringify({ bucket: ['denied'] }), range: '[0,24]' })}`,
];
/** How long a request takes from `due`, the moment it was meant to be sent, to its answer. */
const probe = async (url: string, due = performance.now()) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return performance.now() - due;
};

const probeUntil = async (done: Promise<unknown>) => {
    let finished = false;
    const finish = () => (finished = true);
    done.then(finish, finish);
    const times: number[] = [];
    while (!finished) {
        for (const url of PROBES) {
            // Meant to be sent 20 ms from now: a timer that fires late, behind work that holds the
            // event loop (a statement of the embedded database runs on it), counts as waiting.
            const due = performance.now() + 20;
            await new Promise(resolve => setTimeout(resolve, 20));
            times.push(await probe(url, due));
        }
    }
    await done;
    return { slowest: Math.max(...times), probes: times.length };
};

/** Waits until the running apply has written more than `done` changes. */
const writing = async (id: string, done = 0) => {
    for (;;) {
        const { data } = await call('GET', `/api/linkExcel/uploads/${id}`);
        expect(data.state).toBe('applying');
        if (data.progress.done > done) return;
        await new Promise(resolve => setTimeout(resolve, 10));
    }
};

const tableState = async (table: DirectoryTable) => {
    const rows = await server.db
        .select({ values: directoryRows.values, version: directoryRows.version, deletedAt: directoryRows.deletedAt })
        .from(directoryRows)
        .where(eq(directoryRows.tableId, table.id))
        .orderBy(directoryRows.id);
    const [history] = await server.db
        .select({ entries: count() })
        .from(directoryRowHistory)
        .where(eq(directoryRowHistory.tableId, table.id));
    return { rows, history: history!.entries };
};

// Each test uploads, checks and applies a file of tens of thousands of rows.
describe('a long apply', { timeout: 60_000 }, () => {
    it('leaves the health check and a claim search answering within a second, and is applied whole', async () => {
        const { table, id } = await checkedUpload(CHANGED_ROWS);
        const started = await call('POST', `/api/linkExcel/uploads/${id}/apply`);
        expect(started.data.state).toBe('applying');
        const { slowest, probes } = await probeUntil(settled(id));
        expect(probes).toBeGreaterThan(4);
        expect(slowest).toBeLessThan(PROMPT_MS);
        expect((await call('GET', `/api/linkExcel/uploads/${id}`)).data).toMatchObject({
            state: 'applied',
            outcome: { added: ADDED_ROWS, changed: CHANGED_ROWS, removed: 0 },
        });
        const [live] = await server.db
            .select({ rows: count() })
            .from(directoryRows)
            .where(and(eq(directoryRows.tableId, table.id), isNull(directoryRows.deletedAt)));
        expect(live!.rows).toBe(CHANGED_ROWS + ADDED_ROWS);
    });

    it('cancelled midway, answers at once as cancelled and leaves the table as it was', async () => {
        const { table, id } = await checkedUpload(CHANGED_ROWS);
        const before = await tableState(table);
        await call('POST', `/api/linkExcel/uploads/${id}/apply`);
        // Past the changes, into the additions: some of each are written.
        await writing(id, CHANGED_ROWS);
        const cancelled = await call('POST', `/api/linkExcel/uploads/${id}/cancel`);
        expect(cancelled.status).toBe(200);
        expect(cancelled.data.state).toBe('cancelled');
        expect(await tableState(table)).toEqual(before);
    });

    it('refuses a change by hand to a row it writes, naming the reason, and is applied whole', async () => {
        const { table, id } = await checkedUpload(10);
        const [row] = await server.db
            .select({ id: directoryRows.id, version: directoryRows.version })
            .from(directoryRows)
            .where(eq(directoryRows.tableId, table.id))
            .orderBy(directoryRows.id)
            .limit(1);
        await call('POST', `/api/linkExcel/uploads/${id}/apply`);
        await writing(id);
        const edit = await server.app.inject({
            method: 'PUT',
            url: `/api/directory/tables/${table.id}/rows/${row!.id}`,
            headers: { 'x-token': token },
            payload: { version: row!.version, values: { lastName: 'By hand' } },
        });
        expect(edit.statusCode).toBe(409);
        expect(await settled(id)).toMatchObject({ state: 'applied' });
        const [after] = await server.db
            .select({ values: directoryRows.values, version: directoryRows.version })
            .from(directoryRows)
            .where(eq(directoryRows.id, row!.id));
        expect(after!.values).toMatchObject({ lastName: 'After 0' });
        // PostgreSQL makes the edit wait for the apply's transaction, then finds the row changed:
        // once by the file's values, once more by the verification the roster records.
        expect(after!.version).toBe(row!.version + 2);
        expect(edit.json().message).toBe(
            server.database.kind === 'pglite'
                ? 'An import is being applied to this table: change its rows once it is done.'
                : `Someone else changed this row since you opened it (your version 1, now version ${after!.version}). Compare the values and save again.`
        );
    });
});

describe('a long claims export', () => {
    it('leaves the health check and a claim search answering within a second, every claim once in the sort order', async () => {
        const exported = server.app.inject({
            method: 'GET',
            url: `/api/claims/export?${new URLSearchParams({ format: 'csv', sort: JSON.stringify(['receivedOn', 'DESC']) })}`,
            headers: { 'x-token': token },
        });
        const { slowest, probes } = await probeUntil(exported);
        expect(probes).toBeGreaterThan(4);
        expect(slowest).toBeLessThan(PROMPT_MS);
        const response = await exported;
        expect(response.statusCode).toBe(200);
        // Every field is quoted, quotes doubled.
        const fields = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(match => match[1]!);
        const [header, ...records] = response.body
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n')
            .map(fields);
        expect(records).toHaveLength(EXPORTED_CLAIMS);
        const numberAt = header!.indexOf('Claim #');
        const newestFirst = await server.db
            .select({ claimNumber: claims.claimNumber })
            .from(claims)
            .orderBy(desc(claims.receivedOn), desc(claims.id));
        expect(records.map(record => record[numberAt])).toEqual(newestFirst.map(claim => claim.claimNumber));
    });
});

describe('a long directory export sorted by a column', () => {
    it('holds every row once, in the order of the grid, across its batches, empty values last', async () => {
        tables += 1;
        const table = await createTable(server.db, admin, origin, {
            name: `Sorted export ${tables}`,
            description: '',
            columns: [column('npi', 'npi', 'NPI', true), column('lastName', 'text', 'Last name')],
        });
        const names = ['Oakes', 'ford', 'Ford', 'Hale', null, 'Abbott', 'Zuniga'];
        const rows = Array.from({ length: 4_500 }, (_, index) => ({
            values: { npi: npi(index), lastName: names[index % names.length] ?? null },
        }));
        await insertRows(server.db, table, rows, admin.id);
        const sort = encodeURIComponent('["lastName","DESC"]');
        const response = await server.app.inject({
            method: 'GET',
            url: `/api/directory/tables/${table.id}/export?format=csv&sort=${sort}`,
            headers: { 'x-token': token },
        });
        expect(response.statusCode, response.body).toBe(200);
        const fields = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(match => match[1]!);
        const [header, ...records] = response.body
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n')
            .map(fields);
        const npiAt = header!.indexOf('NPI');
        const expected = await server.db
            .select({ values: directoryRows.values })
            .from(directoryRows)
            .where(eq(directoryRows.tableId, table.id))
            .orderBy(sql`lower("values"->>'lastName') desc nulls last`, desc(directoryRows.id));
        expect(records.map(record => record[npiAt])).toEqual(expected.map(row => (row.values as { npi: string }).npi));
    });
});
