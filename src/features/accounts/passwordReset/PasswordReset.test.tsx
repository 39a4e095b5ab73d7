import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { linkKey, sentMail } from '../../../test/accountState';
import { apiRequests, withRealApi } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

withRealApi();

/** Answers on the real server: seconds on a loaded machine. */
const SLOW = { timeout: 10_000 };
const PROVIDER_EMAIL = 'priya.raman@lakeshorefamilymed.example';

const GOOD_PASSWORD = 'seven tidal lanterns hum softly';

const routes = {
    '/forgotPassword': <ForgotPasswordPage />,
    '/resetPassword': <ResetPasswordPage />,
    '/login': <p>Login screen</p>,
};

const newPassword = () => screen.getByLabelText('New password');

describe('forgot password', () => {
    it("sends the address and shows the server's neutral answer", async () => {
        await renderScreen('/forgotPassword', routes);
        const user = userEvent.setup();
        await user.type(await screen.findByLabelText('E-mail address', {}, { timeout: 5000 }), PROVIDER_EMAIL);
        await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
        expect(
            await screen.findByText(
                'If an account uses this address, an e-mail with a reset link is on its way.',
                {},
                SLOW
            )
        ).toBeTruthy();
        expect((await sentMail()).map(mail => mail.to)).toEqual([PROVIDER_EMAIL]);
    });
});

const resetCalls = () => apiRequests.filter(request => request.path === '/api/user/repassword');

describe('reset password', () => {
    it('checks the rules as one types, then changes the password and leads to sign in', async () => {
        const { key } = await linkKey('provider', 'reset');
        const { location } = await renderScreen(`/resetPassword?key=${key}`, routes);
        const user = userEvent.setup();
        await user.type(await screen.findByLabelText('New password', {}, { timeout: 5000 }), 'aaaaaaaaaaaaaaaa');
        expect(screen.getByText('This password repeats itself too much.')).toBeTruthy();
        await user.click(screen.getByRole('button', { name: 'Change password' }));
        expect(newPassword().getAttribute('aria-invalid')).toBe('true');
        expect(resetCalls()).toEqual([]);

        await user.clear(newPassword());
        await user.click(newPassword());
        await user.paste(GOOD_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Change password' }));
        expect(await screen.findByText('Your password is changed. Sign in with the new one.', {}, SLOW)).toBeTruthy();
        await user.click(screen.getByRole('link', { name: 'Sign in' }));
        expect(location()?.pathname).toBe('/login');
    });

    it('shows a refusal the browser could not foresee at the field, and the link stays usable', async () => {
        const { key } = await linkKey('provider', 'reset');
        await renderScreen(`/resetPassword?key=${key}`, routes);
        const user = userEvent.setup();
        await user.click(await screen.findByLabelText('New password', {}, { timeout: 5000 }));
        await user.paste('priya-raman-from-lakeshore');
        await user.click(screen.getByRole('button', { name: 'Change password' }));
        expect(
            await screen.findByText(
                'Do not build the password from your name, your username or your e-mail address.',
                {},
                SLOW
            )
        ).toBeTruthy();
        expect(newPassword().getAttribute('aria-invalid')).toBe('true');
        expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
    });

    it('says an expired link has expired and leads to asking for a new one', async () => {
        const { key } = await linkKey('provider', 'reset', 'expired');
        const { location } = await renderScreen(`/resetPassword?key=${key}`, routes);
        const user = userEvent.setup();
        await user.click(await screen.findByLabelText('New password', {}, { timeout: 5000 }));
        await user.paste(GOOD_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Change password' }));
        expect(
            await screen.findByText('This password reset link has expired. Ask for a new one.', {}, SLOW)
        ).toBeTruthy();
        expect(screen.queryByLabelText('New password')).toBeNull();
        await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
        expect(location()?.pathname).toBe('/forgotPassword');
    });
});
