import { and, desc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../common/directory/templates';
import { npiCheckDigit } from '../../../common/validation/npi';
import { auditLog } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: string;
let tableId: string;

interface Row {
    id: number;
    version: number;
    values: Record<string, unknown>;
    deletedAt: string | null;
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language = 'en') =>
    server.app.inject({ method, url, payload, headers: { 'x-token': token, cookie: `language=${language}` } });
const tableUrl = () => `/api/directory/tables/${tableId}`;
const npi = (n: number) => {
    const base = `1${String(n).padStart(8, '0')}`;
    return `${base}${npiCheckDigit(base)}`;
};
const rows = async (filter: object = {}): Promise<Row[]> =>
    (
        await call(admin, 'GET', `${tableUrl()}/rows?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`)
    ).json();
const seen = (list: Row[]) => list.map(({ id, version }) => ({ id, version }));

const PEOPLE = [
    ['Ames', 'MA', 'Boston'],
    ['Berg', 'CT', 'Hartford'],
    ['Cole', 'MA', 'Worcester'],
    ['Dunn', 'MA', 'Salem'],
    ['Ezra', 'NY', 'Albany'],
] as const;

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    const created = await call(admin, 'POST', '/api/directory/tables', {
        name: 'Practitioners (grid test)',
        description: '',
        template: 'practitioner',
        columns: TEMPLATES.practitioner,
    });
    tableId = created.json().id;
    for (const [index, [lastName, state, city]] of PEOPLE.entries()) {
        const values = { npi: npi(index + 1), firstName: 'Sam', lastName, taxonomy: '207Q00000X', state, city };
        expect((await call(admin, 'POST', `${tableUrl()}/rows`, { values })).statusCode).toBe(201);
    }
});
afterAll(() => server.close());

