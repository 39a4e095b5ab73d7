import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../../common/contract/users';
import { getToken } from '../../../providers/session';
import { sentMail, sessionLives } from '../../../test/accountState';
import { bodiesSentTo, callApi, demoPassword, tokenOf, withRealApi } from '../../../test/realApi';
import { openProfile, ownAccount, SLOW } from './profileScreen';

withRealApi();

/** The id of a demo account, as the admin's user list gives it. */
const idOf = async (username: string) => {
    const list = await callApi<UserRecord[]>(await tokenOf('admin'), 'GET', `/api/users?filter={"q":"${username}"}`);
    return list.json.find(user => user.username === username)!.id;
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

    it("shows the organisation as its record's, readable but not editable", async () => {
        const user = await openProfile('provider');
        await screen.findByRole('form', { name: 'Profile' }, SLOW);
        const organisation = detailsForm().getByLabelText('Organisation') as HTMLInputElement;
        const before = organisation.value;
        expect(before).not.toBe('');
        expect(organisation.disabled).toBe(false);
        await user.type(organisation, 'Another Practice');
        expect(organisation.value).toBe(before);
        expect(detailsForm().getByText('Your organisation is managed by an administrator.')).toBeTruthy();
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
