import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobView, ImportSettingsInput } from '../../../common/contract/linkExcel';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { TEMPLATES } from '../../../common/directory/templates';
import { SPREADSHEET_LIMITS } from '../../../common/contract/spreadsheetLimits';
import { npiCheckDigit } from '../../../common/validation/npi';
import { auditLog, directoryRows, npiRegistry, users } from '../../db/schema';
import type { Actor } from '../../shared/audit';
import { insertRows, updateRow } from '../directory';
import { createTable, type DirectoryTable } from '../directory';
import { changeColumns } from '../directory';
import { craftedWorkbook, repeated, SHEET_END, SHEET_START, writeZip, type CraftedPart } from '../../test/craftedXlsx';
import { startTestServer, type TestServer } from '../../test/testServer';

const column = (
    name: string,
    type: ColumnDefinition['type'],
    en: string,
    extra: Partial<ColumnDefinition> = {}
): ColumnDefinition => ({
    name,
    type,
    label: { en, es: `${en} (es)` },
    required: false,
    unique: false,
    key: false,
    ...extra,
});
const COLUMNS = [
    column('npi', 'npi', 'NPI', { key: true }),
    column('lastName', 'text', 'Last name', { required: true }),
    column('zip', 'zip', 'ZIP code'),
    column('phone', 'phone', 'Phone'),
    column('since', 'date', 'In network since'),
    column('accepting', 'yesNo', 'Accepting'),
    column('email', 'email', 'E-mail', { unique: true }),
    column('notes', 'longText', 'Notes'),
];
/** A valid NPI for a number: 1 + eight digits + the check digit. */
const npi = (n: number) => {
    const base = `1${String(n).padStart(8, '0')}`;
    return `${base}${npiCheckDigit(base)}`;
};

const origin = { ip: '127.0.0.1', userAgent: 'vitest' };
let server: TestServer;
let token: string;
let admin: Actor;
let tables = 0;

beforeAll(async () => {
    // The checks are polled every 20 ms: on a busy machine a long one would spend the general
    // per-session budget (600 a minute), which is not what these tests are about.
    server = await startTestServer({ env: { REQUESTS_PER_MINUTE_PER_SESSION: '0' } });
    token = await server.login('admin');
    const [row] = await server.db.select().from(users).where(eq(users.username, 'admin'));
    admin = { id: row!.id, username: row!.username, role: row!.role };
});
afterAll(() => server.close());

const newTable = async () => {
    tables += 1;
    return createTable(server.db, admin, origin, {
        name: `Practitioners ${tables}`,
        description: '',
        columns: COLUMNS,
    });
};
const liveRows = async (table: DirectoryTable) =>
    (
        await server.db
            .select({ id: directoryRows.id, values: directoryRows.values, version: directoryRows.version })
            .from(directoryRows)
            .where(and(eq(directoryRows.tableId, table.id), isNull(directoryRows.deletedAt)))
            .orderBy(directoryRows.id)
    ).map(row => ({ ...row, values: row.values as Record<string, unknown> }));

const multipart = (fileName: string, content: Buffer | string) => {
    const boundary = `----rx${Math.random().toString(16).slice(2)}`;
    return {
        payload: Buffer.concat([
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
            ),
            Buffer.from(content),
            Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
    };
};
const upload = async (fileName: string, content: Buffer | string) => {
    const response = await server.app.inject({
        method: 'POST',
        url: '/api/linkExcel/uploads',
        ...multipart(fileName, content),
    });
    return { status: response.statusCode, body: response.json() as { data: ImportJobView; message: string } };
};
const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await server.app.inject({ method, url, headers: { 'x-token': token }, payload });
    const json = String(response.headers['content-type']).startsWith('application/json');
    return {
        status: response.statusCode,
        body: (json ? response.json() : {}) as { data: ImportJobView; message: string },
        raw: response,
    };
};
/** Polls the upload until its running step is over. */
const settled = async (id: string) => {
    for (;;) {
        const { body } = await call('GET', `/api/linkExcel/uploads/${id}`);
        if (!['checking', 'applying'].includes(body.data.state)) return body.data;
        await new Promise(resolve => setTimeout(resolve, 20));
    }
};
/** Starts the check of an upload with the suggested mapping (unless `settings` gives one); the upload as it answered. */
const startCheck = async (id: string, table: DirectoryTable, settings: Partial<ImportSettingsInput>) => {
    const preview = await call('GET', `/api/linkExcel/uploads/${id}/preview?tableId=${table.id}`);
    const mapping = (preview.body.data as unknown as { mapping: (string | null)[] }).mapping;
    const started = await call('POST', `/api/linkExcel/uploads/${id}/check`, {
        tableId: table.id,
        mapping,
        mode: 'upsert',
        ...settings,
    });
    expect(started.status).toBe(200);
    return started.body.data;
};
const check = async (id: string, table: DirectoryTable, settings: Partial<ImportSettingsInput>) => {
    await startCheck(id, table, settings);
    return settled(id);
};
const apply = async (id: string) => {
    const started = await call('POST', `/api/linkExcel/uploads/${id}/apply`);
    if (started.status !== 200) return started.body;
    return { data: await settled(id), message: '' };
};
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const HEADER = 'NPI,Last Name,Zip,Telephone,In network since,Accepting,Email,Notes';

