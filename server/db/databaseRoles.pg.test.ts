import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_PASSWORD, ensureProfile, seedDemoData } from './seed';
import { openDatabase, type Database } from '../shared/database';

/**
 * The server working as a role that does not own the schema (DATABASE_MIGRATION_URL names the
 * owner): it can do everything the portal does, and cannot empty the audit trail.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const suffix = randomBytes(4).toString('hex');
const names = { database: `rx_roles_${suffix}`, owner: `rx_owner_${suffix}`, runtime: `rx_app_${suffix}` };
const urlOf = (user: string) => {
    const url = new URL(adminUrl);
    url.username = user;
    url.password = '';
    url.pathname = `/${names.database}`;
    return url.toString();
};
const asAdmin = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
        for (const statement of statements) await client.query(statement);
    } finally {
        await client.end();
    }
};

let database: Database;
let runtime: pg.Client;
let dataDir: string;
beforeAll(async () => {
    await asAdmin([
        `create role ${names.owner} login`,
        `create role ${names.runtime} login`,
        `create database ${names.database} owner ${names.owner}`,
    ]);
    database = await openDatabase({ databaseUrl: urlOf(names.runtime), migrationUrl: urlOf(names.owner) });
    runtime = new pg.Client({ connectionString: urlOf(names.runtime) });
    await runtime.connect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'rx-roles-'));
});
afterAll(async () => {
    await runtime?.end();
    await database?.close();
    await asAdmin([
        `drop database if exists ${names.database} with (force)`,
        `drop role if exists ${names.runtime}`,
        `drop role if exists ${names.owner}`,
    ]);
    await rm(dataDir, { recursive: true, force: true });
});

it('serves the portal as the runtime role: seeding, sign-in and its audit entry', async () => {
    await ensureProfile(database.db, 'healthcare');
    await seedDemoData(database.db, 'healthcare');
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), database });
    try {
        const wrong = await app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { username: 'provider', password: 'not it at all' },
        });
        expect(wrong.json().code).toBe(60204);
        const signIn = await app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { username: 'provider', password: DEMO_PASSWORD },
        });
        expect(signIn.statusCode).toBe(200);
    } finally {
        await app.close();
    }
    const { rows } = await runtime.query<{ n: string }>(
        "select count(*) as n from audit_log where action = 'auth.login'"
    );
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(2);
});

it.each([
    ['disable its triggers', 'alter table audit_log disable trigger all'],
    ['drop its trigger', 'drop trigger audit_log_no_update_delete on audit_log'],
    ['truncate it', 'truncate audit_log'],
    ['delete from it', 'delete from audit_log'],
    ['change an entry', "update audit_log set reason = 'edited'"],
    ['drop it', 'drop table audit_log'],
])('does not let the runtime role %s', async (_, statement) => {
    const before = await runtime.query<{ n: string }>('select count(*) as n from audit_log');
    await expect(runtime.query(statement)).rejects.toMatchObject({ code: '42501' });
    const after = await runtime.query<{ n: string }>('select count(*) as n from audit_log');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(Number(after.rows[0]!.n)).toBeGreaterThan(0);
});
