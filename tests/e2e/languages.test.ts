import englishRa from 'ra-language-english';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_CATALOGS } from '../../i18n/catalogs';
import type { Locale } from '../../i18n/types';
import { launchBrowser } from './browser';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
    Object.values(tree).flatMap(value => (typeof value === 'string' ? [value] : leaves(value)));

/** What an untranslated catalog key looks like on screen: `topbar.userMenu`, `ra.action.save`. */
const RAW_KEY = new RegExp(`\\b(?:ra|${Object.keys(APP_CATALOGS.en).join('|')})\\.[A-Za-z_]+(?:\\.[A-Za-z_]+)*\\b`);

/** English sentences a page in another language must not show (a missing translation). */
const englishOnly = (locale: Locale) => {
    const translated = new Set(leaves(APP_CATALOGS[locale] as unknown as Tree));
    return [...leaves(APP_CATALOGS.en as unknown as Tree), ...leaves(englishRa as unknown as Tree)]
        .map(text => text.split('%{')[0]!.split('|||')[0]!.trim())
        .filter(text => text.length >= 8 && /[a-z]{3}/.test(text) && !translated.has(text));
};

let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCREENS = [
    '/home',
    '/dashboard',
    '/connect',
    '/gettingStarted',
    '/support',
    '/userProfile',
    '/editTable',
    '/newTable',
    '/linkExcel',
    '/audits',
    '/access',
];

/** Every screen, the menus and the dialogs an admin can open, as text. */
const everythingVisible = async (page: Page, base: string, screens: string[]) => {
    const texts: string[] = [await page.locator('body').innerText()];
    for (const screen of screens) {
        await page.goto(`${base}/#${screen}`);
        await page.waitForLoadState('networkidle');
        texts.push(`${await page.title()}\n${await page.locator('body').innerText()}`);
    }
    const buttons = await page.locator('header button[aria-label]').all();
    for (const button of buttons) {
        await button.click();
        texts.push(await page.locator('body').innerText());
        await page.keyboard.press('Escape');
    }
    for (const item of [0, 1]) {
        await page.locator('header button[aria-haspopup="menu"]').last().click();
        await page.getByRole('menuitem').nth(item).click();
        texts.push(await page.getByRole('dialog').innerText());
        await page.keyboard.press('Escape');
    }
    await page.locator('button[aria-label]').last().click(); // the settings drawer
    texts.push(await page.locator('body').innerText());
    return texts.join('\n');
};

describe.each(['en', 'zh', 'es', 'ja'] as const)('the interface in %s', locale => {
    it.each(['healthcareUrl', 'claimsUrl'] as const)('shows no raw key and no English fallback (%s)', async profile => {
        const base = inject(profile);
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies([{ name: 'language', value: locale, url: base }]);
        const page = await context.newPage();
        await page.goto(`${base}/#/home`);
        const loginText = await page.locator('body').innerText();
        await page.locator('input[name=username]').fill('admin');
        await page.locator('input[name=password]').fill('Demo-Password-2026');
        await page.locator('button[type=submit]').click();
        await page.getByTestId('greeting').waitFor();
        const screens = [...SCREENS, '/claimquery'];
        const text = `${loginText}\n${await everythingVisible(page, base, screens)}`;

        expect(text.match(RAW_KEY)?.[0]).toBeUndefined();
        if (locale !== 'en') {
            const shown = (sentence: string) =>
                new RegExp(`(^|[^A-Za-z])${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(text);
            expect(englishOnly(locale).filter(shown)).toEqual([]);
        }
        await context.close();
    });
});

describe("the pager's labels", () => {
    it('are in the user’s language at desktop and at phone width', async () => {
        const base = inject('healthcareUrl');
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies([{ name: 'language', value: 'es', url: base }]);
        const page = await context.newPage();
        await page.goto(`${base}/#/claimquery`);
        await page.locator('input[name=username]').fill('admin');
        await page.locator('input[name=password]').fill('Demo-Password-2026');
        await page.locator('button[type=submit]').click();
        await page.getByRole('navigation', { name: 'Páginas' }).waitFor();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('button', { name: 'Ir a la página siguiente' }).waitFor();
        expect(await page.getByRole('button', { name: 'Go to next page' }).count()).toBe(0);
        await context.close();
    });
});