describe('a messy CSV', () => {
    it('normalises what is unambiguous, says so, and refuses the rest per line, column, value and reason', async () => {
        const table = await newTable();
        const file = csv(
            HEADER,
            `${npi(1)},  Smith   Jones ,2101,(203) 9347100,45000,Y,a@x.example,"first line`,
            `second line"`,
            `${npi(2)},Lee,61051770,860-409-0406,2024-01-31,TRUE,b@x.example,`,
            `${npi(3)},=HYPERLINK("http://evil"),02134,8603880560,,N,c@x.example,`,
            `${npi(1)},Again,02134,,,,d@x.example,`,
            `1234567890,Bad,ABCDE,555,31/31/2024,maybe,not-an-email,`
        );
        const uploaded = await upload('messy.csv', file);
        expect(uploaded.status).toBe(200);
        expect(uploaded.body.data).toMatchObject({ kind: 'csv', size: Buffer.byteLength(file), state: 'uploaded' });
        expect(uploaded.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);

        const preview = await call(
            'GET',
            `/api/linkExcel/uploads/${uploaded.body.data.id}/preview?tableId=${table.id}`
        );
        expect(preview.body.data).toMatchObject({
            headers: HEADER.split(','),
            mapping: ['npi', 'lastName', 'zip', 'phone', 'since', 'accepting', 'email', 'notes'],
            linked: false,
        });

        const result = await check(uploaded.body.data.id, table, { mode: 'upsert' });
        expect(result.state).toBe('checked');
        const checked = result.check!;
        expect(checked.rows).toBe(5);
        expect(checked.counts).toMatchObject({ add: 2, change: 0, remove: 0 });
        expect(checked.errorRows).toBe(3);
        const byLine = new Map(checked.errors.map(error => [error.line, error.problems]));
        expect(byLine.get(5)).toEqual([
            expect.objectContaining({
                column: 'Last name',
                value: '=HYPERLINK("http://evil")',
                message: expect.stringContaining('formula'),
            }),
        ]);
        expect(byLine.get(6)?.[0]).toMatchObject({ column: 'NPI', message: expect.stringContaining('line 2') });
        expect(byLine.get(7)?.map(problem => problem.column)).toEqual([
            'NPI',
            'ZIP code',
            'Phone',
            'In network since',
            'Accepting',
            'E-mail',
        ]);
        const kinds = Object.fromEntries(checked.normalisations.map(summary => [summary.kind, summary]));
        expect(kinds.zipLeadingZero?.examples).toEqual([
            { line: 2, column: 'ZIP code', before: '2101', after: '02101' },
            { line: 4, column: 'ZIP code', before: '61051770', after: '06105-1770' },
        ]);
        expect(kinds.phoneLayout?.count).toBe(2);
        expect(kinds.spaces?.examples[0]).toMatchObject({ line: 2, before: '  Smith   Jones ', after: 'Smith Jones' });
        expect(kinds.dateSerial?.examples[0]).toMatchObject({ before: '45000', after: '2023-03-15' });
        expect(kinds.yesNo?.count).toBe(2);

        // All or nothing: with refused rows nothing can be applied.
        const refused = await apply(uploaded.body.data.id);
        expect(refused.message).toMatch(/refused/);
        expect(await liveRows(table)).toEqual([]);

        // The error report: the rows as the file had them, their line and why.
        const report = await call('GET', `/api/linkExcel/uploads/${uploaded.body.data.id}/errors?format=xlsx`);
        expect(report.raw.headers['content-disposition']).toContain('messy-errors.xlsx');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(report.raw.rawPayload as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER.split(','), 'Line', 'Why refused']);
        expect(sheet.rowCount).toBe(4);
        expect(sheet.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil")`);
        expect(sheet.getRow(2).getCell(9).value).toBe('5');
        const csvReport = await call('GET', `/api/linkExcel/uploads/${uploaded.body.data.id}/errors?format=csv`);
        expect(csvReport.raw.body).toContain('"Last name: ');
        // Each reason names its column once.
        expect(csvReport.raw.body).toContain('"NPI: 1234567890 is not a valid NPI');
        expect(csvReport.raw.body).not.toContain('NPI: NPI');
        expect(csvReport.raw.body.split('\r\n').length).toBe(5);

        // Fixed and uploaded again: the link maps it at once, and it applies.
        const fixed = csv(
            HEADER,
            `${npi(1)},  Smith   Jones ,2101,(203) 9347100,45000,Y,a@x.example,"first line`,
            `second line"`,
            `${npi(2)},Lee,61051770,860-409-0406,2024-01-31,TRUE,b@x.example,`,
            `${npi(3)},Hyperlink,02134,8603880560,,N,c@x.example,`
        );
        const again = await upload('fixed.csv', fixed);
        const linked = await call('GET', `/api/linkExcel/uploads/${again.body.data.id}/preview?tableId=${table.id}`);
        expect((linked.body.data as unknown as { linked: boolean }).linked).toBe(true);
        const rechecked = await check(again.body.data.id, table, { mode: 'upsert' });
        expect(rechecked.check).toMatchObject({ errorRows: 0, counts: { add: 3 } });
        const applied = await apply(again.body.data.id);
        expect(applied.data).toMatchObject({ state: 'applied', outcome: { added: 3, changed: 0, removed: 0 } });
        const rows = await liveRows(table);
        expect(rows.map(row => row.values)).toEqual([
            expect.objectContaining({
                npi: npi(1),
                lastName: 'Smith Jones',
                zip: '02101',
                phone: '2039347100',
                since: '2023-03-15',
                accepting: true,
                notes: 'first line\nsecond line',
            }),
            expect.objectContaining({ zip: '06105-1770', phone: '8604090406', since: '2024-01-31', accepting: true }),
            expect.objectContaining({ lastName: 'Hyperlink', zip: '02134', accepting: false }),
        ]);
        const [audit] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'directory.import'), eq(auditLog.targetId, table.id)));
        expect(JSON.parse(audit!.reason!)).toMatchObject({
            file: 'fixed.csv',
            size: Buffer.byteLength(fixed),
            sha256: again.body.data.sha256,
            mode: 'upsert',
            added: 3,
        });
        expect(audit!.actorUsername).toBe('admin');
    });
});

