import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserStatus } from '../../../common/vocabularies/users';
import { auditLog, sessions, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: string;
let adminId: string;
beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    adminId = (await server.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;
});
afterAll(() => server.close());

const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'x-token': token, ...headers } });
const send = (
    method: 'POST' | 'DELETE',
    url: string,
    payload?: object,
    token = admin,
    headers: Record<string, string> = {}
) => server.app.inject({ method, url, headers: { 'x-token': token, ...headers }, ...(payload ? { payload } : {}) });

/** `/api/users?sort=...&range=...&filter=...` with each part JSON-encoded. */
const listUrl = (query: { sort?: unknown; range?: unknown; filter?: unknown; raw?: Record<string, string> }) => {
    const params = new URLSearchParams();
    for (const key of ['sort', 'range', 'filter'] as const) {
        if (query[key] !== undefined) params.set(key, JSON.stringify(query[key]));
    }
    for (const [key, value] of Object.entries(query.raw ?? {})) params.set(key, value);
    return `/api/users?${params}`;
};
const usernames = (response: { json(): unknown }) =>
    (response.json() as { username: string }[]).map(user => user.username);

/** Rows a refused request must leave as they were. */
const snapshot = async () => ({
    audit: (await server.db.select({ n: count() }).from(auditLog))[0]!.n,
    sessions: (await server.db.select({ n: count() }).from(sessions))[0]!.n,
    users: JSON.stringify(await server.db.select().from(users).orderBy(users.id)),
});
const lastAudit = async () => (await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const statusOf = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!.status;
const whoAmI = (token: string) => get('/api/user/info', token);

describe('GET /api/users', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
        const rows = [
            [
                'zlist-alice',
                {
                    firstName: 'Alice',
                    lastName: 'Nakamura',
                    role: 'provider',
                    orgType: 'provider_practice',
                    orgName: 'Harbor Pediatrics',
                    providerId: '1234567893',
                    status: 'active',
                    lastLoginAt: new Date('2026-03-10T10:00:00Z'),
                },
            ],
            [
                'zlist-bob',
                {
                    firstName: 'Bob',
                    lastName: 'Okafor',
                    role: 'healthplan',
                    orgType: 'health_plan',
                    orgName: 'Summit Care',
                    planName: 'Summit Gold',
                    status: 'locked',
                    lastLoginAt: new Date('2026-04-01T12:00:00Z'),
                },
            ],
            [
                'zlist-carol',
                {
                    firstName: 'Carol',
                    lastName: 'Ibarra',
                    role: 'pharma',
                    orgType: 'pharma_manufacturer',
                    orgName: 'Verde Labs',
                    status: 'pending',
                    lastLoginAt: null,
                },
            ],
            [
                'zlist-dave',
                {
                    firstName: 'Dave',
                    lastName: 'Abbott',
                    role: 'provider',
                    orgType: 'provider_practice',
                    orgName: 'Harbor Pediatrics',
                    status: 'disabled',
                    lastLoginAt: new Date('2026-04-20T23:30:00Z'),
                },
            ],
        ] as const;
        for (const [username, values] of rows) ids[username] = (await server.addUser(username, values)).id;
    });
    const mine = (filter: object = {}) => ({ q: 'zlist', ...filter });

    it('answers a page as a plain array of user records with Content-Range', async () => {
        const response = await get(listUrl({ sort: ['username', 'ASC'], range: [0, 1], filter: mine() }));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-range']).toBe('users 0-1/4');
        const [alice, bob] = response.json();
        expect(bob.username).toBe('zlist-bob');
        expect(alice).toEqual({
            id: ids['zlist-alice'],
            username: 'zlist-alice',
            email: 'zlist-alice@test.example',
            firstName: 'Alice',
            lastName: 'Nakamura',
            role: 'provider',
            orgType: 'provider_practice',
            orgName: 'Harbor Pediatrics',
            providerId: '1234567893',
            planName: null,
            status: 'active',
            language: 'en',
            createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
            updatedAt: expect.stringMatching(/Z$/),
            lastLoginAt: '2026-03-10T10:00:00.000Z',
            liveSessions: 0,
        });
        expect(response.body).not.toMatch(/password|scrypt|totp/i);
    });

    it('pages through with range, and says when a page is past the end', async () => {
        const second = await get(listUrl({ sort: ['username', 'ASC'], range: [2, 3], filter: mine() }));
        expect(usernames(second)).toEqual(['zlist-carol', 'zlist-dave']);
        expect(second.headers['content-range']).toBe('users 2-3/4');
        const past = await get(listUrl({ sort: ['username', 'ASC'], range: [10, 19], filter: mine() }));
        expect(past.json()).toEqual([]);
        expect(past.headers['content-range']).toBe('users */4');
    });

    it('answers the first 25 users by username without any parameter', async () => {
        const response = await get('/api/users');
        const names = usernames(response);
        expect(names.length).toBeLessThanOrEqual(25);
        const lower = names.map(name => name.toLowerCase());
        expect(lower).toEqual([...lower].sort());
        expect(response.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
    });

    it.each([
        ['a part of the username, any case', 'ZLIST-AL', ['zlist-alice']],
        ['a part of the e-mail', 'bob@test', ['zlist-bob']],
        ['a first name', 'carol', ['zlist-carol']],
        ['a last name', 'abbott', ['zlist-dave']],
        ['a full name', 'alice naka', ['zlist-alice']],
        ['an organisation name', 'harbor ped', ['zlist-alice', 'zlist-dave']],
        ['a provider id', '45678', ['zlist-alice']],
        ['LIKE characters taken literally', 'zlist_%', []],
    ])('finds users by q: %s', async (_, q, expected) => {
        const response = await get(listUrl({ sort: ['username', 'ASC'], filter: { q } }));
        expect(usernames(response).filter(name => name.startsWith('zlist'))).toEqual(expected);
    });

    it.each([
        [{ role: 'provider' }, ['zlist-alice', 'zlist-dave']],
        [{ role: ['healthplan', 'pharma'] }, ['zlist-bob', 'zlist-carol']],
        [{ role: [] }, ['zlist-alice', 'zlist-bob', 'zlist-carol', 'zlist-dave']],
        [{ orgType: 'health_plan' }, ['zlist-bob']],
        [{ orgType: ['pharma_manufacturer', 'provider_practice'] }, ['zlist-alice', 'zlist-carol', 'zlist-dave']],
        [{ status: 'locked' }, ['zlist-bob']],
        [{ status: ['pending', 'disabled'] }, ['zlist-carol', 'zlist-dave']],
        [{ role: 'provider', status: 'active' }, ['zlist-alice']],
        [{ lastLoginAfter: '2026-04-01' }, ['zlist-bob', 'zlist-dave']],
        [{ lastLoginAfter: '2026-04-01T12:00:01Z' }, ['zlist-dave']],
        [{ lastLoginBefore: '2026-04-01' }, ['zlist-alice', 'zlist-bob']],
        [{ lastLoginBefore: '2026-04-01T11:59:59Z' }, ['zlist-alice']],
        [
            { lastLoginAfter: '2026-03-10T10:00:00Z', lastLoginBefore: '2026-04-01T12:00:00Z' },
            ['zlist-alice', 'zlist-bob'],
        ],
        [{ lastLoginAfter: '2026-04-20T23:30:00+02:00' }, ['zlist-dave']],
        [{ lastLoginBefore: '2026-12-31' }, ['zlist-alice', 'zlist-bob', 'zlist-dave']],
    ])('filters by %j', async (filter, expected) => {
        const response = await get(listUrl({ sort: ['username', 'ASC'], filter: mine(filter) }));
        expect(response.statusCode).toBe(200);
        expect(usernames(response)).toEqual(expected);
        expect(response.headers['content-range']).toBe(
            expected.length ? `users 0-${expected.length - 1}/${expected.length}` : 'users */0'
        );
    });

    it.each([
        [
            ['username', 'DESC'],
            ['zlist-dave', 'zlist-carol', 'zlist-bob', 'zlist-alice'],
        ],
        [
            ['lastName', 'ASC'],
            ['zlist-dave', 'zlist-carol', 'zlist-alice', 'zlist-bob'],
        ],
        [
            ['firstName', 'DESC'],
            ['zlist-dave', 'zlist-carol', 'zlist-bob', 'zlist-alice'],
        ],
        [
            ['email', 'ASC'],
            ['zlist-alice', 'zlist-bob', 'zlist-carol', 'zlist-dave'],
        ],
        [
            ['status', 'ASC'],
            ['zlist-alice', 'zlist-dave', 'zlist-bob', 'zlist-carol'],
        ],
        [
            ['lastLoginAt', 'ASC'],
            ['zlist-alice', 'zlist-bob', 'zlist-dave', 'zlist-carol'],
        ],
        [
            ['lastLoginAt', 'DESC'],
            ['zlist-dave', 'zlist-bob', 'zlist-alice', 'zlist-carol'],
        ],
    ])('sorts by %j (never signed in last)', async (sort, expected) => {
        expect(usernames(await get(listUrl({ sort, filter: mine() })))).toEqual(expected);
    });

    it('breaks ties by id, in the order asked, so that pages never overlap', async () => {
        const byId = (['zlist-alice', 'zlist-dave'] as const).map(name => ids[name]!).sort();
        const ascending = (await get(listUrl({ sort: ['role', 'ASC'], filter: mine({ role: 'provider' }) }))).json();
        expect(ascending.map((user: { id: string }) => user.id)).toEqual(byId);
        const descending = (
            await get(listUrl({ sort: ['orgType', 'DESC'], filter: mine({ role: 'provider' }) }))
        ).json();
        expect(descending.map((user: { id: string }) => user.id)).toEqual([...byId].reverse());
        const pages = [];
        for (const first of [0, 1, 2, 3]) {
            pages.push(
                ...usernames(await get(listUrl({ sort: ['createdAt', 'ASC'], range: [first, first], filter: mine() })))
            );
        }
        expect(new Set(pages).size).toBe(4);
    });

    it('counts the live sessions of each user', async () => {
        await server.addUser('zlive', { lastName: 'Live' });
        await server.login('zlive');
        const second = await server.login('zlive');
        await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: { 'x-token': second } });
        await server.login('zlive');
        const [record] = (await get(listUrl({ filter: { q: 'zlive' } }))).json();
        expect(record.liveSessions).toBe(2);
    });

    it.each([
        [
            { sort: '["password","ASC"]' },
            '"sort" cannot sort by "password". Sortable fields: id, username, email, firstName, lastName, role, orgType, status, createdAt, lastLoginAt.',
        ],
        [{ sort: '["username","UP"]' }, '"sort" must end with ASC or DESC.'],
        [{ sort: '"username"' }, '"sort" must be a list of a field name and ASC or DESC, for example ["id","ASC"].'],
        [{ sort: '["username"]' }, '"sort" must be a list of a field name and ASC or DESC, for example ["id","ASC"].'],
        [{ sort: '[username,ASC]' }, '"sort" must be JSON, for example ["username","ASC"].'],
        [{ range: '[0,100]' }, '"range" may cover at most 100 rows.'],
        [
            { range: '[5,2]' },
            '"range" must be [first, last]: two whole numbers from 0, first ≤ last, for example [0,24].',
        ],
        [
            { range: '[-1,5]' },
            '"range" must be [first, last]: two whole numbers from 0, first ≤ last, for example [0,24].',
        ],
        [
            { range: '[0,1.5]' },
            '"range" must be [first, last]: two whole numbers from 0, first ≤ last, for example [0,24].',
        ],
        [{ range: '0-24' }, '"range" must be JSON, for example [0,24].'],
        [{ filter: '{"q":' }, '"filter" must be JSON, for example {"q":"raman","status":["active","locked"]}.'],
        [{ filter: '["q"]' }, '"filter" must be an object.'],
        [
            { filter: '{"name":"x"}' },
            '"filter" has no key "name". Keys: q, id, role, orgType, status, lastLoginAfter, lastLoginBefore.',
        ],
        [
            { filter: '{"status":"banned"}' },
            '"filter.status" cannot be "banned". Values: pending, active, locked, disabled.',
        ],
        [
            { filter: '{"status":["active","gone"]}' },
            '"filter.status" cannot be "gone". Values: pending, active, locked, disabled.',
        ],
        [{ filter: '{"role":5}' }, '"filter.role" must be a list.'],
        [{ filter: '{"q":7}' }, '"filter.q" must be text.'],
        [
            { filter: '{"lastLoginAfter":"last week"}' },
            '"filter.lastLoginAfter" must be an ISO 8601 date or time such as 2026-05-01 or 2026-05-01T09:30:00Z.',
        ],
        [
            { filter: '{"lastLoginBefore":"2026-02-30"}' },
            '"filter.lastLoginBefore" must be an ISO 8601 date or time such as 2026-05-01 or 2026-05-01T09:30:00Z.',
        ],
    ])('refuses %j with a 400 naming it, changing nothing', async (raw, message) => {
        const before = await snapshot();
        const response = await get(listUrl({ raw }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, message, success: false });
        expect(await snapshot()).toEqual(before);
    });

    it('refuses in the language of the caller', async () => {
        const response = await get(listUrl({ raw: { sort: '["username","UP"]' } }), admin, { 'accept-language': 'es' });
        expect(response.json().message).toBe('"sort" debe terminar en ASC o DESC.');
    });

    it('is for admins only', async () => {
        const response = await get('/api/users', await server.login('provider'));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 403, message: 'You are not allowed to do this.' });
    });
});

