import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserPerFile, signIn } from './browser';

const base = inject('healthcareUrl');
const claimsBase = inject('claimsUrl');
const ui = browserPerFile();
let otherContext: BrowserContext | undefined;
afterEach(async () => {
    await otherContext?.close();
    otherContext = undefined;
});

/** A second browser session (its own cookies), signed in as another demo user. */
const otherBrowser = async (username: string, path: string): Promise<Page> => {
    otherContext = await ui.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await otherContext.newPage();
    await page.goto(`${base}/#${path}`);
    await signIn(page, username);
    return page;
};

describe('Connect', () => {
    it('a provider requests a connection, the plan accepts it in another browser, and the provider sees it active', async () => {
        await ui.page.goto(`${base}/#/connect`);
        await signIn(ui.page, 'provider');
        const directory = ui.page.getByRole('region', { name: 'Find an organisation to connect with' });
        await directory.getByLabel('Name or NPI').fill('Evergreen');
        await directory.getByRole('button', { name: 'Request connection: Evergreen Health Advantage PPO' }).click();
        const request = ui.page.getByRole('dialog', {
            name: 'Request a connection with Evergreen Health Advantage PPO',
        });
        await request.getByLabel('Message (optional)').fill('We would like to join your PPO network.');
        await request.getByRole('button', { name: 'Send request' }).click();
        const opened = ui.page.getByRole('dialog', { name: 'Connection: Evergreen Health Advantage PPO' });
        await opened
            .getByText('Priya Raman (Lakeshore Family Medicine) requested the connection', { exact: false })
            .waitFor();
        await opened.getByText('We would like to join your PPO network.').waitFor();
        expect(await seriousViolations(ui.page, '[role=dialog]')).toEqual([]);
        await opened.getByRole('button', { name: 'Close' }).click();
        expect(new URL(ui.page.url()).hash).toBe('#/connect');

        // The plan answers by keyboard from its own browser.
        const plan = await otherBrowser('healthplan', '/connect');
        const row = plan.getByTestId('connection-row').filter({ hasText: 'Lakeshore Family Medicine' });
        await row.getByText('Requested').waitFor();
        expect(await seriousViolations(plan)).toEqual([]);
        await row.getByRole('button', { name: /^Open: Lakeshore Family Medicine, Network participation/ }).focus();
        await plan.keyboard.press('Enter');
        const dialog = plan.getByRole('dialog', { name: 'Connection: Lakeshore Family Medicine' });
        await dialog.getByRole('button', { name: 'Accept' }).focus();
        await plan.keyboard.press('Enter');
        await dialog
            .getByText('Marcus Bennett (Evergreen Health Advantage PPO) accepted the request', { exact: false })
            .waitFor();

        await ui.page.reload();
        const providerRow = ui.page.getByTestId('connection-row').filter({ hasText: 'Evergreen Health Advantage PPO' });
        await providerRow.getByText('Active').waitFor();
        // The same kind cannot be requested twice while it is open.
        await ui.page
            .getByRole('region', { name: 'Find an organisation to connect with' })
            .getByLabel('Name or NPI')
            .fill('Evergreen');
        await ui.page.getByText('Requested or active: Network participation', { exact: false }).waitFor();
    });

    it('a decline needs a reason, and the requester reads it', async () => {
        await ui.page.goto(`${base}/#/connect`);
        await signIn(ui.page, 'provider');
        const directory = ui.page.getByRole('region', { name: 'Find an organisation to connect with' });
        await directory.getByLabel('Name or NPI').fill('Northbridge');
        await directory.getByRole('button', { name: 'Request connection: Northbridge Pharmaceuticals' }).click();
        const request = ui.page.getByRole('dialog', { name: 'Request a connection with Northbridge Pharmaceuticals' });
        await request.getByLabel('Connection type').click();
        await ui.page.getByRole('option', { name: 'Samples' }).click();
        await request.getByRole('button', { name: 'Send request' }).click();
        await ui.page.getByRole('dialog', { name: 'Connection: Northbridge Pharmaceuticals' }).waitFor();

        const pharma = await otherBrowser('pharma', '/connect');
        await pharma.getByRole('button', { name: /^Open: Lakeshore Family Medicine, Samples/ }).click();
        const dialog = pharma.getByRole('dialog', { name: 'Connection: Lakeshore Family Medicine' });
        await dialog.getByRole('button', { name: 'Decline' }).click();
        const confirm = dialog.getByRole('button', { name: 'Decline' });
        expect(await confirm.isDisabled()).toBe(true);
        await dialog.getByLabel('Reason').fill('Our sample programme is full until March.');
        await confirm.click();
        await dialog.getByText('Our sample programme is full until March.').waitFor();

        await ui.page.reload();
        await ui.page
            .getByRole('dialog', { name: 'Connection: Northbridge Pharmaceuticals' })
            .getByText('Our sample programme is full until March.')
            .waitFor();
    });

    it('lets a forwarder find adjusters by name alone: the claims portal has no NPIs and no providers’ states', async () => {
        await ui.page.goto(`${claimsBase}/#/connect`);
        await signIn(ui.page, 'forwarder');
        const directory = ui.page.getByRole('region', { name: 'Find an organisation to connect with' });
        await directory.getByLabel('Name', { exact: true }).fill('Harbor');
        expect(await directory.getByLabel('Name or NPI').count()).toBe(0);
        expect(await directory.getByLabel('State').count()).toBe(0);
        await directory.getByRole('button', { name: 'Request connection: Harbor Mutual Insurance' }).waitFor();
    });

    it('tells a role that requests no connection why there is no directory to search', async () => {
        await ui.page.goto(`${claimsBase}/#/connect`);
        await signIn(ui.page, 'editor');
        await ui.page
            .getByText(
                'Your role takes no part in connections, so nothing here needs you. In this portal they link: Freight forwarder ↔ Insurance claims adjuster.'
            )
            .waitFor();
        expect(await ui.page.getByRole('region', { name: 'Find an organisation to connect with' }).count()).toBe(0);

        const admin = await otherBrowser('admin', '/connect');
        await admin
            .getByText('Your role does not request connections: you see them and can end any of them.')
            .waitFor();
    });
});