describe('modes', () => {
    const seeded = async () => {
        const table = await newTable();
        const job = await upload(
            'seed.csv',
            csv('NPI,Last name,Email', `${npi(10)},Ames,a@y.example`, `${npi(11)},Berg,b@y.example`, `${npi(12)},Cole,`)
        );
        await check(job.body.data.id, table, { mode: 'append' });
        await apply(job.body.data.id);
        return table;
    };

    it('upsert changes rows with the same key, adds the others and shows the change field by field', async () => {
        const table = await seeded();
        const job = await upload(
            'update.csv',
            csv('NPI,Last name', `${npi(10)},Ames`, `${npi(11)},Bergman`, `${npi(13)},Dunn`)
        );
        const checked = (await check(job.body.data.id, table, { mode: 'upsert' })).check!;
        expect(checked.counts).toEqual({ add: 1, change: 1, unchanged: 1, remove: 0, conflict: 0 });
        expect(checked.changes).toEqual([
            { line: 3, id: expect.any(Number), fields: [{ column: 'Last name', before: 'Berg', after: 'Bergman' }] },
        ]);
        await apply(job.body.data.id);
        const rows = await liveRows(table);
        expect(rows.map(row => row.values.lastName)).toEqual(['Ames', 'Bergman', 'Cole', 'Dunn']);
        // Fields the file does not have stay as they were.
        expect(rows[1]!.values.email).toBe('b@y.example');
    });

    it('append refuses rows whose key is already in the table', async () => {
        const table = await seeded();
        const job = await upload('append.csv', csv('NPI,Last name', `${npi(10)},Ames`, `${npi(14)},Eck`));
        const checked = (await check(job.body.data.id, table, { mode: 'append' })).check!;
        expect(checked.errors[0]).toMatchObject({
            line: 2,
            problems: [expect.objectContaining({ message: expect.stringContaining('Update or add') })],
        });
    });

    it('replace removes the rows the file does not have', async () => {
        const table = await seeded();
        const job = await upload('replace.csv', csv('NPI,Last name', `${npi(11)},Berg`, `${npi(15)},Fox`));
        const checked = (await check(job.body.data.id, table, { mode: 'replace' })).check!;
        expect(checked.counts).toMatchObject({ add: 1, unchanged: 1, remove: 2 });
        expect(checked.removals.map(removal => removal.line)).toEqual([null, null]);
        expect((await apply(job.body.data.id)).data).toMatchObject({ outcome: { added: 1, removed: 2 } });
        expect((await liveRows(table)).map(row => row.values.lastName)).toEqual(['Berg', 'Fox']);
    });

    it("finds the table's rows wherever the file has them: a key, a unique value, the rows left out", async () => {
        const table = await newTable();
        const row = (index: number, lastName = `Row ${index}`) =>
            `${npi(300_000 + index)},${lastName},r${index}@y.example`;
        const seed = await upload(
            'seed.csv',
            csv('NPI,Last name,Email', ...Array.from({ length: 1_100 }, (_, at) => row(at)))
        );
        await check(seed.body.data.id, table, { mode: 'append' });
        await apply(seed.body.data.id);
        const holder = (await liveRows(table)).find(live => live.values.email === 'r1050@y.example')!;
        // The table's last row first, its first row last, 1,000 rows between them: more than one batch of lookups.
        const lines = [row(1_099, 'Renamed'), ...Array.from({ length: 1_000 }, (_, at) => row(at + 1)), row(0)];
        const taken = `${npi(400_000)},New,r1050@y.example`;

        const upsert = await upload('upsert.csv', csv('NPI,Last name,Email', ...lines, taken));
        const checked = (await check(upsert.body.data.id, table, { mode: 'upsert' })).check!;
        expect(checked.counts).toEqual({ add: 0, change: 1, unchanged: 1_001, remove: 0, conflict: 0 });
        expect(checked.changes[0]).toMatchObject({ line: 2, fields: [{ before: 'Row 1099', after: 'Renamed' }] });
        expect(checked.errors).toEqual([
            {
                line: 1_004,
                problems: [
                    expect.objectContaining({ message: expect.stringContaining(`Row ${holder.id} of the table`) }),
                ],
            },
        ]);

        const replace = await upload('replace.csv', csv('NPI,Last name,Email', ...lines));
        const replaced = (await check(replace.body.data.id, table, { mode: 'replace' })).check!;
        expect(replaced.counts).toEqual({ add: 0, change: 1, unchanged: 1_001, remove: 98, conflict: 0 });
        expect((await apply(replace.body.data.id)).data).toMatchObject({ outcome: { changed: 1, removed: 98 } });
        expect(await liveRows(table)).toHaveLength(1_002);
    });

    it('refuses a key, a unique value or a table row a file has had before, naming the line or row, among thousands of others', async () => {
        const table = await newTable();
        const row = (index: number) => `${npi(500_000 + index)},Row ${index},s${index}@z.example`;
        const lines = Array.from({ length: 3_000 }, (_, index) => row(index));
        const seed = await upload('seed.csv', csv('NPI,Last name,Email', ...lines));
        await check(seed.body.data.id, table, { mode: 'append' });
        await apply(seed.body.data.id);
        const tableRowOf = new Map((await liveRows(table)).map(live => [live.values.npi, live.id]));

        // Data row `index` is on line index + 2; three lines after the 3,000 repeat earlier ones.
        const file = csv(
            'NPI,Last name,Email,Row',
            ...lines.map(line => `${line},`),
            `${npi(500_000 + 1_499)},Again,new@z.example,`,
            `${npi(600_000)},Copy,s698@z.example,`,
            `${npi(600_001)},Twice,other@z.example,${tableRowOf.get(npi(500_000 + 1_998))}`
        );
        const job = await upload('repeats.csv', file);
        const checked = (
            await check(job.body.data.id, table, { mode: 'upsert', mapping: ['npi', 'lastName', 'email', '@id'] })
        ).check!;
        expect(checked.counts).toMatchObject({ unchanged: 3_000, add: 0, change: 0 });
        expect(checked.errors.map(error => [error.line, error.problems.map(problem => problem.message)])).toEqual([
            [3_002, [expect.stringContaining('line 1501 of the file')]],
            [3_003, [expect.stringContaining('line 700 of the file')]],
            [3_004, [expect.stringContaining(`row ${tableRowOf.get(npi(500_000 + 1_998))}`)]],
        ]);
    });

    it('a refused row 99,999 of 100,000 leaves nothing applied', async () => {
        const table = await seeded();
        const lines = Array.from({ length: 100_000 }, (_, index) =>
            index === 99_997 ? `${npi(1)},=cmd()` : `${npi(200_000 + index)},Row ${index}`
        );
        const job = await upload('100k.csv', csv('NPI,Last name', ...lines));
        const checked = (await check(job.body.data.id, table, { mode: 'upsert' })).check!;
        expect(checked).toMatchObject({ rows: 100_000, errorRows: 1, counts: { add: 99_999 } });
        expect(checked.errors[0]!.line).toBe(99_999);
        expect((await apply(job.body.data.id)).message).toMatch(/refused/);
        expect(await liveRows(table)).toHaveLength(3);
    });

    it('an apply that fails on its last step (a row changed meanwhile) leaves nothing applied', async () => {
        const table = await seeded();
        const lines = [
            ...Array.from({ length: 3000 }, (_, index) => `${npi(1000 + index)},Row ${index}`),
            `${npi(12)},Cole-Changed`,
        ];
        const job = await upload('big.csv', csv('NPI,Last name', ...lines));
        expect((await check(job.body.data.id, table, { mode: 'upsert' })).check).toMatchObject({
            counts: { add: 3000, change: 1 },
        });
        const cole = (await liveRows(table))[2]!;
        await updateRow(server.db, admin, origin, table, cole.id, {
            version: cole.version,
            values: { lastName: 'Cole-Edited' },
        });
        const failed = await apply(job.body.data.id);
        expect(failed.data).toMatchObject({
            state: 'failed',
            failure: expect.stringContaining('Someone else changed this row'),
        });
        expect(await liveRows(table)).toHaveLength(3);
        const [all] = await server.db
            .select({ count: sql<number>`count(*)::int` })
            .from(directoryRows)
            .where(eq(directoryRows.tableId, table.id));
        expect(all!.count).toBe(3);
    });

    it('cancel during the apply rolls everything back', async () => {
        const table = await seeded();
        const lines = Array.from({ length: 20_000 }, (_, index) => `${npi(5000 + index)},Row ${index}`);
        const job = await upload('cancel.csv', csv('NPI,Last name', ...lines));
        await check(job.body.data.id, table, { mode: 'append' });
        const started = await call('POST', `/api/linkExcel/uploads/${job.body.data.id}/apply`);
        expect(started.body.data.state).toBe('applying');
        const cancelled = await call('POST', `/api/linkExcel/uploads/${job.body.data.id}/cancel`);
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.data.state).toBe('cancelled');
        expect(await liveRows(table)).toHaveLength(3);
    });
});

// A 100,000-row file checked and applied: on a loaded two-core machine it runs past the default 30 s.
describe('several uploads at once', { timeout: 60_000 }, () => {
    it('checks and applies one upload at a time per server, the others shown as waiting their turn; a waiting one can be cancelled', async () => {
        const table = await newTable();
        const rows = (from: number, count: number) =>
            Array.from({ length: count }, (_, index) => `${npi(from + index)},Row ${from + index}`);
        const big = await upload('big.csv', csv('NPI,Last name', ...rows(700_000, 100_000)));
        const dropped = await upload('dropped.csv', csv('NPI,Last name', ...rows(800_000, 1)));
        const small = await upload('small.csv', csv('NPI,Last name', ...rows(810_000, 1)));
        const [bigId, droppedId, smallId] = [big.body.data.id, dropped.body.data.id, small.body.data.id];

        expect(await startCheck(bigId, table, {})).toMatchObject({ state: 'checking', waiting: false });
        expect(await startCheck(droppedId, table, {})).toMatchObject({ state: 'checking', waiting: true });
        expect(await startCheck(smallId, table, {})).toMatchObject({ state: 'checking', waiting: true });
        const droppedNow = await call('POST', `/api/linkExcel/uploads/${droppedId}/cancel`);
        expect(droppedNow.body.data).toMatchObject({ state: 'cancelled', waiting: false });
        expect((await call('GET', `/api/linkExcel/uploads/${smallId}`)).body.data).toMatchObject({
            state: 'checking',
            waiting: true,
            progress: { done: 0 },
        });

        // The small file waited for the big one: once it is checked, so is the big one.
        expect(await settled(smallId)).toMatchObject({
            state: 'checked',
            waiting: false,
            check: { counts: { add: 1 } },
        });
        expect((await call('GET', `/api/linkExcel/uploads/${bigId}`)).body.data).toMatchObject({
            state: 'checked',
            check: { counts: { add: 100_000 } },
        });

        expect((await call('POST', `/api/linkExcel/uploads/${bigId}/apply`)).body.data).toMatchObject({
            state: 'applying',
            waiting: false,
        });
        expect((await call('POST', `/api/linkExcel/uploads/${smallId}/apply`)).body.data).toMatchObject({
            state: 'applying',
            waiting: true,
        });
        expect(await settled(smallId)).toMatchObject({ state: 'applied', outcome: { added: 1 } });
        expect(await settled(bigId)).toMatchObject({ state: 'applied', outcome: { added: 100_000 } });
        expect(await liveRows(table)).toHaveLength(100_001);
    });
});

