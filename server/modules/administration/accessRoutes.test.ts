import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessGrants, auditLog } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
});
afterAll(() => server.close());

const getMatrix = (token: string) => server.app.inject({ url: '/api/access', headers: { 'x-token': token } });
const change = (token: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: '/api/access', headers: { 'x-token': token }, payload });
const screensOf = async (token: string) =>
    (await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } })).json().data.screens as string[];
const grantRows = async () => (await server.db.select({ n: count() }).from(accessGrants))[0]!.n;

describe('the access matrix', () => {
    it('lists every screen with each role now and by default, and the API operations it covers', async () => {
        const { data } = (await getMatrix(admin)).json();
        expect(data.roles.map((role: { id: string }) => role.id)).toEqual([
            'admin',
            'provider',
            'healthplan',
            'pharma',
        ]);
        const editTable = data.screens.find((screen: { screen: string }) => screen.screen === '/editTable');
        expect(editTable).toMatchObject({
            title: 'Directory edit view',
            group: 'Provider directory',
            locked: false,
            access: {
                admin: { allowed: true, byDefault: true },
                provider: { allowed: false, byDefault: false },
            },
        });
        const access = data.screens.find((screen: { screen: string }) => screen.screen === '/access');
        expect(access.locked).toBe(true);
        expect(access.actions).toEqual(
            expect.arrayContaining([
                { method: 'GET', url: '/api/access', action: 'list' },
                { method: 'PUT', url: '/api/access', action: 'edit' },
            ])
        );
    });

    it('is for admins only, and a refusal is audited', async () => {
        const provider = await server.login('provider');
        const response = await getMatrix(provider);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 403, message: 'You are not allowed to do this.' });
        const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(entry).toMatchObject({
            action: 'access.denied',
            outcome: 'failure',
            actorUsername: 'provider',
            targetId: 'GET /api/access',
        });
        expect((await change(provider, { role: 'provider', screen: '/editTable', allowed: true })).statusCode).toBe(
            403
        );
    });

    it("grants a screen: the role's session lists it, audited with before and after", async () => {
        const healthplan = await server.login('healthplan');
        expect(await screensOf(healthplan)).not.toContain('/editTable');
        const response = await change(admin, { role: 'healthplan', screen: '/editTable', allowed: true });
        expect(response.json()).toEqual({
            code: 200,
            message: 'success',
            data: { role: 'healthplan', screen: '/editTable', allowed: true, byDefault: false },
        });
        expect(await screensOf(healthplan)).toContain('/editTable');
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'access.change'))
            .orderBy(desc(auditLog.id))
            .limit(1);
        expect(entry).toMatchObject({
            actorUsername: 'admin',
            targetType: 'screen',
            targetId: 'healthplan /editTable',
            changes: { allowed: { before: false, after: true } },
        });
    });

    it('revokes a default screen and puts it back with null', async () => {
        const provider = await server.login('provider');
        await change(admin, { role: 'provider', screen: '/connect', allowed: false });
        expect(await screensOf(provider)).not.toContain('/connect');
        await change(admin, { role: 'provider', screen: '/connect', allowed: null });
        expect(await screensOf(provider)).toContain('/connect');
    });

    it.each([
        [{ role: 'pharma', screen: '/audits', allowed: true }, 'The access to "/audits" cannot be changed.'],
        [{ role: 'pharma', screen: '/userProfile', allowed: false }, 'The access to "/userProfile" cannot be changed.'],
        [{ role: 'pharma', screen: '/nowhere', allowed: true }, 'The access to "/nowhere" cannot be changed.'],
        [{ role: 'admin', screen: '/connect', allowed: false }, 'Access cannot be changed for the role "admin".'],
        [
            { role: 'claims_adjuster', screen: '/connect', allowed: true },
            'Access cannot be changed for the role "claims_adjuster".',
        ],
        [{ role: 'pharma', screen: '/connect' }, '"allowed" is required.'],
        [{ role: 'pharma', screen: '/connect', allowed: 'yes' }, '"allowed" must be true or false.'],
    ])('refuses %j, changing nothing', async (payload, message) => {
        const before = await grantRows();
        const response = await change(admin, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
        expect(await grantRows()).toBe(before);
    });
});
