import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAccounts } from '../../../mocks/accountData';
import { renderScreen } from '../../test/renderScreen';
import { ActivationPage } from './ActivationPage';

const openActivation = (search: string) =>
    renderScreen(`/active${search}`, { '/active': <ActivationPage />, '/login': <p>Login screen</p> });

describe('account activation', () => {
    it('activates on arrival, once, and leads to sign in', async () => {
        const { location } = await openActivation('?key=activation-key-valid');
        expect(
            await screen.findByText('Your account is active. You can sign in now.', {}, { timeout: 5000 })
        ).toBeTruthy();
        expect(mockAccounts.usedKeys).toEqual(new Set(['activation-key-valid']));
        await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
        expect(location()?.pathname).toBe('/login');
    });

    it('tells a used link apart, and still offers to sign in', async () => {
        await openActivation('?key=activation-key-used');
        expect(
            await screen.findByText(
                'This activation link has already been used. You can sign in.',
                {},
                { timeout: 5000 }
            )
        ).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
        expect(screen.queryByLabelText('E-mail address')).toBeNull();
    });

    it.each([
        ['activation-key-expired', 'This activation link has expired. Ask for a new activation e-mail.'],
        ['something-else-entirely', 'This activation link is not valid. Ask for a new activation e-mail.'],
    ])('offers a new activation e-mail for the key %s', async (key, message) => {
        await openActivation(`?key=${key}`);
        expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
        const user = userEvent.setup();
        await user.type(screen.getByLabelText('E-mail address'), 'jane@');
        await user.click(screen.getByRole('button', { name: 'Send a new activation e-mail' }));
        expect(screen.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
        await user.type(screen.getByLabelText('E-mail address'), 'example.org');
        await user.click(screen.getByRole('button', { name: 'Send a new activation e-mail' }));
        expect(
            await screen.findByText('If a pending account uses this address, a new activation e-mail is on its way.')
        ).toBeTruthy();
        expect(mockAccounts.activationRequests).toEqual(['jane@example.org']);
    });

    it('says a link without its key is incomplete, without asking the server', async () => {
        await openActivation('');
        expect(await screen.findByText(/This link is incomplete/, {}, { timeout: 5000 })).toBeTruthy();
        expect(mockAccounts.usedKeys.size).toBe(0);
        expect(screen.getByRole('button', { name: 'Send a new activation e-mail' })).toBeTruthy();
    });
});
