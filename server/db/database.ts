import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: what services run their queries on. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
    db: Db;
    kind: 'pglite' | 'postgres';
    close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: serialises migrations when several servers start on one PostgreSQL. */
const MIGRATION_LOCK = 72_610_001;

export interface DatabaseOptions {
    /** PostgreSQL connection string; when absent the embedded PGlite is used. */
    databaseUrl?: string;
    /** Folder for PGlite's files; absent = in memory (tests). */
    dataDir?: string;
}

/** Opens the database and brings its schema up to date. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
    options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);

const openPglite = async (dataDir?: string): Promise<Database> => {
    let client: PGlite;
    if (dataDir) {
        const folder = path.join(dataDir, 'pglite');
        await mkdir(folder, { recursive: true });
        client = await PGlite.create(folder);
    } else {
        client = await PGlite.create();
    }
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
    return { db, kind: 'pglite', close: () => client.close() };
};

const openPostgres = async (connectionString: string): Promise<Database> => {
    const pool = new pg.Pool({ connectionString, max: 10 });
    const connection = await pool.connect();
    try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres(connection, { schema }), {
            migrationsFolder: MIGRATIONS,
        });
    } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        connection.release();
    }
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
};
