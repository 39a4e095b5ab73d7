import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnDefinitionInput, DirectoryTableRecord } from '../../../common/contract/directory';
import { auditLog, directoryRows, directoryTableRevisions } from '../../db/schema';
import { insertRows } from './directoryRows';
import { getTable } from './directoryTables';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: string;
let table: DirectoryTable;
type DirectoryTable = DirectoryTableRecord;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { 'x-token': token, cookie: 'language=en' } });

const COLUMNS: ColumnDefinitionInput[] = [
    { name: 'npi', type: 'npi', label: { en: 'NPI' }, key: true, unique: true, required: true },
    { name: 'name', type: 'text', label: { en: 'Name' } },
    { name: 'phone', type: 'text', label: { en: 'Phone' } },
    { name: 'note', type: 'text', label: { en: 'Note' } },
];
const ROWS = [
    { npi: '1740283969', name: 'Raman', phone: '(617) 555-0174', note: 'front desk' },
    { npi: '1234567893', name: 'Lopez', phone: 'ask the front desk' },
    { npi: '1100000011', name: 'Lopez', phone: '212-555-0199', note: 'parking' },
];

const change = (columns: ColumnDefinitionInput[], token = admin, definitionVersion = table.definitionVersion) =>
    call(token, 'PUT', `/api/directory/tables/${table.id}/columns`, { definitionVersion, columns });
const values = async () =>
    (
        await server.db
            .select()
            .from(directoryRows)
            .where(eq(directoryRows.tableId, table.id))
            .orderBy(directoryRows.id)
    ).map(row => ({ id: row.id, values: row.values, version: row.version }));
const current = async (): Promise<DirectoryTable> =>
    (await call(admin, 'GET', `/api/directory/tables/${table.id}`)).json();
const withColumn = (name: string, patch: Partial<ColumnDefinitionInput>) =>
    table.columns.map(column => (column.name === name ? { ...column, ...patch } : column));

/** A refusal that must leave the table and its rows as they were. */
const refusedUnchanged = async (response: Promise<{ statusCode: number; json: () => { message: string } }>) => {
    const [definition, rows] = [await current(), await values()];
    const answer = await response;
    expect(await current()).toEqual(definition);
    expect(await values()).toEqual(rows);
    return { status: answer.statusCode, message: answer.json().message };
};

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    const created = await call(admin, 'POST', '/api/directory/tables', { name: 'Clinics', columns: COLUMNS });
    table = created.json();
    for (const row of ROWS) await call(admin, 'POST', `/api/directory/tables/${table.id}/rows`, { values: row });
});
afterAll(() => server.close());

