import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { directoryTables } from '../../db/schema';
import { AppError, ErrorCode } from '../../shared/errors';
import type { TenantUser } from '../organisations';

/**
 * The directory tables whose listings a member of staff answers for: every table for an admin; for a
 * health plan's staff, the tables an admin assigned to their organisation — never another plan's.
 */
export type TableScope = 'all' | ReadonlySet<string>;

export const staffTableScope = async (db: Executor, user: TenantUser): Promise<TableScope> => {
    if (user.role === 'admin') return 'all';
    if (user.role !== 'healthplan' || user.organisation?.kind !== 'health_plan') {
        throw new AppError(ErrorCode.forbidden, 'directoryReports.errors.staffOnly');
    }
    const rows = await db
        .select({ id: directoryTables.id })
        .from(directoryTables)
        .where(eq(directoryTables.organisationId, user.organisation.id));
    return new Set(rows.map(row => row.id));
};

/** The condition keeping a query to the scope's tables, on a column holding a table id. */
export const inScope = (scope: TableScope, tableId: AnyColumn): SQL | undefined =>
    scope === 'all' ? undefined : scope.size > 0 ? inArray(tableId, [...scope]) : sql`false`;

export const scopeHas = (scope: TableScope, tableId: string | null): boolean =>
    scope === 'all' || (tableId !== null && scope.has(tableId));