describe('a table changed between the check and the apply', () => {
    it('refuses the whole apply when a row added since the check holds a key of the file', async () => {
        tables += 1;
        const table = await createTable(server.db, admin, origin, {
            name: `Codes ${tables}`,
            description: '',
            columns: [column('code', 'text', 'Code', { key: true }), column('note', 'text', 'Note')],
        });
        const job = await upload('codes.csv', csv('Code,Note', 'K1,from file', 'K2,from file'));
        expect((await check(job.body.data.id, table, { mode: 'upsert' })).check!.counts).toMatchObject({ add: 2 });
        const byHand = await call('POST', `/api/directory/tables/${table.id}/rows`, {
            values: { code: 'k1', note: 'by hand' },
        });
        expect(byHand.status).toBe(201);
        const failed = await apply(job.body.data.id);
        expect(failed.data).toMatchObject({
            state: 'failed',
            failure: expect.stringContaining('check the file again'),
            outcome: null,
        });
        expect((await liveRows(table)).map(row => row.values)).toEqual([{ code: 'k1', note: 'by hand' }]);
    });
});

describe('columns changed between the check and the apply', () => {
    it.each([
        [
            'made unique',
            (columns: ColumnDefinition[]) => columns.map(c => (c.name === 'lastName' ? { ...c, unique: true } : c)),
        ],
        [
            'made required',
            (columns: ColumnDefinition[]) => columns.map(c => (c.name === 'zip' ? { ...c, required: true } : c)),
        ],
        ['removed', (columns: ColumnDefinition[]) => columns.filter(c => c.name !== 'notes')],
        [
            'retyped to date',
            (columns: ColumnDefinition[]) =>
                columns.map(c => (c.name === 'notes' ? { ...c, type: 'date' as const } : c)),
        ],
    ])('refuses the apply with 409 when a column was %s, changing nothing', async (_change, redefine) => {
        const table = await newTable();
        const job = await upload(
            'people.csv',
            csv('NPI,Last name,Notes', `${npi(600)},dup,dup`, `${npi(601)},dup,dup`)
        );
        expect((await check(job.body.data.id, table, { mode: 'upsert' })).check!.errorRows).toBe(0);
        await changeColumns(server.db, admin, origin, table.id, {
            definitionVersion: table.definitionVersion,
            columns: redefine(table.columns),
        });
        const refused = await call('POST', `/api/linkExcel/uploads/${job.body.data.id}/apply`);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toMatch(/columns of the table changed since the check/);
        expect(await liveRows(table)).toEqual([]);
    });
});

