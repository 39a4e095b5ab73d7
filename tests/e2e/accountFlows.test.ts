import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../server/test/smtpSink';
import { launchBrowser, signIn } from './browser';
import { approveNewProvider } from './admission';
import { startPortal } from './portal';

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

/** The link in the last e-mail received for an address, pointed at this portal. */
const linkSentTo = async (address: string, subject: RegExp) => {
    await expect
        .poll(() =>
            sink.received.some(mail => mail.to.includes(address) && subject.test(mail.headers.get('subject') ?? ''))
        )
        .toBe(true);
    const mail = sink.received
        .filter(message => message.to.includes(address) && subject.test(message.headers.get('subject') ?? ''))
        .at(-1)!;
    const hash = mail.body.match(/#(\/\S+)/)![1]!;
    return `${portal.url}/#${hash}`;
};

const newPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const hashOf = (page: Page) => new URL(page.url()).hash;

describe('getting into an account, in a real browser with real e-mail', () => {
    it('registers a provider with an NPI from the registry, activates from the e-mail and signs in', async () => {
        const page = await newPage();
        await page.goto(`${portal.url}/#/login`);
        await page.getByRole('link', { name: 'Create an account' }).click();
        await expect.poll(() => hashOf(page)).toBe('#/register');
        await page.getByLabel('Account type').click();
        await page.getByRole('option', { name: 'Provider', exact: true }).click();

        await page.getByLabel('NPI (National Provider Identifier)').fill('1938493736');
        await page.getByRole('button', { name: 'Look up' }).click();
        await page
            .getByText('This is not a valid NPI: the last digit does not match the others. Check for a typo.')
            .waitFor();
        await page.getByLabel('NPI (National Provider Identifier)').fill('1938493735');
        await page.getByRole('button', { name: 'Look up' }).click();
        const card = page.getByRole('region', { name: 'NPI registry entry 1938493735' });
        await card.getByText('Nurse Practitioner').waitFor();
        await card.getByRole('button', { name: 'Yes, this is me' }).click();
        expect(await page.getByLabel('First name').inputValue()).toBe('LINH');
        expect(await page.getByLabel('Last name').inputValue()).toBe('NGUYEN');

        await page.getByLabel('E-mail address').fill('linh.nguyen@worcester-np.example');
        await page.getByLabel('Username').fill('lnguyen');
        await page.getByLabel('Practice name').fill('Worcester Family NP');
        await page.getByLabel('Password', { exact: true }).fill('password12345678');
        await page
            .getByText('This password is too common or too easy to guess: choose something less predictable.')
            .waitFor();
        await page.getByLabel('Password', { exact: true }).fill('harbor lights over quiet water');
        await page.getByRole('button', { name: 'Create account' }).click();
        await page
            .getByText('We sent an activation link to linh.nguyen@worcester-np.example.', { exact: false })
            .waitFor();

        await page.goto(await linkSentTo('linh.nguyen@worcester-np.example', /Activate/));
        await page
            .getByText(
                'Your account is active. An administrator now approves it for your organisation; you will get an e-mail, and can sign in to see your profile meanwhile.'
            )
            .waitFor();
        await approveNewProvider(portal.url, 'lnguyen', { name: 'Worcester Family NP', npi: '1938493735' });
        await page
            .getByRole('button', { name: 'Sign in' })
            .or(page.getByRole('link', { name: 'Sign in' }))
            .first()
            .click();
        await signIn(page, 'lnguyen', 'harbor lights over quiet water');
        expect(await page.getByTestId('greeting').textContent()).toBe('Hello, LINH NGUYEN');
        await page.context().close();
    });

    it('resets a forgotten password from the e-mail, after which only the new one signs in', async () => {
        const page = await newPage();
        await page.goto(`${portal.url}/#/login`);
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.getByLabel('E-mail address').fill('marcus.bennett@evergreenhealth.example');
        await page.getByRole('button', { name: 'Send the reset link' }).click();
        await page.getByText('If an account uses this address, an e-mail with a reset link is on its way.').waitFor();

        await page.goto(await linkSentTo('marcus.bennett@evergreenhealth.example', /Reset/));
        await page.getByLabel('New password').fill('seven tidal lanterns hum');
        await page.getByRole('button', { name: 'Change password' }).click();
        await page.getByText('Your password is changed. Sign in with the new one.').waitFor();

        await page.goto(`${portal.url}/#/login`);
        await page.locator('input[name=username]').fill('healthplan');
        await page.locator('input[name=password]').fill('Demo-Password-2026');
        await page.locator('form button[type=submit]').click();
        await page.getByText('Account and password are incorrect.').waitFor();
        await page.locator('input[name=password]').fill('seven tidal lanterns hum');
        await page.locator('form button[type=submit]').click();
        await page.getByTestId('greeting').waitFor();
        await page.context().close();
    });

    it('changes the e-mail address once confirmed from the new address', async () => {
        const page = await newPage();
        await page.goto(`${portal.url}/#/userProfile`);
        await signIn(page, 'pharma');
        await expect.poll(() => hashOf(page)).toBe('#/userProfile');
        await page.getByLabel('E-mail address').fill('sofia.alvarez@northbridge-rx.example');
        await page.getByRole('button', { name: 'Save' }).click();
        await page
            .getByText('Confirm the new address sofia.alvarez@northbridge-rx.example with the link we sent to it.', {
                exact: false,
            })
            .first()
            .waitFor();
        expect(sink.received.some(mail => mail.to.includes('sofia.alvarez@northbridgepharma.example'))).toBe(true);

        await page.goto(await linkSentTo('sofia.alvarez@northbridge-rx.example', /Confirm/));
        await page.getByText('Your e-mail address is now sofia.alvarez@northbridge-rx.example.').waitFor();
        await page.goto(`${portal.url}/#/userProfile`);
        await expect
            .poll(() => page.getByLabel('E-mail address').inputValue())
            .toBe('sofia.alvarez@northbridge-rx.example');
        await page.context().close();
    });
});