describe('GET /api/users/:id', () => {
    it("answers another user's record and audits the look (user.view)", async () => {
        const user = await server.addUser('zview', { providerId: '1740283969' });
        const response = await get(`/api/users/${user.id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
            id: user.id,
            username: 'zview',
            status: 'active',
            providerId: '1740283969',
            liveSessions: 0,
        });
        expect(response.json()).not.toHaveProperty('passwordHash');
        expect(await lastAudit()).toMatchObject({
            action: 'user.view',
            outcome: 'success',
            actorId: adminId,
            actorUsername: 'admin',
            targetType: 'user',
            targetId: user.id,
        });
    });

    it("does not audit a look at one's own record", async () => {
        const before = await snapshot();
        const response = await get(`/api/users/${adminId}`);
        expect(response.json()).toMatchObject({
            id: adminId,
            username: 'admin',
            role: 'admin',
            liveSessions: expect.any(Number),
        });
        expect(response.json().liveSessions).toBeGreaterThanOrEqual(1);
        expect((await snapshot()).audit).toBe(before.audit);
    });

    it.each([
        [
            'an unknown id',
            '00000000-0000-4000-8000-000000000000',
            'There is no user with the id 00000000-0000-4000-8000-000000000000.',
        ],
        ['a malformed id', 'not-a-uuid', 'There is nothing at /api/users/not-a-uuid.'],
    ])('answers 404 for %s, auditing nothing', async (_, id, message) => {
        const before = await snapshot();
        const response = await get(`/api/users/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, message, success: false });
        expect(await snapshot()).toEqual(before);
    });
});

