import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pageViews } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

let users = 0;
const signedIn = async () => {
    const user = await server.addUser(`viewer-${++users}`);
    return { user, token: await server.login(user.username) };
};

const post = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
        method: 'POST',
        url: '/api/pageviews',
        payload: payload as never,
        headers: { ...(token ? { 'x-token': token } : {}), ...headers },
    });

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const snapshot = async () => {
    const [views] = await server.db.select({ n: count() }).from(pageViews);
    const [audit] = await server.db.select({ n: count() }).from(auditLog);
    return { views: views!.n, audit: audit!.n };
};

describe('POST /api/pageviews', () => {
    it("stores every view of the batch for the caller's account, and audits nothing", async () => {
        const { user, token } = await signedIn();
        const views = [
            { path: '/home', at: ago(3 * MINUTE) },
            { path: '/claimquery', at: ago(2 * MINUTE) },
            { path: '/userProfile', at: ago(23 * HOUR) },
        ];
        const before = await snapshot();
        const response = await post(token, { views });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ code: 200, message: 'success', data: { stored: 3 } });

        const rows = await server.db
            .select()
            .from(pageViews)
            .where(eq(pageViews.userId, user.id))
            .orderBy(asc(pageViews.viewedAt));
        expect(rows.map(row => [row.path, row.viewedAt.toISOString()])).toEqual([
            ['/userProfile', views[2]!.at],
            ['/home', views[0]!.at],
            ['/claimquery', views[1]!.at],
        ]);
        expect((await snapshot()).audit).toBe(before.audit);
    });

    it('accepts 50 views, a time with an offset, and a time a few seconds ahead of the server clock', async () => {
        const { token } = await signedIn();
        const views = Array.from({ length: 50 }, (_, n) => ({ path: `/audits/${n}`, at: ago(n * 1000) }));
        views[0] = { path: '/home', at: new Date(Date.now() + 30_000).toISOString() };
        views[1] = { path: '/dashboard', at: new Date(Date.now() - HOUR).toISOString().replace('Z', '+00:00') };
        expect((await post(token, { views })).json()).toMatchObject({ code: 200, data: { stored: 50 } });
    });

    const now = () => ago(0);
    const tooMany = () => Array.from({ length: 51 }, () => ({ path: '/home', at: now() }));
    it.each([
        ['no views', () => ({ views: [] }), '"views" must hold at least one page view.'],
        ['51 views', () => ({ views: tooMany() }), '"views" may hold at most 50 page views.'],
        ['a missing list', () => ({}), '"views" is required.'],
        ['a list that is not a list', () => ({ views: { path: '/home', at: now() } }), '"views" must be a list.'],
        ['a missing path', () => ({ views: [{ at: now() }] }), '"views.0.path" is required.'],
        ['an empty path', () => ({ views: [{ path: '', at: now() }] }), '"views.0.path" must not be empty.'],
        [
            'a path without a leading slash',
            () => ({ views: [{ path: 'home', at: now() }] }),
            '"views.0.path" must start with "/".',
        ],
        [
            'a path with a query string',
            () => ({
                views: [
                    { path: '/home', at: now() },
                    { path: '/userProfile?userId=7', at: now() },
                ],
            }),
            '"views.1.path" must not contain a query string ("?").',
        ],
        [
            'a path that is no screen of the portal',
            () => ({
                views: [
                    { path: '/home', at: now() },
                    { path: `/${'x'.repeat(259)}`, at: now() },
                ],
            }),
            '"views.1.path" is not a screen of the portal.',
        ],
        [
            'a path over 300 characters',
            () => ({ views: [{ path: `/${'x'.repeat(300)}`, at: now() }] }),
            '"views.0.path" must be at most 300 characters long.',
        ],
        ['a number as path', () => ({ views: [{ path: 7, at: now() }] }), '"views.0.path" must be text.'],
        ['a missing time', () => ({ views: [{ path: '/home' }] }), '"views.0.at" is required.'],
        [
            'a time that is not ISO 8601',
            () => ({ views: [{ path: '/home', at: 'yesterday' }] }),
            '"views.0.at" must be an ISO 8601 time such as 2026-05-01T09:30:00Z.',
        ],
        [
            'a time as a number',
            () => ({ views: [{ path: '/home', at: Date.now() }] }),
            '"views.0.at" must be an ISO 8601 time such as 2026-05-01T09:30:00Z.',
        ],
        [
            'a time more than 24 hours old',
            () => ({
                views: [
                    { path: '/home', at: now() },
                    { path: '/home', at: ago(24 * HOUR + MINUTE) },
                ],
            }),
            '"views.1.at" is more than 24 hours in the past.',
        ],
        [
            'a time more than a minute ahead',
            () => ({ views: [{ path: '/home', at: new Date(Date.now() + 2 * MINUTE).toISOString() }] }),
            '"views.0.at" is more than 1 minute in the future.',
        ],
        [
            'an unknown field in a view',
            () => ({ views: [{ path: '/home', at: now(), title: 'Home' }] }),
            '"views.0.title" is not an accepted field.',
        ],
        [
            'an unknown field in the report',
            () => ({ views: [{ path: '/home', at: now() }], userId: 'someone' }),
            '"userId" is not an accepted field.',
        ],
    ])('refuses %s with a message naming the field, storing none of the batch', async (_case, payload, message) => {
        const { token } = await refused();
        const before = await snapshot();
        const response = await post(token, payload());
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, message, success: false });
        expect(await snapshot()).toEqual(before);
    });

    /** Refused reports change nothing, so they can share one account. */
    let refusedAccount: ReturnType<typeof signedIn> | undefined;
    const refused = () => (refusedAccount ??= signedIn());

    it('refuses a request without a body', async () => {
        const { token } = await refused();
        const response = await server.app.inject({
            method: 'POST',
            url: '/api/pageviews',
            headers: { 'x-token': token },
        });
        expect(response.json()).toEqual({ code: 400, message: '"body" must be an object.', success: false });
    });

    it('translates refusals', async () => {
        const { token } = await refused();
        const response = await post(token, { views: [{ path: '/a?b', at: now() }] }, { cookie: 'language=zh' });
        expect(response.json().message).toBe('“views.0.path”不能包含查询字符串（“?”）。');
    });

    it("keeps a user's page as the one screen it is, whatever the user's id", async () => {
        const { user, token } = await signedIn();
        const views = ['/audits/7', '/audits/8', `/audits/${'9'.repeat(250)}`].map(path => ({ path, at: now() }));
        expect((await post(token, { views })).json()).toMatchObject({ data: { stored: 3 } });
        const rows = await server.db.select().from(pageViews).where(eq(pageViews.userId, user.id));
        expect(rows.map(row => row.path)).toEqual(['/audits/:id', '/audits/:id', '/audits/:id']);
    });

    it('refuses a user past 30 reports a minute, with the time to retry, and stores none of the refused', async () => {
        const { user, token } = await signedIn();
        const report = { views: [{ path: '/home', at: now() }] };
        for (let sent = 0; sent < 30; sent++) expect((await post(token, report)).statusCode).toBe(200);
        const refusedReport = await post(token, report);
        expect(refusedReport.statusCode).toBe(429);
        expect(refusedReport.json().data.retryAt).toEqual(expect.any(String));
        const [stored] = await server.db.select({ n: count() }).from(pageViews).where(eq(pageViews.userId, user.id));
        expect(stored!.n).toBe(30);
        // The budget is the user's: another user reports as before.
        expect((await post((await signedIn()).token, report)).statusCode).toBe(200);
    });

    it('refuses a caller without a session, storing nothing', async () => {
        const before = await snapshot();
        const response = await post(undefined, { views: [{ path: '/home', at: now() }] });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 401, message: 'You are not signed in.', success: false });
        expect(await snapshot()).toEqual(before);
    });
});
