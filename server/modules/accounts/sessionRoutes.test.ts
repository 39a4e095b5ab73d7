import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNpi } from '../../../common/validation/npi';
import { DEMO_PASSWORD } from '../../db/seed';
import { auditLog, sessions, signInAttempts, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

/** Each request from its own address, so failures only add up where a test means them to. */
let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: payload as never, headers, remoteAddress: nextAddress() });
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** Rows that a refused request must leave as they were. */
const snapshot = async () => {
    const [s] = await server.db.select({ n: count() }).from(sessions);
    const [f] = await server.db.select({ n: count() }).from(signInAttempts);
    const [a] = await server.db.select({ n: count() }).from(auditLog);
    return { sessions: s!.n, failures: f!.n, audit: a!.n };
};

describe('POST /api/user/login', () => {
    it('signs in with a JSON body and answers a 256-bit token', async () => {
        const response = await post('/api/user/login', { username: 'provider', password: DEMO_PASSWORD });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({ code: 200, message: 'success' });
        expect(Buffer.from(body.data.token, 'base64url')).toHaveLength(32);
    });

    it('accepts the legacy query-string form and ignores spaces around the username', async () => {
        const response = await post(
            `/api/user/login?username=${encodeURIComponent('  healthplan ')}&password=${DEMO_PASSWORD}`
        );
        expect(response.json()).toMatchObject({ code: 200 });
    });

    it('stores only a hash of the token', async () => {
        const token = await server.login('admin');
        const rows = await server.db.select().from(sessions);
        expect(rows.some(row => row.tokenHash === token)).toBe(false);
        expect(rows.every(row => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });

    it('refuses a wrong password with 60204 and the exact message, and audits it', async () => {
        await server.addUser('mistyped');
        const response = await post('/api/user/login', { username: 'mistyped', password: 'not-the-password' });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
            code: 60204,
            message: 'Account and password are incorrect.',
            success: false,
        });
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'auth.login'))
            .orderBy(sql`${auditLog.id} desc`)
            .limit(1);
        expect(entry).toMatchObject({ outcome: 'failure', actorUsername: 'mistyped', reason: 'wrong_credentials' });
        expect(JSON.stringify(entry)).not.toContain('not-the-password');
    });

    it('answers an unknown username exactly like a wrong password', async () => {
        const response = await post('/api/user/login', { username: 'nobody', password: DEMO_PASSWORD });
        expect(response.json()).toMatchObject({ code: 60204, message: 'Account and password are incorrect.' });
    });

    it('translates the message into the language of the caller', async () => {
        const response = await post(
            '/api/user/login',
            { username: 'mistyped', password: 'wrong' },
            { cookie: 'language=zh' }
        );
        expect(response.json().message).toBe('账号或密码不正确。');
        const spanish = await post(
            '/api/user/login',
            { username: 'mistyped', password: 'wrong' },
            { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }
        );
        expect(spanish.json().message).toBe('La cuenta o la contraseña son incorrectas.');
    });

    it.each([
        ['a missing username', { password: 'x' }, '"username" is required.'],
        ['a missing password', { username: 'admin' }, '"password" is required.'],
        ['an empty username', { username: '   ', password: 'x' }, '"username" must not be empty.'],
        ['an empty password', { username: 'admin', password: '' }, '"password" must not be empty.'],
        [
            'an oversized username',
            { username: 'a'.repeat(151), password: 'x' },
            '"username" must be at most 150 characters long.',
        ],
        [
            'an oversized password',
            { username: 'admin', password: 'x'.repeat(1025) },
            '"password" must be at most 1024 characters long.',
        ],
        ['a number as username', { username: 42, password: 'x' }, '"username" must be text.'],
        ['an unknown field', { username: 'admin', password: 'x', role: 'admin' }, '"role" is not an accepted field.'],
    ])('refuses %s with a message naming the field, changing nothing', async (_case, payload, message) => {
        const before = await snapshot();
        const response = await post('/api/user/login', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, message, success: false });
        expect(await snapshot()).toEqual(before);
    });

    it('refuses a request without credentials, malformed JSON and a body too large', async () => {
        const before = await snapshot();
        expect((await post('/api/user/login')).json()).toMatchObject({ code: 400, message: '"username" is required.' });
        const malformed = await server.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: '{"username": ',
            headers: { 'content-type': 'application/json' },
        });
        expect(malformed.json()).toMatchObject({ code: 400, message: 'The request body is not valid JSON.' });
        const huge = await post('/api/user/login', { username: 'admin', password: 'x'.repeat(300 * 1024) });
        expect(huge.json()).toMatchObject({ code: 400, message: 'The request is too large.' });
        const form = await server.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: 'username=admin',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(form.json()).toMatchObject({ code: 400, message: 'Send the request body as application/json.' });
        expect(await snapshot()).toEqual(before);
    });

    it.each([
        ['pending', 'This account has not been activated yet. Use the link in your activation e-mail.'],
        ['locked', 'This account is locked. Contact your portal administrator.'],
        ['disabled', 'This account is disabled. Contact your portal administrator.'],
    ] as const)('refuses a %s account after a correct password, creating no session', async (status, message) => {
        await server.db.update(users).set({ status }).where(eq(users.username, 'healthplan'));
        try {
            const before = await snapshot();
            const response = await post('/api/user/login', { username: 'healthplan', password: DEMO_PASSWORD });
            expect(response.statusCode).toBe(403);
            expect(response.json()).toMatchObject({ code: 403, message });
            expect((await snapshot()).sessions).toBe(before.sessions);
        } finally {
            await server.db.update(users).set({ status: 'active' }).where(eq(users.username, 'healthplan'));
        }
    });
});

