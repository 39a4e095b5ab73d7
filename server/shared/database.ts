import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { secureDataDir } from '../dataDir';
import { SessionStateWrites } from '../db/sessionStateWrites';
import * as schema from '../db/schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: what services run their queries on. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
    db: Db;
    kind: 'pglite' | 'postgres';
    /** The handle's writes to session state, for the servers' session caches. */
    sessionWrites: SessionStateWrites;
    /**
     * Runs `work` while this server holds the database-wide lock `name`: servers sharing one
     * PostgreSQL database run it one at a time, the others waiting for their turn (a work that
     * checks what is already done, such as seeding an empty table, then finds it done). `signal`
     * gives up the wait. On the embedded database, which one process opens, it only queues the
     * work behind this process's earlier one under the same name.
     */
    exclusively<T>(name: DatabaseLock, work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
    close(): Promise<void>;
}

/** How long a long job pauses between two of its slices. */
const SLICE_PAUSE_MS = 5;

/**
 * Lets other requests run their statements before a long job's next slice (an apply's next
 * transaction, an export's next batch). Without it the job's next statement, issued as soon as
 * the last one answers, would always come first: on the embedded database, whose one connection
 * runs a statement on this very thread, the other requests would wait for the whole job.
 */
export const yieldToOtherRequests = () => sleep(SLICE_PAUSE_MS);

/** The work done once per database whatever the number of servers: set-up, the demo claims, the job queue's set-up. */
export type DatabaseLock = 'setup' | 'demoClaims' | 'jobQueue';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));
/** Any fixed number: serialises migrations when several servers start on one PostgreSQL. */
const MIGRATION_LOCK = 72_610_001;
/** Advisory lock numbers of the other once-per-database work, next to the migrations'. */
const ADVISORY_LOCKS: Record<DatabaseLock, number> = {
    setup: 72_610_002,
    demoClaims: 72_610_003,
    jobQueue: 72_610_004,
};
/** How often a server waiting for another's lock asks again. */
const LOCK_POLL_MS = 250;

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

/**
 * Whether the database's schema is the one this server's migrations make: `behind` when some of
 * them are missing (the server cannot work on it), `ahead` when a newer server has migrated it
 * further (this one is an older version still running).
 */
let lastMigration: Promise<number> | undefined;
export const migrationState = async (db: Db): Promise<'current' | 'behind' | 'ahead'> => {
    lastMigration ??= readFile(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8').then(text =>
        Math.max(...(JSON.parse(text) as { entries: { when: number }[] }).entries.map(entry => entry.when))
    );
    const expected = await lastMigration;
    const result = await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`);
    const latest = Number((result as unknown as { rows: { latest: string | null }[] }).rows[0]?.latest ?? 0);
    return latest === expected ? 'current' : latest < expected ? 'behind' : 'ahead';
};

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
    const queues = new Map<DatabaseLock, Promise<unknown>>();
    const exclusively = <T>(name: DatabaseLock, work: () => Promise<T>) => {
        const turn = (queues.get(name) ?? Promise.resolve()).catch(() => undefined).then(work);
        queues.set(name, turn);
        return turn;
    };
    return { db, kind: 'pglite', sessionWrites, exclusively, close };
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
    return {
        db,
        kind: 'postgres',
        sessionWrites,
        exclusively: (name, work, signal) => underAdvisoryLock(pool, ADVISORY_LOCKS[name], work, signal),
        close: () => pool.end(),
    };
};

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs on the pool.
 * The lock is asked for again every LOCK_POLL_MS rather than waited for in PostgreSQL, so that a
 * waiting server holds no statement open, stops waiting when `signal` fires and shuts down at once.
 * A connection lost meanwhile releases the lock in PostgreSQL; it is then destroyed, not reused.
 */
const underAdvisoryLock = async <T>(pool: pg.Pool, key: number, work: () => Promise<T>, signal?: AbortSignal) => {
    const connection = await pool.connect();
    let broken = false;
    const onConnection = <R>(statement: Promise<R>) =>
        statement.catch(error => {
            broken = true;
            throw error;
        });
    try {
        for (;;) {
            signal?.throwIfAborted();
            const { rows } = await onConnection(
                connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
            );
            if (rows[0]!.locked) break;
            await sleep(LOCK_POLL_MS, undefined, { signal });
        }
        try {
            return await work();
        } finally {
            await onConnection(connection.query('select pg_advisory_unlock($1)', [key])).catch(() => undefined);
        }
    } finally {
        connection.release(broken);
    }
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
    // Read only, for /api/health to say whether the schema is the one this server expects.
    await owner.query(`grant usage on schema drizzle to ${grantee}`);
    await owner.query(`grant select on drizzle.__drizzle_migrations to ${grantee}`);
};
