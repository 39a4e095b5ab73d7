import { sql, type SQL } from 'drizzle-orm';
import { COLUMN_NAME_PATTERN, TEXT_TYPES, type ColumnDefinition } from '../../../common/directory/columns';
import { filterKind, isNumeric } from '../../../common/directory/rows';
import type { CellValue } from '../../../common/directory/values';
import { containsPattern } from '../../shared/listQuery';

/**
 * SQL for the values of directory rows (a JSON object per row): the expression of a column, as
 * sorted, filtered and indexed. Index and query must spell an expression the same way for
 * PostgreSQL to use the index, so both come from here.
 */

/** `values->>'name'`: column names are checked identifiers, so they can be written into SQL. */
const fieldText = (column: Pick<ColumnDefinition, 'name'>): string => {
    if (!COLUMN_NAME_PATTERN.test(column.name)) throw new Error(`not a column name: ${column.name}`);
    return `("values"->>'${column.name}')`;
};

/**
 * Text sorts and compares without regard to case; numbers as numbers; the rest as stored. `field`
 * is the value as text: the row's own by default.
 */
const orderingText = (column: Pick<ColumnDefinition, 'name' | 'type'>, field = fieldText(column)): string => {
    if (isNumeric(column)) return `(${field}::numeric)`;
    if (TEXT_TYPES.includes(column.type)) return `lower(${field})`;
    return field;
};

export const orderingExpression = (column: Pick<ColumnDefinition, 'name' | 'type'>): SQL =>
    sql.raw(orderingText(column));

/** Long text is neither sorted nor filtered by index; lists are matched by element. */
const isIndexed = (column: Pick<ColumnDefinition, 'type'>) =>
    column.type !== 'longText' && filterKind(column) !== 'overlaps';

/**
 * The rows whose value in `column` may be one of `values`: every row holding one exactly, and
 * those equal to one as the column compares (text in other capitals), which the caller tells
 * apart. On an indexed column the values are looked up in the column's index (the list is
 * computed once, PostgreSQL lowering both sides alike); the others compare the stored JSON.
 */
export const mayHoldOneOf = (column: Pick<ColumnDefinition, 'name' | 'type'>, values: readonly CellValue[]): SQL => {
    const list = sql`jsonb_array_elements(${JSON.stringify(values)}::jsonb) as candidate`;
    if (!isIndexed(column)) return sql`("values"->${column.name}) = any(array(select candidate from ${list}))`;
    return sql`${orderingExpression(column)} = any(array(select ${sql.raw(orderingText(column, `(candidate #>> '{}')`))} from ${list}))`;
};

/**
 * One partial index per column of one table, on the ordering expression then the id (the
 * tie-breaker), over the live rows: a sorted page, a filter and a count walk only that table's
 * part of the index. Names are unique per table and column.
 */
export const columnIndexStatements = (tableId: string, columns: readonly ColumnDefinition[]): SQL[] =>
    columns.filter(isIndexed).flatMap(column => {
        const name = columnIndexName(tableId, column.name);
        return [
            sql.raw(
                `create index if not exists "${name}" on directory_rows (${orderingText(column)}, id) ` +
                    `where table_id = '${checkedUuid(tableId)}' and deleted_at is null`
            ),
            // The planner ignores the statistics of partial indexes: without these, a filter on a
            // value in the JSON is guessed at 0.5 % of the rows, and a sorted page of a common value
            // sorts every match instead of walking the sort column's index.
            sql.raw(
                `create statistics if not exists "${statisticsName(name)}" on (${orderingText(column)}) from directory_rows`
            ),
        ];
    });

const statisticsName = (indexName: string) => `s${indexName}`.slice(0, 63);

/** Drops those indexes (not the statistics): a bulk load builds them once afterwards instead of row by row. */
export const dropColumnIndexStatements = (tableId: string, columns: readonly ColumnDefinition[]): SQL[] =>
    columns.filter(isIndexed).map(column => sql.raw(`drop index if exists "${columnIndexName(tableId, column.name)}"`));

export const columnIndexName = (tableId: string, columnName: string) =>
    `dr_${checkedUuid(tableId).replaceAll('-', '').slice(0, 12)}_${columnName}`.slice(0, 63);

const checkedUuid = (id: string) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
        throw new Error(`not a uuid: ${id}`);
    return id;
};

/** A column's filter, already checked against the column's type (see `filterKind`). */
export type ColumnFilter =
    | { kind: 'range'; gte?: string | number; lte?: string | number }
    | { kind: 'anyOf'; values: CellValue[] }
    | { kind: 'overlaps'; values: string[] }
    | { kind: 'prefix'; text: string }
    | { kind: 'contains'; text: string };

export const columnCondition = (column: ColumnDefinition, filter: ColumnFilter): SQL => {
    const field = sql.raw(fieldText(column));
    switch (filter.kind) {
        case 'range': {
            const value = orderingExpression(column);
            const bounds = [
                filter.gte !== undefined ? sql`${value} >= ${filter.gte}` : undefined,
                filter.lte !== undefined ? sql`${value} <= ${filter.lte}` : undefined,
            ].filter((bound): bound is SQL => bound !== undefined);
            return bounds.length > 0 ? sql.join(bounds, sql` and `) : sql`true`;
        }
        case 'anyOf':
            return sql`${field} in (${sql.join(
                filter.values.map(value => sql`${String(value)}`),
                sql`, `
            )})`;
        case 'overlaps':
            return sql`("values"->${column.name}) ?| array[${sql.join(
                filter.values.map(value => sql`${value}`),
                sql`, `
            )}]::text[]`;
        case 'prefix':
            return sql`${field} like ${`${filter.text.replace(/[\\%_]/g, char => `\\${char}`)}%`}`;
        case 'contains':
            return sql`${field} ilike ${containsPattern(filter.text)}`;
    }
};

/** The search box: the text found in any text-like column, case ignored. */
export const searchCondition = (columns: readonly ColumnDefinition[], text: string): SQL | undefined => {
    const searched = columns.filter(column => TEXT_TYPES.includes(column.type) || filterKind(column) === 'prefix');
    if (searched.length === 0) return sql`false`;
    const pattern = containsPattern(text);
    return sql`(${sql.join(
        searched.map(column => sql`${sql.raw(fieldText(column))} ilike ${pattern}`),
        sql` or `
    )})`;
};

/**
 * Rows whose values match `values` in every given column, compared as the column orders them
 * (text without regard to case): duplicates of a unique column or of the key.
 */
export const sameValuesCondition = (columns: readonly ColumnDefinition[], values: Record<string, CellValue>): SQL =>
    sql.join(
        columns.map(column => {
            const value = values[column.name];
            if (Array.isArray(value)) return sql`("values"->${column.name}) = ${JSON.stringify(value)}::jsonb`;
            if (isNumeric(column)) return sql`${orderingExpression(column)} = ${value}`;
            return TEXT_TYPES.includes(column.type)
                ? sql`${orderingExpression(column)} = lower(${String(value)})`
                : sql`${orderingExpression(column)} = ${String(value)}`;
        }),
        sql` and `
    );
