import { desc, eq, sql } from 'drizzle-orm';
import { yieldToOtherRequests, type Database, type Db, type Executor } from '../../shared/database';
import { directoryImportUndo } from './tables';
import { lockTableWrites, reserveRowsForImport } from '../directory';
import type { DirectoryTable } from '../directory';

/**
 * How an import's writes are grouped into transactions. On PostgreSQL the whole apply is one
 * transaction: other requests have connections of their own, and no reader ever sees a part of
 * it. The embedded database has one connection, which a transaction holds until it ends, so there
 * the apply is cut into slices of a fraction of a second, each a transaction of its own, the other
 * requests' statements running between them. Each slice records in `directory_import_undo` what it
 * changed, in the same transaction as the change: a cancel or a failure takes the committed slices
 * back, newest first (again in slices), and a server that stopped mid-apply takes them back when
 * it starts. The last slice commits the apply and drops its undo record together, so an import is
 * applied whole or not at all (docs/decisions/118-import-apply-in-slices.md).
 */

/** The undo notes a slice takes while it writes. */
export interface SliceUndo {
    /** Keeps the rows as they are now, before the slice changes or removes them. */
    keepBefore(rowIds: readonly number[]): Promise<void>;
}

/** Runs a part of the apply's writes; `last` commits the whole apply. */
export type RunSlice = <T>(
    work: (tx: Executor, undo: SliceUndo) => Promise<T>,
    options?: { last?: boolean }
) => Promise<T>;

/**
 * Runs `apply`, which writes through the slices it is given, under the table's write lock: as one
 * transaction on PostgreSQL, in undoable slices on the embedded database.
 */
export const writeImport = async <T>(
    database: Pick<Database, 'db' | 'kind'>,
    importId: string,
    table: Pick<DirectoryTable, 'id'>,
    apply: (slice: RunSlice) => Promise<T>
): Promise<T> => {
    const { db } = database;
    if (database.kind === 'postgres') {
        return db.transaction(async tx => {
            await lockTableWrites(tx, table);
            return apply(work => work(tx, { keepBefore: async () => undefined }));
        });
    }
    const release = reserveRowsForImport(table);
    try {
        return await apply((work, options) => slice(db, importId, table, work, options?.last ?? false));
    } catch (error) {
        await undoImport(db, importId);
        throw error;
    } finally {
        release();
    }
};

const slice = async <T>(
    db: Db,
    importId: string,
    table: Pick<DirectoryTable, 'id'>,
    work: (tx: Executor, undo: SliceUndo) => Promise<T>,
    last: boolean
): Promise<T> => {
    await yieldToOtherRequests();
    return db.transaction(async tx => {
        await lockTableWrites(tx, table);
        // On the one connection no other statement runs within this transaction: the rows with
        // ids above the largest one now, up to the largest at its end, are the ones it adds.
        const addedAfter = await largestRowId(tx);
        const undo: SliceUndo = {
            keepBefore: async rowIds => {
                if (rowIds.length === 0) return;
                await tx.execute(sql`
                    insert into directory_import_undo (import_id, table_id, "before")
                    select ${importId}::uuid, ${table.id}::uuid, jsonb_agg(to_jsonb(r))
                    from directory_rows r
                    where r.id in (select jsonb_array_elements_text(${JSON.stringify(rowIds)}::jsonb)::bigint)`);
            },
        };
        const result = await work(tx, undo);
        if (last) {
            await tx.delete(directoryImportUndo).where(eq(directoryImportUndo.importId, importId));
            return result;
        }
        const addedUpTo = await largestRowId(tx);
        if (addedUpTo > addedAfter) {
            await tx.insert(directoryImportUndo).values({ importId, tableId: table.id, addedAfter, addedUpTo });
        }
        return result;
    });
};

const largestRowId = async (tx: Executor) => {
    const result = await tx.execute(sql`select coalesce(max(id), 0)::text as id from directory_rows`);
    return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
};

/**
 * Takes back what the import's committed slices wrote, newest first, one slice's worth per
 * transaction: its added rows go (with any history they got), its changed and removed rows get
 * back the values, version and state they had, and the history entries the import wrote for them
 * go. Hand changes were refused meanwhile, so every version above the kept one is the import's.
 */
export const undoImport = async (db: Db, importId: string) => {
    for (;;) {
        await yieldToOtherRequests();
        const undone = await db.transaction(async tx => {
            const [entry] = await tx
                .select()
                .from(directoryImportUndo)
                .where(eq(directoryImportUndo.importId, importId))
                .orderBy(desc(directoryImportUndo.id))
                .limit(1);
            if (!entry) return false;
            if (entry.addedAfter !== null && entry.addedUpTo !== null) {
                await tx.execute(sql`
                    delete from directory_rows
                    where table_id = ${entry.tableId} and id > ${entry.addedAfter} and id <= ${entry.addedUpTo}`);
            }
            if (entry.before !== null) {
                const before = JSON.stringify(entry.before);
                await tx.execute(sql`
                    delete from directory_row_history h
                    using jsonb_to_recordset(${before}::jsonb) as b(id bigint, version integer)
                    where h.row_id = b.id and h.version > b.version`);
                await tx.execute(sql`
                    update directory_rows r
                    set "values" = b."values", version = b.version, updated_at = b.updated_at,
                        updated_by = b.updated_by, deleted_at = b.deleted_at, deleted_by = b.deleted_by
                    from jsonb_to_recordset(${before}::jsonb) as b(
                        id bigint, "values" jsonb, version integer, updated_at timestamptz,
                        updated_by uuid, deleted_at timestamptz, deleted_by uuid)
                    where r.id = b.id`);
            }
            await tx.delete(directoryImportUndo).where(eq(directoryImportUndo.id, entry.id));
            return true;
        });
        if (!undone) return;
    }
};

/**
 * Takes back every import a stopped server left half-written on the embedded database; done
 * before the server serves, while no import runs.
 */
export const undoUnfinishedImports = async (db: Db) => {
    const unfinished = await db.selectDistinct({ importId: directoryImportUndo.importId }).from(directoryImportUndo);
    for (const { importId } of unfinished) await undoImport(db, importId);
};
