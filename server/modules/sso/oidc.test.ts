import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { createBrowser } from './test/browser';
import { firstForm } from './test/htmlForm';
import { startOidcProvider, type ProviderAccount } from './test/oidcProvider';
import { ssoIdentities } from './tables';

const PUBLIC_URL = 'http://portal.test';
const CLIENT = { clientId: 'rx-portal', clientSecret: 'a-client-secret-of-the-test' };

/**
 * Signing in with an OpenID provider, end to end against a real one (`oidc-provider`): the
 * authorization-code flow with PKCE, state and nonce, followed by a browser without a page.
 */
describe('sign-in with an OpenID Connect provider', () => {
    let server: TestServer;
    let idp: Awaited<ReturnType<typeof startOidcProvider>>;
    let adminToken: string;
    let providerId: string;
    let planId: string;

    const alice: ProviderAccount = {
        sub: 'alice-0001',
        email: 'alice@plan.example',
        email_verified: true,
        given_name: 'Alice',
        family_name: 'Arden',
        groups: ['staff', 'rx-admins'],
    };

    const providerInput = (overrides: Record<string, unknown> = {}) => ({
        protocol: 'oidc',
        name: 'Plan Entra ID',
        emailDomains: ['plan.example'],
        oidc: { issuer: idp?.issuer, ...CLIENT, scopes: ['openid', 'email', 'profile', 'groups'] },
        roleMapping: {
            claim: 'groups',
            rules: [
                { value: 'rx-admins', role: 'admin' },
                { value: 'rx-plan', role: 'healthplan' },
            ],
            defaultRole: null,
        },
        createUsers: true,
        organisationId: planId,
        ...overrides,
    });

    const configure = async (overrides: Record<string, unknown> = {}) => {
        const response = await server.app.inject({
            method: 'PUT',
            url: `/api/identity-providers/${providerId}`,
            headers: { 'x-token': adminToken },
            payload: providerInput(overrides),
        });
        expect(response.statusCode, response.body).toBe(200);
    };

    const signIn = (account: ProviderAccount | undefined, redirect = '/dashboard') => {
        idp.signInAs(account);
        return createBrowser(server).open(
            `/api/sso/providers/${providerId}/start?redirect=${encodeURIComponent(redirect)}`
        );
    };

    /** What the SPA does with the cookie: the session's roles. */
    const rolesOf = async (token: string) =>
        (await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } })).json().data?.roles;

    beforeAll(async () => {
        server = await startTestServer({ env: { PUBLIC_URL } });
        adminToken = await server.login('admin');
        const plan = await server.app.inject({
            method: 'POST',
            url: '/api/organisations',
            headers: { 'x-token': adminToken },
            payload: { kind: 'health_plan', name: 'Arden Health Plan', planName: 'Arden Care 2026' },
        });
        expect(plan.statusCode, plan.body).toBe(200);
        planId = plan.json().data.id;
        // The provider's id names the portal's redirect URI, which the OpenID provider must know.
        const created = await server.app.inject({
            method: 'POST',
            url: '/api/identity-providers',
            headers: { 'x-token': adminToken },
            payload: { ...providerInput(), oidc: { issuer: 'https://idp.invalid', ...CLIENT } },
        });
        expect(created.statusCode, created.body).toBe(200);
        providerId = created.json().data.id;
        idp = await startOidcProvider({
            ...CLIENT,
            redirectUri: created.json().data.oidc.redirectUri,
            postLogoutRedirectUri: `${PUBLIC_URL}/`,
        });
        await configure();
    });
    afterAll(async () => {
        await idp?.close();
        await server?.close();
    });

    it('creates the user on a first sign-in with the role its group maps to, and opens a session like a password sign-in', async () => {
        const browser = createBrowser(server);
        idp.signInAs(alice);
        const landing = await browser.open(`/api/sso/providers/${providerId}/start?redirect=%2Fdashboard%3Ftab%3D2`);
        expect(landing.query.get('ssoError')).toBeNull();
        expect(landing.route.startsWith('/login?')).toBe(true);
        expect(landing.query.get('sso')).toBe(providerId);
        expect(landing.query.get('redirect')).toBe('/dashboard?tab=2');
        const token = browser.cookie(PUBLIC_URL, 'Admin-Token')!;
        expect(token).toBeTruthy();
        expect(await rolesOf(token)).toEqual(['admin']);

        const [user] = await server.db.select().from(users).where(eq(users.email, 'alice@plan.example'));
        expect(user).toMatchObject({ firstName: 'Alice', lastName: 'Arden', role: 'admin', status: 'active' });
        const [identity] = await server.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, user!.id));
        expect(identity).toMatchObject({ issuer: idp.issuer, subject: 'alice-0001' });

        const session = await server.app.inject({ url: '/api/sso/session', headers: { 'x-token': token } });
        expect(session.json().data.provider).toEqual({ id: providerId, name: 'Plan Entra ID' });
        expect(session.json().data.logoutUrl).toContain(`${idp.issuer}/session/end`);

        const logins = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorId, user!.id)));
        expect(logins.map(entry => [entry.outcome, entry.reason])).toContainEqual(['success', 'sso Plan Entra ID']);
    });

    it("admits a user its first sign-in creates into the provider's organisation, with its role's screens at once", async () => {
        const browser = createBrowser(server);
        idp.signInAs({ sub: 'dana-0004', email: 'dana@plan.example', email_verified: true, groups: ['rx-plan'] });
        const landing = await browser.open(`/api/sso/providers/${providerId}/start`);
        expect(landing.query.get('ssoError')).toBeNull();
        const token = browser.cookie(PUBLIC_URL, 'Admin-Token')!;

        const info = await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } });
        const seeded = await server.app.inject({
            url: '/api/user/info',
            headers: { 'x-token': await server.login('healthplan') },
        });
        expect(info.json().data.roles).toEqual(['healthplan']);
        expect(info.json().data.screens).toEqual(seeded.json().data.screens);
        expect(info.json().data.screens).not.toEqual(['/userProfile']);
        const profile = await server.app.inject({ url: '/api/user/getUserInfo', headers: { 'x-token': token } });
        expect(profile.json().result).toMatchObject({ planName: 'Arden Care 2026', providerName: 'Arden Health Plan' });

        const [dana] = await server.db.select().from(users).where(eq(users.email, 'dana@plan.example'));
        expect(dana).toMatchObject({ approval: 'approved', organisationId: planId });
        const [admission] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'user.approve'), eq(auditLog.targetId, dana!.id)));
        expect(admission).toMatchObject({ outcome: 'success', reason: 'sso Plan Entra ID' });
        expect(admission!.changes).toMatchObject({ organisationId: { before: null, after: planId } });
    });

    it('keeps out a linked user whose admission an admin refused: a sign-in admits no one again', async () => {
        const [dana] = await server.db.select().from(users).where(eq(users.email, 'dana@plan.example'));
        await server.db.update(users).set({ approval: 'rejected', organisationId: null }).where(eq(users.id, dana!.id));
        const browser = createBrowser(server);
        idp.signInAs({ sub: 'dana-0004', email: 'dana@plan.example', email_verified: true, groups: ['rx-plan'] });
        await browser.open(`/api/sso/providers/${providerId}/start`);
        const token = browser.cookie(PUBLIC_URL, 'Admin-Token')!;
        const info = await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } });
        expect(info.json().data.screens).toEqual(['/userProfile']);
        const [after] = await server.db.select().from(users).where(eq(users.id, dana!.id));
        expect(after).toMatchObject({ approval: 'rejected', organisationId: null });
    });

    it('refuses a provider that creates users without an organisation, or with one its roles cannot join', async () => {
        const put = (overrides: Record<string, unknown>) =>
            server.app.inject({
                method: 'PUT',
                url: `/api/identity-providers/${providerId}`,
                headers: { 'x-token': adminToken, 'accept-language': 'en' },
                payload: providerInput(overrides),
            });
        const without = await put({ organisationId: null });
        expect(without.statusCode).toBe(400);
        expect(without.json().message).toBe(
            'An identity provider that creates users must name the organisation they join.'
        );
        const pharma = await server.app.inject({
            method: 'POST',
            url: '/api/organisations',
            headers: { 'x-token': adminToken },
            payload: { kind: 'pharma_company', name: 'Arden Therapeutics' },
        });
        const wrongKind = await put({ organisationId: pharma.json().data.id });
        expect(wrongKind.statusCode).toBe(400);
        expect(wrongKind.json().message).toMatch(/cannot join an organisation of the kind/);
        const unknown = await put({ organisationId: '00000000-0000-4000-8000-000000000000' });
        expect(unknown.statusCode).toBe(404);

        const shown = await server.app.inject({
            url: `/api/identity-providers/${providerId}`,
            headers: { 'x-token': adminToken },
        });
        expect(shown.json().data.organisationId).toBe(planId);
        // Without creating users, no organisation is needed: linked users keep theirs.
        await configure({ createUsers: false, organisationId: null });
        await configure();
    });

    it('sets the role again at every sign-in: a changed group changes it, a removed group refuses the sign-in', async () => {
        await signIn({ ...alice, groups: ['rx-plan'] });
        const [user] = await server.db.select().from(users).where(eq(users.email, 'alice@plan.example'));
        expect(user!.role).toBe('healthplan');

        const landing = await signIn({ ...alice, groups: ['staff'] });
        expect(landing.query.get('ssoError')).toBe('noRole');
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.outcome, 'failure')));
        expect(entry!.reason).toMatch(/^sso_noRole/);
    });

    it('links by subject only: another subject with the same e-mail address does not get the account', async () => {
        const landing = await signIn({ ...alice, sub: 'someone-else', email_verified: false });
        expect(landing.query.get('ssoError')).toBe('accountTaken');
    });

    it('links an existing local account of a verified address only when the admin allowed it', async () => {
        await server.addUser('local-bob', { email: 'bob@plan.example', role: 'healthplan', orgType: 'health_plan' });
        const bob = { sub: 'bob-0002', email: 'bob@plan.example', email_verified: true, groups: ['rx-plan'] };
        expect((await signIn(bob)).query.get('ssoError')).toBe('accountTaken');

        await configure({ linkLocalAccounts: true });
        expect((await signIn({ ...bob, email_verified: false })).query.get('ssoError')).toBe('accountTaken');
        const landing = await signIn(bob);
        expect(landing.query.get('ssoError')).toBeNull();
        const [local] = await server.db.select().from(users).where(eq(users.username, 'local-bob'));
        const [identity] = await server.db.select().from(ssoIdentities).where(eq(ssoIdentities.subject, 'bob-0002'));
        expect(identity!.userId).toBe(local!.id);
    });

    it('refuses a password sign-in for the roles the provider serves when local passwords are not allowed', async () => {
        await configure({ linkLocalAccounts: true, localPasswords: false });
        const refused = await server.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { username: 'local-bob', password: 'Demo-Password-2026' },
            headers: { 'accept-language': 'es' },
        });
        expect(refused.json()).toMatchObject({ code: 403, message: expect.stringContaining('Plan Entra ID') });
        expect(refused.json().message).toContain('Esta cuenta');
        // Other accounts keep their passwords.
        expect(await server.login('provider')).toBeTruthy();
        await configure({ linkLocalAccounts: true, localPasswords: true });
        expect(await server.login('local-bob')).toBeTruthy();
    });

    it('keeps a user the portal disabled out, whatever the provider says', async () => {
        const [user] = await server.db.select().from(users).where(eq(users.email, 'alice@plan.example'));
        await server.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user!.id));
        expect((await signIn(alice)).query.get('ssoError')).toBe('accountInactive');
        await server.db.update(users).set({ status: 'active' }).where(eq(users.id, user!.id));
    });

    it('refuses an unknown subject when the provider may not create users', async () => {
        await configure({ createUsers: false });
        const landing = await signIn({ sub: 'carol-0003', email: 'carol@plan.example', groups: ['rx-plan'] });
        expect(landing.query.get('ssoError')).toBe('unknownUser');
        await configure();
    });

    it('refuses an answer with a wrong state, and one taken in another browser', async () => {
        const browser = createBrowser(server);
        await browser.send(new URL(`${PUBLIC_URL}/api/sso/providers/${providerId}/start`));
        const tampered = await browser.open(`/api/sso/oidc/${providerId}/callback?code=abc&state=not-the-state`);
        expect(tampered.query.get('ssoError')).toBe('expired');

        // Started in one browser, answered in another: the browser key does not match.
        const start = await createBrowser(server).send(new URL(`${PUBLIC_URL}/api/sso/providers/${providerId}/start`));
        const state = new URL(start.location!).searchParams.get('state')!;
        const landing = await createBrowser(server).open(
            `/api/sso/oidc/${providerId}/callback?code=abc&state=${state}`
        );
        expect(landing.query.get('ssoError')).toBe('wrongBrowser');
    });

    it('refuses a disabled provider and lists only enabled ones on the login page', async () => {
        const listed = await server.app.inject('/api/sso/providers');
        expect(listed.json().data).toEqual([
            expect.objectContaining({ id: providerId, name: 'Plan Entra ID', emailDomains: ['plan.example'] }),
        ]);
        await configure({ enabled: false });
        expect((await server.app.inject('/api/sso/providers')).json().data).toEqual([]);
        expect((await signIn(alice)).query.get('ssoError')).toBe('unknownProvider');
        await configure();
    });

    it('never answers the client secret, and keeps the sealed one on a change without it', async () => {
        const shown = await server.app.inject({
            url: `/api/identity-providers/${providerId}`,
            headers: { 'x-token': adminToken },
        });
        expect(shown.body).not.toContain(CLIENT.clientSecret);
        expect(shown.json().data.oidc.clientSecretSet).toBe(true);
        const { clientSecret: _secret, ...withoutSecret } = providerInput().oidc as Record<string, unknown>;
        await configure({ oidc: withoutSecret });
        const audit = await server.db.select().from(auditLog).where(eq(auditLog.action, 'sso.providerChange'));
        expect(JSON.stringify(audit)).not.toContain(CLIENT.clientSecret);
        expect((await signIn(alice)).query.get('ssoError')).toBeNull();
    });

    it('signs out of the portal, then out of the provider through its RP-initiated logout, back to the portal', async () => {
        const browser = createBrowser(server);
        idp.signInAs(alice);
        await browser.open(`/api/sso/providers/${providerId}/start`);
        const token = browser.cookie(PUBLIC_URL, 'Admin-Token')!;
        const { logoutUrl } = (
            await server.app.inject({ url: '/api/sso/session', headers: { 'x-token': token } })
        ).json().data;
        const logout = new URL(logoutUrl);
        expect(logout.origin + logout.pathname).toBe(`${idp.issuer}/session/end`);
        expect(logout.searchParams.get('id_token_hint')).toMatch(/^ey/);
        expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
        // While the provider's session lasts, it signs the browser in again without its login page.
        idp.signInAs(undefined);
        expect((await browser.open(`/api/sso/providers/${providerId}/start`)).query.get('sso')).toBe(providerId);

        await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: { 'x-token': token } });
        expect(await rolesOf(token)).toBeUndefined();
        // The provider asks to confirm the sign-out; the user says yes.
        const back = await browser.open(logoutUrl, async (url, page) => {
            const form = firstForm(page.body, url);
            return form && { url: form.action, form: { ...form.fields, logout: 'yes' } };
        });
        expect(back.route).toBe('/');
        await expect(browser.open(`/api/sso/providers/${providerId}/start`)).rejects.toThrow(
            /stopped at .*\/interaction\//
        );
    });
});
