import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '../../../providers/session';
import { authenticatorCodes, enableSecondFactor } from '../../../test/accountState';
import { callApi, demoPassword, setAccount, signInReal, withRealApi } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { AuthRedirectPage } from './AuthRedirectPage';
import LoginPage from './LoginPage';

withRealApi();

/** A sign-in on the real server hashes a password: seconds on a loaded machine. */
const SLOW = { timeout: 10_000 };

/** The demo provider signs in with a second factor; `plain.provider` without one. */
let secondFactor: { secret: string; recoveryCodes: string[] };
beforeAll(async () => {
    secondFactor = await enableSecondFactor('provider');
    await setAccount('plain.provider');
}, 60_000);

const openLogin = async (path = '/login?redirect=%2Fconnect', username = 'provider') => {
    const view = await renderScreen(path, { '/login': <LoginPage />, '/connect': <p>Connect screen</p> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 5000 }), username);
    await user.type(screen.getByLabelText('Password'), demoPassword());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    return { ...view, user };
};

describe('the second sign-in step', () => {
    it('asks for the code after the password, checks its shape, then signs in and opens the redirect', async () => {
        const { user, location } = await openLogin();
        expect(await screen.findByRole('heading', { name: 'Two-step verification' }, SLOW)).toBeTruthy();
        expect(getToken()).toBeUndefined();
        expect(screen.queryByLabelText('Password')).toBeNull();

        const code = screen.getByLabelText('Code');
        const { current } = await authenticatorCodes(secondFactor.secret);
        await user.type(code, current.slice(0, 5));
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(screen.getByText('Enter 6 digits, or a recovery code such as ABCDE-FGHIJ.')).toBeTruthy();
        expect(getToken()).toBeUndefined();

        await user.type(code, current.slice(5));
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('Connect screen', {}, SLOW)).toBeTruthy();
        expect(location()?.pathname).toBe('/connect');
        expect(getToken()).toEqual(expect.any(String));
    });

    it("shows the server's refusal of a wrong code and stays on the step; a recovery code works", async () => {
        const { user } = await openLogin();
        const { current } = await authenticatorCodes(secondFactor.secret);
        const wrong = current === '000000' ? '111111' : '000000';
        await user.type(await screen.findByLabelText('Code', {}, SLOW), wrong);
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('The code is not correct.', {}, SLOW)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
        await user.type(screen.getByLabelText('Code'), secondFactor.recoveryCodes[0]!.toLowerCase());
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('Connect screen', {}, SLOW)).toBeTruthy();
    });

    it('goes back to the first step when the challenge is no longer valid', async () => {
        const { user } = await openLogin();
        await screen.findByLabelText('Code', {}, SLOW);
        // The same password again elsewhere replaces this sign-in's challenge.
        await callApi('', 'POST', '/api/user/login', { username: 'provider', password: demoPassword() });
        await user.type(screen.getByLabelText('Code'), '123456');
        await user.click(screen.getByRole('button', { name: 'Verify' }));
        expect(await screen.findByText('This sign-in is no longer valid. Sign in again.', {}, SLOW)).toBeTruthy();
        expect(await screen.findByLabelText('Password')).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    });

    it('signs an account without a second factor in at once', async () => {
        await openLogin(undefined, 'plain.provider');
        expect(await screen.findByText('Connect screen', {}, SLOW)).toBeTruthy();
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
        await signInReal('plain.provider');
        const { location } = await renderScreen('/auth-redirect?redirect=%2Fsupport%3Ftab%3D2', routes);
        expect(await screen.findByText('Support screen', {}, SLOW)).toBeTruthy();
        expect(`${location()?.pathname}${location()?.search}`).toBe('/support?tab=2');
    });

    it('sends anyone else to sign in with the target, and never out of the app', async () => {
        const { location } = await renderScreen('/auth-redirect?redirect=%2Fsupport', routes);
        expect(await screen.findByText('Login screen', {}, SLOW)).toBeTruthy();
        expect(location()?.search).toBe('?redirect=%2Fsupport');

        await signInReal('plain.provider');
        const away = await renderScreen('/auth-redirect?redirect=https%3A%2F%2Fevil.example', routes);
        await waitFor(() => expect(away.location()?.pathname).toBe('/'));
    });
});
