import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signIn } from './browser';

const base = inject('healthcareUrl');
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A browser of its own, signed in: admins and users work side by side. */
const signedIn = async (username: string, path = '/home', viewport = { width: 1280, height: 800 }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${base}/#${path}`);
    await signIn(page, username);
    return page;
};
const hashOf = (page: Page) => new URL(page.url()).hash;

describe('administration', () => {
    it('locks a provider signed in elsewhere: that browser gets the dialog at its next step', async () => {
        const provider = await signedIn('provider');
        const admin = await signedIn('admin', '/audits');
        await admin.getByPlaceholder('Search').fill('raman');
        await admin.getByText('Priya Raman').first().click();
        await expect.poll(() => hashOf(admin)).toMatch(/^#\/audits\/[0-9a-f-]{36}$/);
        await admin.getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Lock' }).click();
        await admin.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
        await admin.getByText('Account status of Priya Raman: Locked').waitFor();

        await provider.getByRole('menuitem', { name: 'Connect' }).click();
        const dialog = provider.getByRole('alertdialog');
        await dialog.getByText('Confirm logout').waitFor();
        await dialog.getByRole('button', { name: 'Re-Login' }).click();
        await provider.locator('input[name=username]').fill('provider');
        await provider.locator('input[name=password]').fill('Demo-Password-2026');
        await provider.locator('form button[type=submit]').click();
        await provider.getByText('This account is locked. Contact your portal administrator.').waitFor();

        await admin.getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Unlock' }).click();
        await admin.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();
        await admin.getByText('Account status of Priya Raman: Active').waitFor();
        await provider.locator('form button[type=submit]').click();
        await provider.getByTestId('greeting').waitFor();
        await Promise.all([provider.context().close(), admin.context().close()]);
    });

    it("grants and revokes a screen, and the role's menu follows", async () => {
        const healthplan = await signedIn('healthplan');
        const menu = () => healthplan.getByRole('menuitem', { name: 'Directory edit view' });
        expect(await menu().count()).toBe(0);

        const admin = await signedIn('admin', '/access');
        const cell = admin.getByLabel('Health plan: Directory edit view');
        await cell.click();
        await expect.poll(() => cell.isChecked()).toBe(true);

        await healthplan.getByRole('menuitem', { name: 'Support' }).click();
        await healthplan.getByRole('menuitem', { name: 'Provider directory' }).click();
        await menu().waitFor();
        await menu().click();
        await expect.poll(() => hashOf(healthplan)).toBe('#/editTable');

        await cell.click();
        await expect.poll(() => cell.isChecked()).toBe(false);
        // The screen open when its access goes gives way to the 401 page; the menu no longer offers it.
        await expect.poll(() => hashOf(healthplan), { timeout: 15_000 }).toBe('#/401');
        await healthplan.goto(`${base}/#/connect`);
        await healthplan.getByRole('menuitem', { name: 'Connect' }).waitFor();
        await expect.poll(() => menu().count()).toBe(0);
        await healthplan.goto(`${base}/#/editTable`);
        await expect.poll(() => hashOf(healthplan)).toBe('#/401');
        await Promise.all([healthplan.context().close(), admin.context().close()]);
    });

    it('exports the audit trail as CSV with the sign-ins in it', async () => {
        const admin = await signedIn('admin', '/auditTrail');
        const download = admin.waitForEvent('download');
        await admin.getByRole('button', { name: 'Export CSV' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^audit-trail-\d{8}-\d{4}\.csv$/);
        const content = await new Response((await file.createReadStream()) as never).text();
        expect(content).toContain('auth.login');
        await admin.context().close();
    });

    it('keeps wide lists inside a phone screen: the table scrolls, the page does not', async () => {
        const phone = await signedIn('admin', '/audits', { width: 390, height: 844 });
        await phone.getByText('Priya Raman').first().waitFor();
        const widths = () => phone.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(await widths()).toEqual([390, 390]);
        const table = phone.locator('.RaDataTable-tableWrapper');
        expect(await table.evaluate(wrapper => wrapper.scrollWidth > wrapper.clientWidth)).toBe(true);
        await phone.goto(`${base}/#/auditTrail`);
        await phone.getByText('Sign-in').first().waitFor();
        expect(await widths()).toEqual([390, 390]);
        await phone.context().close();
    });
});
