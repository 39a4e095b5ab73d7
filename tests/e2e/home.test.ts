import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../server/test/smtpSink';
import { seriousViolations } from './axe';
import { launchBrowser, signIn } from './browser';
import { startPortal } from './portal';

/** A portal of its own, so that the demo accounts' connections are this test's. */
let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
    sink = await startSmtpSink();
    portal = await startPortal('healthcare', { SMTP_URL: sink.url });
    browser = await launchBrowser();
});
afterAll(async () => {
    await browser.close();
    await portal.stop();
    await sink.close();
});

const PHONE = { width: 390, height: 844 };
/** Whether a table shows whole in its container, without scrolling sideways. */
const fitsItsWidth = (table: Locator) =>
    table.evaluate(element => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth);
const newPage = async (language = 'en', viewport = { width: 1280, height: 900 }) => {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'language', value: language, url: portal.url }]);
    return context.newPage();
};
const hashOf = (page: Page) => new URL(page.url()).hash;
const open = async (page: Page, path: string) => {
    await page.goto(`${portal.url}/#${path}`);
    await expect.poll(() => hashOf(page)).toBe(`#${path}`);
};

describe('Home', () => {
    it('shows a provider the connection request a plan made, and links to it', async () => {
        const plan = await newPage();
        await open(plan, '/connect');
        await signIn(plan, 'healthplan');
        const directory = plan.getByRole('region', { name: 'Find an organisation to connect with' });
        await directory.getByLabel('Name or NPI').fill('Lakeshore');
        await directory.getByRole('button', { name: 'Request connection: Lakeshore Family Medicine' }).click();
        await plan.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
        await plan.getByRole('dialog', { name: 'Connection: Lakeshore Family Medicine' }).waitFor();
        await plan.context().close();

        const page = await newPage();
        await open(page, '/home');
        await signIn(page, 'provider');
        const requests = page.getByRole('region', { name: 'Connection requests to answer' });
        await requests
            .getByText('Evergreen Health Advantage PPO asks for a "Network participation" connection (Marcus Bennett)')
            .waitFor();
        await page
            .getByRole('region', { name: 'Recent claims activity' })
            .getByRole('link', { name: /^Open claim HC/ })
            .first()
            .waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await requests
            .getByRole('link', { name: 'Answer the request of Evergreen Health Advantage PPO: Network participation' })
            .click();
        await expect.poll(() => hashOf(page)).toMatch(/^#\/connect\?id=[0-9a-f-]{36}$/);
        const dialog = page.getByRole('dialog', { name: 'Connection: Evergreen Health Advantage PPO' });
        await dialog.getByRole('button', { name: 'Accept' }).click();
        await dialog
            .getByText('Priya Raman (Lakeshore Family Medicine) accepted the request', { exact: false })
            .waitFor();

        // Answered: Home follows, here in Spanish.
        await page.context().addCookies([{ name: 'language', value: 'es', url: portal.url }]);
        await open(page, '/home');
        await page.reload();
        await page.getByRole('heading', { name: 'Lo que requiere su atención' }).waitFor();
        await page.getByText('Ninguna solicitud de conexión espera su respuesta.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
    });

    it('fits a phone: every part named by its heading alone, the claims table within the width, each link working', async () => {
        const page = await newPage('en', PHONE);
        await open(page, '/home');
        await signIn(page, 'provider');
        const listing = page.getByRole('region', { name: 'Your directory listing', exact: true });
        await listing.getByText('Your listing is confirmed: its row was verified within the last 90 days.').waitFor();
        await page.getByRole('region', { name: 'Connection requests to answer', exact: true }).waitFor();
        const claims = page.getByRole('region', { name: 'Recent claims activity', exact: true });
        const table = claims.getByRole('table');
        await table
            .getByRole('link', { name: /^Open claim HC/ })
            .first()
            .waitFor();
        expect(await fitsItsWidth(table)).toBe(true);
        // The time of each change still shows, under the status.
        expect(await table.getByRole('row').nth(1).innerText()).toMatch(/ago|\d{4}-\d{2}-\d{2}/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // Spanish writes amounts wider ("129,70 US$"): the table still fits.
        await page.context().addCookies([{ name: 'language', value: 'es', url: portal.url }]);
        await page.reload();
        const reclamaciones = page.getByRole('region', { name: 'Actividad reciente de reclamaciones', exact: true });
        await reclamaciones.getByText('US$', { exact: false }).first().waitFor();
        expect(await fitsItsWidth(reclamaciones.getByRole('table'))).toBe(true);
        await page.context().addCookies([{ name: 'language', value: 'en', url: portal.url }]);
        await page.reload();

        await listing.getByRole('link', { name: 'Review my listing' }).click();
        await page.getByRole('button', { name: 'This listing is accurate' }).waitFor();
        expect(hashOf(page)).toBe('#/myListing');
        await page.context().close();
    });
});
