import { and, eq, sql } from 'drizzle-orm';
import type { GridLayout } from '../../../common/contract/directoryGrid';
import type { Executor } from '../../shared/database';
import { directoryGridLayouts } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import type { DirectoryTable } from './directoryTables';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Each user's arrangement of a table's grid (hidden columns, order, widths), kept on the server
 * so that it follows the user to any browser. Columns the table no longer has are dropped when
 * read, so a renamed or removed column never breaks the grid.
 */

export const EMPTY_LAYOUT: GridLayout = { hidden: [], order: [], widths: {} };

/** The grid's columns a layout may name: the table's, plus "last verified". */
const layoutColumns = (table: DirectoryTable) => new Set(['verifiedAt', ...table.columns.map(column => column.name)]);

export const getGridLayout = async (db: Executor, userId: string, table: DirectoryTable): Promise<GridLayout> => {
    const [stored] = await db
        .select({ layout: directoryGridLayouts.layout })
        .from(directoryGridLayouts)
        .where(and(eq(directoryGridLayouts.userId, userId), eq(directoryGridLayouts.tableId, table.id)));
    if (!stored) return EMPTY_LAYOUT;
    const layout = stored.layout as GridLayout;
    const known = layoutColumns(table);
    return {
        hidden: layout.hidden.filter(name => known.has(name)),
        order: layout.order.filter(name => known.has(name)),
        widths: Object.fromEntries(Object.entries(layout.widths).filter(([name]) => known.has(name))),
    };
};

/** Keeps the caller's layout of the table; a column the table does not have is a 400 naming it. */
export const saveGridLayout = async (
    db: Executor,
    actor: Actor,
    origin: Origin,
    table: DirectoryTable,
    layout: GridLayout
): Promise<GridLayout> => {
    const known = layoutColumns(table);
    const unknown = [...layout.hidden, ...layout.order, ...Object.keys(layout.widths)].find(name => !known.has(name));
    if (unknown) {
        throw new AppError(
            ErrorCode.invalidInput,
            'directory.value.unknownColumn',
            { field: unknown },
            { field: unknown }
        );
    }
    return db.transaction(async tx => {
        await tx
            .insert(directoryGridLayouts)
            .values({ userId: actor.id, tableId: table.id, layout })
            .onConflictDoUpdate({
                target: [directoryGridLayouts.userId, directoryGridLayouts.tableId],
                set: { layout, updatedAt: sql`now()` },
            });
        await recordAudit(tx, origin, {
            action: 'directory.gridLayout',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryTable',
            targetId: table.id,
            reason: JSON.stringify(layout),
        });
        return layout;
    });
};
