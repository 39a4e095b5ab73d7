import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAccounts } from '../../../mocks/accountData';
import { MOCK_PASSWORD } from '../../../mocks/handlers';
import { getToken } from '../../providers/session';
import { renderScreen, signInAs } from '../../test/renderScreen';
import { AuthRedirectPage } from './AuthRedirectPage';
import LoginPage from './LoginPage';

const openLogin = async (path = '/login?redirect=%2Fconnect') => {
    const view = await renderScreen(path, { '/login': <LoginPage />, '/connect': <p>Connect screen</p> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 5000 }), 'provider');
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    return { ...view, user };
};

describe('the second sign-in step', () => {
    it('asks for the code after the password, checks its shape, then signs in and opens the redirect', async () => {
        mockAccounts.totpEnabled.add('provider');
        const { user, location } = await openLogin();
        expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
        expect(getToken()).toBeUndefined();
        expect(screen.queryByLabelText('Password')).toBeNull();

        const code = screen.getByLabelText('Code');
        await user.type(code, '12345');
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(screen.getByText('Enter 6 digits, or a recovery code such as ABCDE-FGHIJ.')).toBeTruthy();
        expect(getToken()).toBeUndefined();

        await user.type(code, '6');
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('Connect screen')).toBeTruthy();
        expect(location()?.pathname).toBe('/connect');
        expect(getToken()).toMatch(/^mock-provider-/);
    });

    it("shows the server's refusal of a wrong code and stays on the step; a recovery code works", async () => {
        mockAccounts.totpEnabled.add('provider');
        const { user } = await openLogin();
        await user.type(await screen.findByLabelText('Code'), '000000');
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('The code is not correct.')).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
        await user.type(screen.getByLabelText('Code'), 'abcde-fghij');
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('Connect screen')).toBeTruthy();
    });

    it('goes back to the first step when the challenge is no longer valid', async () => {
        mockAccounts.totpEnabled.add('provider');
        const { user } = await openLogin();
        await screen.findByLabelText('Code');
        mockAccounts.challenges.clear();
        await user.type(screen.getByLabelText('Code'), '123456');
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('This sign-in is no longer valid. Sign in again.')).toBeTruthy();
        expect(await screen.findByLabelText('Password')).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    });

    it('signs an account without a second factor in at once', async () => {
        await openLogin();
        expect(await screen.findByText('Connect screen')).toBeTruthy();
        expect(screen.queryByText('Two-step verification')).toBeNull();
    });
});

describe('/auth-redirect', () => {
    const routes = {
        '/auth-redirect': <AuthRedirectPage />,
        '/login': <p>Login screen</p>,
        '/support': <p>Support screen</p>,
        '/': <p>Landing</p>,
    };

    it('opens the target for a signed-in user', async () => {
        signInAs('provider');
        const { location } = await renderScreen('/auth-redirect?redirect=%2Fsupport%3Ftab%3D2', routes);
        expect(await screen.findByText('Support screen')).toBeTruthy();
        expect(`${location()?.pathname}${location()?.search}`).toBe('/support?tab=2');
    });

    it('sends anyone else to sign in with the target, and never out of the app', async () => {
        const { location } = await renderScreen('/auth-redirect?redirect=%2Fsupport', routes);
        expect(await screen.findByText('Login screen')).toBeTruthy();
        expect(location()?.search).toBe('?redirect=%2Fsupport');

        signInAs('provider');
        const away = await renderScreen('/auth-redirect?redirect=https%3A%2F%2Fevil.example', routes);
        await waitFor(() => expect(away.location()?.pathname).toBe('/'));
    });
});
