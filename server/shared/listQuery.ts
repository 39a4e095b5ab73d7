import { Column, gt, gte, inArray, is, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

/** Where a keyset read stopped: the last row's sort value (as text, exact) and its tie-breaker. */
export interface KeysetCursor {
    key: string | null;
    id: number;
}

/** What a list is sorted by, for keyset reads: the expression, its SQL type, whether it can be empty. */
export interface SortKey {
    expression: SQL | PgColumn;
    type: string;
    notNull: boolean;
}

/** A table column as a sort key. */
export const columnSortKey = (column: PgColumn): SortKey => ({
    expression: column,
    type: column.getSQLType(),
    notNull: column.notNull,
});

/**
 * The rows after `cursor` in the order `orderBy(key.expression, order, tieBreaker)` makes, for
 * reading a long list batch by batch at the cost of the first batch each time (an offset reads and
 * drops every row before it). The sort value comes back in its own type, read from its exact
 * text; empty values come last, as in `orderBy`.
 */
export const keysetAfter = (key: SortKey, order: SortOrder, tieBreaker: PgColumn, cursor: KeysetCursor): SQL => {
    const beyond = sql.raw(order === 'ASC' ? '>' : '<');
    const { expression } = key;
    if (cursor.key === null) return sql`(${expression} is null and ${tieBreaker} ${beyond} ${cursor.id})`;
    const value = sql`cast(${cursor.key} as ${sql.raw(key.type)})`;
    if (key.notNull) return sql`(${expression}, ${tieBreaker}) ${beyond} (${value}, ${cursor.id})`;
    return sql`(${expression} ${beyond} ${value} or (${expression} = ${value} and ${tieBreaker} ${beyond} ${cursor.id}) or ${expression} is null)`;
};

/** Text sorts without regard to case: `lower(column)`. */
export const caseless = (column: AnyColumn): SQL => sql`lower(${column})`;
