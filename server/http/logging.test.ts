import { DrizzleQueryError, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/testServer';
import { loggerOptions, startFailureText, statementName } from './logging';

const lines: string[] = [];
let server: TestServer;
/** What a failing insert carries as a parameter: a stored password hash. */
const HASH_IN_FLIGHT = 'scrypt$N=131072,r=8,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
beforeAll(async () => {
    server = await startTestServer({ logger: loggerOptions('info', { write: line => lines.push(line) }) });
    // A statement the database refuses (text may not hold a NUL byte), with secrets among its parameters.
    server.app.get('/api/test/failing-insert', { config: { access: 'public' } }, async () => {
        await server.db.insert(users).values({
            username: 'nul-byte',
            email: 'nul-byte@test.example',
            passwordHash: HASH_IN_FLIGHT,
            firstName: 'Ana\u0000',
            lastName: 'Lima',
            role: 'provider',
            orgType: 'provider_practice',
        });
        return {};
    });
});
afterAll(() => server.close());

it('never writes passwords or tokens from query strings or headers to the log', async () => {
    const login = await server.app.inject({
        method: 'POST',
        url: `/api/user/login?username=provider&password=${DEMO_PASSWORD}`,
    });
    const token = login.json().data.token as string;
    await server.app.inject({ url: `/api/user/info?token=${token}` });
    await server.app.inject({ url: '/api/user/getUserInfo', headers: { 'x-token': token } });

    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/user/login"');
    expect(log).toContain('"url":"/api/user/info"');
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain(token);
});

describe('a statement the database refuses', () => {
    it('is logged by its name and SQLSTATE, never with its parameters or the database message', async () => {
        lines.length = 0;
        const response = await server.app.inject({ url: '/api/test/failing-insert' });
        expect(response.statusCode).toBe(500);
        expect(response.json().message).not.toContain('users');

        const failure = lines.map(line => JSON.parse(line)).find(entry => entry.msg === 'unexpected failure');
        expect(failure.failure).toMatchObject({ type: 'DatabaseError', statement: 'insert users', sqlState: '22021' });
        const log = lines.join('\n');
        for (const secret of [HASH_IN_FLIGHT, 'nul-byte@test.example', 'Lima', 'params']) {
            expect(log).not.toContain(secret);
        }
    });

    it.each([
        ['insert into "users" ("id", "email") values ($1, $2)', 'insert users'],
        ['update "sessions" set "ended_at" = $1 where "id" = $2', 'update sessions'],
        ['select "id" from "audit_log" where "actor" = $1', 'select audit_log'],
        ['delete from "login_failures" where "failed_at" < $1', 'delete login_failures'],
        [undefined, 'unknown'],
    ])('is named from its text: %s', (query, name) => {
        expect(statementName(query)).toBe(name);
    });
});

it("prints a start stopped by a refused seeding statement without the statement's values", async () => {
    // What a second server seeding the demo accounts at the same moment met: a duplicate username.
    const [admin] = await server.db.select().from(users).where(eq(users.username, 'admin'));
    const failure = await server.db
        .insert(users)
        .values({ ...admin!, id: undefined })
        .then(() => undefined)
        .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(String((failure as Error).message)).toContain('params:');

    const text = startFailureText(failure);
    expect(text).toMatch(
        /^The portal could not start: DatabaseError: insert users refused with SQLSTATE 23505\n\s+at /
    );
    for (const value of [admin!.username, admin!.email, admin!.passwordHash, admin!.lastName, 'params']) {
        expect(text).not.toContain(value);
    }
});

it('says a mail went to the outbox without writing its link to the log', async () => {
    lines.length = 0;
    const response = await server.app.inject({
        method: 'POST',
        url: '/api/user/repasswordemail',
        payload: { email: 'priya.raman@lakeshorefamilymed.example' },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await server.outbox();
    const link = /https?:\/\/\S+/.exec(mail!.body)![0];
    const key = new URL(link.replace('#', '')).searchParams.get('key')!;
    expect(key.length).toBeGreaterThan(10);

    const log = lines.join('\n');
    expect(log).toContain('mail kept in the outbox');
    expect(log).not.toContain(key);
    expect(log).not.toContain(link);
});

it('answers every API call with Cache-Control: no-store', async () => {
    const token = await server.login('provider');
    for (const url of ['/api/user/getUserInfo', '/api/health', '/api/no-such-thing']) {
        const response = await server.app.inject({ url, headers: { 'x-token': token } });
        expect(response.headers['cache-control'], url).toBe('no-store');
    }
});
