import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DEFAULT_COUNT } from './paging';
import { currentProjection } from './projection';
import { searchCriteria, type Query } from './search';
import type { PlanNetType } from './searchParameters';
import { pageStatement, readStatement, totalStatement } from './store';

/**
 * The statements the API runs for a read or a first page of a search once its projection is
 * current, as SQL text and parameters: what the benchmark's floor runs for the same request.
 */

const dialect = new PgDialect();
const asQuery = (statement: SQL) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    return { sql, params };
};

export const readStatements = (madeWith: string, type: PlanNetType, id: string) =>
    [currentProjection(madeWith), readStatement(type, id)].map(asQuery);

export const searchStatements = (madeWith: string, type: PlanNetType, query: Query) => {
    const criteria = searchCriteria(type, query);
    return [
        currentProjection(madeWith),
        pageStatement(type, criteria, DEFAULT_COUNT, undefined),
        totalStatement(type, criteria),
    ].map(asQuery);
};