describe('POST /api/users/:id/status', () => {
    let counter = 0;
    const userWith = async (status: UserStatus) => server.addUser(`zstatus-${status}-${++counter}`, { status });
    const changeStatus = (id: string, status: unknown, token = admin, headers: Record<string, string> = {}) =>
        send('POST', `/api/users/${id}/status`, { status }, token, headers);

    it.each([
        ['pending', 'active', 'activate'],
        ['pending', 'disabled', 'disable'],
        ['active', 'locked', 'lock'],
        ['active', 'disabled', 'disable'],
        ['locked', 'active', 'unlock'],
        ['locked', 'disabled', 'disable'],
        ['disabled', 'active', 'enable'],
    ] as const)('moves %s → %s (%s), answers the record and audits it', async (from, to, transition) => {
        const user = await userWith(from);
        const response = await changeStatus(user.id, to);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({
            code: 200,
            message: 'success',
            data: { id: user.id, status: to, liveSessions: 0 },
        });
        expect(new Date(body.data.updatedAt).getTime()).toBeGreaterThan(user.updatedAt.getTime());
        expect(await statusOf(user.id)).toBe(to);
        const shutOut = to === 'locked' || to === 'disabled';
        expect(await lastAudit()).toMatchObject({
            action: 'user.status',
            outcome: 'success',
            actorUsername: 'admin',
            targetType: 'user',
            targetId: user.id,
            reason: transition,
            changes: {
                status: { before: from, after: to },
                ...(shutOut ? { liveSessions: { before: 0, after: 0 } } : {}),
            },
        });
    });

    it.each([
        ['pending', 'locked', 'The account is pending; it cannot be changed to locked.'],
        ['locked', 'locked', 'The account is already locked.'],
        ['active', 'active', 'The account is already active.'],
        ['disabled', 'disabled', 'The account is already disabled.'],
        ['disabled', 'locked', 'The account is disabled; it cannot be changed to locked.'],
    ] as const)('refuses %s → %s with 409, changing nothing', async (from, to, message) => {
        const user = await userWith(from);
        const before = await snapshot();
        const response = await changeStatus(user.id, to);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ code: 409, message, success: false });
        expect(await snapshot()).toEqual(before);
    });

    it('names the statuses in the language of the caller', async () => {
        const user = await userWith('disabled');
        const spanish = await changeStatus(user.id, 'locked', admin, { 'accept-language': 'es' });
        expect(spanish.json().message).toBe('La cuenta está desactivada; no se puede cambiar a bloqueada.');
        const japanese = await changeStatus(user.id, 'locked', admin, { cookie: 'language=ja' });
        expect(japanese.json().message).toBe('このアカウントは「無効」のため、「ロック中」に変更できません。');
    });

    it("refuses a change of one's own status, changing nothing", async () => {
        const before = await snapshot();
        const response = await changeStatus(adminId, 'disabled');
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
            code: 409,
            message: 'You cannot change the status of your own account.',
            success: false,
        });
        expect(await snapshot()).toEqual(before);
        expect((await whoAmI(admin)).json().code).toBe(200);
    });

    it.each([
        [{ status: 'pending' }, 400, '"status" cannot be "pending". Values: active, locked, disabled.'],
        [{}, 400, '"status" is required.'],
        [{ status: 'locked', note: 'x' }, 400, '"note" is not an accepted field.'],
    ])('refuses the body %j, changing nothing', async (payload, status, message) => {
        const user = await userWith('active');
        const before = await snapshot();
        const response = await send('POST', `/api/users/${user.id}/status`, payload);
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message);
        expect(await snapshot()).toEqual(before);
    });

    it('answers 404 for an unknown or malformed id', async () => {
        const unknown = await changeStatus('00000000-0000-4000-8000-000000000000', 'locked');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe('There is no user with the id 00000000-0000-4000-8000-000000000000.');
        expect((await changeStatus('42', 'locked')).json()).toMatchObject({
            code: 404,
            message: 'There is nothing at /api/users/42/status.',
        });
    });

    it.each(['locked', 'disabled'] as const)(
        "%s: the user's signed-in sessions answer 50012 on their very next request, and stay ended",
        async status => {
            const user = await userWith('active');
            const first = await server.login(user.username);
            const second = await server.login(user.username);
            expect((await whoAmI(first)).json().code).toBe(200);
            expect((await whoAmI(second)).json().code).toBe(200);

            const response = await changeStatus(user.id, status);
            expect(response.json().data).toMatchObject({ status, liveSessions: 0 });
            expect(await lastAudit()).toMatchObject({
                action: 'user.status',
                changes: { status: { before: 'active', after: status }, liveSessions: { before: 2, after: 0 } },
            });
            for (const token of [first, second]) {
                const refused = await whoAmI(token);
                expect(refused.statusCode).toBe(401);
                expect(refused.json()).toEqual({
                    code: 50012,
                    message: 'Your session has ended. Please sign in again.',
                    success: false,
                });
            }
            const rows = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
            expect(rows.map(row => row.endReason)).toEqual(['revoked', 'revoked']);

            // Letting the account back in does not bring the ended sessions back.
            await changeStatus(user.id, 'active');
            expect((await whoAmI(first)).json().code).toBe(50012);
            expect((await whoAmI(await server.login(user.username))).json().code).toBe(200);
        }
    );

    it('is for admins only, and a refusal changes nothing', async () => {
        const user = await userWith('active');
        const provider = await server.login('provider');
        const response = await changeStatus(user.id, 'locked', provider);
        expect(response.statusCode).toBe(403);
        expect(await statusOf(user.id)).toBe('active');
    });
});

