import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { Ok } from '../../../common/contract/envelope';
import type { SecondFactorStatus } from '../../../common/contract/profile';
import type { UserRecord } from '../../../common/contract/users';
import { getToken } from '../../providers/session';
import { authenticatorCodes, enableSecondFactor, sentMail, sessionLives } from '../../test/accountState';
import { bodiesSentTo, callApi, demoPassword, setAccount, signInReal, tokenOf, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { ProfilePage } from './ProfilePage';

// Pharma users must set up a second factor on this server. A test that changes an account
// (its username, language, password, sessions) has an account of its own.
withRealApi({ TOTP_REQUIRED_ROLES: 'pharma' });

/** Answers on the real server: seconds on a loaded machine. */
const SLOW = { timeout: 10_000 };

/** The profile screen, for the session in the browser. */
const renderProfile = async (search = '') => {
    await renderScreen(`/userProfile${search}`, { '/userProfile': <ProfilePage /> });
    return userEvent.setup();
};

const openProfile = async (username: string, search = '') => {
    await signInReal(username);
    return renderProfile(search);
};

/** An account of a test's own, named Priya Raman. */
const ownAccount = (username: string) => setAccount(username, { firstName: 'Priya', lastName: 'Raman' });

/** The id of a demo account, as the admin's user list gives it. */
const idOf = async (username: string) => {
    const list = await callApi<UserRecord[]>(await tokenOf('admin'), 'GET', `/api/users?filter={"q":"${username}"}`);
    return list.json.find(user => user.username === username)!.id;
};

/** A live session of the account elsewhere (a phone), and one signed out (a laptop). */
const otherSessions = async (username: string) => {
    await tokenOf(username, '203.0.113.24');
    await callApi(await tokenOf(username, '198.51.100.77'), 'POST', '/api/user/logout');
};

const PROVIDER_EMAIL = 'priya.raman@lakeshorefamilymed.example';

const detailsForm = () => within(screen.getByRole('form', { name: 'Profile' }));

const replace = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) => {
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
};

