import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export const launchBrowser = (): Promise<Browser> =>
    chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
        ],
    });

/** Signs in through the login form (in any language) and waits for the greeting (hidden on a phone). */
export const signIn = async (page: Page, username: string, password = 'Demo-Password-2026') => {
    await page.locator('input[name=username]').fill(username);
    await page.locator('input[name=password]').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('greeting').waitFor({ state: 'attached' });
};

/** The session token the browser holds. */
export const sessionToken = async (page: Page) =>
    (await page.context().cookies()).find(cookie => cookie.name === 'Admin-Token')?.value;

/** One browser per test file, and a fresh context and page for each test: `ui.page`, `ui.context`. */
export const browserPerFile = (viewport = { width: 1280, height: 800 }) => {
    const ui = {} as { browser: Browser; context: BrowserContext; page: Page };
    beforeAll(async () => {
        ui.browser = await launchBrowser();
    });
    afterAll(() => ui.browser.close());
    beforeEach(async () => {
        ui.context = await ui.browser.newContext({ viewport });
        ui.page = await ui.context.newPage();
    });
    afterEach(() => ui.context.close());
    return ui;
};
