import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DEFAULT_COUNT } from './paging';
import { currentProjection } from './projection';
import { resolveCriteria, searchCriteria, type Query } from './search';
import type { PlanNetType } from './searchParameters';
import { chainResolver, pageStatement, readStatement, totalStatement } from './store';
import type { Executor } from '../../shared/database';

/**
 * The statements the API runs for a read or a first page of a search once its projection is
 * current, as SQL text and parameters: what the benchmark's floor runs for the same request.
 */

const dialect = new PgDialect();
/** `prepared`: run by its shape (prepared once per connection), else planned each time with its values. */
const asQuery = (prepared: boolean) => (statement: SQL) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    return { sql, params, prepared };
};

export const readStatements = (madeWith: string, type: PlanNetType, id: string) =>
    [currentProjection(madeWith), readStatement(type, id)].map(asQuery(true));

/** A search's statements, its chains' references looked up in `db` as the API looks them up. */
export const searchStatements = async (db: Executor, madeWith: string, type: PlanNetType, query: Query) => {
    const lookups: SQL[] = [];
    const criteria = await resolveCriteria(searchCriteria(type, query), chainResolver(db, lookups));
    return [
        asQuery(true)(currentProjection(madeWith)),
        ...[...lookups, pageStatement(type, criteria, DEFAULT_COUNT, undefined), totalStatement(type, criteria)].map(
            asQuery(false)
        ),
    ];
};
