import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNpi } from '../../common/validation/npi';
import { startTestServer, type TestServer } from '../test/testServer';
import { DEMO_ACCOUNTS, ensureProfile, seedDemoData } from '../db/seed';
import { auditLog, users } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
    await server.login('admin');
});
afterAll(() => server.close());

describe('the audit trail', () => {
    it.each([
        ['UPDATE', sql`update audit_log set outcome = 'success'`],
        ['DELETE', sql`delete from audit_log`],
        ['TRUNCATE', sql`truncate audit_log`],
    ])('refuses %s in SQL, keeping every entry', async (_operation, statement) => {
        const before = await server.db.select().from(auditLog);
        expect(before.length).toBeGreaterThan(0);
        // drizzle wraps the database's own error; its cause carries the trigger's message.
        const refusal = await server.db.execute(statement).then(
            () => undefined,
            (error: Error) => error.cause as Error
        );
        expect(refusal?.message).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed/);
        expect(await server.db.select().from(auditLog)).toEqual(before);
    });
});

describe('demo data and profiles', () => {
    it('seeds one active account per role with a valid NPI for the provider', async () => {
        const rows = await server.db.select().from(users).orderBy(users.username);
        expect(rows.map(row => [row.username, row.role, row.status])).toEqual(
            DEMO_ACCOUNTS.healthcare
                .map(account => [account.username, account.role, 'active'])
                .sort((a, b) => a[0]!.localeCompare(b[0]!))
        );
        const provider = rows.find(row => row.role === 'provider')!;
        expect(isValidNpi(provider.providerId!)).toBe(true);
        expect(rows.every(row => row.passwordHash.startsWith('scrypt$'))).toBe(true);
    });

    it('does not seed a database that already has users', async () => {
        expect(await seedDemoData(server.db, 'healthcare')).toEqual([]);
    });

    it('refuses to run the claims profile on a healthcare database, naming both', async () => {
        await expect(ensureProfile(server.db, 'claims')).rejects.toThrow(
            /set up for PORTAL_PROFILE=healthcare; starting it as claims would mix/
        );
        await expect(ensureProfile(server.db, 'healthcare')).resolves.toBeUndefined();
    });

    it('starts empty with SEED=none', async () => {
        const empty = await startTestServer({ seed: false });
        try {
            expect(await empty.db.select().from(users)).toEqual([]);
        } finally {
            await empty.close();
        }
    });
});
