import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryImportUndo, directoryRowHistory, directoryRows, users } from '../../db/schema';
import type { Actor } from '../../shared/audit';
import { insertRows, insertValueLines, updateRow } from '../directory';
import { createTable } from '../directory';
import { startTestServer, type TestServer } from '../../test/testServer';
import { undoUnfinishedImports, writeImport } from './applySlices';

/** Only the embedded database writes an import in slices; PostgreSQL's one transaction needs no undo. */
describe('an import written in slices', () => {
    const origin = { ip: '127.0.0.1', userAgent: 'vitest' };
    let server: TestServer;
    let admin: Actor;
    beforeAll(async () => {
        server = await startTestServer();
        const [row] = await server.db.select().from(users).where(eq(users.username, 'admin'));
        admin = { id: row!.id, username: row!.username, role: row!.role };
    });
    afterAll(() => server.close());

    it('left half-written by a server that stopped is taken back whole when a server starts on the database', async () => {
        const table = await createTable(server.db, admin, origin, {
            name: 'Half written',
            description: '',
            columns: [
                { name: 'code', type: 'text', label: { en: 'Code' }, required: false, unique: false, key: true },
                { name: 'note', type: 'text', label: { en: 'Note' }, required: false, unique: false, key: false },
            ],
        });
        await insertRows(server.db, table, [{ values: { code: 'a', note: 'before' } }], admin.id);
        const state = async () => ({
            rows: await server.db
                .select({ values: directoryRows.values, version: directoryRows.version })
                .from(directoryRows)
                .where(eq(directoryRows.tableId, table.id))
                .orderBy(directoryRows.id),
            history: await server.db
                .select({ id: directoryRowHistory.id })
                .from(directoryRowHistory)
                .where(eq(directoryRowHistory.tableId, table.id)),
        });
        const before = await state();
        const [kept] = await server.db
            .select({ id: directoryRows.id })
            .from(directoryRows)
            .where(eq(directoryRows.tableId, table.id));

        // Two slices committed, then the server stops: the apply never reaches its last slice.
        let written!: () => void;
        const sliced = new Promise<void>(resolve => (written = resolve));
        void writeImport(server.database, randomUUID(), table, async slice => {
            await slice(async (tx, undo) => {
                await undo.keepBefore([kept!.id]);
                const edit = { version: 1, values: { note: 'imported' } };
                await updateRow(tx, admin, origin, table, kept!.id, edit, { source: 'import' });
            });
            await slice(tx => insertValueLines(tx, table, '{"code":"b"}\n{"code":"c"}', admin.id));
            written();
            await new Promise(() => undefined);
        });
        await sliced;
        expect((await state()).rows).toHaveLength(3);

        await undoUnfinishedImports(server.db);
        expect(await state()).toEqual(before);
        expect(await server.db.select().from(directoryImportUndo)).toEqual([]);
    });
});
