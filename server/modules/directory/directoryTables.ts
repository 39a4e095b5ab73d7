import { asc, eq, sql } from 'drizzle-orm';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { VERIFICATION_DAYS } from '../../../common/directory/columns';
import type { DirectoryTableRecord, TableSummary as TableSummaryRecord } from '../../../common/contract/directory';
import type { Db, Executor } from '../../shared/database';
import { directoryRows, directoryTableRevisions, directoryTables } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { columnIndexStatements } from './directoryQuery';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Provider directory tables: their definitions — name, description, ordered typed
 * columns — kept as data, each change a new revision, plus the figures of the table list.
 */

/** A table as the API returns it; the contract's schema is the one place its shape is written. */
export type DirectoryTable = DirectoryTableRecord;

export interface TableDefinition {
    name: string;
    description: string;
    columns: ColumnDefinition[];
}

/** A table in the list, with the figures an admin checks first (`canEdit`, the caller's, comes later). */
export type TableSummary = Omit<TableSummaryRecord, 'canEdit'>;

const toTable = (row: typeof directoryTables.$inferSelect): DirectoryTable => ({
    id: row.id,
    name: row.name,
    description: row.description,
    template: row.template,
    columns: row.columns as ColumnDefinition[],
    definitionVersion: row.definitionVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastImportAt: row.lastImportAt?.toISOString() ?? null,
});

/** The table `id`; a 404 refusal when there is none. */
export const getTable = async (db: Executor, id: string): Promise<DirectoryTable> => {
    const [row] = await db.select().from(directoryTables).where(eq(directoryTables.id, id));
    if (!row) throw new AppError(ErrorCode.notFound, 'directory.errors.tableNotFound', { id });
    return toTable(row);
};

/** Every table, by name, with its row figures. */
export const listTables = async (db: Executor): Promise<TableSummary[]> => {
    const tables = await db
        .select()
        .from(directoryTables)
        .orderBy(asc(sql`lower(${directoryTables.name})`));
    const figures = await db
        .select({
            tableId: directoryRows.tableId,
            rowCount: sql<number>`count(*)::int`,
            verifiedRows: sql<number>`(count(*) filter (where ${directoryRows.verifiedAt} >= ${verifiedSince()}))::int`,
            lastRowChange: sql<string | null>`max(${directoryRows.updatedAt})`,
        })
        .from(directoryRows)
        .where(sql`${directoryRows.deletedAt} is null`)
        .groupBy(directoryRows.tableId);
    const byTable = new Map(figures.map(figure => [figure.tableId, figure]));
    return tables.map(row => {
        const table = toTable(row);
        const figure = byTable.get(table.id);
        const lastRowChange = figure?.lastRowChange ? new Date(figure.lastRowChange).toISOString() : undefined;
        return {
            ...table,
            rowCount: figure?.rowCount ?? 0,
            verifiedRows: figure?.verifiedRows ?? 0,
            staleRows: (figure?.rowCount ?? 0) - (figure?.verifiedRows ?? 0),
            lastChangeAt: lastRowChange && lastRowChange > table.updatedAt ? lastRowChange : table.updatedAt,
        };
    });
};

/** The moment before which a verification is stale. */
export const verifiedSince = () => sql`now() - make_interval(days => ${VERIFICATION_DAYS})`;

/** Creates a table from a checked definition; its first revision and the audit entry with it. */
export const createTable = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    definition: TableDefinition & { template?: string }
): Promise<DirectoryTable> =>
    db.transaction(async tx => {
        await refuseTakenName(tx, definition.name);
        const [row] = await tx
            .insert(directoryTables)
            .values({
                name: definition.name,
                description: definition.description,
                template: definition.template ?? 'blank',
                columns: definition.columns,
                createdBy: actor.id,
                updatedBy: actor.id,
            })
            .returning();
        const table = toTable(row!);
        await tx.insert(directoryTableRevisions).values({
            tableId: table.id,
            version: table.definitionVersion,
            name: table.name,
            description: table.description,
            columns: table.columns,
            changedBy: actor.id,
        });
        for (const statement of columnIndexStatements(table.id, table.columns)) await tx.execute(statement);
        await recordAudit(tx, origin, {
            action: 'directory.tableCreate',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryTable',
            targetId: table.id,
            changes: {
                name: { before: null, after: table.name },
                columns: { before: null, after: table.columns.map(column => column.name) },
            },
        });
        return table;
    });

const refuseTakenName = async (db: Executor, name: string, exceptId?: string) => {
    const [taken] = await db
        .select({ id: directoryTables.id })
        .from(directoryTables)
        .where(sql`lower(${directoryTables.name}) = lower(${name})`);
    if (taken && taken.id !== exceptId) {
        throw new AppError(ErrorCode.conflict, 'directory.errors.nameTaken', { name }, { field: 'name' });
    }
};

/** Notes that rows were just brought in from a spreadsheet (shown as "last import"). */
export const markImported = async (db: Executor, tableId: string) => {
    await db.update(directoryTables).set({ lastImportAt: new Date() }).where(eq(directoryTables.id, tableId));
};
