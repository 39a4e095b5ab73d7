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
import { secureDataDir } from '../dataDir';
import { SessionStateWrites } from './sessionStateWrites';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: what services run their queries on. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
    db: Db;
    kind: 'pglite' | 'postgres';
    /** The handle's writes to session state, for the servers' session caches. */
    sessionWrites: SessionStateWrites;
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
    /**
     * PostgreSQL connection string of the role that owns the schema and runs the migrations; the
     * server then works as the role of `databaseUrl`, granted only what it needs.
     */
    migrationUrl?: string;
    /**
     * An image of a PGlite database (PGlite's `dumpDataDir`) to start from, in memory: the tests
     * make a migrated, seeded one once and start each server on a copy.
     */
    pgliteImage?: Blob;
}

/** Opens the database and brings its schema up to date. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
    options.databaseUrl
        ? openPostgres(options.databaseUrl, options.migrationUrl)
        : openPglite(options.dataDir, options.pgliteImage);

const openPglite = async (dataDir?: string, image?: Blob): Promise<Database> => {
    if (!dataDir) {
        const client = await PGlite.create({ loadDataDir: image });
        return migratedPglite(client, () => client.close());
    }
    // PGlite writes its files world-readable (0666) whatever the umask: DATA_DIR is made the
    // portal's own before, and the files it created made so after (folders 0700 keep out the rest).
    await secureDataDir(dataDir);
    const folder = path.join(dataDir, 'pglite');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const client = await PGlite.create(folder);
    const database = await migratedPglite(client, async () => {
        await client.close();
        await secureDataDir(dataDir);
    });
    await secureDataDir(dataDir);
    return database;
};

const migratedPglite = async (client: PGlite, close: () => Promise<void>): Promise<Database> => {
    const sessionWrites = new SessionStateWrites();
    const db = drizzlePglite(client, { schema, logger: sessionWrites }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
    return { db, kind: 'pglite', sessionWrites, close };
};

const openPostgres = async (connectionString: string, migrationUrl?: string): Promise<Database> => {
    const pool = new pg.Pool({ connectionString, max: 10 });
    // An idle connection ended by the server (restart, admin shutdown) leaves the pool and is
    // replaced at the next query; unheard, its error would end the process.
    pool.on('error', error => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    if (migrationUrl) {
        const owner = new pg.Client({ connectionString: migrationUrl });
        await owner.connect();
        try {
            const runtime = await pool.query<{ role: string }>('select current_user as role');
            await migrateUnderLock(owner, async () => grantRuntimeRole(owner, runtime.rows[0]!.role));
        } finally {
            await owner.end();
        }
    } else {
        const connection = await pool.connect();
        try {
            await migrateUnderLock(connection);
        } finally {
            connection.release();
        }
    }
    const sessionWrites = new SessionStateWrites();
    const db = drizzlePostgres(pool, { schema, logger: sessionWrites }) as unknown as Db;
    return { db, kind: 'postgres', sessionWrites, close: () => pool.end() };
};

/** Brings the schema up to date, one server at a time, then runs `after` still under the lock. */
const migrateUnderLock = async (connection: pg.Client | pg.PoolClient, after?: () => Promise<void>) => {
    try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres(connection, { schema }), { migrationsFolder: MIGRATIONS });
        await after?.();
    } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    }
};

/**
 * What the server's own role may do when another role owns the schema (DATABASE_MIGRATION_URL):
 * read and write the portal's tables, but only read and append to the audit trail. Not owning the
 * tables, it can neither disable nor drop the audit trail's triggers, nor truncate it.
 */
const grantRuntimeRole = async (owner: pg.Client, role: string) => {
    const current = await owner.query<{ role: string }>('select current_user as role');
    if (current.rows[0]!.role === role) return;
    const grantee = owner.escapeIdentifier(role);
    await owner.query(`grant usage on schema public to ${grantee}`);
    await owner.query(`grant select, insert, update, delete on all tables in schema public to ${grantee}`);
    await owner.query(`grant usage, select on all sequences in schema public to ${grantee}`);
    await owner.query(`revoke update, delete, truncate, references, trigger on audit_log from ${grantee}`);
};