describe('sessions of a user', () => {
    it('lists them newest first, never the token, each saying whether it is live', async () => {
        const user = await server.addUser('zsessions');
        await server.login(user.username, undefined, '10.9.0.1');
        const signedOut = await server.login(user.username, undefined, '10.9.0.2');
        await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: { 'x-token': signedOut } });
        await server.login(user.username, undefined, '10.9.0.3');
        // The oldest one has been idle longer than SESSION_IDLE_MINUTES (30 by default).
        const [idleRow] = await server.db.select().from(sessions).where(eq(sessions.ip, '10.9.0.1'));
        await server.db
            .update(sessions)
            .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000), createdAt: new Date(Date.now() - 40 * 60_000) })
            .where(eq(sessions.id, idleRow!.id));

        const response = await get(`/api/users/${user.id}/sessions`);
        expect(response.statusCode).toBe(200);
        const { code, data } = response.json();
        expect(code).toBe(200);
        expect(data.map((session: { ip: string }) => session.ip)).toEqual(['10.9.0.3', '10.9.0.2', '10.9.0.1']);
        expect(data.map((session: { live: boolean }) => session.live)).toEqual([true, false, false]);
        expect(data[1]).toMatchObject({ endReason: 'logout', endedAt: expect.any(String) });
        expect(data[0]).toEqual({
            id: expect.any(String),
            createdAt: expect.any(String),
            lastSeenAt: expect.any(String),
            expiresAt: expect.any(String),
            endedAt: null,
            endReason: null,
            ip: '10.9.0.3',
            userAgent: 'lightMyRequest',
            live: true,
        });
        expect(response.body).not.toMatch(/tokenHash|[0-9a-f]{64}/);
        const [listed] = (await get(`/api/users?filter=${encodeURIComponent('{"q":"zsessions"}')}`)).json();
        expect(listed.liveSessions).toBe(1);
    });

    it('ends one session: its token answers 50012; a second time answers ended: false', async () => {
        const user = await server.addUser('zend-one');
        const kept = await server.login(user.username);
        const ended = await server.login(user.username);
        const [row] = await server.db
            .select()
            .from(sessions)
            .where(eq(sessions.userId, user.id))
            .orderBy(desc(sessions.createdAt))
            .limit(1);

        const response = await send('DELETE', `/api/sessions/${row!.id}`);
        expect(response.json()).toEqual({ code: 200, message: 'success', data: { ended: true } });
        expect((await whoAmI(ended)).json().code).toBe(50012);
        expect((await whoAmI(kept)).json().code).toBe(200);
        expect(await lastAudit()).toMatchObject({
            action: 'session.ended',
            outcome: 'success',
            actorUsername: 'admin',
            targetType: 'session',
            targetId: row!.id,
            reason: `user:${user.id}`,
            changes: { live: { before: true, after: false } },
        });
        const [stored] = await server.db.select().from(sessions).where(eq(sessions.id, row!.id));
        expect(stored!.endReason).toBe('revoked');

        const again = await send('DELETE', `/api/sessions/${row!.id}`);
        expect(again.json().data).toEqual({ ended: false });
    });

    it('answers 404 for an unknown or malformed session id, changing nothing', async () => {
        const before = await snapshot();
        const unknown = await send('DELETE', '/api/sessions/00000000-0000-4000-8000-000000000000');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe('There is no session with the id 00000000-0000-4000-8000-000000000000.');
        expect((await send('DELETE', '/api/sessions/abc')).statusCode).toBe(404);
        expect(await snapshot()).toEqual(before);
    });

    it("ends all of a user's live sessions; the account stays active", async () => {
        const user = await server.addUser('zend-all');
        const tokens = [await server.login(user.username), await server.login(user.username)];
        const response = await send('DELETE', `/api/users/${user.id}/sessions`);
        expect(response.json()).toEqual({ code: 200, message: 'success', data: { ended: 2 } });
        for (const token of tokens) expect((await whoAmI(token)).json().code).toBe(50012);
        expect(await lastAudit()).toMatchObject({
            action: 'user.sessionsEnded',
            actorUsername: 'admin',
            targetType: 'user',
            targetId: user.id,
            changes: { liveSessions: { before: 2, after: 0 } },
        });
        expect(await statusOf(user.id)).toBe('active');
        expect((await whoAmI(await server.login(user.username))).json().code).toBe(200);
        expect((await send('DELETE', `/api/users/${user.id}/sessions`)).json().data).toEqual({ ended: 1 });
    });

    it('lets an admin end their own sessions: their next request answers 50012', async () => {
        const me = await server.addUser('zadmin', { role: 'admin', orgType: 'portal_operator' });
        const token = await server.login('zadmin');
        const response = await send('DELETE', `/api/users/${me.id}/sessions`, undefined, token);
        expect(response.json()).toEqual({ code: 200, message: 'success', data: { ended: 1 } });
        expect((await whoAmI(token)).json()).toMatchObject({ code: 50012 });
    });

    it('answers 404 for an unknown user', async () => {
        const id = '00000000-0000-4000-8000-000000000000';
        expect((await get(`/api/users/${id}/sessions`)).json()).toMatchObject({
            code: 404,
            message: `There is no user with the id ${id}.`,
        });
        expect((await send('DELETE', `/api/users/${id}/sessions`)).statusCode).toBe(404);
    });

    it('is for admins only', async () => {
        const user = await server.addUser('zend-guarded');
        const token = await server.login(user.username);
        const healthplan = await server.login('healthplan');
        expect((await get(`/api/users/${user.id}/sessions`, healthplan)).statusCode).toBe(403);
        expect((await send('DELETE', `/api/users/${user.id}/sessions`, undefined, healthplan)).statusCode).toBe(403);
        expect((await whoAmI(token)).json().code).toBe(200);
    });
});

