import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { createBrowser } from './test/browser';
import { firstForm } from './test/htmlForm';
import { startSimpleSamlPhp, type IdpAccount } from './test/simpleSamlPhp';
import { ssoIdentities } from './tables';

const PUBLIC_URL = 'http://portal.test';

/** How long SimpleSAMLphp's assertions are valid (its `assertion.lifetime` default), in minutes. */
const ASSERTION_LIFETIME_MINUTES = 5;

/**
 * Signing in with a real SAML 2.0 IdP, SimpleSAMLphp: the portal's AuthnRequest over
 * HTTP-Redirect, the IdP's own login form, its signed Response posted back by its auto-submitting
 * page, and single logout both ways. The answers SimpleSAMLphp will not get wrong by itself
 * (a changed assertion, one posted too late or twice) are its real answers, changed or held back.
 */
describe('sign-in with SimpleSAMLphp as the SAML 2.0 identity provider', () => {
    let server: TestServer;
    let idp: Awaited<ReturnType<typeof startSimpleSamlPhp>>;
    let adminToken: string;
    let planId: string;
    let providerId: string;

    const erin: IdpAccount = {
        uid: 'erin',
        password: 'erin-password',
        email: 'erin@desk.example',
        givenName: 'Erin',
        sn: 'Ellis',
        groups: ['rx-plan'],
    };

    /** The IdP's login form filled in as a user would; the auto-submitting answer page passed through `hold`. */
    const throughIdp =
        (account: IdpAccount, hold?: (samlResponse: string) => string | undefined, seen: string[] = []) =>
        async (url: URL, page: { body: string }) => {
            const form = firstForm(page.body, url);
            if (!form) return undefined;
            if ('password' in form.fields) {
                seen.push('login form');
                return {
                    url: form.action,
                    form: { ...form.fields, username: account.uid, password: account.password },
                };
            }
            if (form.fields.SAMLResponse) {
                seen.push(form.fields.SAMLResponse);
                const posted = hold ? hold(form.fields.SAMLResponse) : form.fields.SAMLResponse;
                return posted === undefined
                    ? undefined
                    : { url: form.action, form: { ...form.fields, SAMLResponse: posted } };
            }
            return undefined;
        };

    const start = (redirect = '/home') =>
        `/api/sso/providers/${providerId}/start?redirect=${encodeURIComponent(redirect)}`;

    const signIn = async (account: IdpAccount, browser = createBrowser(server)) => {
        const seen: string[] = [];
        const landing = await browser.open(start(), throughIdp(account, undefined, seen));
        return { browser, landing, seen, token: browser.cookie(PUBLIC_URL, 'Admin-Token') };
    };

    /** A sign-in whose real answer the test takes instead of the browser posting it; the browser stays on it. */
    const answerOf = async (account: IdpAccount) => {
        const browser = createBrowser(server);
        let answer = '';
        await browser
            .open(
                start(),
                throughIdp(account, samlResponse => {
                    answer = samlResponse;
                    return undefined;
                })
            )
            .catch(() => undefined);
        expect(answer).not.toBe('');
        return { browser, answer };
    };

    const post = (browser: ReturnType<typeof createBrowser>, samlResponse: string) =>
        browser.post(`/api/sso/saml/${providerId}/acs`, { SAMLResponse: samlResponse });

    const lastFailure = async () =>
        (await server.db.select().from(auditLog).where(eq(auditLog.outcome, 'failure'))).at(-1)?.reason;

    const rolesOf = async (token: string | undefined) =>
        (await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token ?? '' } })).json().data?.roles;

    beforeAll(async () => {
        [server, idp] = await Promise.all([
            startTestServer({ env: { PUBLIC_URL } }),
            startSimpleSamlPhp({ trustedHosts: [new URL(PUBLIC_URL).host] }),
        ]);
        adminToken = await server.login('admin');
        const plan = await server.app.inject({
            method: 'POST',
            url: '/api/organisations',
            headers: { 'x-token': adminToken },
            payload: { kind: 'health_plan', name: 'Desk Health Plan', planName: 'Desk Care 2026' },
        });
        planId = plan.json().data.id;
        const created = await server.app.inject({
            method: 'POST',
            url: '/api/identity-providers',
            headers: { 'x-token': adminToken },
            payload: {
                protocol: 'saml',
                name: 'Desk SimpleSAMLphp',
                emailDomains: ['desk.example'],
                saml: { metadataUrl: idp.metadataUrl },
                roleMapping: {
                    claim: 'groups',
                    rules: [
                        { value: 'rx-admins', role: 'admin' },
                        { value: 'rx-plan', role: 'healthplan' },
                    ],
                    defaultRole: null,
                },
                profileMapping: { firstName: 'givenName', lastName: 'sn' },
                createUsers: true,
                organisationId: planId,
            },
        });
        expect(created.statusCode, created.body).toBe(200);
        const { id, saml } = created.json().data;
        providerId = id;
        expect(saml.idpEntityId).toBe(idp.entityId);
        // What an admin reads off the portal's SP metadata and enters at the IdP.
        const metadata = (await server.app.inject(`/api/sso/saml/${providerId}/metadata`)).body;
        const location = (binding: string) =>
            new RegExp(`<[^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}"[^>]*Location="([^"]+)"`).exec(
                metadata
            )?.[1];
        idp.setServiceProvider({
            entityId: /entityID="([^"]+)"/.exec(metadata)![1]!,
            acsUrl: location('HTTP-POST')!,
            sloUrl: location('HTTP-Redirect')!,
        });
        idp.setAccounts([erin]);
    });
    afterEach(() => vi.useRealTimers());
    afterAll(async () => {
        await idp?.close();
        await server?.close();
    });

    it('signs in through the IdP’s login form: the user is created with the role of the group, linked by NameID', async () => {
        const { landing, seen, token } = await signIn(erin);
        expect(seen[0]).toBe('login form');
        expect(landing.query.get('ssoError'), idp.log()).toBeNull();
        expect(landing.query.get('sso')).toBe(providerId);
        expect(landing.query.get('redirect')).toBe('/home');
        expect(await rolesOf(token)).toEqual(['healthplan']);
        const [user] = await server.db.select().from(users).where(eq(users.email, erin.email));
        expect(user).toMatchObject({
            firstName: 'Erin',
            lastName: 'Ellis',
            role: 'healthplan',
            status: 'active',
            approval: 'approved',
            organisationId: planId,
        });
        // Admitted at once into the provider's organisation: the role's screens, not only the profile.
        const screensOf = async (sessionToken: string) =>
            (await server.app.inject({ url: '/api/user/info', headers: { 'x-token': sessionToken } })).json().data
                .screens;
        expect(await screensOf(token!)).toEqual(await screensOf(await server.login('healthplan')));
        const [identity] = await server.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, user!.id));
        expect(identity).toMatchObject({ issuer: idp.entityId, subject: 'erin' });
        const session = await server.app.inject({ url: '/api/sso/session', headers: { 'x-token': token! } });
        expect(session.json().data.provider).toEqual({ id: providerId, name: 'Desk SimpleSAMLphp' });
        expect(session.json().data.logoutUrl).toMatch(
            new RegExp(`^${idp.baseUrl}saml2/idp/SingleLogoutService\\.php\\?SAMLRequest=`)
        );
    });

    it('sets the role again at the next sign-in, and refuses one when the group that gave it is removed', async () => {
        idp.setAccounts([{ ...erin, groups: ['staff', 'rx-admins'] }]);
        const promoted = await signIn(erin);
        expect(await rolesOf(promoted.token)).toEqual(['admin']);
        const [user] = await server.db.select().from(users).where(eq(users.email, erin.email));
        expect(user!.role).toBe('admin');

        idp.setAccounts([{ ...erin, groups: ['staff'] }]);
        const removed = await signIn(erin);
        expect(removed.landing.query.get('ssoError')).toBe('noRole');
        expect(removed.token).toBeUndefined();
        expect(await lastFailure()).toMatch(/^sso_noRole/);
        idp.setAccounts([erin]);
    });

    it('accepts each of its assertions once: the same answer posted again is refused as replayed', async () => {
        const { browser, seen } = await signIn(erin);
        const again = await post(browser, seen.at(-1)!);
        expect(again.query.get('ssoError')).toBe('replayed');
        expect(await lastFailure()).toMatch(/^sso_replayed/);
    });

    it('refuses its answer changed on the way (a group added to the signed assertion)', async () => {
        const { browser, answer } = await answerOf(erin);
        const xml = Buffer.from(answer, 'base64').toString('utf8');
        expect(xml).toContain('>rx-plan<');
        const tampered = Buffer.from(xml.replace('>rx-plan<', '>rx-admins<')).toString('base64');
        const landing = await post(browser, tampered);
        expect(landing.query.get('ssoError')).toBe('invalidAnswer');
        expect(browser.cookie(PUBLIC_URL, 'Admin-Token')).toBeUndefined();
        expect(await lastFailure()).toMatch(/^sso_invalidAnswer: /);
    });

    it('refuses its answer posted after the assertion’s validity ended', async () => {
        const { browser, answer } = await answerOf(erin);
        // The portal's clock moves past the assertion's end and the minute of skew allowed.
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ASSERTION_LIFETIME_MINUTES + 2) * 60_000 });
        const landing = await post(browser, answer);
        expect(landing.query.get('ssoError')).toBe('invalidAnswer');
        // node-saml reads the subject confirmation's end first: past it, no confirmation is valid.
        expect(await lastFailure()).toMatch(/^sso_invalidAnswer: (No valid subject confirmation|.*expired)/i);
    });

    it('keeps a user the portal disabled out, though the IdP signs them in', async () => {
        await server.db.update(users).set({ status: 'disabled' }).where(eq(users.email, erin.email));
        const { landing, token } = await signIn(erin);
        expect(landing.query.get('ssoError')).toBe('accountInactive');
        expect(token).toBeUndefined();
        await server.db.update(users).set({ status: 'active' }).where(eq(users.email, erin.email));
    });

    it('signs out of the portal, then out of the IdP through its single logout, back to the login page', async () => {
        const { browser, token } = await signIn(erin);
        const { logoutUrl } = (
            await server.app.inject({ url: '/api/sso/session', headers: { 'x-token': token! } })
        ).json().data;
        // The IdP's session signs in again without its form, until it is ended.
        expect((await signIn(erin, browser)).seen).not.toContain('login form');

        await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: { 'x-token': token! } });
        expect(await rolesOf(token)).toBeUndefined();
        const back = await browser.open(logoutUrl);
        expect(back.route).toBe('/login');
        expect((await signIn(erin, browser)).seen[0]).toBe('login form');
    });

    it('ends the portal’s session when the IdP signs the user out (IdP-initiated single logout)', async () => {
        const { browser, token } = await signIn(erin);
        expect(await rolesOf(token)).toEqual(['healthplan']);
        // The IdP's own pages redirect among themselves, then to the portal with the LogoutRequest.
        let logoutRequest = new URL(idp.logoutUrl(`${PUBLIC_URL}/#/login`));
        while (logoutRequest.href.startsWith(idp.baseUrl)) {
            const answer = await browser.send(logoutRequest);
            expect(
                answer.location,
                answer.body
                    .replace(/<[^>]+>/g, ' ')
                    .replace(/\s+/g, ' ')
                    .slice(0, 1500)
            ).toBeTruthy();
            logoutRequest = new URL(answer.location!, logoutRequest);
        }
        expect(logoutRequest.href.startsWith(`${PUBLIC_URL}/api/sso/saml/${providerId}/slo?SAMLRequest=`)).toBe(true);

        // Unsigned, the same request ends nothing.
        const unsigned = new URL(logoutRequest);
        unsigned.searchParams.delete('Signature');
        const refused = await browser.open(unsigned.href);
        expect(refused.query.get('ssoError')).toBe('invalidAnswer');
        expect(await rolesOf(token)).toEqual(['healthplan']);

        const back = await browser.open(logoutRequest.href);
        expect(back.route, (await lastFailure()) ?? undefined).toBe('/login');
        expect(await rolesOf(token)).toBeUndefined();
        const [user] = await server.db.select().from(users).where(eq(users.email, erin.email));
        const signOuts = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'auth.logout'), eq(auditLog.actorId, user!.id)));
        expect(signOuts.map(entry => entry.reason)).toContain('sso single logout Desk SimpleSAMLphp');
    });
});
