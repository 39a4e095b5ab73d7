import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';
import { users } from '../db/schema';
import { executeSelect, executeStatement } from './statementText';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

const rowsOf = async (statement: ReturnType<typeof sql>) =>
    ((await executeStatement(server.db, statement)) as { rows: Record<string, unknown>[] }).rows;

describe('statements run with their text kept per shape', () => {
    const usernamesIn = (roles: string[], username: string) =>
        sql`select ${users.username} as "username" from ${users} where ${inArray(users.role, roles)} or ${eq(users.username, username)} order by 1`;

    it('answer as drizzle does, a second statement of the same shape with its own values', async () => {
        for (const [roles, username] of [
            [['admin', 'provider'], 'pharma'],
            [['editor', 'healthplan'], 'admin'],
        ] as const) {
            const statement = usernamesIn([...roles], username);
            const expected = ((await server.db.execute(statement)) as unknown as { rows: unknown[] }).rows;
            expect(expected.length).toBeGreaterThan(1);
            expect(await rowsOf(statement)).toEqual(expected);
        }
    });

    it('tell shapes apart by the number of values in a list', async () => {
        const one = await rowsOf(usernamesIn(['admin'], 'nobody'));
        const two = await rowsOf(usernamesIn(['admin', 'pharma'], 'nobody'));
        expect(two.length).toBeGreaterThan(one.length);
    });

    it('leave to drizzle what they cannot read', async () => {
        const everyone = server.db.select({ username: users.username }).from(users).as('everyone');
        const counted = sql`select count(*)::int as "count" from ${everyone} where ${everyone.username} <> ${'admin'}`;
        const expected = ((await server.db.execute(counted)) as unknown as { rows: unknown[] }).rows;
        expect(await rowsOf(counted)).toEqual(expected);
    });
});

describe('selects of the query builder run by their shape', () => {
    const inviter = alias(users, 'inviter');
    /** Users but one, each beside a left-joined other user, through a subquery joined by its alias. */
    const pageBut = (username: string) => {
        const others = server.db
            .select({ otherId: sql<string>`${users.id}`.as('other_id') })
            .from(users)
            .where(ne(users.username, username))
            .as('others');
        return server.db
            .select({ username: users.username, createdAt: users.createdAt, inviter: { name: inviter.username } })
            .from(users)
            .leftJoin(inviter, eq(inviter.username, username))
            .innerJoin(others, eq(others.otherId, users.id))
            .orderBy(asc(users.username));
    };

    it('map their rows as drizzle does (dates, nested fields, a left join), each with its own values', async () => {
        for (const username of ['admin', 'provider', 'nobody']) {
            const expected = await pageBut(username);
            expect(expected.length).toBeGreaterThan(1);
            expect(expected[0]!.createdAt).toBeInstanceOf(Date);
            expect(await executeSelect(server.db, pageBut(username))).toEqual(expected);
        }
    });
});
