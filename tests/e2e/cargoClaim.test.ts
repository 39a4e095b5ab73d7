import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ClaimRecord } from '../../common/contract/claims';
import { seriousViolations } from './axe';
import { browserPerFile, sessionToken, signIn } from './browser';

const ui = browserPerFile({ width: 1280, height: 900 });

/** A calendar day `days` before today, as the browser's date input takes it. */
const daysAgo = (days: number) => {
    const day = new Date(Date.now() - days * 86_400_000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** Signs in on the claim query in a browser context of its own. */
const signInOnDesk = async (base: string, username: string) => {
    const context = await ui.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/#/claimquery`);
    await signIn(page, username);
    await page.locator('table tbody tr').first().waitFor();
    return page;
};

/** One of the forwarder's reported claims that nobody has filed yet. */
const unfiledReportedClaim = async (page: Page, base: string) => {
    const headers = { 'x-token': (await sessionToken(page))! };
    const filter = encodeURIComponent(JSON.stringify({ bucket: ['reported'] }));
    const list = await page.request.get(`${base}/api/claims?filter=${filter}&range=[0,99]`, { headers });
    expect(list.status()).toBe(200);
    for (const claim of (await list.json()) as ClaimRecord[]) {
        const filing = await page.request.get(`${base}/api/cargo-filings?claimId=${claim.id}`, { headers });
        if (filing.status() === 404) return claim;
    }
    throw new Error('the forwarder has no reported claim left to file');
};

/** Opens a claim's detail from the claim query by its number. */
const openClaim = async (page: Page, number: string) => {
    await page.getByRole('textbox', { name: 'Claim #' }).fill(number);
    await expect.poll(() => page.locator('table tbody tr td:first-child').allInnerTexts()).toEqual([number]);
    await page.locator('table tbody tr').first().click();
    const drawer = page.getByRole('dialog', { name: `Claim ${number}` });
    await drawer.getByRole('heading', { name: 'Cargo claim' }).waitFor();
    return drawer;
};

describe('a cargo claim filed by the forwarder and handled by the adjuster', () => {
    it('a forwarder files an air claim with photos and sees it acknowledged', async () => {
        const base = inject('claimsUrl');
        const forwarder = await signInOnDesk(base, 'forwarder');

        // A claim the list does not hold yet: filed from the claim query's "File a claim".
        await forwarder.getByRole('button', { name: 'File a claim' }).click();
        const filing = forwarder.getByRole('dialog', { name: 'File a new cargo claim' });
        await filing.getByRole('combobox', { name: 'Mode of transport' }).click();
        await forwarder.getByRole('option', { name: 'Air', exact: true }).click();
        await filing.getByRole('textbox', { name: 'Air waybill number' }).fill('176-12345675');
        await filing.getByRole('textbox', { name: 'Carrier' }).fill('Skyline Cargo Airways');
        await filing.getByRole('textbox', { name: 'Origin' }).fill('Shenzhen');
        await filing.getByRole('textbox', { name: 'Destination' }).fill('Chicago');
        await filing.getByLabel('Delivery date').fill(daysAgo(10));
        await filing.getByRole('combobox', { name: 'What happened' }).click();
        await forwarder.getByRole('option', { name: 'Damage', exact: true }).click();

        // Without an amount it is not a claim: the screen says why and does not file it.
        await filing.getByRole('textbox', { name: 'Amount claimed' }).fill('');
        await expect.poll(() => filing.getByTestId('amount-problem').innerText()).toContain('49 CFR 370.3(b)');
        expect(await filing.getByRole('button', { name: 'File the claim' }).isDisabled()).toBe(true);
        await filing.getByRole('textbox', { name: 'Amount claimed' }).fill('4820.50');
        await filing.getByRole('combobox', { name: 'Currency' }).click();
        await forwarder.getByRole('option', { name: 'USD', exact: true }).click();

        // Received ten days ago: the 14-day complaint limit is four days away, warned of and not late.
        const limit = filing.locator('[data-deadline="montreal_damage"]');
        await expect.poll(() => limit.getAttribute('data-state')).toBe('due_soon');
        expect(await limit.innerText()).toContain('days left: 4');
        expect(await seriousViolations(forwarder, '[role=dialog][aria-labelledby="cargo-filing-title"]')).toEqual([]);
        await filing.getByRole('button', { name: 'File the claim' }).click();
        await filing.waitFor({ state: 'detached' });

        // Filed, the new claim opens, numbered by the portal, in the list too.
        let drawer = forwarder.getByRole('dialog', { name: /^Claim CG-F\d{8}$/ });
        await drawer.getByRole('heading', { name: 'Cargo claim' }).waitFor();
        const number = (await drawer.locator('#claim-detail-title').innerText()).replace('Claim ', '');
        await drawer.locator('[data-checklist="air_waybill"]').waitFor();
        expect(await drawer.locator('[data-checklist="photos"]').getAttribute('data-present')).toBe('false');
        expect(await drawer.locator('[data-deadline="montreal_damage"]').getAttribute('data-state')).toBe('due_soon');

        // A real photo: a PNG the browser draws of the page itself.
        const photo = await forwarder.screenshot({ clip: { x: 0, y: 0, width: 64, height: 48 } });
        await drawer.getByRole('combobox', { name: 'Document type' }).click();
        await forwarder.getByRole('option', { name: 'Photo', exact: true }).click();
        await drawer
            .locator('input[type=file]')
            .setInputFiles({ name: 'crushed-carton.png', mimeType: 'image/png', buffer: photo });
        await drawer.getByRole('cell', { name: /crushed-carton\.png/ }).waitFor();
        await expect.poll(() => drawer.locator('[data-checklist="photos"]').getAttribute('data-present')).toBe('true');
        expect(await drawer.getByTestId('cargo-handling').innerText()).toContain('To be acknowledged by');
        expect(await seriousViolations(forwarder, '.MuiDrawer-paper')).toEqual([]);

        const adjuster = await signInOnDesk(base, 'adjuster');
        const handling = await openClaim(adjuster, number);
        await handling.getByRole('button', { name: 'Acknowledge' }).click();
        const step = adjuster.getByRole('dialog', { name: `Acknowledge: claim ${number}` });
        await step.waitFor();
        expect(
            await seriousViolations(adjuster, '[role=dialog][aria-labelledby="cargo-step-acknowledge-title"]')
        ).toEqual([]);
        await step.getByRole('button', { name: 'Confirm' }).click();
        await handling.getByTestId('cargo-acknowledged').waitFor();
        await handling.getByRole('button', { name: 'Ask for documents' }).waitFor();
        expect(await seriousViolations(adjuster, '.MuiDrawer-paper')).toEqual([]);
        await adjuster.context().close();

        await forwarder.reload();
        await forwarder.locator('table tbody tr').first().waitFor();
        drawer = await openClaim(forwarder, number);
        const acknowledged = drawer.getByTestId('cargo-acknowledged');
        await acknowledged.waitFor();
        expect(await acknowledged.innerText()).toMatch(/^Acknowledged on .+ by adjuster$/);
        expect(await drawer.getByRole('button', { name: 'Ask for documents' }).count()).toBe(0);
        expect(await drawer.getByText('Claim acknowledged in writing').count()).toBe(1);
        await forwarder.context().close();
    });

    it('shows the filing form on a phone in Spanish, readable and within the screen', async () => {
        const base = inject('claimsUrl');
        await ui.page.setViewportSize({ width: 390, height: 844 });
        await ui.context.addCookies([{ name: 'language', value: 'es', url: base }]);
        await ui.page.goto(`${base}/#/claimquery`);
        await signIn(ui.page, 'forwarder');
        await ui.page.locator('table tbody tr').first().waitFor();
        const claim = await unfiledReportedClaim(ui.page, base);
        const filter = encodeURIComponent(JSON.stringify({ claimNumber: claim.claimNumber }));
        await ui.page.goto(`${base}/#/claimquery?filter=${filter}`);
        await expect
            .poll(() => ui.page.locator('table tbody tr td:first-child').allInnerTexts())
            .toEqual([claim.claimNumber]);
        await ui.page.locator('table tbody tr').first().click();
        await ui.page.getByRole('heading', { name: 'Reclamación de carga' }).waitFor();
        await ui.page.getByRole('button', { name: 'Presentar esta reclamación' }).click();
        const form = ui.page.locator('[role=dialog][aria-labelledby="cargo-filing-title"]');
        await form.getByRole('textbox', { name: 'Importe reclamado' }).waitFor();
        const overflow = await form
            .locator('.MuiDialogContent-root')
            .evaluate(element => element.scrollWidth - element.clientWidth);
        expect(overflow, 'the form scrolls sideways').toBeLessThanOrEqual(0);
        expect(await seriousViolations(ui.page, '[role=dialog][aria-labelledby="cargo-filing-title"]')).toEqual([]);
        await form.getByRole('button', { name: 'Cancelar' }).click();
        await form.waitFor({ state: 'detached' });
    });
});
