import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentMail } from '../../../test/accountState';
import { bodiesSentTo, withRealApi } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { RegisterPage } from './RegisterPage';

withRealApi();

/** Answers on the real server: seconds on a loaded machine. */
const SLOW = { timeout: 10_000 };

const GOOD_PASSWORD = 'seven tidal lanterns hum softly';

const openRegister = async () => {
    await renderScreen('/register', { '/register': <RegisterPage />, '/login': <p>Login screen</p> });
    await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 5000 });
    return userEvent.setup();
};

const chooseType = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
    await user.click(screen.getByRole('combobox', { name: 'Account type' }));
    await user.click(await screen.findByRole('option', { name: label }));
};

/** Pasting is what many users do, and it keeps these long forms fast to test. */
const fill = async (user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) => {
    await user.click(element);
    await user.paste(text);
};

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

describe('registration', () => {
    it('registers a provider: NPI checked, looked up, confirmed, names filled, password rules live, then the e-mail to check', async () => {
        const user = await openRegister();
        await chooseType(user, 'Provider');
        const npi = field('NPI (National Provider Identifier)');
        const lookUp = screen.getByRole('button', { name: 'Look up' });

        await user.type(npi, '12345');
        await user.click(lookUp);
        expect(screen.getByText('An NPI has exactly 10 digits and starts with 1 or 2.')).toBeTruthy();
        await user.clear(npi);
        await fill(user, npi, '1234567890');
        await user.click(lookUp);
        expect(screen.getByText(/the last digit does not match the others/)).toBeTruthy();

        await user.clear(npi);
        await fill(user, npi, '1735 4684 84');
        await user.click(lookUp);
        const card = within(await screen.findByRole('region', { name: 'NPI registry entry 1735468484' }, SLOW));
        expect(card.getByRole('heading', { name: 'CHIDI A OKAFOR, M.D.' })).toBeTruthy();
        expect(card.getByText('Individual')).toBeTruthy();
        expect(card.getByText('Internal Medicine, Cardiovascular Disease (207RC0000X)')).toBeTruthy();
        expect(card.getByText('455 MEDICAL CENTER BLVD')).toBeTruthy();
        expect(card.getByText('HOUSTON, TX 77030-2201')).toBeTruthy();
        expect(field('First name').value).toBe('');
        await user.click(card.getByRole('button', { name: 'Yes, this is me' }));
        expect(field('First name').value).toBe('CHIDI');
        expect(field('Last name').value).toBe('OKAFOR');
        expect(field('First name').readOnly).toBe(true);
        expect(screen.getAllByText('From the NPI registry')).toHaveLength(2);

        await fill(user, field('Practice name'), 'Houston Internal Medicine');
        await fill(user, field('E-mail address'), 'chidi.okafor@houston.example');
        await user.type(field('Username'), 'cokafor');
        const password = screen.getByLabelText('Password');
        expect(screen.getByText(/At least 15 characters/)).toBeTruthy();
        await user.type(password, 'short');
        expect(screen.getByText('Use at least 15 characters.')).toBeTruthy();
        await user.clear(password);
        await fill(user, password, 'okafor-is-my-password');
        expect(
            screen.getByText('Do not build the password from your name, your username or your e-mail address.')
        ).toBeTruthy();
        await user.clear(password);
        await user.click(password);
        await user.paste(GOOD_PASSWORD);
        expect(screen.getByText('This password meets the rules.')).toBeTruthy();
        await user.click(screen.getByRole('button', { name: 'Show password' }));
        expect((password as HTMLInputElement).type).toBe('text');

        await user.click(screen.getByRole('button', { name: 'Create account' }));
        expect(await screen.findByRole('heading', { name: 'Check your e-mail' }, SLOW)).toBeTruthy();
        expect(
            screen.getByText(
                'We sent an activation link to chidi.okafor@houston.example. Open it within 24 hours to activate your account.'
            )
        ).toBeTruthy();
        expect(bodiesSentTo('/api/user/register')).toEqual([
            {
                accountType: 'provider',
                providerId: '1735468484',
                firstName: 'CHIDI',
                lastName: 'OKAFOR',
                email: 'chidi.okafor@houston.example',
                username: 'cokafor',
                orgName: 'Houston Internal Medicine',
                password: GOOD_PASSWORD,
                language: 'en',
            },
        ]);
        expect((await sentMail()).map(mail => mail.to)).toEqual(['chidi.okafor@houston.example']);
    });

    it('fills the organisation name from an organisation NPI, and asks to confirm the NPI before sending', async () => {
        const user = await openRegister();
        await chooseType(user, 'Provider');
        await fill(user, field('NPI (National Provider Identifier)'), '1993999998');
        await user.click(screen.getByRole('button', { name: 'Create account' }));
        expect(screen.getByText('Look up your NPI and confirm the registry entry.')).toBeTruthy();
        expect(bodiesSentTo('/api/user/register')).toEqual([]);

        await user.click(screen.getByRole('button', { name: 'Look up' }));
        const card = within(await screen.findByRole('region', { name: /NPI registry entry/ }, SLOW));
        expect(card.getByText('Organisation')).toBeTruthy();
        await user.click(card.getByRole('button', { name: 'Yes, this is me' }));
        expect(field('Practice name').value).toBe('LAKESHORE FAMILY MEDICINE GROUP');
        expect(field('Practice name').readOnly).toBe(true);
        expect(field('First name').readOnly).toBe(false);

        await user.click(screen.getByRole('button', { name: 'Use another NPI' }));
        expect(field('Practice name').value).toBe('');
        expect(screen.queryByRole('region', { name: /NPI registry entry/ })).toBeNull();
    });

    it('shows a taken username at its field and keeps everything typed', async () => {
        const user = await openRegister();
        await chooseType(user, 'Health plan');
        await user.type(field('First name'), 'Ada');
        await fill(user, field('Last name'), 'Lovelace');
        await fill(user, field('Health plan organisation'), 'Evergreen Health');
        await fill(user, field('Health plan name'), 'Evergreen Gold PPO');
        await fill(user, field('E-mail address'), 'ada@evergreen.example');
        await fill(user, field('Username'), 'provider');
        await fill(user, screen.getByLabelText('Password'), GOOD_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Create account' }));

        const username = field('Username');
        await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'), SLOW);
        expect(screen.getByText('The username "provider" is already taken.')).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(field('E-mail address').value).toBe('ada@evergreen.example');
        expect(field('Health plan name').value).toBe('Evergreen Gold PPO');
        expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(GOOD_PASSWORD);
        expect(bodiesSentTo('/api/user/register')).toMatchObject([
            { accountType: 'healthplan', planName: 'Evergreen Gold PPO' },
        ]);

        await user.type(username, '2');
        expect(screen.queryByText('The username "provider" is already taken.')).toBeNull();
    });

    it('takes an NPI another account holds without saying so: the account waits for an admin like any other', async () => {
        const user = await openRegister();
        await chooseType(user, 'Provider');
        await fill(user, field('NPI (National Provider Identifier)'), '1740283969');
        await user.click(screen.getByRole('button', { name: 'Look up' }));
        await user.click(await screen.findByRole('button', { name: 'Yes, this is me' }, SLOW));
        await fill(user, field('Practice name'), 'Lakeshore');
        await fill(user, field('E-mail address'), 'priya@lakeshore.example');
        await fill(user, field('Username'), 'praman2');
        await fill(user, screen.getByLabelText('Password'), GOOD_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Create account' }));
        expect(await screen.findByRole('heading', { name: 'Check your e-mail' }, SLOW)).toBeTruthy();
    });
});