describe('bulk edit of selected rows', () => {
    it('sets one column on every selected row in one step, each with its history and audit entry', async () => {
        const selected = (await rows({ state: ['MA'] })).slice(0, 2);
        const answer = await call(admin, 'POST', `${tableUrl()}/bulkEdit`, {
            column: 'zip',
            value: '02134',
            rows: seen(selected),
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().map((row: Row) => [row.values.zip, row.version])).toEqual([
            ['02134', 2],
            ['02134', 2],
        ]);
        const history = (await call(admin, 'GET', `${tableUrl()}/rows/${selected[1]!.id}/history`)).json();
        expect(history[0]).toMatchObject({
            action: 'update',
            actor: 'admin',
            changes: { zip: { before: null, after: '02134' } },
        });
        const audited = await server.db
            .select()
            .from(auditLog)
            .where(
                and(eq(auditLog.action, 'directory.rowUpdate'), eq(auditLog.targetId, `${tableId}/${selected[0]!.id}`))
            );
        expect(audited).toHaveLength(1);
        expect((await rows({ zip: '02134' })).map(row => row.values.lastName)).toEqual(['Ames', 'Cole']);
    });

    it('refuses a value the column type does not allow with the message of a single edit, and changes nothing', async () => {
        const before = await rows();
        const answer = await call(
            admin,
            'POST',
            `${tableUrl()}/bulkEdit`,
            { column: 'phone', value: '555-01', rows: seen(before) },
            'es'
        );
        const single = await call(
            admin,
            'PUT',
            `${tableUrl()}/rows/${before[0]!.id}`,
            { version: before[0]!.version, values: { phone: '555-01' } },
            'es'
        );
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ data: { field: 'phone' }, message: single.json().message });
        const unknown = await call(admin, 'POST', `${tableUrl()}/bulkEdit`, {
            column: 'nickname',
            value: 'x',
            rows: seen(before),
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toContain('nickname');
        expect(await rows()).toEqual(before);
    });

    it('refuses the whole change when a selected row changed since, naming every stale row', async () => {
        const before = await rows();
        const [first, second, third] = before as [Row, Row, Row];
        await call(admin, 'PUT', `${tableUrl()}/rows/${second.id}`, {
            version: second.version,
            values: { city: 'Lynn' },
        });
        await call(admin, 'PUT', `${tableUrl()}/rows/${third.id}`, {
            version: third.version,
            values: { city: 'Lowell' },
        });
        const answer = await call(admin, 'POST', `${tableUrl()}/bulkEdit`, {
            column: 'credential',
            value: 'MD',
            rows: seen([first, second, third]),
        });
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toContain(`${second.id}, ${third.id}`);
        expect(answer.json().data.rows).toEqual([
            { id: second.id, version: second.version + 1 },
            { id: third.id, version: third.version + 1 },
        ]);
        expect((await rows({ q: 'MD' })).length).toBe(0);
        expect((await rows())[0]).toEqual(first);
    });

    it('refuses a duplicate in a unique column for all rows, and a row that is not there', async () => {
        const before = await rows();
        const duplicate = await call(admin, 'POST', `${tableUrl()}/bulkEdit`, {
            column: 'npi',
            value: npi(1),
            rows: seen(before.slice(1, 3)),
        });
        expect(duplicate.statusCode).toBe(409);
        const missing = await call(admin, 'POST', `${tableUrl()}/bulkEdit`, {
            column: 'city',
            value: 'Quincy',
            rows: [...seen(before.slice(0, 1)), { id: 999999, version: 1 }],
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toContain('999999');
        expect(await rows()).toEqual(before);
    });

    it('deletes the selected rows softly in one step, and refuses a stale selection whole', async () => {
        const before = await rows({ state: ['NY', 'CT'] });
        const stale = await call(admin, 'POST', `${tableUrl()}/bulkDelete`, {
            rows: [seen(before)[0]!, { ...seen(before)[1]!, version: 1 + before[1]!.version }],
        });
        expect(stale.statusCode).toBe(409);
        expect(await rows({ state: ['NY', 'CT'] })).toEqual(before);
        const deleted = await call(admin, 'POST', `${tableUrl()}/bulkDelete`, { rows: seen(before) });
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(await rows({ state: ['NY', 'CT'] })).toEqual([]);
        expect((await rows({ deleted: true })).map(row => row.id)).toEqual(before.map(row => row.id));
        const again = await call(admin, 'POST', `${tableUrl()}/bulkEdit`, {
            column: 'city',
            value: 'Troy',
            rows: seen(await rows({ deleted: true })),
        });
        expect(again.statusCode).toBe(409);
    });

    it('lets only roles with edit rights on the table change rows in bulk', async () => {
        const plan = await server.login('healthplan');
        const provider = await server.login('provider');
        await call(admin, 'PUT', '/api/access', { role: 'healthplan', screen: '/editTable', allowed: true });
        await call(admin, 'PUT', `${tableUrl()}/access/healthplan`, { view: true, edit: false });
        const body = { column: 'city', value: 'Quincy', rows: seen((await rows()).slice(0, 1)) };
        expect((await call(plan, 'POST', `${tableUrl()}/bulkEdit`, body)).statusCode).toBe(403);
        expect((await call(plan, 'POST', `${tableUrl()}/bulkDelete`, { rows: body.rows })).statusCode).toBe(403);
        expect((await call(provider, 'POST', `${tableUrl()}/bulkEdit`, body)).statusCode).toBe(403);
        await call(admin, 'PUT', `${tableUrl()}/access/healthplan`, { view: true, edit: true });
        expect((await call(plan, 'POST', `${tableUrl()}/bulkEdit`, body)).statusCode).toBe(200);
    });
});

describe('column layout per user', () => {
    it('keeps each user their own layout of the table, and refuses a column the table does not have', async () => {
        const empty = await call(admin, 'GET', `${tableUrl()}/layout`);
        expect(empty.json()).toEqual({ hidden: [], order: [], widths: {} });
        const layout = { hidden: ['credential', 'verifiedAt'], order: ['lastName', 'npi'], widths: { city: 240 } };
        const saved = await call(admin, 'PUT', `${tableUrl()}/layout`, layout);
        expect(saved.statusCode, saved.body).toBe(200);
        expect((await call(admin, 'GET', `${tableUrl()}/layout`)).json()).toEqual(layout);
        const plan = await server.login('healthplan');
        expect((await call(plan, 'GET', `${tableUrl()}/layout`)).json()).toEqual({ hidden: [], order: [], widths: {} });
        const unknown = await call(admin, 'PUT', `${tableUrl()}/layout`, { ...layout, hidden: ['nickname'] });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toContain('nickname');
        expect((await call(admin, 'GET', `${tableUrl()}/layout`)).json()).toEqual(layout);
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'directory.gridLayout'))
            .orderBy(desc(auditLog.id));
        expect(entry).toMatchObject({ actorUsername: 'admin', targetId: tableId });
        const provider = await server.login('provider');
        expect((await call(provider, 'GET', `${tableUrl()}/layout`)).statusCode).toBe(403);
    });
});

describe("export of the grid's view", () => {
    it('holds exactly the rows of the filter and search, in the sort order, and audits the filter', async () => {
        for (const [n, lastName, state, city] of [
            [11, 'Oakes', 'MA', 'Dover'],
            [12, 'Ford', 'RI', 'Providence'],
            [13, 'Hale', 'MA', 'Lee'],
        ] as const) {
            const values = { npi: npi(n), firstName: 'Sam', lastName, taxonomy: '207Q00000X', state, city };
            expect((await call(admin, 'POST', `${tableUrl()}/rows`, { values })).statusCode).toBe(201);
        }
        const filter = { state: ['MA'], q: 'o' };
        const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["lastName","DESC"]')}`;
        const expected = (await rows(filter))
            .map(row => row.values.lastName)
            .sort()
            .reverse();
        expect(expected.length).toBeGreaterThan(1);
        expect(expected).not.toContain('Hale');
        expect(expected.length).toBeLessThan((await rows()).length);

        const csv = await call(admin, 'GET', `${tableUrl()}/export?format=csv&${query}`);
        expect(csv.statusCode, csv.body).toBe(200);
        const records: Record<string, string>[] = parse(csv.body, { bom: true, columns: true });
        expect(records.map(record => record['Last name'])).toEqual(expected);

        const xlsx = await call(admin, 'GET', `${tableUrl()}/export?format=xlsx&${query}`);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        const lastNameColumn = 1 + TEMPLATES.practitioner.findIndex(column => column.name === 'lastName');
        const names: unknown[] = [];
        sheet.eachRow((row, number) => number > 1 && names.push(row.getCell(lastNameColumn).value));
        expect(names).toEqual(expected);

        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'directory.export'), eq(auditLog.targetId, tableId)))
            .orderBy(desc(auditLog.id));
        expect(JSON.parse(entry!.reason!)).toMatchObject({
            format: 'xlsx',
            filter: { q: 'o', columns: { state: { values: ['MA'] } } },
        });
    });

    it('refuses a malformed filter or sort naming it, and callers without view rights', async () => {
        const badFilter = await call(
            admin,
            'GET',
            `${tableUrl()}/export?filter=${encodeURIComponent('{"effectiveDate":{"gte":"soon"}}')}`
        );
        expect(badFilter.statusCode).toBe(400);
        expect(badFilter.json().data.field).toBe('filter.effectiveDate');
        const badSort = await call(
            admin,
            'GET',
            `${tableUrl()}/export?sort=${encodeURIComponent('["nickname","ASC"]')}`
        );
        expect(badSort.statusCode).toBe(400);
        expect(badSort.json().message).toContain('nickname');
        const provider = await server.login('provider');
        expect((await call(provider, 'GET', `${tableUrl()}/export`)).statusCode).toBe(403);
    });
});
