import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { createI18nProvider } from './providers/i18nProvider';
import { fetchPortalConfig } from './providers/portalConfig';
import { demoPassword, withRealApi } from './test/realApi';

withRealApi();

const renderApp = async (hash: string) => {
    window.location.hash = hash;
    const [portal, i18nProvider] = await Promise.all([fetchPortalConfig(), createI18nProvider('en')]);
    return render(<App portal={portal} i18nProvider={i18nProvider} />);
};

describe('the portal against the real API', () => {
    it('sends a visitor to sign in, keeping the wanted page, then opens it with the menu for the role', async () => {
        await renderApp('#/gettingStarted?step=2');
        const username = await screen.findByLabelText('Username', {}, { timeout: 5000 });
        expect(window.location.hash).toBe('#/login?redirect=%2FgettingStarted%3Fstep%3D2');

        const user = userEvent.setup();
        await user.type(username, ' provider ');
        await user.type(screen.getByLabelText('Password'), demoPassword());
        await user.click(screen.getByRole('button', { name: 'Sign in' }));

        expect(await screen.findByText('Hello, Priya Raman', {}, { timeout: 5000 })).toBeTruthy();
        expect(screen.getByText('NPI 1740283969 · Provider practice')).toBeTruthy();
        await waitFor(() => expect(window.location.hash).toBe('#/gettingStarted?step=2'));
        expect(document.title).toBe('Getting started - Rx Connect Portal');
        expect(screen.queryByText('User profiles')).toBeNull();
    });

    it('shows the admin the administration menu and the product name', async () => {
        await renderApp('#/');
        const user = userEvent.setup();
        await user.type(await screen.findByLabelText('Username', {}, { timeout: 5000 }), 'admin');
        await user.type(screen.getByLabelText('Password'), demoPassword());
        await user.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('Hello, Avery Collins', {}, { timeout: 5000 })).toBeTruthy();
        expect(screen.getByText('Rx Connect Portal · Portal operator')).toBeTruthy();
        expect(screen.getByText('Administration')).toBeTruthy();
        await waitFor(() => expect(window.location.hash).toBe('#/home'));
    });
});
