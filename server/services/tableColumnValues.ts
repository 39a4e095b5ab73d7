import { asc, eq, sql } from 'drizzle-orm';
import type { ColumnDefinition } from '../../common/directory/columns';
import { displayValue, parseCell, type CellValue, type RowValues } from '../../common/directory/values';
import type { Executor } from '../db/database';
import { directoryRows } from '../db/schema';
import { AppError, ErrorCode } from './errors';

/**
 * Whether a table's existing values fit a column's new settings, read by the same value rules as
 * any edit, before the change is made. Values that fit are stored again in the new type's form
 * ("(617) 555-0174" as phone digits, "yes" as true).
 */

/** A column whose values are read again (`values`) or must differ between live rows (`distinct`). */
export interface ColumnCheck {
    column: ColumnDefinition;
    values: boolean;
    distinct: boolean;
}

/** How many refused values a refusal shows. */
const EXAMPLES_MAX = 5;

const refusal = (key: 'valuesRefused' | 'duplicates', column: ColumnDefinition, found: Found[]) =>
    new AppError(
        ErrorCode.conflict,
        `directoryColumns.errors.${key}`,
        {
            column: { localized: column.label },
            type: { key: `directory.columnTypes.${column.type}` },
            count: found.length,
            examples: found
                .slice(0, EXAMPLES_MAX)
                .map(example => `#${example.rowId} "${example.value}"`)
                .join(', '),
        },
        {
            field: column.name,
            count: found.length,
            examples: found.slice(0, EXAMPLES_MAX),
        }
    );

interface Found {
    rowId: number;
    value: string;
}

/**
 * Reads every row's values of the checked columns (deleted rows too: they can be restored). The
 * first column with a refused value, or a value two live rows share, refuses the whole change;
 * otherwise the values whose stored form changes are written. The number of rows rewritten.
 */
export const checkExistingValues = async (
    db: Executor,
    tableId: string,
    checks: readonly ColumnCheck[],
    actorId: string
) => {
    if (checks.length === 0) return 0;
    const rows = await db
        .select({ id: directoryRows.id, values: directoryRows.values, deletedAt: directoryRows.deletedAt })
        .from(directoryRows)
        .where(eq(directoryRows.tableId, tableId))
        .orderBy(asc(directoryRows.id));
    const rewritten = new Map<number, RowValues>();
    for (const { column, values: reread, distinct } of checks) {
        const refused: Found[] = [];
        const duplicates: Found[] = [];
        const seen = new Set<string>();
        for (const row of rows) {
            const values = rewritten.get(row.id) ?? (row.values as RowValues);
            const stored: CellValue = values[column.name] ?? null;
            const result = reread ? parseCell(column, stored) : { value: stored };
            const shown = displayValue({ type: 'text' }, stored);
            if (result.problem) refused.push({ rowId: row.id, value: shown });
            else if (JSON.stringify(result.value) !== JSON.stringify(stored))
                rewritten.set(row.id, { ...values, [column.name]: result.value });
            if (!distinct || row.deletedAt || result.value === null || result.value === undefined) continue;
            const identity = JSON.stringify(result.value);
            if (seen.has(identity)) duplicates.push({ rowId: row.id, value: shown });
            seen.add(identity);
        }
        if (refused.length > 0) throw refusal('valuesRefused', column, refused);
        if (duplicates.length > 0) throw refusal('duplicates', column, duplicates);
    }
    for (const [id, values] of rewritten) {
        await db
            .update(directoryRows)
            .set({ values, version: sql`${directoryRows.version} + 1`, updatedAt: new Date(), updatedBy: actorId })
            .where(eq(directoryRows.id, id));
    }
    return rewritten.size;
};
