import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, sessionToken, signIn } from './browser';

const base = inject('healthcareUrl');
const ui = browserPerFile();

const hashOf = (page: Page) => new URL(page.url()).hash;

describe('signing in, staying signed in and signing out', () => {
    it('keeps the wanted page through sign-in, with spaces around the username', async () => {
        await ui.page.goto(`${base}/#/gettingStarted?step=2`);
        await ui.page.getByLabel('Username').waitFor();
        expect(hashOf(ui.page)).toBe('#/login?redirect=%2FgettingStarted%3Fstep%3D2');

        await signIn(ui.page, '  provider  ');
        await expect.poll(() => hashOf(ui.page)).toBe('#/gettingStarted?step=2');
        expect(await ui.page.getByTestId('greeting').textContent()).toBe('Hello, Priya Raman');
        expect(await ui.page.title()).toBe('Getting started - Rx Connect Portal');
    });

    it('shows the server message for wrong credentials and stays on the login page', async () => {
        await ui.page.goto(`${base}/#/login`);
        await ui.page.getByLabel('Username').fill('provider');
        await ui.page.getByLabel('Password', { exact: true }).fill('wrong password');
        await ui.page.getByRole('button', { name: 'Sign in' }).click();
        await ui.page.getByText('Account and password are incorrect.').waitFor();
        expect(hashOf(ui.page)).toBe('#/login');
        expect(await sessionToken(ui.page)).toBeUndefined();
    });

    it('survives a reload', async () => {
        await ui.page.goto(`${base}/#/connect`);
        await signIn(ui.page, 'healthplan');
        await ui.page.reload();
        await ui.page.getByTestId('greeting').waitFor();
        expect(hashOf(ui.page)).toBe('#/connect');
        expect(await ui.page.getByText('Evergreen Health Advantage PPO · Health plan').count()).toBe(1);
    });

    it('sends a signed-in user who opens /login to the landing page', async () => {
        await ui.page.goto(`${base}/#/login`);
        await signIn(ui.page, 'pharma');
        await ui.page.goto(`${base}/#/login`);
        await expect.poll(() => hashOf(ui.page)).toBe('#/home');
    });

    it('asks before logging out when the session ended on the server: Cancel stays, Re-Login signs in again', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        const token = await sessionToken(ui.page);
        // The session ends elsewhere (another tab signing out, or an administrator).
        await fetch(`${base}/api/user/logout`, { headers: { 'X-Token': token! } });

        await ui.page.getByRole('menuitem', { name: 'Connect' }).click();
        const dialog = ui.page.getByRole('alertdialog');
        await dialog.waitFor();
        expect(await dialog.getByText('Confirm logout').count()).toBe(1);
        expect(
            await dialog
                .getByText('You have been logged out, you can cancel to stay on this page, or log in again')
                .count()
        ).toBe(1);

        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(hashOf(ui.page)).toBe('#/connect');

        await ui.page.getByRole('menuitem', { name: 'Support' }).click();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Re-Login' }).click();
        await ui.page.getByLabel('Username').waitFor();
        expect(hashOf(ui.page)).toBe('#/login?redirect=%2Fsupport');
        expect(await sessionToken(ui.page)).toBeUndefined();

        await signIn(ui.page, 'provider');
        await expect.poll(() => hashOf(ui.page)).toBe('#/support');
    });

    it('logs out: the server session ends, the browser forgets it, and sign-in will come back here', async () => {
        await ui.page.goto(`${base}/#/dashboard?range=7`);
        await signIn(ui.page, 'admin');
        const token = await sessionToken(ui.page);
        await ui.page.getByRole('button', { name: 'User menu' }).click();
        await ui.page.getByRole('menuitem', { name: 'Log Out' }).click();
        await ui.page.getByLabel('Username').waitFor();

        expect(hashOf(ui.page)).toBe('#/login?redirect=%2Fdashboard%3Frange%3D7');
        expect(await sessionToken(ui.page)).toBeUndefined();
        expect(await ui.page.evaluate(() => [localStorage.getItem('role'), sessionStorage.length])).toEqual([null, 0]);
        const info = await fetch(`${base}/api/user/info`, { headers: { 'X-Token': token! } });
        expect((await info.json()).code).toBe(50012);

        await ui.page.goto(`${base}/#/home`);
        await expect.poll(() => hashOf(ui.page)).toBe('#/login?redirect=%2Fhome');
    });

    it('sends an unknown path to 404 and a forbidden screen to 401', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        await ui.page.goto(`${base}/#/no/such/page`);
        await ui.page.getByText('The page you are looking for does not exist.').waitFor();
        expect(hashOf(ui.page)).toBe('#/404');
        await ui.page.goto(`${base}/#/audits`);
        await ui.page.getByText('You do not have permission to open this page.').waitFor();
        expect(hashOf(ui.page)).toBe('#/401');
    });
});
