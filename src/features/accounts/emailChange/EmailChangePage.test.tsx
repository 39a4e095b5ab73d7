import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUserInfo } from '../../../providers/session';
import { linkKey, type KeyState } from '../../../test/accountState';
import { setAccount, signInReal, withRealApi } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { EmailChangePage } from './EmailChangePage';

withRealApi();

/** Answers on the real server: seconds on a loaded machine. */
const SLOW = { timeout: 10_000 };

const openConfirmation = (search: string) =>
    renderScreen(`/emailChange${search}`, { '/emailChange': <EmailChangePage /> });

/** The confirmation link sent to `newEmail` for an account of its own, in the state asked for. */
const confirmationLink = async (username: string, newEmail: string, state: KeyState = 'valid') => {
    await setAccount(username);
    const { key, userId } = await linkKey(username, 'email_change', state, newEmail);
    return { search: `?key=${key}&id=${userId}`, userId };
};

describe('e-mail change confirmation', () => {
    it('confirms on arrival and leads to sign in when signed out', async () => {
        const { search } = await confirmationLink('mover.out', 'new.out@example.test');
        await openConfirmation(search);
        expect(await screen.findByText('Your e-mail address is now new.out@example.test.', {}, SLOW)).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    });

    it("leads back to the portal when signed in, and updates the session's copy of the profile", async () => {
        const { search, userId } = await confirmationLink('mover.in', 'new.in@example.test');
        await signInReal('mover.in');
        setUserInfo({
            userId,
            email: 'mover.in@test.example',
            userType: { orgType: 'provider_practice' },
        } as never);
        await openConfirmation(search);
        expect(await screen.findByText('Your e-mail address is now new.in@example.test.', {}, SLOW)).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Back to the portal' }).getAttribute('href')).toBe('/');
        expect(JSON.parse(sessionStorage.getItem('userInfo')!).email).toBe('new.in@example.test');
    });

    it.each([
        ['expired', 'This e-mail confirmation link has expired. Change the address again from your profile.'],
        ['used', 'This e-mail change has already been confirmed.'],
    ] as const)('shows why the %s link does not confirm', async (state, message) => {
        const { search } = await confirmationLink(`mover.${state}`, `new.${state}@example.test`, state);
        await openConfirmation(search);
        expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    });

    it('says a link without the account is incomplete', async () => {
        const { key } = await linkKey('provider', 'email_change', 'valid', 'new.provider@example.test');
        await openConfirmation(`?key=${key}`);
        expect(
            await screen.findByText(
                'This link is incomplete. Open it again from the e-mail, or copy the whole address.',
                {},
                SLOW
            )
        ).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    });
});