describe('the user profile', () => {
    it('saves a new e-mail address as pending, with the note to confirm it from the new address', async () => {
        const user = await openProfile('provider');
        expect(await screen.findByRole('heading', { name: 'My profile: Priya Raman' }, SLOW)).toBeTruthy();
        // The heading comes with the session; the form once the profile has loaded.
        await screen.findByRole('form', { name: 'Profile' }, SLOW);
        const email = detailsForm().getByLabelText('E-mail address');
        expect((email as HTMLInputElement).value).toBe(PROVIDER_EMAIL);
        await replace(user, email, 'priya@lakeshore.example');
        await user.click(detailsForm().getByRole('button', { name: 'Save' }));

        expect(
            await screen.findByText(
                'Confirm the new address priya@lakeshore.example with the link we sent to it. Until then, the current address stays in use.',
                {},
                SLOW
            )
        ).toBeTruthy();
        expect(bodiesSentTo('/api/user/setUserInfo')).toEqual([{ email: 'priya@lakeshore.example' }]);
        expect((await sentMail()).map(mail => mail.to)).toContain('priya@lakeshore.example');
        expect((detailsForm().getByLabelText('E-mail address') as HTMLInputElement).value).toBe(PROVIDER_EMAIL);
        expect(
            await screen.findByText(
                'Your profile is saved. Confirm the new address priya@lakeshore.example with the link we sent to it.'
            )
        ).toBeTruthy();
    });

    it('warns that a new username signs out everywhere, then opens the "You have changed your username" dialog', async () => {
        await ownAccount('renamer');
        const user = await openProfile('renamer');
        const token = getToken()!;
        const username = await screen.findByRole('textbox', { name: 'Username' }, SLOW);
        await replace(user, username, 'priya.raman');
        expect(screen.getByText(/Changing your username signs you out everywhere/)).toBeTruthy();
        await user.click(detailsForm().getByRole('button', { name: 'Save' }));

        const dialog = await screen.findByRole('alertdialog', {}, SLOW);
        expect(
            within(dialog).getByText(
                'You have changed your username. You must sign out and sign back in with the new username.'
            )
        ).toBeTruthy();
        expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
        expect(bodiesSentTo('/api/user/setUserInfo')).toEqual([{ userName: 'priya.raman' }]);
        expect(await sessionLives(token)).toBe(false);
    });

    it('switches the UI language when one saves one’s own language', async () => {
        await ownAccount('polyglot');
        const user = await openProfile('polyglot');
        await user.click(await screen.findByRole('combobox', { name: 'Language' }, SLOW));
        await user.click(await screen.findByRole('option', { name: 'Español' }));
        await user.click(detailsForm().getByRole('button', { name: 'Save' }));
        expect(await screen.findByRole('heading', { name: 'Mi perfil: Priya Raman' }, SLOW)).toBeTruthy();
        expect(Cookies.get('language')).toBe('es');
        expect(bodiesSentTo('/api/user/setUserInfo')).toEqual([{ language: 'es' }]);
    });

    it("lets an admin open another user's profile, remembered for the tab, without the own-account sections", async () => {
        const healthplan = await idOf('healthplan');
        await openProfile('admin', `?userId=${healthplan}`);
        expect(await screen.findByRole('heading', { name: 'Profile of Marcus Bennett' }, SLOW)).toBeTruthy();
        expect(sessionStorage.getItem('userProfileId')).toBe(healthplan);
        expect(
            ((await screen.findByRole('textbox', { name: 'Health plan name' }, SLOW)) as HTMLInputElement).value
        ).toBe('Evergreen Health Advantage PPO');
        expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Sessions' })).toBeNull();
    });

    it("shows the server's refusal when someone else asks for a foreign profile", async () => {
        await openProfile('provider', `?userId=${await idOf('admin')}`);
        expect(await screen.findByText('You can only open your own profile.', {}, SLOW)).toBeTruthy();
        expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
    });

    it('changes the password: the current one is checked, the new one follows the rules', async () => {
        await ownAccount('new.password');
        const user = await openProfile('new.password');
        const form = within(await screen.findByRole('form', { name: 'Change password' }, SLOW));
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
        expect(await form.findByText('The current password is not correct.', {}, SLOW)).toBeTruthy();

        await replace(user, form.getByLabelText('Current password'), demoPassword());
        await user.click(form.getByRole('button', { name: 'Change password' }));
        expect(
            await screen.findByText('Your password is changed. Your other sessions have ended.', {}, SLOW)
        ).toBeTruthy();
        expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    });
});

describe('own sessions', () => {
    it('marks the current session, ends another one, then all others', async () => {
        await ownAccount('sessions.one');
        await otherSessions('sessions.one');
        const user = await openProfile('sessions.one');
        const sessions = within(await screen.findByRole('region', { name: 'Sessions' }, SLOW));
        expect(await sessions.findByText('This session', {}, SLOW)).toBeTruthy();
        expect(sessions.getByText('Ended: signed out')).toBeTruthy();
        const [end] = sessions.getAllByRole('button', { name: 'End session' });
        expect(sessions.getAllByRole('button', { name: 'End session' })).toHaveLength(1);

        await user.click(end!);
        expect(await screen.findByText('The session has ended.', {}, SLOW)).toBeTruthy();
        await waitFor(() => expect(sessions.queryAllByRole('button', { name: 'End session' })).toHaveLength(0), SLOW);
        expect(sessions.getByText('Ended: ended by the user or an administrator')).toBeTruthy();
        expect((sessions.getByRole('button', { name: 'End all other sessions' }) as HTMLButtonElement).disabled).toBe(
            true
        );
    });

    it('ends all other sessions once confirmed', async () => {
        await ownAccount('sessions.two');
        await otherSessions('sessions.two');
        const user = await openProfile('sessions.two');
        const sessions = within(await screen.findByRole('region', { name: 'Sessions' }, SLOW));
        await sessions.findByText('This session', {}, SLOW);
        await user.click(sessions.getByRole('button', { name: 'End all other sessions' }));
        const dialog = within(await screen.findByRole('dialog'));
        expect(dialog.getByText('End all other sessions?')).toBeTruthy();
        await user.click(dialog.getByRole('button', { name: 'End all other sessions' }));
        expect(await screen.findByText('1 session ended', {}, SLOW)).toBeTruthy();
        await waitFor(() => expect(sessions.queryAllByRole('button', { name: 'End session' })).toHaveLength(0), SLOW);
    });
});

