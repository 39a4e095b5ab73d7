import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../server/test/smtpSink';
import { launchBrowser, signIn } from './browser';
import { startPortal } from './portal';

let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
    sink = await startSmtpSink();
    portal = await startPortal('healthcare', { SMTP_URL: sink.url, CONTACT_EMAIL: 'help-desk@rxconnect.example' });
    browser = await launchBrowser();
});
afterAll(async () => {
    await browser.close();
    await portal.stop();
    await sink.close();
});

const openContactForm = async (page: Page) => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Contact Us' }).click();
    return page.getByRole('dialog', {
        name: 'Please complete the form below and we’ll get back to you as soon as possible',
    });
};

describe('Contact Us', () => {
    it('delivers the request to the support address through SMTP and says it was received', async () => {
        const page = await browser.newPage();
        await page.goto(`${portal.url}/#/home`);
        await signIn(page, 'provider');
        const form = await openContactForm(page);

        expect(await form.getByLabel('To').inputValue()).toBe('help-desk@rxconnect.example');
        expect(await form.getByLabel('Contact email').inputValue()).toBe('priya.raman@lakeshorefamilymed.example');
        const send = form.getByRole('button', { name: 'Send' });
        expect(await send.isDisabled()).toBe(true);

        await form.getByLabel('Subject').fill('Prior authorization status');
        expect(await send.isDisabled()).toBe(true);
        await form.getByLabel('Description').fill('The prior authorization for Rx 7731 shows pending since Monday.');
        await form.getByLabel('Contact email').fill('priya@not-an-address');
        await send.click();
        await form.getByText('Enter a valid e-mail address, such as name@example.com.').waitFor();
        expect(sink.received).toHaveLength(0);

        await form.getByLabel('Contact email').fill('p.raman@lakeshorefamilymed.example');
        await send.click();
        const result = page.getByRole('dialog', { name: 'Contact Us' });
        await result.getByText('Your request is received. We will get back to you as soon as we can.').waitFor();
        expect(await form.count()).toBe(0);
        await result.getByRole('button', { name: 'OK' }).click();

        await expect.poll(() => sink.received.length).toBe(1);
        const [mail] = sink.received;
        expect(mail!.to).toEqual(['help-desk@rxconnect.example']);
        expect(mail!.headers.get('subject')).toBe('[Rx Connect] Prior authorization status');
        expect(mail!.headers.get('reply-to')).toBe('p.raman@lakeshorefamilymed.example');
        expect(mail!.body).toContain('The prior authorization for Rx 7731 shows pending since Monday.');
        expect(mail!.body).toContain('Username: provider');
        await page.close();
    });

    it('is prefilled in a new tab, whose session storage is empty, from the profile the top bar greets with', async () => {
        const context = await browser.newContext();
        const first = await context.newPage();
        await first.goto(`${portal.url}/#/home`);
        await signIn(first, 'provider');
        const second = await context.newPage();
        await second.goto(`${portal.url}/#/home`);
        await second.getByTestId('greeting').waitFor();

        const form = await openContactForm(second);
        await expect
            .poll(() => form.getByLabel('Contact email').inputValue())
            .toBe('priya.raman@lakeshorefamilymed.example');
        await form.getByLabel('Subject').fill('Refill request');
        await form.getByLabel('Description').fill('Please call me back.');
        expect(await form.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
        await context.close();
    });

    it("shows the server's refusal in the result dialog and keeps what was typed", async () => {
        const page = await browser.newPage();
        await page.goto(`${portal.url}/#/home`);
        await signIn(page, 'healthplan');
        const subject = 'S'.repeat(200);
        // Six requests in an hour are one too many.
        for (let request = 1; request <= 6; request++) {
            const form = await openContactForm(page);
            await form.getByLabel('Subject').fill(`${subject.slice(0, 190)} ${request}`);
            await form.getByLabel('Description').fill(`Question number ${request}`);
            await form.getByRole('button', { name: 'Send' }).click();
            const result = page.getByRole('dialog', { name: 'Contact Us' });
            await result.waitFor();
            const text = await result.innerText();
            if (request < 6) {
                expect(text).toContain('Your request is received.');
            } else {
                expect(text).toMatch(/You have sent too many contact requests\. Try again after \d\d:\d\d UTC/);
            }
            await result.getByRole('button', { name: 'OK' }).click();
        }
        const form = await openContactForm(page);
        expect(await form.getByLabel('Description').inputValue()).toBe('Question number 6');
        await page.close();
    });
});
