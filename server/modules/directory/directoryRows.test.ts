import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { auditLog, directoryRows, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import type { Actor } from '../../shared/audit';
import {
    createRow,
    deleteRow,
    findRowByKey,
    getRow,
    listRows,
    parseRowFilter,
    restoreRow,
    rowHistory,
    updateRow,
    verifyRows,
} from './directoryRows';
import { createTable, getTable, listTables, type DirectoryTable } from './directoryTables';
import { AppError } from '../../shared/errors';

const column = (
    name: string,
    type: ColumnDefinition['type'],
    extra: Partial<ColumnDefinition> = {}
): ColumnDefinition => ({
    name,
    type,
    label: { en: name[0]!.toUpperCase() + name.slice(1), es: `${name} (es)` },
    required: false,
    unique: false,
    key: false,
    ...extra,
});

const origin = { ip: '127.0.0.1', userAgent: 'vitest' };
let server: TestServer;
let admin: Actor;
let table: DirectoryTable;

beforeAll(async () => {
    server = await startTestServer();
    const [row] = await server.db.select().from(users).where(eq(users.username, 'admin'));
    admin = { id: row!.id, username: row!.username, role: row!.role };
    table = await createTable(server.db, admin, origin, {
        name: 'Practitioners',
        description: 'Test',
        columns: [
            column('npi', 'npi', { key: true }),
            column('lastName', 'text', { required: true }),
            column('state', 'usState'),
            column('years', 'integer'),
            column('phone', 'phone', { unique: true }),
            column('languages', 'languages'),
        ],
    });
});
afterAll(() => server.close());

/** The refusal a call ends with: its HTTP-free code, catalog key, parameters and data. */
const refusal = (promise: Promise<unknown>) =>
    promise.then(
        () => undefined,
        (error: unknown) => (error instanceof AppError ? error : Promise.reject(error))
    );

describe('directory rows', () => {
    it('adds a row with normalised values, version 1, a history entry and an audit entry', async () => {
        const row = await createRow(server.db, admin, origin, table, {
            npi: '1740283969',
            lastName: 'Raman',
            state: 'ma',
            years: '12',
            phone: '(617) 555-0174',
            languages: 'en, ASL',
        });
        expect(row).toMatchObject({
            version: 1,
            values: {
                npi: '1740283969',
                lastName: 'Raman',
                state: 'MA',
                years: 12,
                phone: '6175550174',
                languages: ['en', 'ase'],
            },
            updatedBy: 'admin',
            stale: true,
            deletedAt: null,
        });
        const history = await rowHistory(server.db, table, row.id);
        expect(history).toMatchObject([{ version: 1, action: 'create', actor: 'admin' }]);
        expect(history[0]!.changes.state).toEqual({ before: null, after: 'MA' });
        const audits = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.targetId, `${table.id}/${row.id}`));
        expect(audits.map(entry => entry.action)).toEqual(['directory.rowCreate']);
    });

    it('refuses a bad value naming the column, and writes nothing', async () => {
        const before = await server.db.select().from(directoryRows);
        const error = await refusal(createRow(server.db, admin, origin, table, { npi: '1740283968', lastName: 'Lee' }));
        expect(error).toMatchObject({ code: 400, messageKey: 'directory.value.npiCheckDigit', data: { field: 'npi' } });
        expect(error?.params.column).toEqual({ localized: table.columns[0]!.label });
        const unknown = await refusal(
            createRow(server.db, admin, origin, table, { npi: '1234567893', lastName: 'Lee', nickname: 'x' })
        );
        expect(unknown).toMatchObject({
            code: 400,
            messageKey: 'directory.value.unknownColumn',
            data: { field: 'nickname' },
        });
        expect(await server.db.select().from(directoryRows)).toEqual(before);
    });

    it('refuses a second row with the same key or unique value', async () => {
        const error = await refusal(
            createRow(server.db, admin, origin, table, { npi: '1740283969', lastName: 'Other' })
        );
        expect(error).toMatchObject({ code: 409, messageKey: 'directory.value.duplicate', data: { field: 'npi' } });
        const phone = await refusal(
            createRow(server.db, admin, origin, table, { npi: '1234567893', lastName: 'Other', phone: '617-555-0174' })
        );
        expect(phone).toMatchObject({ code: 409, data: { field: 'phone' } });
    });

    it('changes only the given fields from the current version, and refuses a stale version with the current row', async () => {
        const row = await createRow(server.db, admin, origin, table, {
            npi: '1234567893',
            lastName: 'Okafor',
            years: 3,
        });
        const changed = await updateRow(server.db, admin, origin, table, row.id, {
            version: 1,
            values: { years: '4' },
        });
        expect(changed).toMatchObject({ version: 2, values: { npi: '1234567893', lastName: 'Okafor', years: 4 } });
        const stale = await refusal(
            updateRow(server.db, admin, origin, table, row.id, { version: 1, values: { years: 9 } })
        );
        expect(stale).toMatchObject({
            code: 409,
            messageKey: 'directory.errors.stale',
            params: { sent: 1, current: 2 },
        });
        expect((stale?.data?.current as { values: unknown }).values).toEqual(changed.values);
        expect((await getRow(server.db, table, row.id)).values.years).toBe(4);
        const history = await rowHistory(server.db, table, row.id);
        expect(history[0]).toMatchObject({ version: 2, action: 'update', changes: { years: { before: 3, after: 4 } } });
    });

    it('deletes softly and restores, refusing a restore that would duplicate a live key', async () => {
        const row = await createRow(server.db, admin, origin, table, { npi: '1003000126', lastName: 'Deleted' });
        const deleted = await deleteRow(server.db, admin, origin, table, row.id, row.version);
        expect(deleted.deletedAt).not.toBeNull();
        const live = await listRows(server.db, table, { range: { first: 0, last: 99 } });
        expect(live.rows.map(each => each.id)).not.toContain(row.id);
        const bin = await listRows(server.db, table, { filter: { deleted: true }, range: { first: 0, last: 99 } });
        expect(bin.rows.map(each => each.id)).toContain(row.id);
        const edit = await refusal(
            updateRow(server.db, admin, origin, table, row.id, { version: 2, values: { years: 1 } })
        );
        expect(edit).toMatchObject({ code: 409, messageKey: 'directory.errors.rowDeleted' });

        const twin = await createRow(server.db, admin, origin, table, { npi: '1003000126', lastName: 'Twin' });
        const blocked = await refusal(restoreRow(server.db, admin, origin, table, row.id));
        expect(blocked).toMatchObject({ code: 409, messageKey: 'directory.value.duplicate' });
        await deleteRow(server.db, admin, origin, table, twin.id);
        const restored = await restoreRow(server.db, admin, origin, table, row.id, 2);
        expect(restored).toMatchObject({ deletedAt: null, version: 3 });
        expect((await rowHistory(server.db, table, row.id)).map(entry => entry.action)).toEqual([
            'restore',
            'delete',
            'create',
        ]);
    });

    it('filters by type, searches, sorts and pages, counting all the filter keeps', async () => {
        for (const [npi, lastName, state, years] of [
            ['1508000001', 'Abbott', 'NY', 20],
            ['1679000004', 'abrams', 'NY', 7],
            ['1982000006', 'Zimmer', 'CT', 15],
        ] as const) {
            await createRow(server.db, admin, origin, table, { npi, lastName, state, years });
        }
        const page = await listRows(server.db, table, {
            filter: parseRowFilter(table, { state: ['NY', 'CT'], years: { gte: 7, lte: 15 } }),
            sort: { field: 'lastName', order: 'ASC' },
            range: { first: 0, last: 0 },
        });
        expect(page.total).toBe(2);
        expect(page.rows.map(row => row.values.lastName)).toEqual(['abrams']);
        const search = await listRows(server.db, table, {
            filter: parseRowFilter(table, { q: 'ABR' }),
            range: { first: 0, last: 9 },
        });
        expect(search.rows.map(row => row.values.lastName)).toEqual(['abrams']);
        const prefix = await listRows(server.db, table, {
            filter: parseRowFilter(table, { npi: '1982' }),
            range: { first: 0, last: 9 },
        });
        expect(prefix.rows.map(row => row.values.lastName)).toEqual(['Zimmer']);
        const desc = await listRows(server.db, table, {
            sort: { field: 'years', order: 'DESC' },
            range: { first: 0, last: 1 },
        });
        expect(desc.rows.map(row => row.values.years)).toEqual([20, 15]);
    });

    it('refuses a filter on an unknown column or with a value the column cannot hold', () => {
        expect(() => parseRowFilter(table, { nickname: 'x' })).toThrow(
            expect.objectContaining({ messageKey: 'server.list.filterKey' })
        );
        expect(() => parseRowFilter(table, { state: 'Atlantis' })).toThrow(
            expect.objectContaining({ messageKey: 'directory.value.usState' })
        );
        expect(() => parseRowFilter(table, { years: 5 })).toThrow(
            expect.objectContaining({ messageKey: 'directory.errors.filterRange' })
        );
        expect(() => parseRowFilter(table, { stale: 'yes' })).toThrow(
            expect.objectContaining({ messageKey: 'directory.errors.filterFlag' })
        );
    });

    it('verifies rows, which then count as verified and no longer stale', async () => {
        const row = await findRowByKey(server.db, table, { npi: '1740283969' });
        expect(row?.values.lastName).toBe('Raman');
        const [verified] = await verifyRows(server.db, admin, origin, table, [row!.id]);
        expect(verified).toMatchObject({ stale: false, verifiedBy: 'admin', version: row!.version + 1 });
        const [entry] = await rowHistory(server.db, table, row!.id);
        expect(entry).toMatchObject({
            action: 'verify',
            changes: { verifiedAt: { before: row!.verifiedAt, after: verified!.verifiedAt } },
        });
        expect(Date.parse(verified!.verifiedAt!)).toBeGreaterThan(Date.now() - 60_000);
        const summary = (await listTables(server.db)).find(each => each.id === table.id)!;
        expect(summary.verifiedRows).toBe(1);
        expect(summary.staleRows).toBe(summary.rowCount - 1);
        const stale = await listRows(server.db, table, { filter: { stale: true }, range: { first: 0, last: 99 } });
        expect(stale.rows.map(each => each.id)).not.toContain(row!.id);
    });

    it('refuses an unknown table and a taken table name', async () => {
        expect(await refusal(getTable(server.db, '00000000-0000-4000-8000-000000000000'))).toMatchObject({ code: 404 });
        const taken = await refusal(
            createTable(server.db, admin, origin, {
                name: 'practitioners',
                description: '',
                columns: [column('x', 'text')],
            })
        );
        expect(taken).toMatchObject({ code: 409, messageKey: 'directory.errors.nameTaken' });
    });
});
