import { Column, gt, gte, inArray, is, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { SortOrder, TimeBound } from '../../common/contract/list';

/** SQL for the lists of the administration API (ra-data-simple-rest): one sort, one page, a filter. */

/** `%text%` for LIKE/ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, char => `\\${char}`)}%`;

export const afterBound = (column: AnyColumn, bound: TimeBound | undefined): SQL | undefined =>
    bound ? (bound.inclusive ? gte(column, bound.at) : gt(column, bound.at)) : undefined;

export const beforeBound = (column: AnyColumn, bound: TimeBound | undefined): SQL | undefined =>
    bound ? (bound.inclusive ? lte(column, bound.at) : lt(column, bound.at)) : undefined;

/** Any of the values; an absent or empty list does not restrict. */
export const anyOf = (column: AnyColumn, values: readonly string[] | undefined): SQL | undefined =>
    values && values.length > 0 ? inArray(column, [...values]) : undefined;

/**
 * ORDER BY an expression in the wanted order, empty values last whatever the order, then the
 * tie-breaker in the same order so that pages never overlap. A column that cannot be empty gets
 * no NULLS clause: `desc nulls last` is not the order of an index read backwards, so with it
 * PostgreSQL sorts every matching row instead of reading the first page off the index.
 */
export const orderBy = (expression: SQL | AnyColumn, order: SortOrder, tieBreaker: SQL | AnyColumn): SQL[] => {
    const direction = sql.raw(order === 'ASC' ? 'asc' : 'desc');
    const nulls = is(expression, Column) && expression.notNull ? sql`` : sql` nulls last`;
    return [sql`${expression} ${direction}${nulls}`, sql`${tieBreaker} ${direction}`];
};

/** Text sorts without regard to case: `lower(column)`. */
export const caseless = (column: AnyColumn): SQL => sql`lower(${column})`;
