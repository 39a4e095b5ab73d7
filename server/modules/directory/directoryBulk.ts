import { and, eq, inArray } from 'drizzle-orm';
import type { BulkDelete, BulkEdit } from '../../../common/contract/directoryGrid';
import type { Executor } from '../../shared/database';
import { directoryRows } from '../../db/schema';
import type { Origin } from '../../shared/audit';
import type { RowActor } from './directoryOwnership';
import { deleteRow, updateRow, type DirectoryRow } from './directoryRows';
import type { DirectoryTable } from './directoryTables';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Changes of several selected rows at once (the grid's "Edit selected" and "Delete selected"),
 * all or nothing: every row is locked and its version compared first, so a row someone else
 * changed since the grid loaded it refuses the whole change, naming the rows. Each row is then
 * changed by the single-row service, which writes its history and audit entry, inside the one
 * transaction.
 */

type SeenRow = BulkEdit['rows'][number];

/** Sets one column to one value on every selected row. */
export const bulkEditRows = (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    edit: BulkEdit
): Promise<DirectoryRow[]> =>
    db.transaction(async tx => {
        if (!table.columns.some(column => column.name === edit.column)) {
            throw new AppError(
                ErrorCode.invalidInput,
                'directory.value.unknownColumn',
                { field: edit.column },
                { field: 'column' }
            );
        }
        await lockSeenRows(tx, table, edit.rows);
        const changed: DirectoryRow[] = [];
        for (const row of edit.rows) {
            const values = { [edit.column]: edit.value };
            changed.push(await updateRow(tx, actor, origin, table, row.id, { version: row.version, values }));
        }
        return changed;
    });

/** Soft-deletes every selected row (each restorable on its own). */
export const bulkDeleteRows = (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    request: BulkDelete
): Promise<DirectoryRow[]> =>
    db.transaction(async tx => {
        await lockSeenRows(tx, table, request.rows);
        const deleted: DirectoryRow[] = [];
        for (const row of request.rows) deleted.push(await deleteRow(tx, actor, origin, table, row.id, row.version));
        return deleted;
    });

/**
 * Locks the selected rows of the table and refuses the change when one is missing (404), deleted
 * or changed since it was seen (409); `data.rows` lists every such row, not only the first.
 */
const lockSeenRows = async (tx: Executor, table: DirectoryTable, seen: readonly SeenRow[]) => {
    const ids = [...new Set(seen.map(row => row.id))];
    if (ids.length !== seen.length) {
        throw new AppError(ErrorCode.invalidInput, 'directoryGrid.errors.repeatedRows', {}, { field: 'rows' });
    }
    const current = await tx
        .select({ id: directoryRows.id, version: directoryRows.version, deletedAt: directoryRows.deletedAt })
        .from(directoryRows)
        .where(and(eq(directoryRows.tableId, table.id), inArray(directoryRows.id, ids)))
        .orderBy(directoryRows.id)
        .for('update');
    const byId = new Map(current.map(row => [Number(row.id), row]));
    const refuse = (code: ErrorCode, key: 'missingRows' | 'deletedRows' | 'staleRows', rows: SeenRow[]) => {
        if (rows.length === 0) return;
        const current = rows.map(row => ({ id: row.id, version: byId.get(row.id)?.version ?? null }));
        throw new AppError(
            code,
            `directoryGrid.errors.${key}`,
            { rows: rows.map(row => row.id).join(', '), count: rows.length },
            { field: 'rows', rows: current }
        );
    };
    refuse(
        ErrorCode.notFound,
        'missingRows',
        seen.filter(row => !byId.has(row.id))
    );
    refuse(
        ErrorCode.conflict,
        'deletedRows',
        seen.filter(row => byId.get(row.id)?.deletedAt)
    );
    refuse(
        ErrorCode.conflict,
        'staleRows',
        seen.filter(row => byId.get(row.id)!.version !== row.version)
    );
};
