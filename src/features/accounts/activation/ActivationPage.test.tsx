import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { linkKey, type KeyState } from '../../../test/accountState';
import { apiRequests, bodiesSentTo, callApi, setAccount, withRealApi } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { ActivationPage } from './ActivationPage';

withRealApi();

/** Answers on the real server: seconds on a loaded machine. */
const SLOW = { timeout: 10_000 };

const openActivation = (search: string) =>
    renderScreen(`/active${search}`, { '/active': <ActivationPage />, '/login': <p>Login screen</p> });

/** The activation link of a new account waiting for it, in the state asked for. */
const pendingAccountLink = async (username: string, state: KeyState) => {
    await setAccount(username, { status: 'pending' });
    return (await linkKey(username, 'activation', state)).key;
};

const activationCalls = () => apiRequests.filter(request => request.path === '/api/user/activate');

describe('account activation', () => {
    it('activates on arrival, once, and leads to sign in', async () => {
        const key = await pendingAccountLink('pending.valid', 'valid');
        const { location } = await openActivation(`?key=${key}`);
        expect(
            await screen.findByText(
                'Your account is active. An administrator now approves it for your organisation; you will get an e-mail, and can sign in to see your profile meanwhile.',
                {},
                SLOW
            )
        ).toBeTruthy();
        expect(activationCalls()).toHaveLength(1);
        expect((await callApi('', 'POST', '/api/user/activate', { key })).status).toBe(409);
        await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
        expect(location()?.pathname).toBe('/login');
    });

    it('tells a used link apart, and still offers to sign in', async () => {
        const key = await pendingAccountLink('pending.used', 'used');
        await openActivation(`?key=${key}`);
        expect(
            await screen.findByText('This activation link has already been used. You can sign in.', {}, SLOW)
        ).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
        expect(screen.queryByLabelText('E-mail address')).toBeNull();
    });

    it.each([
        ['expired', 'This activation link has expired. Ask for a new activation e-mail.'],
        ['unknown', 'This activation link is not valid. Ask for a new activation e-mail.'],
    ])('offers a new activation e-mail for an %s key', async (kind, message) => {
        const key = kind === 'expired' ? await pendingAccountLink('pending.expired', 'expired') : 'something-else';
        await openActivation(`?key=${key}`);
        expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
        const user = userEvent.setup();
        await user.type(screen.getByLabelText('E-mail address'), 'jane@');
        await user.click(screen.getByRole('button', { name: 'Send a new activation e-mail' }));
        expect(screen.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
        await user.type(screen.getByLabelText('E-mail address'), 'example.org');
        await user.click(screen.getByRole('button', { name: 'Send a new activation e-mail' }));
        expect(
            await screen.findByText(
                'If a pending account uses this address, a new activation e-mail is on its way.',
                {},
                SLOW
            )
        ).toBeTruthy();
        expect(bodiesSentTo('/api/user/activation-email')).toEqual([{ email: 'jane@example.org' }]);
    });

    it('says a link without its key is incomplete, without asking the server', async () => {
        await openActivation('');
        expect(await screen.findByText(/This link is incomplete/, {}, SLOW)).toBeTruthy();
        expect(activationCalls()).toEqual([]);
        expect(screen.getByRole('button', { name: 'Send a new activation e-mail' })).toBeTruthy();
    });
});
