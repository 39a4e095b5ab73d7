import { sql } from 'drizzle-orm';
import { claims } from './tables';

/**
 * A claim's version for optimistic editing: the microsecond of its last change. Every change
 * moves `updated_at` forward (an edit, an import), so a stale version is told from the current one
 * without a column of its own.
 */
export const claimVersion = sql<number>`round(extract(epoch from ${claims.updatedAt}) * 1000000)::float8`;
