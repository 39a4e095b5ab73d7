import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { mockAccounts } from '../../../mocks/accountData';
import { MOCK_PASSWORD, mockSessions } from '../../../mocks/handlers';
import { renderScreen, signInAs } from '../../test/renderScreen';
import { ProfilePage } from './ProfilePage';

const openProfile = async (username: 'admin' | 'provider', search = '') => {
    signInAs(username);
    await renderScreen(`/userProfile${search}`, { '/userProfile': <ProfilePage /> });
    return userEvent.setup();
};

const detailsForm = () => within(screen.getByRole('form', { name: 'Profile' }));

const replace = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) => {
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
};

describe('the user profile', { timeout: 15_000 }, () => {
    it('saves a new e-mail address as pending, with the note to confirm it from the new address', async () => {
        const user = await openProfile('provider');
        expect(await screen.findByRole('heading', { name: 'My profile: Priya Raman' }, { timeout: 5000 })).toBeTruthy();
        const email = detailsForm().getByLabelText('E-mail address');
        expect((email as HTMLInputElement).value).toBe('provider@example.test');
        await replace(user, email, 'priya@lakeshore.example');
        await user.click(detailsForm().getByRole('button', { name: 'Save' }));

        expect(
            await screen.findByText(
                'Confirm the new address priya@lakeshore.example with the link we sent to it. Until then, the current address stays in use.'
            )
        ).toBeTruthy();
        expect(mockAccounts.profileSaves).toEqual([{ email: 'priya@lakeshore.example' }]);
        expect((detailsForm().getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
            'provider@example.test'
        );
        expect(
            await screen.findByText(
                'Your profile is saved. Confirm the new address priya@lakeshore.example with the link we sent to it.'
            )
        ).toBeTruthy();
    });

    it('warns that a new username signs out everywhere, then opens the "You have changed your username" dialog', async () => {
        const user = await openProfile('provider');
        const username = await screen.findByRole('textbox', { name: 'Username' }, { timeout: 5000 });
        await replace(user, username, 'priya.raman');
        expect(screen.getByText(/Changing your username signs you out everywhere/)).toBeTruthy();
        await user.click(detailsForm().getByRole('button', { name: 'Save' }));

        const dialog = await screen.findByRole('alertdialog');
        expect(
            within(dialog).getByText(
                'You have changed your username. You must sign out and sign back in with the new username.'
            )
        ).toBeTruthy();
        expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
        expect(mockAccounts.profileSaves).toEqual([{ userName: 'priya.raman' }]);
        expect(mockSessions.size).toBe(0);
    });

    it('switches the UI language when one saves one’s own language', async () => {
        const user = await openProfile('provider');
        await user.click(await screen.findByRole('combobox', { name: 'Language' }, { timeout: 5000 }));
        await user.click(await screen.findByRole('option', { name: 'Español' }));
        await user.click(detailsForm().getByRole('button', { name: 'Save' }));
        expect(await screen.findByRole('heading', { name: 'Mi perfil: Priya Raman' }, { timeout: 5000 })).toBeTruthy();
        expect(Cookies.get('language')).toBe('es');
        expect(mockAccounts.profileSaves).toEqual([{ language: 'es' }]);
    });

    it("lets an admin open another user's profile, remembered for the tab, without the own-account sections", async () => {
        await openProfile('admin', '?userId=id-healthplan');
        expect(
            await screen.findByRole('heading', { name: 'Profile of Marcus Bennett' }, { timeout: 5000 })
        ).toBeTruthy();
        expect(sessionStorage.getItem('userProfileId')).toBe('id-healthplan');
        expect((screen.getByRole('textbox', { name: 'Health plan name' }) as HTMLInputElement).value).toBe(
            'Evergreen Health Advantage PPO'
        );
        expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Sessions' })).toBeNull();
    });

    it("shows the server's refusal when someone else asks for a foreign profile", async () => {
        await openProfile('provider', '?userId=id-admin');
        expect(await screen.findByText('You can only open your own profile.', {}, { timeout: 5000 })).toBeTruthy();
        expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
    });

    it('changes the password: the current one is checked, the new one follows the rules', async () => {
        const user = await openProfile('provider');
        const form = within(await screen.findByRole('form', { name: 'Change password' }, { timeout: 5000 }));
        await user.type(form.getByLabelText('Current password'), 'not-it');
        await user.click(form.getByLabelText('New password'));
        await user.paste('priya-has-a-password');
        expect(
            form.getByText('Do not build the password from your name, your username or your e-mail address.')
        ).toBeTruthy();
        await user.clear(form.getByLabelText('New password'));
        await user.click(form.getByLabelText('New password'));
        await user.paste('seven tidal lanterns hum softly');
        await user.click(form.getByRole('button', { name: 'Change password' }));
        expect(await form.findByText('The current password is not correct.')).toBeTruthy();

        await replace(user, form.getByLabelText('Current password'), MOCK_PASSWORD);
        await user.click(form.getByRole('button', { name: 'Change password' }));
        expect(await screen.findByText('Your password is changed. Your other sessions have ended.')).toBeTruthy();
        expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    });
});

describe('own sessions', { timeout: 15_000 }, () => {
    it('marks the current session, ends another one, then all others', async () => {
        const user = await openProfile('provider');
        const sessions = within(await screen.findByRole('region', { name: 'Sessions' }, { timeout: 5000 }));
        expect(await sessions.findByText('This session')).toBeTruthy();
        expect(sessions.getByText('Ended: signed out')).toBeTruthy();
        const [end] = sessions.getAllByRole('button', { name: 'End session' });
        expect(sessions.getAllByRole('button', { name: 'End session' })).toHaveLength(1);

        await user.click(end!);
        expect(await screen.findByText('The session has ended.')).toBeTruthy();
        await waitFor(() => expect(sessions.queryAllByRole('button', { name: 'End session' })).toHaveLength(0));
        expect(sessions.getByText('Ended: ended by the user or an administrator')).toBeTruthy();
        expect((sessions.getByRole('button', { name: 'End all other sessions' }) as HTMLButtonElement).disabled).toBe(
            true
        );
    });

    it('ends all other sessions once confirmed', async () => {
        const user = await openProfile('provider');
        const sessions = within(await screen.findByRole('region', { name: 'Sessions' }, { timeout: 5000 }));
        await sessions.findByText('This session');
        await user.click(sessions.getByRole('button', { name: 'End all other sessions' }));
        const dialog = within(await screen.findByRole('dialog'));
        expect(dialog.getByText('End all other sessions?')).toBeTruthy();
        await user.click(dialog.getByRole('button', { name: 'End all other sessions' }));
        expect(await screen.findByText('1 session ended')).toBeTruthy();
        await waitFor(() => expect(sessions.queryAllByRole('button', { name: 'End session' })).toHaveLength(0));
    });
});

describe('the second factor', { timeout: 15_000 }, () => {
    it('is set up with the QR code or the key and a first code, then shows the recovery codes once', async () => {
        const user = await openProfile('provider');
        const card = within(await screen.findByRole('region', { name: 'Second factor' }, { timeout: 5000 }));
        expect(card.getByText('Off')).toBeTruthy();
        await user.click(card.getByRole('button', { name: 'Set up' }));

        const qr = (await card.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
        expect(qr.src).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(atob(qr.src.split(',')[1]!)).toContain('<svg');
        expect(card.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

        await user.type(card.getByLabelText('Code from the app'), '12345');
        await user.click(card.getByRole('button', { name: 'Confirm' }));
        expect(card.getByText('Enter the 6 digits the app shows.')).toBeTruthy();
        await user.type(card.getByLabelText('Code from the app'), '0');
        await user.click(card.getByRole('button', { name: 'Confirm' }));
        expect(await card.findByText('The code is not correct.')).toBeTruthy();

        await user.clear(card.getByLabelText('Code from the app'));
        await user.type(card.getByLabelText('Code from the app'), '123456');
        await user.click(card.getByRole('button', { name: 'Confirm' }));
        const codes = await card.findByRole('list', { name: 'Recovery codes' });
        expect(
            within(codes)
                .getAllByRole('listitem')
                .map(item => item.textContent)
        ).toEqual(Array.from({ length: 10 }, (_, index) => `RCVR${index}-CODE${index}`));
        expect(card.getByText(/they are shown only once/)).toBeTruthy();
        expect(card.getByText('On')).toBeTruthy();
        expect(card.getByRole('button', { name: 'Copy' })).toBeTruthy();
        expect(card.getByRole('button', { name: 'Download as text' })).toBeTruthy();

        await user.click(card.getByRole('button', { name: 'I have saved them' }));
        expect(card.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
        expect(card.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    });

    it('is turned off with the password, unless the role requires it', async () => {
        mockAccounts.totpEnabled.add('provider');
        const user = await openProfile('provider');
        const card = within(await screen.findByRole('region', { name: 'Second factor' }, { timeout: 5000 }));
        await user.click(card.getByRole('button', { name: 'Turn off' }));
        await user.type(card.getByLabelText('Your password'), 'wrong');
        await user.click(card.getByRole('button', { name: 'Turn off the second factor' }));
        expect(await card.findByText('The current password is not correct.')).toBeTruthy();
        await user.clear(card.getByLabelText('Your password'));
        await user.click(card.getByLabelText('Your password'));
        await user.paste(MOCK_PASSWORD);
        await user.click(card.getByRole('button', { name: 'Turn off the second factor' }));
        expect(await card.findByText('Off')).toBeTruthy();
        expect(mockAccounts.totpEnabled.has('provider')).toBe(false);
    });

    it('shows only the set-up while a required second factor is missing', async () => {
        mockAccounts.totpRequired.add('provider');
        await openProfile('provider');
        expect(
            await screen.findByText(
                'Set up a second factor (an authenticator app) before you continue.',
                {},
                { timeout: 5000 }
            )
        ).toBeTruthy();
        expect(screen.getByRole('region', { name: 'Second factor' })).toBeTruthy();
        expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
        expect(screen.queryByRole('region', { name: 'Sessions' })).toBeNull();
    });
});
