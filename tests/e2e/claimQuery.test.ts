import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserPerFile, signIn } from './browser';

const ui = browserPerFile({ width: 1400, height: 900 });
const hashOf = (page: Page) => new URL(page.url()).hash;

/** The claim numbers of the result page as shown. */
const claimNumbers = (page: Page) => page.locator('table tbody tr td:first-child').allInnerTexts();
/** "1-25 of 1234": the number of claims the search matches. */
const totalOf = async (page: Page) => {
    const text = await page
        .getByText(/\d+-\d+ of \d+/)
        .first()
        .innerText();
    return Number(/of (\d+)/.exec(text)![1]);
};

/** Signs in on the claim query page, in a browser context of its own. */
const openDesk = async (profile: 'claimsUrl' | 'healthcareUrl', username: string) => {
    const base = inject(profile);
    ui.context = await ui.browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    ui.page = await ui.context.newPage();
    await ui.page.goto(`${base}/#/claimquery`);
    await signIn(ui.page, username);
    await ui.page.locator('table tbody tr').first().waitFor();
    return base;
};

describe('claim query in the claims profile', () => {
    it.each(['adjuster', 'forwarder'])(
        '%s lands on claim query after a reload, searches, opens a claim and exports',
        async username => {
            const base = await openDesk('claimsUrl', username);
            await ui.page.goto(`${base}/#/support`);
            await ui.page.reload();
            await expect.poll(() => hashOf(ui.page)).toBe('#/claimquery');
            await ui.page.locator('table tbody tr').first().waitFor();

            const [wanted] = await claimNumbers(ui.page);
            const searched = ui.page.waitForResponse(
                response =>
                    response.url().includes('/api/claims?') && decodeURIComponent(response.url()).includes(wanted!)
            );
            await ui.page.getByRole('textbox', { name: 'Claim #' }).fill(wanted!);
            await searched;
            await expect.poll(() => claimNumbers(ui.page)).toEqual([wanted]);
            expect(await ui.page.getByText('1 claim · billed').count()).toBe(1);
            expect(decodeURIComponent(ui.page.url())).toContain(`"claimNumber":"${wanted}"`);

            await ui.page.locator('table tbody tr').first().click();
            const drawer = ui.page.getByRole('dialog', { name: `Claim ${wanted}` });
            await drawer.getByRole('heading', { name: 'Status history' }).waitFor();
            await drawer.getByRole('heading', { name: 'Documents', exact: true }).waitFor();
            await drawer.getByText('Commercial invoice').waitFor();
            expect(await seriousViolations(ui.page, '.MuiDrawer-paper')).toEqual([]);
            await drawer.getByRole('button', { name: 'Close' }).click();

            const download = ui.page.waitForEvent('download');
            await ui.page.getByRole('button', { name: 'Export CSV' }).click();
            const file = await download;
            expect(file.suggestedFilename()).toMatch(/^claims-\d{8}-\d{4}\.csv$/);
            const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
            expect(lines).toHaveLength(2);
            expect(lines[1]).toContain(wanted);
        }
    );

    it('shows a forwarder only the claims it filed', async () => {
        await openDesk('claimsUrl', 'forwarder');
        const forwarders = await ui.page.locator('table tbody tr td:nth-child(3)').allInnerTexts();
        expect(forwarders.length).toBeGreaterThan(0);
        expect(new Set(forwarders)).toEqual(new Set(['Bluewave Logistics']));
        expect(await seriousViolations(ui.page)).toEqual([]);
    });
});

describe('claim query in the healthcare profile', () => {
    it('shows a provider only the claims its NPI billed or rendered', async () => {
        await openDesk('healthcareUrl', 'admin');
        const everything = await totalOf(ui.page);
        await ui.context.close();
        await openDesk('healthcareUrl', 'provider');
        const own = await totalOf(ui.page);
        expect(own).toBeGreaterThan(0);
        expect(own).toBeLessThan(everything);
        await ui.page.locator('table tbody tr').first().click();
        const drawer = ui.page.getByRole('dialog');
        await drawer.getByRole('heading', { name: 'Service lines' }).waitFor();
        expect(await drawer.innerText()).toContain('1740283969');
    });

    it('lets a health plan filter by status group and see the balance of a paid claim', async () => {
        await openDesk('healthcareUrl', 'healthplan');
        await ui.page.getByRole('button', { name: /^Paid: / }).click();
        await expect.poll(() => decodeURIComponent(ui.page.url())).toContain('"bucket":["paid"]');
        const statuses = () => ui.page.locator('table tbody tr td:nth-child(7)').allInnerTexts();
        await expect.poll(async () => (await statuses()).every(status => /^F(1|3F|3N) /.test(status))).toBe(true);
        await ui.page.locator('table tbody tr').first().click();
        await ui.page
            .getByRole('dialog')
            .getByText(/^Balanced: /)
            .waitFor();
        expect(await seriousViolations(ui.page)).toEqual([]);
    });
});