describe('files that cannot be imported', () => {
    it('refuses a file that is not a spreadsheet, an empty file and an old .xls, naming the problem', async () => {
        expect(
            (await upload('photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]))).body.message
        ).toMatch(/not a spreadsheet/);
        expect((await upload('empty.csv', '')).body.message).toBe('The file is empty.');
        const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
        const refused = await upload('old.xls', xls);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/\.xlsx/);
    });

    it('refuses a sheet whose first row holds values instead of column names', async () => {
        const table = await newTable();
        // CSV cells are all text: a first row holding an NPI, a ZIP+4 or a date is taken as values.
        for (const first of [`${npi(1)},Smith`, 'Smith,02134-1234', 'Lee,2024-01-31', 'Lee,3/31/2024']) {
            const job = await upload('values.csv', csv(first, `${npi(2)},Lee`));
            const preview = await call('GET', `/api/linkExcel/uploads/${job.body.data.id}/preview?tableId=${table.id}`);
            expect(preview.status).toBe(400);
            expect(preview.body.message).toContain('should hold the column names');
        }
        const named = await upload('named.csv', csv('NPI 2,Line 1', `${npi(2)},Lee`));
        expect((await call('GET', `/api/linkExcel/uploads/${named.body.data.id}/preview`)).status).toBe(200);
        const book = new ExcelJS.Workbook();
        book.addWorksheet('Data').addRow([Number(npi(1)), 'Smith']);
        const xlsx = await upload('values.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
        const refused = await call('GET', `/api/linkExcel/uploads/${xlsx.body.data.id}/preview`);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toContain(npi(1));
    });

    it('refuses settings that do not fit the file before the check starts, naming the setting', async () => {
        const table = await newTable();
        const job = await upload('settings.csv', csv('NPI,Last name', `${npi(1)},Smith`));
        const url = `/api/linkExcel/uploads/${job.body.data.id}/check`;
        const settings = { tableId: table.id, mapping: ['npi', 'lastName'], mode: 'upsert' };
        const noSheet = await call('POST', url, { ...settings, sheet: 'Nope' });
        expect(noSheet.status).toBe(400);
        expect(noSheet.body).toMatchObject({ data: { field: 'sheet' }, message: expect.stringContaining('"Nope"') });
        const short = await call('POST', url, { ...settings, mapping: ['npi'] });
        expect(short.status).toBe(400);
        expect(short.body).toMatchObject({ data: { field: 'mapping' }, message: expect.stringContaining('1 entries') });
        const unknown = await call('POST', url, { ...settings, mapping: ['npi', 'nickname'] });
        expect(unknown.status).toBe(400);
        expect(unknown.body).toMatchObject({
            data: { field: 'mapping' },
            message: expect.stringContaining('nickname'),
        });
        expect((await call('GET', `/api/linkExcel/uploads/${job.body.data.id}`)).body.data).toMatchObject({
            state: 'uploaded',
            check: null,
            failure: null,
        });
    });

    it('refuses a file over 100 MB while it streams in, keeping nothing', async () => {
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const boundary = '----rxlarge';
        const body = Readable.from(
            (function* () {
                yield Buffer.from(
                    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.csv"\r\n\r\n`
                );
                while (sent < 101) {
                    sent += 1;
                    yield chunk;
                }
                yield Buffer.from(`\r\n--${boundary}--\r\n`);
            })()
        );
        const response = await server.app.inject({
            method: 'POST',
            url: '/api/linkExcel/uploads',
            payload: body,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/larger than 100 MB/);
    });

    it("keeps uploads to the user who made them and to the screen's roles", async () => {
        const job = await upload('mine.csv', csv('NPI', npi(1)));
        const other = await server.addUser('linkexcel-other-admin', { role: 'admin' });
        const otherToken = await server.login(other.username);
        const response = await server.app.inject({
            method: 'GET',
            url: `/api/linkExcel/uploads/${job.body.data.id}`,
            headers: { 'x-token': otherToken },
        });
        expect(response.statusCode).toBe(404);
        const provider = await server.login('provider');
        const request = multipart('x.csv', 'a\n1\n');
        const refused = await server.app.inject({
            method: 'POST',
            url: '/api/linkExcel/uploads',
            payload: request.payload,
            headers: { ...request.headers, 'x-token': provider },
        });
        expect(refused.statusCode).toBe(403);
    });
});

describe('export and round trip', () => {
    it('exports typed cells with hidden identity columns, and a re-import turns edits into changes and portal edits into conflicts', async () => {
        const table = await newTable();
        const seed = await upload(
            'seed.csv',
            csv(
                'NPI,Last name,Zip,In network since,Accepting',
                `${npi(20)},Ames,02101,2024-01-31,Y`,
                `${npi(21)},Berg,06105-1770,,N`,
                `${npi(22)},Cole,,,`
            )
        );
        await check(seed.body.data.id, table, { mode: 'append' });
        expect((await apply(seed.body.data.id)).data.state).toBe('applied');
        // Stored before typed text refused formula starts; an export must not let Excel run it.
        const cole = (await liveRows(table))[2]!;
        await server.db
            .update(directoryRows)
            .set({ values: { ...cole.values, notes: '- a note' } })
            .where(eq(directoryRows.id, cole.id));

        const exported = await server.app.inject({
            method: 'GET',
            url: `/api/linkExcel/tables/${table.id}/export?format=xlsx`,
            headers: { 'x-token': token, cookie: 'language=es' },
        });
        expect(exported.statusCode).toBe(200);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        expect(sheet.getRow(1).getCell(1).value).toBe('NPI (es)');
        expect(sheet.getRow(1).getCell(9).value).toBe('__row_id');
        expect(sheet.getColumn(9).hidden).toBe(true);
        expect(sheet.getColumn(10).hidden).toBe(true);
        expect(sheet.getRow(2).getCell(3).value).toBe('02101');
        expect(sheet.getRow(2).getCell(5).value).toEqual(new Date('2024-01-31T00:00:00Z'));
        expect(sheet.getRow(2).getCell(6).value).toBe(true);
        expect(sheet.getRow(4).getCell(8).value).toBe("'- a note");
        expect(sheet.getRow(2).getCell(1).value).toBe(npi(20));
        const [audit] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'directory.export'), eq(auditLog.targetId, table.id)));
        expect(audit).toBeDefined();

        // Edited "in Excel": a value changed, a row added, one deleted; meanwhile Berg changes in the portal.
        sheet.getRow(2).getCell(2).value = 'Ames-Edited';
        sheet.getRow(3).getCell(2).value = 'Berg-Excel';
        sheet.spliceRows(4, 1);
        sheet.addRow([npi(23), 'Dunn', '02134']);
        const rows = await liveRows(table);
        await updateRow(server.db, admin, origin, table, rows[1]!.id, {
            version: rows[1]!.version,
            values: { lastName: 'Berg-Portal' },
        });

        const reimport = await upload('edited.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
        expect(reimport.status, JSON.stringify(reimport.body)).toBe(200);
        const checked = (await check(reimport.body.data.id, table, { mode: 'replace' })).check!;
        expect(checked.errorRows).toBe(0);
        expect(checked.counts).toEqual({ add: 1, change: 1, unchanged: 0, remove: 1, conflict: 1 });
        expect(checked.conflicts).toEqual([
            {
                line: 3,
                id: rows[1]!.id,
                gone: false,
                fields: [{ column: 'Last name', file: 'Berg-Excel', portal: 'Berg-Portal' }],
            },
        ]);
        expect(checked.changes[0]?.fields).toEqual([{ column: 'Last name', before: 'Ames', after: 'Ames-Edited' }]);
        await apply(reimport.body.data.id);
        expect((await liveRows(table)).map(row => row.values.lastName)).toEqual(['Ames-Edited', 'Berg-Portal', 'Dunn']);
    });
});

describe('NPI registry refresh', () => {
    const registryEntry = (n: number, entry: Partial<typeof npiRegistry.$inferInsert>) => ({
        npi: npi(n),
        entityType: 1,
        deactivated: false,
        ...entry,
    });
    const practitioner = (n: number, values: Record<string, string>) => ({
        values: { npi: npi(n), firstName: 'Priya', lastName: 'Raman', taxonomy: '207Q00000X', ...values },
    });

    it('refuses a table without an NPI column, and an empty registry', async () => {
        const locations = await createTable(server.db, admin, origin, {
            name: 'Locations for the registry',
            description: '',
            columns: TEMPLATES.location,
        });
        const refused = await call('POST', `/api/linkExcel/tables/${locations.id}/npiRefresh`);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/no NPI column/);
        const practitioners = await createTable(server.db, admin, origin, {
            name: 'Practitioners, empty registry',
            description: '',
            columns: TEMPLATES.practitioner,
        });
        await server.db.delete(npiRegistry);
        const empty = await call('POST', `/api/linkExcel/tables/${practitioners.id}/npiRefresh`);
        expect(empty.status).toBe(409);
        expect(empty.body.message).toMatch(/npm run import:npi/);
    });

    it('shows the names, addresses and taxonomies the registry has newer, removes deactivated NPIs, and applies it as an import', async () => {
        const table = await createTable(server.db, admin, origin, {
            name: 'Practitioners for the registry',
            description: '',
            columns: TEMPLATES.practitioner,
        });
        await insertRows(
            server.db,
            table,
            [
                // The registry says the same in capitals and with ZIP+4: nothing to change.
                practitioner(301, {
                    addressLine: '48 Orchard Ave',
                    city: 'Evanston',
                    state: 'IL',
                    zip: '60201',
                    organizationName: 'Lakeshore Family Medicine',
                }),
                // Moved, and a more precise taxonomy; the practice group is not in an individual's record and stays.
                practitioner(302, {
                    firstName: 'Chidi',
                    lastName: 'Okafor',
                    addressLine: '12 Elm St',
                    city: 'Houston',
                    state: 'TX',
                    zip: '77030',
                    taxonomy: '207R00000X',
                    organizationName: 'Harbor Internal Medicine',
                }),
                practitioner(303, { firstName: 'Maria', lastName: 'Garcia' }),
                practitioner(304, { firstName: 'James', lastName: 'Smith' }),
            ],
            admin.id
        );
        await server.db.insert(npiRegistry).values([
            registryEntry(301, {
                firstName: 'PRIYA',
                lastName: 'RAMAN',
                addressLine1: '48  ORCHARD AVE',
                city: 'EVANSTON',
                state: 'IL',
                postalCode: '602011234',
                taxonomyCode: '207Q00000X',
            }),
            registryEntry(302, {
                firstName: 'CHIDI',
                lastName: "O'KAFOR",
                addressLine1: '455 MEDICAL CENTER BLVD',
                addressLine2: 'STE 310',
                city: 'HOUSTON',
                state: 'TX',
                postalCode: '770302201',
                taxonomyCode: '207RC0000X',
            }),
            registryEntry(303, { entityType: 0, deactivated: true }),
        ]);
        const started = await call('POST', `/api/linkExcel/tables/${table.id}/npiRefresh`);
        expect(started.status).toBe(200);
        expect(started.body.data.fileName).toBe('npi-registry-refresh.csv');
        const checked = (await settled(started.body.data.id)).check!;
        expect(checked.errorRows).toBe(0);
        expect(checked.counts).toEqual({ add: 0, change: 1, unchanged: 1, remove: 1, conflict: 0 });
        expect(checked.removals).toEqual([{ line: 4, id: expect.any(Number), row: npi(303) }]);
        expect(checked.changes).toEqual([
            expect.objectContaining({
                fields: [
                    { column: 'Last name', before: 'Okafor', after: "O'Kafor" },
                    { column: 'Street address', before: '12 Elm St', after: '455 Medical Center Blvd' },
                    { column: 'Specialty (NUCC taxonomy)', before: '207R00000X', after: '207RC0000X' },
                ],
            }),
        ]);
        const applied = await apply(started.body.data.id);
        expect(applied.data).toMatchObject({ state: 'applied', outcome: { added: 0, changed: 1, removed: 1 } });
        expect(
            (await liveRows(table)).map(row => [
                row.values.lastName,
                row.values.addressLine ?? null,
                row.values.organizationName ?? null,
            ])
        ).toEqual([
            ['Raman', '48 Orchard Ave', 'Lakeshore Family Medicine'],
            ["O'Kafor", '455 Medical Center Blvd', 'Harbor Internal Medicine'],
            ['Smith', null, null],
        ]);
        const [audit] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'directory.import'), eq(auditLog.targetId, table.id)));
        expect(JSON.parse(audit!.reason!)).toMatchObject({
            file: 'npi-registry-refresh.csv',
            changed: 1,
            removed: 1,
            sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        });
    });
});

