import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpCode } from '../../server/modules/accounts';
import { startSmtpSink } from '../../server/test/smtpSink';
import { seriousViolations } from './axe';
import { launchBrowser, signIn } from './browser';
import { approveNewProvider } from './admission';
import { startPortal } from './portal';

/**
 * A portal of its own (no demo claims: no step of a provider needs them), whose activation mail
 * reaches this test, and whose directory gets the new provider's row from its admin.
 */
let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
    sink = await startSmtpSink();
    portal = await startPortal('healthcare', { SMTP_URL: sink.url, DEMO_CLAIMS: '0' });
    browser = await launchBrowser();
});
afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await sink?.close();
});

const NPI = '1938493735';
const EMAIL = 'linh.nguyen@worcester-np.example';
const PASSWORD = 'harbor lights over quiet water';

const newPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

/** What the directory's admin does when a practitioner joins a network: a row under her NPI, never verified. */
const listNguyenInTheDirectory = async () => {
    const login = await fetch(`${portal.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Demo-Password-2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', 'x-token': token };
    const tables = (await (await fetch(`${portal.url}/api/directory/tables`, { headers })).json()) as {
        id: string;
        name: string;
    }[];
    const practitioners = tables.find(table => table.name === 'Practitioners')!;
    const added = await fetch(`${portal.url}/api/directory/tables/${practitioners.id}/rows`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ values: { npi: NPI, firstName: 'Linh', lastName: 'Nguyen', taxonomy: '363L00000X' } }),
    });
    expect(added.status).toBe(201);
};

/** The activation link of the mail the sink received, pointed at this portal. */
const activationLink = async () => {
    const mail = () => sink.received.find(message => message.to.includes(EMAIL));
    await expect.poll(mail, { timeout: 30_000 }).toBeDefined();
    return `${portal.url}/#${mail()!.body.match(/#(\/\S+)/)![1]}`;
};

const register = async (page: Page) => {
    await page.goto(`${portal.url}/#/register`);
    await page.getByLabel('Account type').click();
    await page.getByRole('option', { name: 'Provider', exact: true }).click();
    await page.getByLabel('NPI (National Provider Identifier)').fill(NPI);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page
        .getByRole('region', { name: `NPI registry entry ${NPI}` })
        .getByRole('button', { name: 'Yes, this is me' })
        .click();
    await page.getByLabel('E-mail address').fill(EMAIL);
    await page.getByLabel('Username').fill('lnguyen');
    await page.getByLabel('Practice name').fill('Worcester Family NP');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`We sent an activation link to ${EMAIL}.`, { exact: false }).waitFor();
    await page.goto(await activationLink());
    await page
        .getByText(
            'Your account is active. An administrator now approves it for your organisation; you will get an e-mail, and can sign in to see your profile meanwhile.'
        )
        .waitFor();
    await approveNewProvider(portal.url, 'lnguyen', { name: 'Worcester Family NP', npi: NPI });
    await page.goto(`${portal.url}/#/home`);
    await signIn(page, 'lnguyen', PASSWORD);
};

/** Back on the checklist, through the menu as a user goes there, once it shows `done` steps done. */
const checklistShows = async (page: Page, done: number) => {
    await page.getByRole('menuitem', { name: 'Getting started' }).click();
    await page.getByRole('progressbar', { name: `${done} of 5 steps done` }).waitFor();
};

/** The step's "go there" link, which leaves the checklist for the screen where the step is done. */
const goTo = (page: Page, step: string) => page.getByRole('link', { name: `${step}: go there` }).click();

