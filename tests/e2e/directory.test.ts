import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, signIn } from './browser';

const base = inject('healthcareUrl');
/** How long a cell may take to show what the server answered, on a loaded machine. */
const SETTLED = { timeout: 15_000 };
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser.close());

const signedIn = async (username: string, path: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(`${base}/#${path}`);
    await signIn(page, username);
    await page.goto(`${base}/#${path}`);
    return page;
};

/** Opens the Practitioners grid and waits for its first page. */
const lastNameOfRow = (page: Page, npi: string) =>
    page.locator('[role=row]', { hasText: npi }).locator('[data-field=lastName]');

const openPractitioners = async (page: Page) => {
    await page.getByRole('button', { name: 'Practitioners' }).click();
    await page.locator('[role=gridcell][data-field=npi]').first().waitFor();
};

describe('the Directory Edit View', () => {
    it('lists the tables with their figures and opens one in an accessible grid', async () => {
        const admin = await signedIn('admin', '/editTable');
        const practitioners = admin.getByRole('row', { name: /Practitioners/ });
        await practitioners.waitFor();
        expect(await practitioners.textContent()).toContain('300');
        expect(await seriousViolations(admin)).toEqual([]);
        await openPractitioners(admin);
        expect(await seriousViolations(admin)).toEqual([]);
        await admin.context().close();
    });

    it('keeps a refused value in the cell with its message, and saves a good one with Enter', async () => {
        const admin = await signedIn('admin', '/editTable');
        await openPractitioners(admin);
        const rowId = await admin.locator('[role=row][data-id]', { hasText: '1100000011' }).getAttribute('data-id');
        const cell = admin.locator(`[role=row][data-id="${rowId}"] [data-field=npi]`);
        await cell.click();
        await admin.keyboard.press('Enter');
        await admin.keyboard.press('ControlOrMeta+a');
        await admin.keyboard.type('1100000012');
        await admin.keyboard.press('Enter');
        await admin
            .getByRole('tooltip')
            .getByText('NPI: 1100000012 is not a valid NPI (its last digit does not match).')
            .waitFor();
        expect(await cell.locator('input').inputValue()).toBe('1100000012');
        await admin.keyboard.press('Escape');
        await expect.poll(() => cell.textContent(), SETTLED).toBe('1100000011');

        const name = admin.locator(`[role=row][data-id="${rowId}"] [data-field=lastName]`);
        await name.dblclick();
        await admin.keyboard.press('ControlOrMeta+a');
        await admin.keyboard.type('Khan-Ortiz');
        await admin.keyboard.press('Enter');
        await admin.getByText('Saved').first().waitFor();
        await expect.poll(() => name.textContent(), SETTLED).toBe('Khan-Ortiz');
        await admin.context().close();
    });

    it('shows both values when another browser changed the row first, keeping what was typed', async () => {
        const first = await signedIn('admin', '/editTable');
        const second = await signedIn('admin', '/editTable');
        await openPractitioners(first);
        await openPractitioners(second);
        const edit = async (page: Page, text: string) => {
            await lastNameOfRow(page, '1100000029').dblclick();
            await page.keyboard.press('ControlOrMeta+a');
            await page.keyboard.type(text);
            await page.keyboard.press('Enter');
        };
        await edit(second, 'Chen-Second');
        await second.getByText('Saved').first().waitFor();
        await edit(first, 'Chen-First');
        const dialog = first.getByRole('dialog', { name: 'Someone else changed this row' });
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain('Chen-First');
        expect(await dialog.textContent()).toContain('Chen-Second');
        await dialog.getByRole('button', { name: 'Save mine over it' }).click();
        await expect.poll(() => lastNameOfRow(first, '1100000029').textContent(), SETTLED).toBe('Chen-First');
        await Promise.all([first.context().close(), second.context().close()]);
    });

    it('lets a provider confirm its listing, which the admin then sees verified', async () => {
        const provider = await signedIn('provider', '/myListing');
        const listing = provider.getByRole('region', { name: 'Practitioners' });
        await listing.waitFor();
        expect(await seriousViolations(provider)).toEqual([]);
        await listing.getByRole('button', { name: 'This listing is accurate' }).click();
        await provider.getByText('Thank you: listing confirmed as accurate.').waitFor();
        await listing.getByText(/Last verified .* by provider/).waitFor();
        await provider.context().close();

        const admin = await signedIn('admin', '/editTable');
        await openPractitioners(admin);
        const row = admin.locator('[role=row]', { hasText: '1740283969' });
        await expect
            .poll(() => row.locator('[data-field=verifiedAt]').textContent(), SETTLED)
            .toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)} Current · Due `));
        await admin.context().close();
    });

    it('creates a table from a template, which then appears in the menu and in the access matrix', async () => {
        const admin = await signedIn('admin', '/newTable');
        await admin.getByRole('textbox', { name: 'Table name' }).fill('Dental offices');
        await admin.getByRole('button', { name: 'Create table' }).click();
        await admin.waitForURL(/editTable\?table=/);
        await admin.locator('[role=columnheader][data-field=npi]').waitFor();
        const entry = admin.getByRole('menuitem', { name: 'Dental offices' });
        await entry.waitFor();
        await admin.goto(`${base}/#/access`);
        const view = admin.getByRole('switch', { name: 'Health plan: Dental offices · Show' });
        await view.waitFor();
        expect(await view.isChecked()).toBe(false);
        await view.click();
        await expect.poll(() => view.isChecked(), SETTLED).toBe(true);
        expect(await admin.getByRole('switch', { name: 'Health plan: Dental offices · Edit' }).isChecked()).toBe(false);
        expect(await seriousViolations(admin)).toEqual([]);
        await admin.getByRole('menuitem', { name: 'Dental offices' }).click();
        await admin.waitForURL(/editTable\?table=/);
        await admin.getByRole('heading', { name: 'Dental offices' }).waitFor();
        await admin.context().close();
    });
    it('deletes a row, which then shows only under "Deleted rows", and restores it', async () => {
        const admin = await signedIn('admin', '/editTable');
        await openPractitioners(admin);
        const npi = (await admin.locator('[role=gridcell][data-field=npi]').nth(2).innerText()).trim();
        const row = admin.locator('[role=row][data-id]', { hasText: npi });
        admin.once('dialog', dialog => dialog.accept());
        await row.getByRole('button', { name: 'Delete' }).click();
        await expect.poll(() => row.count()).toBe(0);

        await admin.getByLabel('Deleted rows').check();
        await row.getByRole('button', { name: 'Restore' }).click();
        await admin.getByText('Row restored').waitFor();
        await admin.getByLabel('Deleted rows').uncheck();
        await row.waitFor(SETTLED);
        expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(1);
        await admin.context().close();
    });
});