describe("changing a table's columns", () => {
    it('adds, relabels and reorders in one new definition version, keeping the previous one, audited', async () => {
        const columns = [
            table.columns[0]!,
            { ...table.columns[1]!, label: { en: 'Practice name', es: 'Consulta' } },
            { name: 'website', type: 'url' as const, label: { en: 'Website' } },
            table.columns[3]!,
            table.columns[2]!,
        ];
        const response = await change(columns);
        expect(response.statusCode, response.body).toBe(200);
        table = response.json();
        expect(table.definitionVersion).toBe(2);
        expect(table.columns.map(column => column.name)).toEqual(['npi', 'name', 'website', 'note', 'phone']);
        const revisions = await server.db
            .select()
            .from(directoryTableRevisions)
            .where(eq(directoryTableRevisions.tableId, table.id));
        expect(revisions.map(revision => [revision.version, (revision.columns as unknown[]).length])).toEqual([
            [1, 4],
            [2, 5],
        ]);
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'directory.tableChange'), eq(auditLog.targetId, table.id)))
            .orderBy(desc(auditLog.id))
            .limit(1);
        expect(entry).toMatchObject({ actorUsername: 'admin' });
        expect(Object.keys(entry!.changes as object).sort()).toEqual([
            'column.name',
            'column.website',
            'definitionVersion',
            'order',
        ]);
    });

    it('refuses a change made from a stale version with a 409, changing nothing', async () => {
        const refused = await refusedUnchanged(change(withColumn('note', { label: { en: 'Notes' } }), admin, 1));
        expect(refused).toEqual({
            status: 409,
            message:
                'The columns were changed since you opened them (your version 1, now version 2). Open them again and redo your change.',
        });
    });

    it('refuses a type the existing values do not fit, saying how many and which', async () => {
        const refused = await refusedUnchanged(change(withColumn('phone', { type: 'phone' })));
        expect(refused).toEqual({
            status: 409,
            message:
                'Existing values of "Phone" that do not fit Phone (US) with its new settings: 1 (for example #2 "ask the front desk"). Correct them first.',
        });
    });

    it('refuses making a column required, unique or part of the key that existing rows break', async () => {
        const required = await refusedUnchanged(change(withColumn('note', { required: true })));
        expect(required.status).toBe(409);
        expect(required.message).toContain('Note');
        expect(required.message).toContain(': 1 (for example #2 "")');
        const unique = await refusedUnchanged(change(withColumn('name', { unique: true })));
        expect(unique).toEqual({
            status: 409,
            message:
                '"Practice name" cannot be unique or part of the key: rows repeating a value another row holds: 1 (for example #3 "Lopez").',
        });
    });

    it('changes a type the values fit, storing each value in the new form', async () => {
        const rows = await values();
        const fixed = await call(admin, 'PUT', `/api/directory/tables/${table.id}/rows/${rows[1]!.id}`, {
            version: 1,
            values: { phone: '' },
        });
        expect(fixed.statusCode, fixed.body).toBe(200);
        const response = await change(withColumn('phone', { type: 'phone' }));
        expect(response.statusCode, response.body).toBe(200);
        table = response.json();
        expect((await values()).map(row => row.values)).toMatchObject([
            { phone: '6175550174' },
            { phone: null },
            { phone: '2125550199' },
        ]);
    });

    it('checks every row of a table larger than one read, and undoes rewrites when a later row refuses', async () => {
        const created = await call(admin, 'POST', '/api/directory/tables', {
            name: 'Large clinics',
            columns: [
                { name: 'code', type: 'text', label: { en: 'Code' } },
                { name: 'phone', type: 'text', label: { en: 'Phone' } },
            ],
        });
        const large: DirectoryTable = created.json();
        const count = 5_002;
        const rows = Array.from({ length: count }, (_, at) => ({
            values: { code: at === count - 1 ? 'C0' : `C${at}`, phone: '(617) 555-0174' },
        }));
        await insertRows(server.db, await getTable(server.db, large.id), rows, null);
        const columns = (unique: boolean) => [
            { ...large.columns[0]!, unique },
            { ...large.columns[1]!, type: 'phone' },
        ];
        const stored = () =>
            server.db
                .select({ values: directoryRows.values })
                .from(directoryRows)
                .where(eq(directoryRows.tableId, large.id));
        const put = (unique: boolean) =>
            call(admin, 'PUT', `/api/directory/tables/${large.id}/columns`, {
                definitionVersion: large.definitionVersion,
                columns: columns(unique),
            });

        const refused = await put(true);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().data).toMatchObject({ field: 'code', count: 1 });
        expect(new Set((await stored()).map(row => (row.values as { phone: string }).phone))).toEqual(
            new Set(['(617) 555-0174'])
        );

        const changed = await put(false);
        expect(changed.statusCode, changed.body).toBe(200);
        const after = await stored();
        expect(after).toHaveLength(count);
        expect(new Set(after.map(row => (row.values as { phone: string }).phone))).toEqual(new Set(['6175550174']));
    });

    it('tells how many values a removal loses, then removes the column and its values', async () => {
        const usage = await call(admin, 'GET', `/api/directory/tables/${table.id}/columnUsage`);
        expect(usage.json()).toEqual({ rows: 3, filled: { npi: 3, name: 3, website: 0, note: 2, phone: 2 } });
        const response = await change(table.columns.filter(column => column.name !== 'note'));
        expect(response.statusCode, response.body).toBe(200);
        table = response.json();
        expect(table.definitionVersion).toBe(4);
        for (const row of await values()) expect(row.values).not.toHaveProperty('note');
        const rows = await call(admin, 'GET', `/api/directory/tables/${table.id}/rows`);
        expect(rows.json()[0].values).not.toHaveProperty('note');
    });

    it.each([
        [[{ name: 'npi', type: 'colour', label: { en: 'NPI' } }], 'columns.0.type'],
        [
            [
                { name: 'npi', type: 'npi', label: { en: 'NPI' } },
                { name: 'npi', type: 'text', label: { en: 'x' } },
            ],
            'columns',
        ],
        [[{ name: 'Bad Name', type: 'text', label: { en: 'x' } }], 'columns.0.name'],
        [[], 'columns'],
    ])('refuses a bad definition with a 400 naming the field, changing nothing', async (columns, field) => {
        const refused = await refusedUnchanged(change(columns as ColumnDefinitionInput[]));
        expect(refused.status).toBe(400);
        expect(refused.message).toContain(field);
    });

    it('is for admins and roles that both define tables and may edit this one', async () => {
        const plan = await server.login('healthplan');
        const relabel = withColumn('name', { label: { en: 'Clinic' } });
        await call(admin, 'PUT', `/api/directory/tables/${table.id}/access/healthplan`, { view: true, edit: true });
        expect((await refusedUnchanged(change(relabel, plan))).status).toBe(403);
        await call(admin, 'PUT', '/api/access', { role: 'healthplan', screen: '/newTable', allowed: true });
        await call(admin, 'PUT', `/api/directory/tables/${table.id}/access/healthplan`, { view: true, edit: false });
        expect((await refusedUnchanged(change(relabel, plan))).status).toBe(403);
        expect((await call(plan, 'GET', `/api/directory/tables/${table.id}/columnUsage`)).statusCode).toBe(403);
        await call(admin, 'PUT', `/api/directory/tables/${table.id}/access/healthplan`, { view: true, edit: true });
        const allowed = await change(relabel, plan);
        expect(allowed.statusCode, allowed.body).toBe(200);
        expect(allowed.json().columns[1].label).toEqual({ en: 'Clinic' });
        const provider = await server.login('provider');
        expect((await change(relabel, provider)).statusCode).toBe(403);
    });
});

describe('the rows of a table whose columns changed', () => {
    it('are listed by the columns as they are now, though a page was listed with the earlier ones', async () => {
        const rows = (filter: object) =>
            call(
                admin,
                'GET',
                `/api/directory/tables/${table.id}/rows?filter=${encodeURIComponent(JSON.stringify(filter))}`
            );
        expect((await rows({})).statusCode).toBe(200);
        table = await current();
        const response = await change([...table.columns, { name: 'fax', type: 'text', label: { en: 'Fax' } }]);
        expect(response.statusCode, response.body).toBe(200);
        table = response.json();
        const byFax = await rows({ fax: '617' });
        expect(byFax.statusCode, byFax.body).toBe(200);
        expect(byFax.json()).toEqual([]);
        expect(byFax.headers['content-range']).toBe('rows */0');
    });
});
