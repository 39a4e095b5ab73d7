import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../server/test/smtpSink';
import { seriousViolations } from './axe';
import { launchBrowser, signIn } from './browser';
import { startPortal } from './portal';

/**
 * A portal of its own with real e-mail, so that the member's answer is seen to arrive and the
 * listing it corrects is this test's.
 */
let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let portal: Awaited<ReturnType<typeof startPortal>>;
let page: Page;

beforeAll(async () => {
    sink = await startSmtpSink();
    portal = await startPortal('healthcare', { SMTP_URL: sink.url });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
}, 240_000);
afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await sink?.close();
});

const MEMBER = 'member@example.org';

/** The new number the member reports, and how the listing shows it once corrected. */
const NEW_PHONE = '617-555-0142';
const SHOWN_PHONE = '(617) 555-0142';

describe('a reported error reaches the listing', () => {
    it('a member reports it on Find a provider, staff apply it from the queue, the member is told and the listing shows the correction', async () => {
        const base = portal.url;
        await page.goto(`${base}/#/findProvider`);
        await page.getByRole('textbox', { name: 'ZIP code or city' }).fill('Boston');
        await page.getByRole('button', { name: 'Search' }).click();
        const results = page.getByRole('region', { name: 'Search results' });
        await results.getByText(/providers? found/).waitFor();
        await results
            .getByRole('listitem')
            .nth(2)
            .getByRole('button', { name: /^Details of / })
            .click();
        const listing = page.getByRole('article');
        const name = (await listing.getByRole('heading').textContent())!;
        const listingUrl = page.url();
        expect(await listing.getByText(SHOWN_PHONE).count()).toBe(0);

        await listing.getByRole('button', { name: 'Report an error in this listing' }).click();
        const form = page.getByRole('dialog', { name: 'Report an error in this listing' });
        await form
            .getByRole('textbox', { name: 'What is wrong?' })
            .fill(`The phone number is wrong: it is ${NEW_PHONE}.`);
        await form.getByRole('textbox', { name: 'Your e-mail address' }).fill(MEMBER);
        expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
        await form.getByRole('button', { name: 'Send' }).click();
        await form.getByText(/We will answer by e-mail by/).waitFor({ timeout: 30_000 });
        await form.getByRole('button', { name: 'Close' }).click();

        await page.goto(`${base}/#/directoryQueue`);
        await signIn(page, 'admin');
        await page.getByRole('heading', { level: 1, name: 'Directory changes and questions' }).waitFor();
        const changes = page.getByRole('table', { name: 'Changes asked of listings' });
        const change = changes.getByRole('row').filter({ hasText: NEW_PHONE }).filter({ hasText: 'Member report' });
        await change.waitFor();
        expect(await change.getByText(name.split(',')[0]!).count()).toBeGreaterThan(0);
        const question = page
            .getByRole('table', { name: "Members' questions" })
            .getByRole('row')
            .filter({ hasText: NEW_PHONE });
        await question.waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await change.getByRole('button', { name: 'Apply…' }).click();
        const apply = page.getByRole('dialog');
        await apply.getByRole('combobox', { name: 'Another field' }).click();
        await page.getByRole('option', { name: 'Phone', exact: true }).click();
        await apply.getByRole('button', { name: 'Add the field' }).click();
        await apply.getByRole('textbox', { name: 'Phone' }).fill(NEW_PHONE);
        expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
        await apply.getByRole('button', { name: 'Apply to the listing' }).click();
        await apply.waitFor({ state: 'detached' });
        // Applied: out of the open changes, and the member's question answered with it.
        await expect.poll(() => change.count()).toBe(0);
        await expect.poll(() => question.count()).toBe(0);

        // The member is told, by e-mail, with the question quoted.
        await expect.poll(() => sink.received.some(mail => mail.to.includes(MEMBER)), { timeout: 20_000 }).toBe(true);
        const told = sink.received.find(mail => mail.to.includes(MEMBER))!;
        expect(told.headers.get('subject')).toMatch(/the answer to your question about our provider directory/);
        expect(told.body).toContain(`it is ${NEW_PHONE}`);
        expect(told.body).toContain('we corrected the listing you reported');

        await page.goto(listingUrl);
        await page.getByRole('article').getByText(SHOWN_PHONE).waitFor();
    }, 180_000);
});
