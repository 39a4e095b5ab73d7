import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { createI18nProvider } from './providers/i18nProvider';
import { fetchPortalConfig } from './providers/portalConfig';
import { withRealApi } from './test/realApi';

withRealApi();

const renderApp = async (hash: string) => {
    window.location.hash = hash;
    const [portal, i18nProvider] = await Promise.all([fetchPortalConfig(), createI18nProvider('en')]);
    return render(<App portal={portal} i18nProvider={i18nProvider} />);
};

describe('the account routes in the app', () => {
    it('opens the registration without a session and without the layout, in the public pages’ look', async () => {
        await renderApp('#/register');
        expect(await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 5000 })).toBeTruthy();
        expect(screen.getByText('Rx Connect Portal')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
        expect(screen.queryByText('Log Out')).toBeNull();
        expect(window.location.hash).toBe('#/register');
    });

    it('sends a visitor of /auth-redirect to sign in with the target', async () => {
        await renderApp('#/auth-redirect?redirect=%2Fsupport');
        expect(await screen.findByLabelText('Username', {}, { timeout: 5000 })).toBeTruthy();
        await waitFor(() => expect(window.location.hash).toBe('#/login?redirect=%2Fsupport'));
    });
});

describe('the public pages’ language menu', () => {
    it('switches the language, which the registration then proposes for the e-mails', async () => {
        await renderApp('#/register');
        await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 5000 });
        const user = userEvent.setup();
        await user.click(screen.getByRole('button', { name: 'Language' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
        expect(await screen.findByRole('heading', { name: 'Crear una cuenta' }, { timeout: 5000 })).toBeTruthy();
        expect(Cookies.get('language')).toBe('es');
        expect(screen.getByRole('combobox', { name: 'Idioma' }).textContent).toBe('Español');
    });
});
