import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import type { Profile } from '../../common/profiles';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase } from '../shared/database';
import { DEMO_PASSWORD, ensureProfile, joinOwnOrganisations, seedDemoData, seedNpiSample } from '../db/seed';
import { users } from '../db/schema';
import { unfinishedWork } from '../http/fixedTime';
import type { ThrottlePolicy } from '../modules/accounts';
import { findUserById } from '../modules/accounts';
import { databaseImage } from './databaseImages';
import { parseMessage } from './smtpSink';

/** A test-only scrypt cost: N=2^10, r=8, p=1 takes about a millisecond. */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };

/**
 * A hash of `password` in the stored form (`scrypt$N$r$p$salt$hash`) at the test-only cost. The
 * server verifies a password at the cost stored with its hash, so the test accounts sign in in a
 * millisecond instead of the production cost's hundreds of CPU milliseconds, many hundred times
 * per run; every hash the server itself makes (a new account, a changed password) still uses the
 * production cost.
 */
const testPasswordHash = (password: string) => {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, TEST_COST);
    return ['scrypt', TEST_COST.N, TEST_COST.r, TEST_COST.p, salt.toString('base64'), key.toString('base64')].join('$');
};

/**
 * The API server as the tests see it: PGlite in memory, or with TEST_DB=postgres a throwaway
 * PostgreSQL database created on TEST_DATABASE_URL and dropped afterwards.
 */
export const startTestServer = async (
    options: {
        profile?: Profile;
        seed?: boolean;
        throttle?: ThrottlePolicy;
        env?: Record<string, string>;
        logger?: FastifyServerOptions['logger'];
        /** DATA_DIR of the server (its mail outbox); default a fresh temporary folder, removed on close. */
        dataDir?: string;
    } = {}
) => {
    const profile = options.profile ?? 'healthcare';
    const ownDataDir = options.dataDir ? undefined : await mkdtemp(path.join(tmpdir(), 'rx-test-'));
    const dataDir = options.dataDir ?? ownDataDir!;
    const throwaway = process.env.TEST_DB === 'postgres' ? await createThrowawayDatabase() : undefined;
    const seed = options.seed !== false;
    // On PGlite a copy of an image already migrated and seeded as asked (see databaseImages.ts).
    const database = await openDatabase(
        throwaway ? { databaseUrl: throwaway.url } : { pgliteImage: await databaseImage(seed ? profile : 'migrated') }
    );
    await ensureProfile(database.db, profile);
    if (seed) {
        await seedDemoData(database.db, profile);
        await seedNpiSample(database.db);
        await database.db.update(users).set({ passwordHash: testPasswordHash(DEMO_PASSWORD) });
    }
    const config: ServerConfig = loadConfig({ PORTAL_PROFILE: profile, DATA_DIR: dataDir, ...options.env });
    const app = await buildApp({ config, database, throttle: options.throttle, logger: options.logger });

    const login = async (username: string, password = DEMO_PASSWORD, remoteAddress = '127.0.0.1') => {
        const response = await app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { username, password },
            remoteAddress,
        });
        const token = response.json().data?.token as string | undefined;
        if (!token) throw new Error(`login of ${username} failed: ${response.body}`);
        return token;
    };

    /** An extra active account, so that a test's failures and sessions stay its own. */
    const addUser = async (username: string, overrides: Partial<typeof users.$inferInsert> = {}) => {
        const [user] = await database.db
            .insert(users)
            .values({
                username,
                email: `${username}@test.example`,
                // At the test-only cost, as the demo accounts'.
                passwordHash: testPasswordHash(DEMO_PASSWORD),
                firstName: 'Test',
                lastName: username,
                role: 'provider',
                orgType: 'provider_practice',
                status: 'active',
                approval: 'approved',
                ...overrides,
            })
            .returning();
        if (user!.approval !== 'approved' || user!.organisationId) return user!;
        await joinOwnOrganisations(database.db, [user!]);
        return (await findUserById(database.db, user!.id))!;
    };

    /**
     * The e-mails the server kept in its outbox (no SMTP_URL in tests), oldest first, once the
     * work behind answers given in fixed time has finished.
     */
    const outbox = async () => {
        await unfinishedWork();
        const folder = path.join(dataDir, 'outbox');
        const files = (await readdir(folder).catch(() => [] as string[])).filter(file => file.endsWith('.eml')).sort();
        return Promise.all(
            files.map(async file => {
                const { headers, body } = parseMessage(await readFile(path.join(folder, file), 'utf8'));
                return { to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', body };
            })
        );
    };

    return {
        app,
        db: database.db,
        /** The database as the server holds it (its kind, its lock for once-per-database work). */
        database,
        /** The throwaway PostgreSQL database's address (TEST_DB=postgres). */
        databaseUrl: throwaway?.url,
        config,
        outbox,
        dataDir: config.dataDir,
        login,
        addUser,
        async close() {
            await app.close();
            await database.close();
            await throwaway?.drop();
            if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
        },
    };
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const createThrowawayDatabase = async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl)
        throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    const name = `rx_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
        url: url.toString(),
        async drop() {
            const client = new pg.Client({ connectionString: adminUrl });
            await client.connect();
            await client.query(`drop database if exists ${name} with (force)`);
            await client.end();
        },
    };
};