describe('users by id and password resets sent by an admin', () => {
    it('answers the users named by id (react-admin getMany) without auditing views', async () => {
        const ids = (await server.db.select().from(users).where(eq(users.role, 'provider')).limit(2)).map(
            user => user.id
        );
        const before = await snapshot();
        const response = await get(listUrl({ filter: { id: ids } }));
        expect((response.json() as { id: string }[]).map(user => user.id).sort()).toEqual([...ids].sort());
        expect((await snapshot()).audit).toBe(before.audit);
    });

    it('sends an active user the reset e-mail, audited; refuses for an account that is not active', async () => {
        const target = await server.addUser('reset-by-admin', { email: 'reset-by-admin@clinic.example' });
        const response = await send('POST', `/api/users/${target.id}/password-reset`);
        expect(response.json()).toMatchObject({
            code: 200,
            data: { message: 'A password reset e-mail is on its way to reset-by-admin@clinic.example.' },
        });
        const mail = (await server.outbox())
            .filter(message => message.to.includes('reset-by-admin@clinic.example'))
            .at(-1)!;
        expect(mail.body).toMatch(/#\/resetPassword\?key=/);
        expect(await lastAudit()).toMatchObject({
            action: 'user.passwordResetRequested',
            actorUsername: 'admin',
            targetId: target.id,
        });

        const pending = await server.addUser('reset-pending', { status: 'pending' });
        const refused = await send('POST', `/api/users/${pending.id}/password-reset`);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe('Only an active account can reset its password.');
        const provider = await server.login('provider');
        expect((await send('POST', `/api/users/${target.id}/password-reset`, undefined, provider)).statusCode).toBe(
            403
        );
    });
});
