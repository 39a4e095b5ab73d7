import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUserInfo } from '../../providers/session';
import { renderScreen, signInAs } from '../../test/renderScreen';
import { EmailChangePage } from './EmailChangePage';

const openConfirmation = (search: string) =>
    renderScreen(`/emailChange${search}`, { '/emailChange': <EmailChangePage /> });

describe('e-mail change confirmation', () => {
    it('confirms on arrival and leads to sign in when signed out', async () => {
        await openConfirmation('?key=email-key-valid&id=id-provider');
        expect(
            await screen.findByText('Your e-mail address is now new.provider@example.test.', {}, { timeout: 5000 })
        ).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    });

    it("leads back to the portal when signed in, and updates the session's copy of the profile", async () => {
        signInAs('provider');
        setUserInfo({
            userId: 'id-provider',
            email: 'provider@example.test',
            userType: { orgType: 'provider_practice' },
        } as never);
        await openConfirmation('?key=email-key-valid&id=id-provider');
        expect(
            await screen.findByText('Your e-mail address is now new.provider@example.test.', {}, { timeout: 5000 })
        ).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Back to the portal' }).getAttribute('href')).toBe('/');
        expect(JSON.parse(sessionStorage.getItem('userInfo')!).email).toBe('new.provider@example.test');
    });

    it.each([
        [
            '?key=email-key-expired&id=id-provider',
            'This e-mail confirmation link has expired. Change the address again from your profile.',
        ],
        ['?key=email-key-used&id=id-provider', 'This e-mail change has already been confirmed.'],
        ['?key=email-key-valid', 'This link is incomplete. Open it again from the e-mail, or copy the whole address.'],
    ])('shows why %s does not confirm', async (search, message) => {
        await openConfirmation(search);
        expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    });
});