/** A listing's verification as the row API answers it. */
const verificationOf = async (table: DirectoryTable, id: number) => {
    const { body } = await call('GET', `/api/directory/tables/${table.id}/rows/${id}`);
    const row = body as unknown as Record<string, unknown>;
    return {
        verifiedMethod: row.verifiedMethod,
        verifiedBy: row.verifiedBy,
        verificationState: row.verificationState,
        verifiedToday: typeof row.verifiedAt === 'string' && Date.now() - Date.parse(row.verifiedAt) < 60_000,
    };
};
const DAYS_AGO_100 = () => new Date(Date.now() - 100 * 86_400_000);

describe('imports verify the listings they confirm', () => {
    it('a roster verifies the rows it changes, gives unchanged or adds, by roster import, and leaves the others', async () => {
        const table = await newTable();
        await insertRows(
            server.db,
            table,
            ['Ames', 'Berg', 'Cole'].map((lastName, index) => ({
                values: { npi: npi(700 + index), lastName },
                verifiedAt: DAYS_AGO_100(),
            })),
            admin.id
        );
        const [ames, berg, cole] = await liveRows(table);
        expect((await verificationOf(table, ames!.id)).verificationState).toBe('suppressed');
        const job = await upload(
            'roster.csv',
            csv('NPI,Last name', `${npi(700)},Ames`, `${npi(701)},Bergman`, `${npi(703)},Dunn`)
        );
        await check(job.body.data.id, table, { mode: 'upsert' });
        expect((await apply(job.body.data.id)).data).toMatchObject({ outcome: { added: 1, changed: 1 } });
        const dunn = (await liveRows(table)).find(row => row.values.lastName === 'Dunn')!;
        for (const row of [ames!, berg!, dunn])
            expect(await verificationOf(table, row.id)).toEqual({
                verifiedMethod: 'roster',
                verifiedBy: 'admin',
                verificationState: 'current',
                verifiedToday: true,
            });
        // Not in the roster: its clock runs on.
        expect(await verificationOf(table, cole!.id)).toMatchObject({
            verificationState: 'suppressed',
            verifiedToday: false,
        });
        const history = (await call('GET', `/api/directory/tables/${table.id}/rows/${ames!.id}/history`)).body;
        expect(history).toEqual(
            expect.arrayContaining([
                expect.objectContaining({
                    action: 'verify',
                    actor: 'admin',
                    changes: expect.objectContaining({ verifiedMethod: { before: null, after: 'roster' } }),
                }),
            ])
        );
    });

    it('the NPPES refresh verifies the rows the registry knows, by NPPES refresh', async () => {
        const table = await createTable(server.db, admin, origin, {
            name: 'Practitioners verified by the registry',
            description: '',
            columns: TEMPLATES.practitioner,
        });
        const practitioner = (n: number, values: Record<string, string>) => ({
            values: { npi: npi(n), firstName: 'Priya', lastName: 'Raman', taxonomy: '207Q00000X', ...values },
            verifiedAt: DAYS_AGO_100(),
        });
        await insertRows(
            server.db,
            table,
            [practitioner(801, { city: 'Evanston' }), practitioner(802, { city: 'Boston' }), practitioner(803, {})],
            admin.id
        );
        await server.db.insert(npiRegistry).values([
            {
                npi: npi(801),
                entityType: 1,
                deactivated: false,
                firstName: 'PRIYA',
                lastName: 'RAMAN',
                city: 'EVANSTON',
            },
            {
                npi: npi(802),
                entityType: 1,
                deactivated: false,
                firstName: 'PRIYA',
                lastName: 'RAMAN',
                city: 'CAMBRIDGE',
            },
        ]);
        const started = await call('POST', `/api/linkExcel/tables/${table.id}/npiRefresh`);
        expect(started.status).toBe(200);
        expect((await settled(started.body.data.id)).check!.counts).toMatchObject({ change: 1, unchanged: 1 });
        expect((await apply(started.body.data.id)).data).toMatchObject({ state: 'applied' });
        const [same, moved, unknown] = await liveRows(table);
        for (const row of [same!, moved!])
            expect(await verificationOf(table, row.id)).toEqual({
                verifiedMethod: 'nppes',
                verifiedBy: 'admin',
                verificationState: 'current',
                verifiedToday: true,
            });
        expect(await verificationOf(table, unknown!.id)).toMatchObject({
            verificationState: 'suppressed',
            verifiedToday: false,
        });
    });
});

describe("the table's rights", () => {
    it('lets a role granted /linkExcel import only into tables it may edit, and export only those it may view', async () => {
        const table = await newTable();
        const plan = await server.login('healthplan');
        const as = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
            server.app.inject({ method, url, headers: { 'x-token': who }, payload });
        const rights = (view: boolean, edit: boolean) =>
            as('PUT', `/api/directory/tables/${table.id}/access/healthplan`, token, { view, edit });
        expect(
            (await as('PUT', '/api/access', token, { role: 'healthplan', screen: '/linkExcel', allowed: true }))
                .statusCode
        ).toBe(200);
        const form = multipart('plan.csv', csv(HEADER, `${npi(40)},Ames,02101,,,,,`));
        const uploaded = await server.app.inject({
            method: 'POST',
            url: '/api/linkExcel/uploads',
            ...form,
            headers: { ...form.headers, 'x-token': plan },
        });
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        const id = (uploaded.json() as { data: ImportJobView }).data.id;
        const exportUrl = `/api/linkExcel/tables/${table.id}/export?format=csv`;
        const checkBody = { tableId: table.id, mapping: COLUMNS.map(() => null), mode: 'append' };
        const refused = async () => {
            expect((await as('GET', `/api/linkExcel/uploads/${id}/preview?tableId=${table.id}`, plan)).statusCode).toBe(
                403
            );
            expect((await as('POST', `/api/linkExcel/uploads/${id}/check`, plan, checkBody)).statusCode).toBe(403);
            expect((await as('POST', `/api/linkExcel/tables/${table.id}/npiRefresh`, plan)).statusCode).toBe(403);
        };

        await rights(false, false);
        await refused();
        expect((await as('GET', exportUrl, plan)).statusCode).toBe(403);

        await rights(true, false);
        await refused();
        expect((await as('GET', exportUrl, plan)).statusCode).toBe(200);

        await rights(true, true);
        expect((await as('GET', `/api/linkExcel/uploads/${id}/preview?tableId=${table.id}`, plan)).statusCode).toBe(
            200
        );
        expect(await liveRows(table)).toEqual([]);
    });
});