describe('Getting started', () => {
    it('a new provider goes through getting started to 100%', { timeout: 240_000 }, async () => {
        await listNguyenInTheDirectory();
        const page = await newPage();
        await register(page);

        // Home points to the checklist; the registration already completed the profile.
        const home = page.getByRole('region', { name: 'Getting started' });
        await home.getByText('1 of 5 steps done').waitFor();
        await home.getByText('Next: Confirm your NPI details').waitFor();
        await page
            .getByRole('region', { name: 'Your directory listing' })
            .getByText('Your listing’s only row was not confirmed within the last 90 days.')
            .waitFor();
        await home.getByRole('link', { name: 'Continue getting started' }).click();
        await page.getByRole('progressbar', { name: '1 of 5 steps done' }).waitFor();
        await page.getByTestId('step-completeProfile').getByText('Done', { exact: true }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        // 1. The NPI registry's entry, ticked by hand on the checklist itself.
        const npiStep = page.getByTestId('step-confirmNpi');
        await npiStep.getByText(`NPI ${NPI} · LINH NGUYEN APRN, NP-C · WORCESTER, MA`).waitFor();
        await npiStep.getByRole('button', { name: 'Mark as done: Confirm your NPI details' }).click();
        await page.getByRole('progressbar', { name: '2 of 5 steps done' }).waitFor();
        await npiStep.getByText('Done', { exact: true }).waitFor();

        // 2. The authenticator app, its codes computed here from the key the screen shows.
        await goTo(page, 'Set up the authenticator app');
        const secondFactor = page.getByRole('region', { name: 'Second factor' });
        await secondFactor.getByRole('button', { name: 'Set up' }).click();
        const secret = (await secondFactor.getByTestId('totp-secret').textContent())!.replaceAll(' ', '');
        await secondFactor.getByLabel('Code from the app').fill(totpCode(secret, currentStep()));
        await secondFactor.getByRole('button', { name: 'Confirm' }).click();
        await secondFactor.getByRole('button', { name: 'I have saved them' }).click();
        await secondFactor.getByText('On', { exact: true }).waitFor();
        await checklistShows(page, 3);

        // 3. A plan: requested here, accepted by the plan in its own browser.
        await goTo(page, 'Connect with a health plan');
        const directory = page.getByRole('region', { name: 'Find an organisation to connect with' });
        await directory.getByLabel('Name or NPI').fill('Evergreen');
        await directory.getByRole('button', { name: 'Request connection: Evergreen Health Advantage PPO' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
        const connection = page.getByRole('dialog', { name: 'Connection: Evergreen Health Advantage PPO' });
        await connection
            .getByText('LINH NGUYEN (Worcester Family NP) requested the connection', { exact: false })
            .waitFor();
        await connection.getByRole('button', { name: 'Close' }).click();

        const plan = await newPage();
        await plan.goto(`${portal.url}/#/connect`);
        await signIn(plan, 'healthplan');
        await plan.getByRole('button', { name: /^Open: Worcester Family NP, Network participation/ }).click();
        const request = plan.getByRole('dialog', { name: 'Connection: Worcester Family NP' });
        await request.getByRole('button', { name: 'Accept' }).click();
        await request.getByText('accepted the request', { exact: false }).waitFor();
        await plan.context().close();

        await checklistShows(page, 4);
        await page.getByTestId('step-connectPlan').getByText('Done', { exact: true }).waitFor();

        // 4. The directory listing the admin added, confirmed as accurate.
        await goTo(page, 'Verify your directory listing');
        await page.getByRole('button', { name: 'This listing is accurate' }).click();
        await page.getByText('Thank you: listing confirmed as accurate.').waitFor();
        await checklistShows(page, 5);

        // Complete: the checklist can be put away, and Home stops mentioning it.
        await page.getByText('All done. You can put this checklist away', { exact: false }).waitFor();
        await page.getByRole('button', { name: 'Put the checklist away' }).click();
        await page.getByText('You put the checklist away: Home no longer mentions it.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('menuitem', { name: 'Home' }).click();
        await page.getByRole('heading', { name: 'What needs your attention' }).waitFor();
        await page
            .getByRole('region', { name: 'Your directory listing' })
            .getByText('Your listing is confirmed: its row was verified within the last 90 days.')
            .waitFor();
        expect(await page.getByRole('region', { name: 'Getting started' }).count()).toBe(0);
        await page.context().close();
    });

    it('on a phone, each step keeps its status mark beside its title', async () => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.goto(`${portal.url}/#/gettingStarted`);
        await signIn(page, 'provider');
        const step = page.getByTestId('step-secondFactor');
        const title = step.getByText('Set up the authenticator app', { exact: true });
        await title.waitFor();
        const mark = (await step.locator('svg').first().boundingBox())!;
        const text = (await title.boundingBox())!;
        expect(mark.x + mark.width).toBeLessThanOrEqual(text.x);
        expect(Math.abs(mark.y - text.y)).toBeLessThan(text.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await context.close();
    });
});
