import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactRequests, pageViews, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/testServer';

/**
 * Text the database cannot store (a NUL byte, an unpaired surrogate) and dates it cannot hold are
 * refused at validation, naming the field, on every kind of route: nothing is written.
 */
let server: TestServer;
let admin: string;
let provider: string;
beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    provider = await server.login('provider');
});
afterAll(() => server.close());

const rows = async () =>
    Promise.all(
        [users, contactRequests, pageViews].map(
            async table => (await server.db.select({ n: count() }).from(table))[0]!.n
        )
    );
const auditRows = async () => (await server.db.select({ n: count() }).from(auditLog))[0]!.n;

const registration = (overrides: Record<string, unknown>) => ({
    accountType: 'healthplan',
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana.lima@plan.example',
    username: 'alima',
    orgName: 'Lima Health Plan',
    planName: 'Lima Gold',
    password: 'seven tidal lanterns hum',
    language: 'en',
    ...overrides,
});

describe.each([
    ['NUL', 'Ana\u0000Lima'],
    ['lone surrogate', 'Ana\ud800'],
])('text with a %s', (_, bad) => {
    it.each([
        [
            'sign-in',
            'POST',
            '/api/user/login',
            () => ({ username: bad, password: 'whatever it is' }),
            undefined,
            'username',
        ],
        ['registration', 'POST', '/api/user/register', () => registration({ firstName: bad }), undefined, 'firstName'],
        ['profile', 'POST', '/api/user/setUserInfo', () => ({ lastName: bad }), () => provider, 'lastName'],
        [
            'contact',
            'POST',
            '/api/user/contactus',
            () => ({ email: 'ana@plan.example', subject: 'Help', description: bad }),
            () => provider,
            'description',
        ],
        [
            'page views',
            'POST',
            '/api/pageviews',
            () => ({ views: [{ path: `/home${bad}`, at: new Date().toISOString() }] }),
            () => provider,
            'views.0.path',
        ],
    ] as const)(
        'is refused on %s with a 400 naming the field, and nothing is stored',
        async (...[, method, url, payload, token, field]) => {
            const before = await rows();
            const response = await server.app.inject({
                method,
                url,
                payload: payload(),
                headers: token ? { 'x-token': token() } : {},
                remoteAddress: '10.9.0.1',
            });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({ code: 400, success: false });
            expect(response.json().message).toBe(
                `"${field}" contains a character that cannot be stored (a NUL character or an unpaired surrogate). Remove it and try again.`
            );
            expect(await rows()).toEqual(before);
        }
    );

    it('is refused in a list filter (decoded from its JSON), naming the key', async () => {
        const filter = encodeURIComponent(JSON.stringify({ q: bad }));
        const response = await server.app.inject({ url: `/api/users?filter=${filter}`, headers: { 'x-token': admin } });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('"filter.q" contains a character that cannot be stored');
    });
});

describe('dates in list filters', () => {
    it.each(['0000-01-01', '1899-12-31', '0001-01-01T00:00:00Z'])(
        'refuses %s with a 400 naming the bounds',
        async date => {
            const before = await auditRows();
            const filter = encodeURIComponent(JSON.stringify({ lastLoginAfter: date }));
            const response = await server.app.inject({
                url: `/api/users?filter=${filter}`,
                headers: { 'x-token': admin },
            });
            expect(response.statusCode).toBe(400);
            expect(response.json().message).toBe(
                '"filter.lastLoginAfter" must be a date from 1900-01-01 to 9999-12-31.'
            );
            expect(await auditRows()).toBe(before);
        }
    );

    it('accepts the last day of the bounds as the end of a range', async () => {
        const filter = encodeURIComponent(
            JSON.stringify({ lastLoginAfter: '1900-01-01', lastLoginBefore: '9999-12-31' })
        );
        const response = await server.app.inject({ url: `/api/users?filter=${filter}`, headers: { 'x-token': admin } });
        expect(response.statusCode).toBe(200);
        expect(response.json().length).toBeGreaterThan(0);
    });
});