describe('sign-in throttling', () => {
    const signIn = (username: string, password: string, remoteAddress: string) =>
        server.app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });

    it('checks at most 5 of 30 parallel wrong passwords for one account from one address', async () => {
        await server.addUser('raced');
        const answers = await Promise.all(
            Array.from({ length: 30 }, (_, attempt) => signIn('raced', `guess-${attempt}`, '203.0.113.30'))
        );
        const codes = answers.map(answer => answer.json().code);
        expect(codes.filter(code => code === 60204)).toHaveLength(5);
        expect(codes.filter(code => code === 429)).toHaveLength(25);
    });

    it('stops one address after 5 failures on an account, even with the right password, and says when to retry', async () => {
        await server.addUser('targeted');
        for (let attempt = 0; attempt < 5; attempt++) {
            const response = await signIn('targeted', `guess-${attempt}`, '203.0.113.5');
            expect(response.json().code).toBe(60204);
        }
        const sessionsBefore = (await snapshot()).sessions;
        const refused = await signIn('TARGETED', DEMO_PASSWORD, '203.0.113.5');
        expect(refused.statusCode).toBe(429);
        const body = refused.json();
        expect(body.code).toBe(429);
        expect(body.message).toMatch(
            /^Too many failed sign-in attempts\. Try again after \d\d:\d\d UTC \(in 1[45] minutes\)\.$/
        );
        const retryAt = Date.parse(body.data.retryAt);
        expect(retryAt - Date.now()).toBeGreaterThan(14 * 60_000);
        expect(retryAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
        expect((await snapshot()).sessions).toBe(sessionsBefore);
    });

    it("does not lock the owner out: another address's failures leave the owner's sign-in open", async () => {
        await server.addUser('besieged');
        for (let attempt = 0; attempt < 8; attempt++) await signIn('besieged', `guess-${attempt}`, '203.0.113.6');
        expect((await signIn('besieged', DEMO_PASSWORD, '203.0.113.6')).statusCode).toBe(429);
        const owner = await signIn('besieged', DEMO_PASSWORD, '198.51.100.6');
        expect(owner.statusCode).toBe(200);
    });

    it('stops an address after 20 failures across accounts, while other addresses still sign in', async () => {
        const attacker = '203.0.113.9';
        for (let attempt = 0; attempt < 20; attempt++) await signIn(`stuffed-${attempt}`, 'Winter2026!', attacker);
        const refused = await signIn('provider', DEMO_PASSWORD, attacker);
        expect(refused.json().code).toBe(429);
        await expect(server.login('provider', DEMO_PASSWORD, '198.51.100.20')).resolves.toBeTruthy();
    });

    it('lets a failure count start over after a successful sign-in', async () => {
        await server.addUser('forgetful');
        for (let attempt = 0; attempt < 4; attempt++) await signIn('forgetful', `typo-${attempt}`, '198.51.100.7');
        await server.login('forgetful', DEMO_PASSWORD, '198.51.100.7');
        for (let attempt = 0; attempt < 4; attempt++) await signIn('forgetful', `typo-${attempt}`, '198.51.100.7');
        await expect(server.login('forgetful', DEMO_PASSWORD, '198.51.100.7')).resolves.toBeTruthy();
    });
});

