import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** Rows written past which a table's planner statistics are brought up to date at once. */
export const STATISTICS_REFRESH_ROWS = 1000;

/**
 * Brings the planner's statistics of tables up to date after a write of many rows, rather than
 * when autovacuum comes round (PGlite has none): PostgreSQL passes over the indexes of a table
 * its statistics say is nearly empty, and estimates one row for every condition on a table it
 * never analysed — a lookup by key then scans, a join starts from the wrong side.
 */
export const analyzeTables = async (database: Pick<Database, 'db' | 'kind'>, tables: readonly string[]) => {
    const names = sql.join(
        tables.map(table => sql.identifier(table)),
        sql`, `
    );
    if (database.kind === 'postgres') {
        await database.db.execute(sql`analyze ${names}`);
        return;
    }
    // The embedded database analyses on the one connection every request waits for: a sample of
    // 3,000 rows instead of 30,000 takes a tenth of the time and still tells a full table.
    await database.db.transaction(async tx => {
        await tx.execute(sql`set local default_statistics_target = 10`);
        await tx.execute(sql`analyze ${names}`);
    });
};
