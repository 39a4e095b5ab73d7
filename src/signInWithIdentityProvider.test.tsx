import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDERS_PATH } from '../common/routes';
import LoginPage from './features/accounts/login/LoginPage';
import { resetToken } from './providers/session';
import { apiRequests, enterSession, signInReal, withRealApi } from './test/realApi';
import { renderScreen } from './test/renderScreen';
import { IdentityProvidersPage } from './features/sso/IdentityProvidersPage';
import { leaveProviderLogout } from './lib/providerLogout';

withRealApi();

/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 10_000 };
let admin: { token: string; roles: string[] };
beforeAll(async () => {
    admin = await signInReal('admin');
}, 60_000);

/** The providers the screen added, as sent. */
const created = () =>
    apiRequests
        .filter(request => request.method === 'POST' && request.path === '/api/identity-providers')
        .map(request => JSON.parse(request.body));

const openAdministration = async () => {
    enterSession(admin);
    await renderScreen(IDENTITY_PROVIDERS_PATH, { [IDENTITY_PROVIDERS_PATH]: <IdentityProvidersPage /> });
    return userEvent.setup();
};

describe('the identity providers screen and the login page', () => {
    it('adds an OpenID Connect provider with its groups → roles, without ever showing the secret again', async () => {
        const user = await openAdministration();
        expect(await screen.findByText(/No identity provider yet/, {}, SLOW)).toBeTruthy();
        await user.click(screen.getByRole('button', { name: 'Add a provider' }));
        const dialog = within(await screen.findByRole('dialog'));
        await user.type(dialog.getByLabelText(/Display name/), 'Plan Entra ID');
        await user.type(dialog.getByLabelText(/E-mail domains/), 'plan.example');
        await user.type(dialog.getByLabelText(/Issuer URL/), 'https://login.plan.example/v2.0');
        await user.type(dialog.getByLabelText(/Client id/), 'rx-portal');
        await user.type(dialog.getByLabelText(/^Client secret/), 'the-client-secret');
        await user.type(dialog.getByLabelText(/Group → role/), 'rx-admins=admin{Enter}rx-plan=supervisor');
        await user.click(dialog.getByRole('button', { name: 'Save' }));
        expect(await dialog.findByText('Line 2 should read group=role with a role of this portal.')).toBeTruthy();

        await user.clear(dialog.getByLabelText(/Group → role/));
        await user.type(dialog.getByLabelText(/Group → role/), 'rx-admins=admin{Enter}rx-plan=healthplan');
        await user.click(dialog.getByRole('button', { name: 'Save' }));
        const row = await screen.findByRole('row', { name: /Plan Entra ID/ }, SLOW);
        expect(within(row).getByText('OpenID Connect')).toBeTruthy();
        expect(within(row).getByText('plan.example')).toBeTruthy();
        expect(within(row).getByText('Enabled')).toBeTruthy();
        expect(created().at(-1)).toMatchObject({
            protocol: 'oidc',
            roleMapping: {
                claim: 'groups',
                rules: [
                    { value: 'rx-admins', role: 'admin' },
                    { value: 'rx-plan', role: 'healthplan' },
                ],
            },
            oidc: { issuer: 'https://login.plan.example/v2.0', clientSecret: 'the-client-secret' },
        });

        await user.click(within(row).getByRole('button', { name: 'Edit' }));
        const edit = within(await screen.findByRole('dialog'));
        const secret = edit.getByLabelText(/leave empty to keep the stored one/) as HTMLInputElement;
        expect(secret.value).toBe('');
        expect((edit.getByLabelText(/Redirect URI/) as HTMLInputElement).value).toMatch(
            /\/api\/sso\/oidc\/.+\/callback$/
        );
        await user.click(edit.getByRole('button', { name: 'Cancel' }));
    });

    it('names the organisation the users it creates join, offering those its mapped roles can join', async () => {
        const user = await openAdministration();
        const row = await screen.findByRole('row', { name: /Plan Entra ID/ }, SLOW);
        await user.click(within(row).getByRole('button', { name: 'Edit' }));
        const edit = within(await screen.findByRole('dialog'));
        await user.type(edit.getByLabelText(/^Client secret/), 'the-client-secret');
        await user.click(edit.getByLabelText('Create unknown users on their first sign-in'));
        await user.click(edit.getByRole('combobox', { name: /Organisation its users join/ }));
        const options = await screen.findAllByRole('option');
        const plans = options.filter(option => option.textContent?.endsWith('(Health plan)'));
        // The rules map to admin (no organisation) and healthplan: only health plans are offered.
        expect(plans.length).toBeGreaterThan(0);
        expect(options.length).toBe(plans.length + 1);
        await user.click(plans[0]!);
        await user.click(edit.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
        const changed = apiRequests
            .filter(request => request.method === 'PUT' && request.path.startsWith('/api/identity-providers/'))
            .map(request => JSON.parse(request.body))
            .at(-1);
        expect(changed).toMatchObject({ createUsers: true, organisationId: expect.any(String) });
    });

    it('offers "Sign in with <name>" on the login page, and an address of its domain leads to it', async () => {
        resetToken();
        await renderScreen('/login?redirect=%2Fconnect', { '/login': <LoginPage /> });
        const button = await screen.findByRole('link', { name: 'Sign in with Plan Entra ID' }, SLOW);
        expect(button.getAttribute('href')).toMatch(/\/api\/sso\/providers\/.+\/start\?redirect=%2Fconnect$/);
        const user = userEvent.setup();
        await user.type(screen.getByLabelText('Username'), 'alice@plan.example');
        expect(screen.getByText('Addresses of plan.example sign in with Plan Entra ID.')).toBeTruthy();
        expect(screen.queryByLabelText('Password')).toBeNull();
        expect(screen.getByRole('button', { name: 'Continue with Plan Entra ID' })).toBeTruthy();
    });

    it('names the reason of a refused sign-in that the server sent back', async () => {
        resetToken();
        await renderScreen('/login?ssoError=noRole', { '/login': <LoginPage /> });
        expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
            'Your organisation’s account has no group that gives a role in this portal. Ask your IT team.'
        );
    });

    it("offers the provider's own sign-out once on the login page after signing out of a session it opened", async () => {
        resetToken();
        leaveProviderLogout({ name: 'Plan Entra ID', url: 'https://login.plan.example/logout' });
        const first = await renderScreen('/login', { '/login': <LoginPage /> });
        const offer = await screen.findByRole('link', { name: 'Also sign out of Plan Entra ID' }, SLOW);
        expect(offer.getAttribute('href')).toBe('https://login.plan.example/logout');
        first.unmount();
        await renderScreen('/login', { '/login': <LoginPage /> });
        await screen.findByLabelText('Username', {}, SLOW);
        expect(screen.queryByRole('link', { name: 'Also sign out of Plan Entra ID' })).toBeNull();
    });

    it('disables a provider, which leaves the login page', async () => {
        const user = await openAdministration();
        const row = await screen.findByRole('row', { name: /Plan Entra ID/ }, SLOW);
        await user.click(within(row).getByRole('button', { name: 'Disable' }));
        await waitFor(
            () => expect(within(screen.getByRole('row', { name: /Plan Entra ID/ })).getByText('Disabled')).toBeTruthy(),
            SLOW
        );
    });
});