describe('the second factor', () => {
    it('is set up with the QR code or the key and a first code, then shows the recovery codes once', async () => {
        await ownAccount('totp.on');
        const user = await openProfile('totp.on');
        const card = within(await screen.findByRole('region', { name: 'Second factor' }, SLOW));
        expect(card.getByText('Off')).toBeTruthy();
        await user.click(card.getByRole('button', { name: 'Set up' }));

        const qr = (await card.findByRole(
            'img',
            { name: 'QR code for your authenticator app' },
            SLOW
        )) as HTMLImageElement;
        expect(qr.src).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(atob(qr.src.split(',')[1]!)).toContain('<svg');
        // The key is shown in groups of four, to be typed into an app that cannot scan.
        const shownKey = card.getByTestId('totp-secret').textContent!;
        expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
        const codes = await authenticatorCodes(shownKey.replace(/ /g, ''));
        const wrongCode = ['123450', '234561'].find(code => code !== codes.previous && code !== codes.current)!;

        await user.type(card.getByLabelText('Code from the app'), wrongCode.slice(0, 5));
        await user.click(card.getByRole('button', { name: 'Confirm' }));
        expect(card.getByText('Enter the 6 digits the app shows.')).toBeTruthy();
        await user.type(card.getByLabelText('Code from the app'), wrongCode.slice(5));
        await user.click(card.getByRole('button', { name: 'Confirm' }));
        expect(await card.findByText('The code is not correct.', {}, SLOW)).toBeTruthy();

        await user.clear(card.getByLabelText('Code from the app'));
        await user.type(card.getByLabelText('Code from the app'), codes.current);
        await user.click(card.getByRole('button', { name: 'Confirm' }));
        const recovery = await card.findByRole('list', { name: 'Recovery codes' }, SLOW);
        const shown = within(recovery)
            .getAllByRole('listitem')
            .map(item => item.textContent);
        expect(shown).toHaveLength(10);
        shown.forEach(code => expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/));
        expect(card.getByText(/they are shown only once/)).toBeTruthy();
        expect(card.getByText('On')).toBeTruthy();
        expect(card.getByRole('button', { name: 'Copy' })).toBeTruthy();
        expect(card.getByRole('button', { name: 'Download as text' })).toBeTruthy();

        await user.click(card.getByRole('button', { name: 'I have saved them' }));
        expect(card.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
        expect(card.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    });

    it('is turned off with the password, unless the role requires it', async () => {
        await ownAccount('totp.off');
        // Signed in before the second factor is on, as a sign-in afterwards would ask for a code.
        await signInReal('totp.off');
        await enableSecondFactor('totp.off');
        const user = await renderProfile();
        const token = getToken()!;
        const card = within(await screen.findByRole('region', { name: 'Second factor' }, SLOW));
        await user.click(card.getByRole('button', { name: 'Turn off' }));
        await user.type(card.getByLabelText('Your password'), 'wrong');
        await user.click(card.getByRole('button', { name: 'Turn off the second factor' }));
        expect(await card.findByText('The current password is not correct.', {}, SLOW)).toBeTruthy();
        await user.clear(card.getByLabelText('Your password'));
        await user.click(card.getByLabelText('Your password'));
        await user.paste(demoPassword());
        await user.click(card.getByRole('button', { name: 'Turn off the second factor' }));
        expect(await card.findByText('Off', {}, SLOW)).toBeTruthy();
        const status = await callApi<Ok<SecondFactorStatus>>(token, 'GET', '/api/user/totp');
        expect(status.json.data.enabled).toBe(false);
    });

    it('shows only the set-up while a required second factor is missing', async () => {
        await openProfile('pharma');
        expect(
            await screen.findByText('Set up a second factor (an authenticator app) before you continue.', {}, SLOW)
        ).toBeTruthy();
        expect(screen.getByRole('region', { name: 'Second factor' })).toBeTruthy();
        expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
        expect(screen.queryByRole('region', { name: 'Sessions' })).toBeNull();
    });
});