describe('GET /api/user/info', () => {
    it('answers the roles, name, avatar and introduction for the X-Token header', async () => {
        const token = await server.login('provider');
        const response = await get('/api/user/info', { 'x-token': token });
        expect(response.json()).toEqual({
            code: 200,
            message: 'success',
            data: {
                roles: ['provider'],
                name: 'Priya Raman',
                avatar: '',
                introduction: 'Family medicine physician',
                screens: [
                    '/home',
                    '/dashboard',
                    '/claimquery',
                    '/connect',
                    '/gettingStarted',
                    '/support',
                    '/userProfile',
                    '/myListing',
                    '/disputes',
                ],
                secondFactor: { enabled: false, required: false, setupRequired: false },
            },
        });
    });

    it('accepts the token as a query parameter (the legacy form)', async () => {
        const token = await server.login('healthplan');
        const response = await get(`/api/user/info?token=${token}`);
        expect(response.json().data.roles).toEqual(['healthplan']);
    });

    it('answers 401 without a token and 50008 for an unknown one', async () => {
        expect((await get('/api/user/info')).json()).toEqual({
            code: 401,
            message: 'You are not signed in.',
            success: false,
        });
        const unknown = await get('/api/user/info', { 'x-token': 'forged-token' });
        expect(unknown.statusCode).toBe(401);
        expect(unknown.json()).toMatchObject({ code: 50008, message: 'Login failed, unable to get user details.' });
    });

    it('answers 50012 once the session has been ended by a sign-out', async () => {
        const token = await server.login('admin');
        await get('/api/user/logout', { 'x-token': token });
        expect((await get('/api/user/info', { 'x-token': token })).json()).toMatchObject({
            code: 50012,
            message: 'Your session has ended. Please sign in again.',
        });
    });

    it('answers 50014 after the idle timeout and after the absolute lifetime, and audits the expiry', async () => {
        const idle = await server.login('admin');
        await server.db
            .update(sessions)
            .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
            .where(isSessionOf(idle));
        expect((await get('/api/user/info', { 'x-token': idle })).json()).toMatchObject({
            code: 50014,
            message: 'Your session has expired. Please sign in again.',
        });
        // Still expired on the next call, not unknown.
        expect((await get('/api/user/info', { 'x-token': idle })).json().code).toBe(50014);

        const old = await server.login('admin');
        await server.db
            .update(sessions)
            .set({ expiresAt: sql`now() - interval '1 second'` })
            .where(isSessionOf(old));
        expect((await get('/api/user/info', { 'x-token': old })).json().code).toBe(50014);

        const expiries = await server.db.select().from(auditLog).where(eq(auditLog.action, 'session.expired'));
        expect(expiries.map(entry => entry.reason).sort()).toEqual(['expired', 'idle']);
    });

    it('answers 50012 when the account is no longer active', async () => {
        const token = await server.login('healthplan');
        await server.db.update(users).set({ status: 'locked' }).where(eq(users.username, 'healthplan'));
        try {
            expect((await get('/api/user/info', { 'x-token': token })).json().code).toBe(50012);
        } finally {
            await server.db.update(users).set({ status: 'active' }).where(eq(users.username, 'healthplan'));
        }
    });
});

describe('GET /api/user/getUserInfo', () => {
    it("answers the provider's profile with a valid NPI, in the result field", async () => {
        const token = await server.login('provider');
        const body = (await get('/api/user/getUserInfo', { 'x-token': token })).json();
        expect(body).toMatchObject({
            code: 200,
            success: true,
            result: {
                userName: 'provider',
                firstName: 'Priya',
                lastName: 'Raman',
                role: 'provider',
                userType: { orgType: 'provider_practice' },
                providerName: 'Lakeshore Family Medicine',
            },
        });
        expect(isValidNpi(body.result.providerId)).toBe(true);
        expect(body.result).not.toHaveProperty('passwordHash');
    });

    it("answers a health plan user's plan name", async () => {
        const token = await server.login('healthplan');
        const body = (await get('/api/user/getUserInfo', { 'x-token': token })).json();
        expect(body.result).toMatchObject({
            planName: 'Evergreen Health Advantage PPO',
            userType: { orgType: 'health_plan' },
        });
        expect(body.result.userType.orgType).toBe('health_plan');
    });

    it('refuses the query-string token: only /api/user/info accepts that legacy form', async () => {
        const token = await server.login('provider');
        expect((await get(`/api/user/getUserInfo?token=${token}`)).json().code).toBe(401);
    });
});

describe('/api/user/logout', () => {
    it('ends the session with GET or POST and audits the sign-out', async () => {
        for (const method of ['GET', 'POST'] as const) {
            const token = await server.login('admin');
            const response = await server.app.inject({
                method,
                url: '/api/user/logout',
                headers: { 'x-token': token },
            });
            expect(response.json()).toEqual({ code: 200, message: 'success', data: null });
            const [session] = await server.db.select().from(sessions).where(isSessionOf(token));
            expect(session).toMatchObject({ endReason: 'logout' });
            expect(session!.endedAt).toBeInstanceOf(Date);
        }
        const signOuts = await server.db.select().from(auditLog).where(eq(auditLog.action, 'auth.logout'));
        expect(signOuts.length).toBeGreaterThanOrEqual(2);
    });

    it('is idempotent: no token, an unknown or an ended token also answer 200 and audit nothing', async () => {
        const token = await server.login('admin');
        await get('/api/user/logout', { 'x-token': token });
        const before = await snapshot();
        for (const headers of [{}, { 'x-token': 'unknown' }, { 'x-token': token }] as Record<string, string>[]) {
            expect((await get('/api/user/logout', headers)).json().code).toBe(200);
        }
        expect(await snapshot()).toEqual(before);
    });
});

const isSessionOf = (token: string) => sql`${sessions.tokenHash} = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`;
