import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../server/modules/sso/test/oidcProvider';
import { startSimpleSamlPhp } from '../../server/modules/sso/test/simpleSamlPhp';
import { seriousViolations } from './axe';
import { browserPerFile, signIn } from './browser';
import { startPortal } from './portal';

const ui = browserPerFile();

const hashOf = (page: Page) => new URL(page.url()).hash;

/** The provider role's own menu entry: the sign-in gave the role the provider's group maps to. */
const PROVIDER_MENU = 'Connect';

const roleMapping = {
    claim: 'groups',
    rules: [{ value: 'rx-practice', role: 'provider' }],
    defaultRole: null,
};

/**
 * Single sign-on in Chromium, through the real identity providers' own pages: oidc-provider's
 * login and consent forms, SimpleSAMLphp's login form and its auto-submitting answer; then the
 * portal's screens of the mapped role, the provider named in the top bar, and the sign-out that
 * offers the provider's own.
 */
describe('signing in with the organisation’s identity provider', () => {
    let portal: Awaited<ReturnType<typeof startPortal>>;
    let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
    let saml: Awaited<ReturnType<typeof startSimpleSamlPhp>>;
    let adminToken: string;

    const api = async (method: string, path: string, body?: unknown) => {
        const answer = await fetch(`${portal.url}${path}`, {
            method,
            headers: { 'content-type': 'application/json', 'x-token': adminToken },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
        const json = await answer.json();
        expect(answer.status, JSON.stringify(json)).toBe(200);
        return json.data;
    };

    const logOut = async (page: Page) => {
        await page.getByRole('button', { name: 'User menu' }).click();
        await page.getByRole('menuitem', { name: 'Log Out' }).click();
        await page.locator('input[name=username]').waitFor();
    };

    beforeAll(async () => {
        [portal, saml] = await Promise.all([
            startPortal('healthcare', { DEMO_CLAIMS: '0' }),
            startSimpleSamlPhp({ trustedHosts: ['127.0.0.1'] }),
        ]);
        const login = await fetch(`${portal.url}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password: 'Demo-Password-2026' }),
        });
        adminToken = (await login.json()).data.token;
        // Each provider's admin vouches for its users: they join its organisation on their first sign-in.
        const practice = async (name: string, npi: string) =>
            (await api('POST', '/api/organisations', { kind: 'provider_organisation', name, npi })).id;
        const planPractice = await practice('Plan Practice', '1928374655');
        const deskPractice = await practice('Desk Practice', '1765432103');

        const client = { clientId: 'rx-portal-e2e', clientSecret: 'a-client-secret-of-the-browser-test' };
        const oidcProvider = await api('POST', '/api/identity-providers', {
            protocol: 'oidc',
            name: 'Plan Entra ID',
            emailDomains: ['plan.example'],
            oidc: { issuer: 'https://idp.invalid', ...client },
            roleMapping,
            createUsers: true,
            organisationId: planPractice,
        });
        oidc = await startOidcProvider({
            ...client,
            redirectUri: oidcProvider.oidc.redirectUri,
            postLogoutRedirectUri: `${portal.url}/`,
            loginForm: true,
        });
        oidc.signInAs({
            sub: 'olivia',
            email: 'olivia@plan.example',
            email_verified: true,
            given_name: 'Olivia',
            family_name: 'Ortiz',
            groups: ['rx-practice'],
        });
        await api('PUT', `/api/identity-providers/${oidcProvider.id}`, {
            protocol: 'oidc',
            name: 'Plan Entra ID',
            emailDomains: ['plan.example'],
            oidc: { issuer: oidc.issuer, ...client, scopes: ['openid', 'email', 'profile', 'groups'] },
            roleMapping,
            createUsers: true,
            organisationId: planPractice,
        });

        const samlProvider = await api('POST', '/api/identity-providers', {
            protocol: 'saml',
            name: 'Desk ADFS',
            emailDomains: ['desk.example'],
            saml: { metadataUrl: saml.metadataUrl },
            roleMapping,
            profileMapping: { firstName: 'givenName', lastName: 'sn' },
            createUsers: true,
            organisationId: deskPractice,
        });
        saml.setServiceProvider({
            entityId: samlProvider.saml.spEntityId,
            acsUrl: samlProvider.saml.acsUrl,
            sloUrl: samlProvider.saml.sloUrl,
        });
        saml.setAccounts([
            {
                uid: 'sam',
                password: 'sam-password',
                email: 'sam@desk.example',
                givenName: 'Sam',
                sn: 'Sato',
                groups: ['rx-practice'],
            },
        ]);
    });
    afterAll(async () => {
        await Promise.all([oidc?.close(), saml?.close(), portal?.stop()]);
    });

    it('signs in through the OpenID provider’s login and consent pages, and signs out of both', async () => {
        const { page } = ui;
        await page.goto(`${portal.url}/#/login`);
        await page.getByRole('link', { name: 'Sign in with Plan Entra ID' }).click();

        // oidc-provider's own pages: the login form, then the consent.
        await page.locator('input[name=login]').fill('olivia');
        await page.locator('input[name=password]').fill('any password');
        await page.locator('button[type=submit]').click();
        await page.getByRole('button', { name: /continue/i }).click();

        await page.getByTestId('greeting').waitFor();
        expect(await page.getByTestId('greeting').textContent()).toBe('Hello, Olivia Ortiz');
        expect(await page.getByTestId('session-provider').textContent()).toBe('Signed in with Plan Entra ID');
        await page.getByRole('menuitem', { name: PROVIDER_MENU }).waitFor();

        await logOut(page);
        await page.getByRole('link', { name: 'Also sign out of Plan Entra ID' }).click();
        await page.getByRole('button', { name: /yes, sign me out/i }).click();
        await page.locator('input[name=username]').waitFor();
        expect(hashOf(page)).toMatch(/^#\/login/);
    });

    it('signs in through SimpleSAMLphp’s login form, and signs out of both by single logout', async () => {
        const { page } = ui;
        await page.goto(`${portal.url}/#/login`);
        await page.getByRole('link', { name: 'Sign in with Desk ADFS' }).click();

        await page.locator('input[name=username]').fill('sam');
        await page.locator('input[name=password]').fill('sam-password');
        await page.getByRole('button', { name: 'Login' }).click();

        await page.getByTestId('greeting').waitFor();
        expect(await page.getByTestId('greeting').textContent()).toBe('Hello, Sam Sato');
        expect(await page.getByTestId('session-provider').textContent()).toBe('Signed in with Desk ADFS');
        await page.getByRole('menuitem', { name: PROVIDER_MENU }).waitFor();

        await logOut(page);
        await page.getByRole('link', { name: 'Also sign out of Desk ADFS' }).click();
        await page.waitForURL(url => url.href.startsWith(`${portal.url}/#/login`));
        await page.locator('input[name=username]').waitFor();

        // The IdP's session is over: signing in again asks for the password.
        await page.getByRole('link', { name: 'Sign in with Desk ADFS' }).click();
        await page.getByRole('button', { name: 'Login' }).waitFor();
    });

    it('shows the admin the organisation a provider’s users join, readable and accessible', async () => {
        const { page } = ui;
        await page.goto(`${portal.url}/#/login`);
        await signIn(page, 'admin');
        await page.goto(`${portal.url}/#/identityProviders`);
        const row = page.getByRole('row', { name: /Plan Entra ID/ });
        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog');
        await expect
            .poll(() => dialog.getByRole('combobox', { name: /Organisation its users join/ }).textContent())
            .toContain('Plan Practice');
        expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    });
});
