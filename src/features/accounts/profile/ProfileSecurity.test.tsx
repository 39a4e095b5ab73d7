import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ok } from '../../../../common/contract/envelope';
import type { SecondFactorStatus } from '../../../../common/contract/profile';
import { getToken } from '../../../providers/session';
import { authenticatorCodes, enableSecondFactor } from '../../../test/accountState';
import { callApi, demoPassword, signInReal, tokenOf, withRealApi } from '../../../test/realApi';
import { openProfile, ownAccount, renderProfile, SLOW } from './profileScreen';

// Pharma users must set up a second factor on this server.
withRealApi({ TOTP_REQUIRED_ROLES: 'pharma' });

/** A live session of the account elsewhere (a phone), and one signed out (a laptop). */
const otherSessions = async (username: string) => {
    await tokenOf(username, '203.0.113.24');
    await callApi(await tokenOf(username, '198.51.100.77'), 'POST', '/api/user/logout');
};

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
