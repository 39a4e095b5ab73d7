import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { displayValue, parseCell, type CellValue, type RowValues } from '../../../common/directory/values';
import type { Executor } from '../../shared/database';
import { directoryRows } from '../../db/schema';
import { AppError, ErrorCode } from '../../shared/errors';

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

const refusal = (key: 'valuesRefused' | 'duplicates', column: ColumnDefinition, examples: Found[], count: number) =>
    new AppError(
        ErrorCode.conflict,
        `directoryColumns.errors.${key}`,
        {
            column: { localized: column.label },
            type: { key: `directory.columnTypes.${column.type}` },
            count,
            examples: examples.map(example => `#${example.rowId} "${example.value}"`).join(', '),
        },
        { field: column.name, count, examples }
    );

interface Found {
    rowId: number;
    value: string;
}

/** Rows read per statement: memory stays bounded whatever the table's size. */
const BATCH_ROWS = 5_000;

/** What one column's check has found so far, over the batches read. */
interface Findings {
    refused: Found[];
    refusedCount: number;
    duplicates: Found[];
    duplicateCount: number;
    seen: Set<string>;
}

/**
 * Reads the checked columns of every row (deleted rows too: they can be restored), a batch at a
 * time in id order, and writes each batch's values whose stored form changes as it goes; the
 * caller's transaction undoes those writes when a refusal follows. The first column with a
 * refused value, or a value two live rows share, refuses the whole change. The number of rows
 * rewritten.
 */
export const checkExistingValues = async (
    db: Executor,
    tableId: string,
    checks: readonly ColumnCheck[],
    actorId: string
) => {
    if (checks.length === 0) return 0;
    const findings = checks.map((): Findings => ({
        refused: [],
        refusedCount: 0,
        duplicates: [],
        duplicateCount: 0,
        seen: new Set(),
    }));
    const stored = Object.fromEntries(
        checks.map(({ column }, at) => [`c${at}`, sql<CellValue>`${directoryRows.values} -> ${column.name}::text`])
    );
    let rewritten = 0;
    for (let after = 0; ;) {
        const rows = (await db
            .select({ id: directoryRows.id, deletedAt: directoryRows.deletedAt, ...stored })
            .from(directoryRows)
            .where(and(eq(directoryRows.tableId, tableId), gt(directoryRows.id, after)))
            .orderBy(asc(directoryRows.id))
            .limit(BATCH_ROWS)) as unknown as ({ id: number; deletedAt: Date | null } & Record<string, CellValue>)[];
        if (rows.length === 0) break;
        const patches: { id: number; patch: RowValues }[] = [];
        for (const row of rows) {
            const patch: RowValues = {};
            checks.forEach((check, at) => {
                const value = checkValue(check, row[`c${at}`] ?? null, row, findings[at]!);
                if (value !== undefined) patch[check.column.name] = value;
            });
            if (Object.keys(patch).length > 0) patches.push({ id: row.id, patch });
        }
        await writePatches(db, patches, actorId);
        rewritten += patches.length;
        after = rows.at(-1)!.id;
    }
    checks.forEach(({ column }, at) => {
        const found = findings[at]!;
        if (found.refusedCount > 0) throw refusal('valuesRefused', column, found.refused, found.refusedCount);
        if (found.duplicateCount > 0) throw refusal('duplicates', column, found.duplicates, found.duplicateCount);
    });
    return rewritten;
};

/** One stored value checked against the column's new settings: its new stored form when that differs. */
const checkValue = (
    { column, values: reread, distinct }: ColumnCheck,
    stored: CellValue,
    row: { id: number; deletedAt: Date | null },
    found: Findings
): CellValue | undefined => {
    const result = reread ? parseCell(column, stored) : { value: stored };
    const shown = () => ({ rowId: row.id, value: displayValue({ type: 'text' }, stored) });
    if (result.problem) {
        if (found.refusedCount++ < EXAMPLES_MAX) found.refused.push(shown());
        return undefined;
    }
    if (distinct && !row.deletedAt && result.value !== null && result.value !== undefined) {
        const identity = JSON.stringify(result.value);
        if (found.seen.has(identity) && found.duplicateCount++ < EXAMPLES_MAX) found.duplicates.push(shown());
        found.seen.add(identity);
    }
    return JSON.stringify(result.value) !== JSON.stringify(stored) ? (result.value as CellValue) : undefined;
};

/** The changed values of a batch of rows, merged into their stored values in one statement. */
const writePatches = async (db: Executor, patches: readonly { id: number; patch: RowValues }[], actorId: string) => {
    if (patches.length === 0) return;
    await db.execute(sql`
        update directory_rows set "values" = directory_rows."values" || p.patch, version = directory_rows.version + 1,
            updated_at = ${new Date()}, updated_by = ${actorId}::uuid
        from jsonb_to_recordset(${JSON.stringify(patches)}::jsonb) as p(id bigint, patch jsonb)
        where directory_rows.id = p.id`);
};
