import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../shared/database';
import { directoryTableAccess, directoryTables } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import type { DirectoryTable } from './directoryTables';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Who may see and change each directory table: admins always; other roles as an admin set it
 * per table (nothing by default). Providers reach their own listing through its own screen,
 * whatever these rights say.
 */

export interface TableRights {
    view: boolean;
    edit: boolean;
}

export const tableRights = async (db: Executor, tableId: string, role: string): Promise<TableRights> => {
    if (role === 'admin') return { view: true, edit: true };
    const [row] = await db
        .select()
        .from(directoryTableAccess)
        .where(and(eq(directoryTableAccess.tableId, tableId), eq(directoryTableAccess.role, role)));
    return { view: Boolean(row?.canView || row?.canEdit), edit: Boolean(row?.canEdit) };
};

/** The tables a role may view: every one for admins. */
export const viewableTableIds = async (db: Executor, role: string): Promise<Set<string> | 'all'> => {
    if (role === 'admin') return 'all';
    const rows = await db.select().from(directoryTableAccess).where(eq(directoryTableAccess.role, role));
    return new Set(rows.filter(row => row.canView || row.canEdit).map(row => row.tableId));
};

/** Every table, by name, with each of `roles`' rights on it (none where nothing was set). */
export const tableRightsMatrix = async (db: Executor, roles: readonly string[]) => {
    const tables = await db
        .select({ id: directoryTables.id, name: directoryTables.name })
        .from(directoryTables)
        .orderBy(asc(sql`lower(${directoryTables.name})`));
    const entries = await db.select().from(directoryTableAccess);
    return tables.map(table => ({
        tableId: table.id,
        name: table.name,
        rights: Object.fromEntries(
            roles.map(role => {
                const entry = entries.find(candidate => candidate.tableId === table.id && candidate.role === role);
                return [role, { view: Boolean(entry?.canView || entry?.canEdit), edit: Boolean(entry?.canEdit) }];
            })
        ),
    }));
};

/** The rights of each role on a table (roles without an entry have none). */
export const tableAccessList = async (db: Executor, tableId: string): Promise<Record<string, TableRights>> => {
    const rows = await db.select().from(directoryTableAccess).where(eq(directoryTableAccess.tableId, tableId));
    return Object.fromEntries(rows.map(row => [row.role, { view: row.canView || row.canEdit, edit: row.canEdit }]));
};

/** Sets a role's rights on a table (edit implies view), audited with before and after. */
export const setTableAccess = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    table: DirectoryTable,
    role: string,
    rights: TableRights,
    roles: readonly string[]
): Promise<TableRights> => {
    if (role === 'admin' || !roles.includes(role)) {
        throw new AppError(ErrorCode.invalidInput, 'server.access.roleUnknown', { role });
    }
    const after = { view: rights.view || rights.edit, edit: rights.edit };
    return db.transaction(async tx => {
        const before = await tableRights(tx, table.id, role);
        await tx
            .insert(directoryTableAccess)
            .values({ tableId: table.id, role, canView: after.view, canEdit: after.edit, updatedBy: actor.id })
            .onConflictDoUpdate({
                target: [directoryTableAccess.tableId, directoryTableAccess.role],
                set: { canView: after.view, canEdit: after.edit, updatedAt: new Date(), updatedBy: actor.id },
            });
        await recordAudit(tx, origin, {
            action: 'directory.accessChange',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryTable',
            targetId: `${table.id} ${role}`,
            changes: {
                view: { before: before.view, after: after.view },
                edit: { before: before.edit, after: after.edit },
            },
        });
        return after;
    });
};