describe('formula injection', () => {
    const INJECTED = ["'=cmd|' /C calc'!A0", "'@SUM(1)", "'+1+2", "'-1+2", "=cmd|' /C calc'!A0", '@SUM(1)'];

    it('refuses on import every cell that a typed row refuses, a leading quote or not, and the export writes no live formula', async () => {
        const table = await newTable();
        for (const [index, value] of INJECTED.entries()) {
            const typed = await call('POST', `/api/directory/tables/${table.id}/rows`, {
                values: { npi: npi(300 + index), lastName: value.replace(/^'/, '') },
            });
            expect(typed.status, value).toBe(400);
        }
        const file = csv(
            'NPI,Last name',
            ...INJECTED.map((value, index) => `${npi(300 + index)},"${value.replaceAll('"', '""')}"`),
            `${npi(320)},Plain`
        );
        const uploaded = await upload('injected.csv', file);
        const checked = (await check(uploaded.body.data.id, table, { mode: 'upsert' })).check!;
        expect(checked.errorRows).toBe(INJECTED.length);
        for (const error of checked.errors) {
            expect(error.problems[0]).toMatchObject({
                column: 'Last name',
                message: expect.stringContaining('formula'),
            });
        }
        expect((await apply(uploaded.body.data.id)).message).toMatch(/refused/);
        expect(await liveRows(table)).toEqual([]);

        // Values stored before the rule (written straight to the database) leave as text, never as formulas.
        await insertRows(server.db, table, [{ values: { npi: npi(330), lastName: 'Kept' } }], admin.id);
        const [kept] = await liveRows(table);
        await server.db
            .update(directoryRows)
            .set({ values: { ...kept!.values, lastName: "=cmd|' /C calc'!A0", notes: '@SUM(1)' } })
            .where(eq(directoryRows.id, kept!.id));
        const exported = await server.app.inject({
            method: 'GET',
            url: `/api/linkExcel/tables/${table.id}/export?format=xlsx`,
            headers: { 'x-token': token },
        });
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
        const row = book.worksheets[0]!.getRow(2);
        expect(row.getCell(2).value).toBe("'=cmd|' /C calc'!A0");
        expect(row.getCell(8).value).toBe("'@SUM(1)");
        expect(row.getCell(2).formula).toBeUndefined();
        const csvExport = await server.app.inject({
            method: 'GET',
            url: `/api/linkExcel/tables/${table.id}/export?format=csv`,
            headers: { 'x-token': token },
        });
        expect(csvExport.body).toContain(`"'=cmd|' /C calc'!A0"`);
        expect(csvExport.body).not.toMatch(/(^|,)"[=+\-@]/m);
    });
});

describe('hostile workbooks', () => {
    const craftedFile = async (parts: CraftedPart[]) => {
        const folder = await mkdtemp(path.join(tmpdir(), 'rx-crafted-route-'));
        try {
            await writeZip(path.join(folder, 'crafted.xlsx'), parts);
            return await readFile(path.join(folder, 'crafted.xlsx'));
        } finally {
            await rm(folder, { recursive: true, force: true });
        }
    };
    const row = (line: number, ...texts: string[]) =>
        `<row r="${line}">${texts
            .map(
                (text, column) =>
                    `<c r="${String.fromCharCode(65 + column)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`
            )
            .join('')}</row>`;

    it("refuses a shared-strings bomb on upload and a sheet of whitespace on check, in the caller's language, and keeps serving", async () => {
        const bomb = await craftedFile(
            craftedWorkbook(
                () => [SHEET_START, row(1, 'NPI'), SHEET_END],
                () => repeated(`<si><t>${'x'.repeat(70)}</t></si>`, 5_000_000)
            )
        );
        expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
        const request = multipart('bomb.xlsx', bomb);
        const refused = await server.app.inject({
            method: 'POST',
            url: '/api/linkExcel/uploads',
            payload: request.payload,
            headers: { ...request.headers, cookie: 'language=es' },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain(`${SPREADSHEET_LIMITS.sharedStringsMegabytes} MB`);
        expect(refused.json().message).toContain('xl/sharedStrings.xml');
        expect(refused.json().message).toMatch(/descomprime/);

        const table = await newTable();
        const spaces = await craftedFile(
            craftedWorkbook(function* () {
                yield SHEET_START + row(1, 'NPI', 'Last name') + row(2, npi(400), 'Khan');
                yield '<row r="3"><c r="A3" t="inlineStr"><is><t>';
                yield* repeated(' '.repeat(1024), 300 * 1024);
                yield '</t></is></c></row>' + SHEET_END;
            })
        );
        const uploaded = await upload('spaces.xlsx', spaces);
        expect(uploaded.status).toBe(200);
        const preview = await call(
            'GET',
            `/api/linkExcel/uploads/${uploaded.body.data.id}/preview?tableId=${table.id}`
        );
        // The preview reads into the bad row and says so; the check stops there too.
        expect(preview.status).toBe(400);
        expect(preview.body.message).toMatch(/stretch of more than 262144 bytes/);
        const started = await call('POST', `/api/linkExcel/uploads/${uploaded.body.data.id}/check`, {
            tableId: table.id,
            mapping: ['npi', 'lastName'],
            mode: 'upsert',
        });
        expect(started.status).toBe(200);
        const checked = await settled(uploaded.body.data.id);
        expect(checked.state).toBe('uploaded');
        expect(checked.failure).toMatch(/stretch of more than 262144 bytes/);
        expect((await call('GET', '/api/health')).status).toBe(200);
        expect(await liveRows(table)).toEqual([]);
    });

    it("previews and checks the portal's own export again and again without leaving a temporary file or a file open", async () => {
        const table = await newTable();
        const seed = await upload('seed.csv', csv('NPI,Last name', `${npi(410)},Ames`, `${npi(411)},Berg`));
        await check(seed.body.data.id, table, { mode: 'append' });
        await apply(seed.body.data.id);
        const exported = await server.app.inject({
            method: 'GET',
            url: `/api/linkExcel/tables/${table.id}/export?format=xlsx`,
            headers: { 'x-token': token },
        });
        const uploaded = await upload('export.xlsx', exported.rawPayload);
        expect(uploaded.status).toBe(200);

        const temporary = await mkdtemp(path.join(tmpdir(), 'rx-tmp-'));
        const previousTmp = process.env.TMPDIR;
        process.env.TMPDIR = temporary;
        try {
            const descriptors = (await readdir('/proc/self/fd')).length;
            for (let read = 0; read < 4; read += 1) {
                const preview = await call(
                    'GET',
                    `/api/linkExcel/uploads/${uploaded.body.data.id}/preview?tableId=${table.id}`
                );
                expect(preview.status).toBe(200);
            }
            expect((await check(uploaded.body.data.id, table, { mode: 'upsert' })).check!.errorRows).toBe(0);
            await new Promise(resolve => setTimeout(resolve, 50));
            expect(await readdir(temporary)).toEqual([]);
            expect((await readdir('/proc/self/fd')).length).toBeLessThanOrEqual(descriptors);
        } finally {
            if (previousTmp === undefined) delete process.env.TMPDIR;
            else process.env.TMPDIR = previousTmp;
            await rm(temporary, { recursive: true, force: true });
        }
    });

    it('uploads, previews and checks a workbook of a million empty styled rows in seconds', async () => {
        const table = await newTable();
        const styled = await craftedFile(
            craftedWorkbook(function* () {
                yield SHEET_START + row(1, 'NPI', 'Last name') + row(2, npi(420), 'Khan');
                for (let line = 3; line <= 1_000_002; line += 10_000) {
                    let block = '';
                    for (let empty = line; empty < line + 10_000; empty += 1)
                        block += `<row r="${empty}" spans="1:2" s="1" customFormat="1"><c r="A${empty}" s="1"/><c r="B${empty}" s="1"/></row>`;
                    yield block;
                }
                yield SHEET_END;
            })
        );
        const started = Date.now();
        const uploaded = await upload('styled.xlsx', styled);
        expect(uploaded.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(2_000);
        const preview = await call(
            'GET',
            `/api/linkExcel/uploads/${uploaded.body.data.id}/preview?tableId=${table.id}`
        );
        expect(preview.status).toBe(200);
        const checked = await check(uploaded.body.data.id, table, { mode: 'upsert' });
        expect(checked.check!.rows).toBe(1);
        // About 2 s for each full read on a quiet machine (the sheet unpacks to 95 MB), against 73 s before.
        expect(Date.now() - started).toBeLessThan(20_000);
    });
});

describe('the NPPES dissemination file', () => {
    /** Its 329 columns, in its order. */
    const NPPES_HEADERS = [
        'NPI',
        'Entity Type Code',
        'Replacement NPI',
        'Employer Identification Number (EIN)',
        'Provider Organization Name (Legal Business Name)',
        'Provider Last Name (Legal Name)',
        'Provider First Name',
        'Provider Middle Name',
        'Provider Name Prefix Text',
        'Provider Name Suffix Text',
        'Provider Credential Text',
        'Provider Other Organization Name',
        'Provider Other Organization Name Type Code',
        'Provider Other Last Name',
        'Provider Other First Name',
        'Provider Other Middle Name',
        'Provider Other Name Prefix Text',
        'Provider Other Name Suffix Text',
        'Provider Other Credential Text',
        'Provider Other Last Name Type Code',
        'Provider First Line Business Mailing Address',
        'Provider Second Line Business Mailing Address',
        'Provider Business Mailing Address City Name',
        'Provider Business Mailing Address State Name',
        'Provider Business Mailing Address Postal Code',
        'Provider Business Mailing Address Country Code (If outside U.S.)',
        'Provider Business Mailing Address Telephone Number',
        'Provider Business Mailing Address Fax Number',
        'Provider First Line Business Practice Location Address',
        'Provider Second Line Business Practice Location Address',
        'Provider Business Practice Location Address City Name',
        'Provider Business Practice Location Address State Name',
        'Provider Business Practice Location Address Postal Code',
        'Provider Business Practice Location Address Country Code (If outside U.S.)',
        'Provider Business Practice Location Address Telephone Number',
        'Provider Business Practice Location Address Fax Number',
        'Provider Enumeration Date',
        'Last Update Date',
        'NPI Deactivation Reason Code',
        'NPI Deactivation Date',
        'NPI Reactivation Date',
        'Provider Gender Code',
        'Authorized Official Last Name',
        'Authorized Official First Name',
        'Authorized Official Middle Name',
        'Authorized Official Title or Position',
        'Authorized Official Telephone Number',
        ...Array.from({ length: 15 }, (_, slot) => [
            `Healthcare Provider Taxonomy Code_${slot + 1}`,
            `Provider License Number_${slot + 1}`,
            `Provider License Number State Code_${slot + 1}`,
            `Healthcare Provider Primary Taxonomy Switch_${slot + 1}`,
        ]).flat(),
        ...Array.from({ length: 50 }, (_, slot) => [
            `Other Provider Identifier_${slot + 1}`,
            `Other Provider Identifier Type Code_${slot + 1}`,
            `Other Provider Identifier State_${slot + 1}`,
            `Other Provider Identifier Issuer_${slot + 1}`,
        ]).flat(),
        'Is Sole Proprietor',
        'Is Organization Subpart',
        'Parent Organization LBN',
        'Parent Organization TIN',
        'Authorized Official Name Prefix Text',
        'Authorized Official Name Suffix Text',
        'Authorized Official Credential Text',
        ...Array.from({ length: 15 }, (_, slot) => `Healthcare Provider Taxonomy Group_${slot + 1}`),
    ];

    it('is checked whole, its names, practice address, phone and first taxonomy mapped by themselves', async () => {
        expect(NPPES_HEADERS).toHaveLength(329);
        const table = await createTable(server.db, admin, origin, {
            name: 'NPPES practitioners',
            description: '',
            columns: TEMPLATES.practitioner,
        });
        const values: Record<string, string> = {
            NPI: npi(500),
            'Entity Type Code': '1',
            'Provider Last Name (Legal Name)': 'WONG',
            'Provider First Name': 'ANNA',
            'Provider Credential Text': 'MD',
            'Provider First Line Business Mailing Address': 'PO BOX 1',
            'Provider Business Mailing Address City Name': 'ELSEWHERE',
            'Provider First Line Business Practice Location Address': '1 MAIN ST',
            'Provider Business Practice Location Address City Name': 'HARTFORD',
            'Provider Business Practice Location Address State Name': 'CT',
            'Provider Business Practice Location Address Postal Code': '061051770',
            'Provider Business Practice Location Address Telephone Number': '8604090406',
            'Healthcare Provider Taxonomy Code_1': '207Q00000X',
            'Healthcare Provider Primary Taxonomy Switch_1': 'Y',
        };
        const file = csv(
            NPPES_HEADERS.map(header => `"${header}"`).join(','),
            NPPES_HEADERS.map(header => `"${values[header] ?? ''}"`).join(',')
        );
        const uploaded = await upload('npidata_pfile.csv', file);
        const preview = await call(
            'GET',
            `/api/linkExcel/uploads/${uploaded.body.data.id}/preview?tableId=${table.id}`
        );
        const mapping = (preview.body.data as unknown as { mapping: (string | null)[] }).mapping;
        const mapped = Object.fromEntries(
            mapping.flatMap((target, index) => (target ? [[NPPES_HEADERS[index]!, target]] : []))
        );
        expect(mapped).toEqual({
            NPI: 'npi',
            'Provider Organization Name (Legal Business Name)': 'organizationName',
            'Provider Last Name (Legal Name)': 'lastName',
            'Provider First Name': 'firstName',
            'Provider Credential Text': 'credential',
            'Provider First Line Business Practice Location Address': 'addressLine',
            'Provider Business Practice Location Address City Name': 'city',
            'Provider Business Practice Location Address State Name': 'state',
            'Provider Business Practice Location Address Postal Code': 'zip',
            'Provider Business Practice Location Address Telephone Number': 'phone',
            'Healthcare Provider Taxonomy Code_1': 'taxonomy',
        });
        const checked = await check(uploaded.body.data.id, table, { mode: 'upsert' });
        expect(checked.failure).toBeNull();
        expect(checked.check!.errorRows).toBe(0);
        expect(checked.check!.counts.add).toBe(1);

        // A mapping longer than a file may be wide is refused, naming the field and the limit.
        const tooWide = await call('POST', `/api/linkExcel/uploads/${uploaded.body.data.id}/check`, {
            tableId: table.id,
            mapping: Array.from({ length: SPREADSHEET_LIMITS.columns + 1 }, () => null),
            mode: 'upsert',
        });
        expect(tooWide.status).toBe(400);
        expect(tooWide.body.message).toBe(`"mapping" may hold at most ${SPREADSHEET_LIMITS.columns} items.`);
    });
});