describe('claim query on a phone', () => {
    it.each(
        (['claimsUrl', 'healthcareUrl'] as const).flatMap(url =>
            ['en', 'zh', 'es', 'ja'].map(language => [url, language] as const)
        )
    )('%s in %s fits 390 px, each toolbar button in reach', async (url, language) => {
        const base = inject(url);
        await ui.page.setViewportSize({ width: 390, height: 844 });
        await ui.context.addCookies([{ name: 'language', value: language, url: base }]);
        await ui.page.goto(`${base}/#/claimquery`);
        await signIn(ui.page, 'admin');
        await ui.page.locator('table tbody tr').first().waitFor();
        // The summary's amounts are the widest line of the page once they are in.
        await ui.page.locator('section[aria-label] .MuiChip-root').first().waitFor();
        await ui.page.screenshot({ path: `/tmp/claimquery-390-${url}-${language}.png` });
        const overflow = await ui.page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        // Buttons pushed off the left edge widen nothing, but nobody can reach them either.
        const buttons = await ui.page
            .locator('.RaList-actions')
            .getByRole('button')
            .evaluateAll(elements =>
                elements.map(element => {
                    const { left, right } = element.getBoundingClientRect();
                    return { label: element.textContent || element.getAttribute('aria-label'), left, right };
                })
            );
        expect(buttons.length).toBeGreaterThanOrEqual(4);
        expect(buttons.filter(button => button.left < 0 || button.right > 390)).toEqual([]);
    });
});

describe('claim query on a desktop screen', () => {
    it.each(['claimsUrl', 'healthcareUrl'] as const)(
        '%s shows every column at 1280 px beside the menu, in Spanish (the widest labels)',
        async url => {
            const base = inject(url);
            await ui.context.addCookies([{ name: 'language', value: 'es', url: base }]);
            await ui.page.goto(`${base}/#/claimquery`);
            await signIn(ui.page, 'admin');
            await ui.page.locator('table tbody tr').first().waitFor();
            const hidden = await ui.page
                .locator('table')
                .first()
                .evaluate(
                    table => table.getBoundingClientRect().width - table.parentElement!.getBoundingClientRect().width
                );
            expect(hidden, 'columns hidden to the right').toBeLessThanOrEqual(0);
        }
    );
});

describe('claim import', () => {
    it('an admin imports an 835 remittance and reads which claims were refused and why', async () => {
        await openDesk('healthcareUrl', 'admin');
        await ui.page.getByRole('button', { name: 'Import', exact: true }).click();
        const dialog = ui.page.getByRole('dialog', { name: 'Import claims' });
        await dialog
            .getByLabel('Choose a file…')
            .setInputFiles(fileURLToPath(new URL('../../server/test/remittances/remittance.835', import.meta.url)));
        await dialog.getByText('remittance.835').waitFor();
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        const report = dialog.getByRole('region', { name: 'Import report' });
        // The remittance pays HC-00000012 as another payer to another provider: refused, not moved.
        await report.getByText(/\d+ created · \d+ updated · 3 refused/).waitFor();
        const refused = report.getByRole('table', { name: 'Refused claims' });
        expect(await refused.locator('tbody tr').count()).toBe(3);
        expect(await refused.innerText()).toContain(
            'Does not balance: billed 300.00 ≠ paid 200.00 + adjustments 50.00.'
        );
        expect(await refused.innerText()).toContain('Names other parties than claim HC-00000012 has');
        expect(await seriousViolations(ui.page, '.MuiDialog-paper')).toEqual([]);
        await dialog.getByRole('button', { name: 'Close' }).click();

        await ui.page.getByRole('textbox', { name: 'Claim #' }).fill('EVG-835-0003');
        await expect.poll(() => claimNumbers(ui.page)).toEqual(['EVG-835-0003']);
    });

    it('a forwarder is offered no import', async () => {
        await openDesk('claimsUrl', 'forwarder');
        await ui.page.getByRole('button', { name: 'Export CSV' }).waitFor();
        expect(await ui.page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    });
});

/** Opens the first claim of the list in its drawer, once its status history is shown. */
const openFirstClaim = async () => {
    const [number] = await claimNumbers(ui.page);
    await ui.page.locator('table tbody tr').first().click();
    const drawer = ui.page.getByRole('dialog', { name: `Claim ${number}` });
    await drawer.getByRole('heading', { name: 'Status history' }).waitFor();
    return { number, drawer };
};

describe('claim editing in the claims profile', () => {
    it('an editor changes a claim’s status with a note, which the status history then shows', async () => {
        await openDesk('claimsUrl', 'editor');
        const { number, drawer } = await openFirstClaim();
        await drawer.getByRole('button', { name: 'Edit' }).click();

        const edit = ui.page.getByRole('dialog', { name: `Edit claim ${number}` });
        const status = edit.getByRole('combobox', { name: 'Status' });
        const next = (await status.innerText()).includes('Under survey') ? 'Adjusted' : 'Under survey';
        await status.click();
        await ui.page.getByRole('option', { name: next, exact: true }).click();
        await edit.getByRole('textbox', { name: 'Note for the status history' }).fill('Surveyor booked for Monday');
        await edit.getByRole('button', { name: 'Save' }).click();

        await ui.page.getByText(`Claim ${number} saved`).waitFor();
        await expect.poll(() => edit.count()).toBe(0);
        const history = drawer.getByRole('list').filter({ hasText: 'Surveyor booked for Monday' });
        await expect.poll(() => history.innerText()).toContain(next);
    });

    it('an adjuster reads a claim but is offered no edit', async () => {
        await openDesk('claimsUrl', 'adjuster');
        const { drawer } = await openFirstClaim();
        expect(await drawer.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    });
});
