import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../server/test/smtpSink';
import { seriousViolations } from './axe';
import { launchBrowser, signIn } from './browser';
import { startPortal } from './portal';

/**
 * The verification campaign in a real browser with real e-mail: an admin runs the reminders from
 * Administration › Scheduled jobs, the demo provider follows the e-mail's link to "My listing" and
 * attests, and staff see the reminder opened and the listing verified by the provider's attestation.
 */
const PROVIDER_EMAIL = 'priya.raman@lakeshorefamilymed.example';
const PROVIDER_NPI = '1740283969';

let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
    sink = await startSmtpSink();
    // The demo provider's listing was verified some 57 days ago: with 60 days' notice it is due soon.
    portal = await startPortal('healthcare', {
        SMTP_URL: sink.url,
        DIRECTORY_REMINDER_DAYS: '60,30',
        DIRECTORY_DUE_SOON_DAYS: '60',
    });
    browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await sink?.close();
});

const newPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const hashOf = (page: Page) => new URL(page.url()).hash;

describe('a directory verification reminder', () => {
    it('is run by an admin, followed by the provider to My listing, and attested', async () => {
        const admin = await newPage();
        await admin.goto(`${portal.url}/#/scheduledJobs`);
        await signIn(admin, 'admin');
        await admin.goto(`${portal.url}/#/scheduledJobs`);
        const reminders = admin.getByRole('row', { name: /Directory verification reminders/ });
        await reminders.waitFor();
        expect(await reminders.textContent()).toContain('7 13 * * *');
        expect(await seriousViolations(admin)).toEqual([]);
        await admin.getByRole('button', { name: 'Run now: Directory verification reminders' }).click();
        await expect
            .poll(() => sink.received.some(mail => mail.to.includes(PROVIDER_EMAIL)), { timeout: 20_000 })
            .toBe(true);
        await reminders.getByText('Succeeded').waitFor({ timeout: 20_000 });

        const mail = sink.received.find(message => message.to.includes(PROVIDER_EMAIL))!;
        expect(mail.headers.get('subject')).toMatch(/directory listing\(s\) to verify/);
        expect(mail.body).toContain('Practitioners: Priya Raman, due ');
        const link = new URL(mail.body.match(/https?:\/\/\S+\/api\/directory\/reminders\/open\?token=\S+/)![0]);

        const provider = await newPage();
        await provider.goto(`${portal.url}${link.pathname}${link.search}`);
        await signIn(provider, 'provider');
        await expect.poll(() => hashOf(provider)).toBe('#/myListing');
        const listing = provider.getByRole('region', { name: 'Practitioners' });
        await listing.getByText(/^Due soon · Due /).waitFor();
        expect(await seriousViolations(provider)).toEqual([]);
        await listing.getByRole('button', { name: 'This listing is accurate' }).click();
        await listing.getByText(/^Current · Due /).waitFor();
        await listing.getByText(/Last verified .* by provider \(provider attestation\)/).waitFor();

        await admin.goto(`${portal.url}/#/editTable`);
        await admin.getByRole('button', { name: 'Practitioners' }).click();
        const row = admin.locator('[role=row][data-id]', { hasText: PROVIDER_NPI });
        await row.waitFor();
        await row.getByText(/^Current · Due /).waitFor();
        await row.getByRole('button', { name: 'Verification' }).click();
        const drawer = admin.getByRole('region', { name: /Verification reminders of row/ });
        await drawer.getByText(/by provider \(provider attestation\)/).waitFor();
        const reminder = drawer.getByRole('row', { name: /provider/ });
        expect(await reminder.textContent()).toContain('60 days before');
        expect(await reminder.textContent()).not.toContain('Not opened');
        expect(await seriousViolations(admin)).toEqual([]);
    }, 180_000);
});
