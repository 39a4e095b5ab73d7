import { eq, sql } from 'drizzle-orm';
import type { ColumnDefinition } from '../../../common/directory/columns';
import type { Db, Executor } from '../../shared/database';
import { directoryRows, directoryTableRevisions, directoryTables } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { columnIndexStatements, dropColumnIndexStatements } from './directoryQuery';
import { getTable, type DirectoryTable } from './directoryTables';
import { AppError, ErrorCode } from '../../shared/errors';
import { checkExistingValues, type ColumnCheck } from './tableColumnValues';

/**
 * Changing an existing table's columns: add, relabel, reorder, retype, remove. A column's name
 * is the key of its values in every row, so it never changes: a new name is a new column. Each
 * change is a new definition version with the previous one kept, refused when sent from a stale
 * version or when existing values would not fit, and audited.
 */

/** Rows of the table (deleted ones too, they can come back) and, per column, those holding a value. */
export const columnUsage = async (db: Executor, table: DirectoryTable) => {
    const counts = table.columns.map(
        column =>
            sql`count(*) filter (where coalesce(${directoryRows.values} -> ${column.name}::text, 'null') not in ('null', '""', '[]'))::int`
    );
    const [row] = (await db
        .select({
            rows: sql<number>`count(*)::int`,
            filled: sql<number[]>`array[${sql.join([sql`0`, ...counts], sql`, `)}]`,
        })
        .from(directoryRows)
        .where(eq(directoryRows.tableId, table.id))) as [{ rows: number; filled: number[] }];
    return {
        rows: row.rows,
        filled: Object.fromEntries(table.columns.map((column, at) => [column.name, row.filled[at + 1] ?? 0])),
    };
};

/** Equal as JSON, whatever the order of object keys (the database keeps its own order). */
const same = (left: unknown, right: unknown) => canonical(left) === canonical(right);
const canonical = (value: unknown) =>
    JSON.stringify(value ?? null, (_, part: unknown) =>
        part && typeof part === 'object' && !Array.isArray(part)
            ? Object.fromEntries(Object.entries(part).sort(([left], [right]) => left.localeCompare(right)))
            : part
    );

/** Whether the existing values must be read again under the column's new settings. */
const checkOf = (before: ColumnDefinition | undefined, after: ColumnDefinition): ColumnCheck | undefined => {
    const values = before
        ? before.type !== after.type ||
          !same(before.options, after.options) ||
          (after.required && !before.required) ||
          (after.key && !before.key)
        : after.required || after.key;
    const distinct = (after.unique || after.key) && !(before && (before.unique || before.key));
    return values || distinct ? { column: after, values, distinct } : undefined;
};

/** The audit's view of a change: each column added, removed or changed, and the new order. */
const changesOf = (before: readonly ColumnDefinition[], after: readonly ColumnDefinition[]) => {
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const column of after) {
        const previous = before.find(candidate => candidate.name === column.name);
        if (!same(previous, column)) changes[`column.${column.name}`] = { before: previous ?? null, after: column };
    }
    for (const column of before) {
        if (!after.some(candidate => candidate.name === column.name))
            changes[`column.${column.name}`] = { before: column, after: null };
    }
    const order = { before: before.map(column => column.name), after: after.map(column => column.name) };
    if (!same(order.before, order.after)) changes.order = order;
    return changes;
};

/** Applies a new list of columns made from `definitionVersion`; the table as it now is. */
export const changeColumns = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    tableId: string,
    change: { definitionVersion: number; columns: ColumnDefinition[] }
): Promise<DirectoryTable> =>
    db.transaction(async tx => {
        await tx
            .select({ id: directoryTables.id })
            .from(directoryTables)
            .where(eq(directoryTables.id, tableId))
            .for('update');
        const table = await getTable(tx, tableId);
        if (change.definitionVersion !== table.definitionVersion) {
            throw new AppError(
                ErrorCode.conflict,
                'directoryColumns.errors.stale',
                { sent: change.definitionVersion, current: table.definitionVersion },
                { current: table.definitionVersion }
            );
        }
        const changes = changesOf(table.columns, change.columns);
        if (Object.keys(changes).length === 0) return table;
        const before = new Map(table.columns.map(column => [column.name, column]));
        const checks = change.columns.flatMap(column => checkOf(before.get(column.name), column) ?? []);
        const converted = await checkExistingValues(tx, table.id, checks, actor.id);
        const removed = table.columns.filter(column => !change.columns.some(kept => kept.name === column.name));
        const retyped = table.columns.filter(column =>
            change.columns.some(kept => kept.name === column.name && kept.type !== column.type)
        );
        for (const name of removed.map(column => column.name)) {
            await tx.execute(
                sql`update directory_rows set values = values - ${name}::text, version = version + 1, updated_at = now(), updated_by = ${actor.id}
                    where table_id = ${table.id} and jsonb_exists(values, ${name}::text)`
            );
        }
        for (const statement of dropColumnIndexStatements(table.id, [...removed, ...retyped]))
            await tx.execute(statement);
        for (const statement of columnIndexStatements(table.id, change.columns)) await tx.execute(statement);
        const [row] = await tx
            .update(directoryTables)
            .set({
                columns: change.columns,
                definitionVersion: table.definitionVersion + 1,
                updatedAt: new Date(),
                updatedBy: actor.id,
            })
            .where(eq(directoryTables.id, table.id))
            .returning({ version: directoryTables.definitionVersion });
        await tx.insert(directoryTableRevisions).values({
            tableId: table.id,
            version: row!.version,
            name: table.name,
            description: table.description,
            columns: change.columns,
            changedBy: actor.id,
        });
        await recordAudit(tx, origin, {
            action: 'directory.tableChange',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryTable',
            targetId: table.id,
            changes: {
                ...changes,
                definitionVersion: { before: table.definitionVersion, after: row!.version },
                ...(converted > 0 && { convertedRows: { before: null, after: converted } }),
            },
        });
        return getTable(tx, table.id);
    });
