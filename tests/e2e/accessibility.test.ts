import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openScreens } from '../../common/access';
import type { Profile } from '../../common/profiles';
import { PUBLIC_ROUTES } from '../../common/routes';
import type { Locale } from '../../i18n/types';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { pageViolations } from './axe';
import { launchBrowser, signIn } from './browser';

/**
 * axe-core on every screen of the route table, with the sidebar's groups open: no serious or
 * critical violation. A screen added to the route table is walked without any change here; one
 * with a path parameter needs a sample below.
 */
const URLS: Record<Profile, string> = { healthcare: inject('healthcareUrl'), claims: inject('claimsUrl') };

/** A value for each path parameter of the route table: the signed-in user's own id. */
const PARAM_SAMPLES: Record<string, (page: Page) => Promise<string>> = {
    '/audits/:id': page => page.evaluate(() => JSON.parse(sessionStorage.getItem('userInfo')!).userId as string),
};

/**
 * Who walks, in which languages. What runs in the suite today: an admin, who opens every screen,
 * in English. To add: the other roles of both profiles in English and the admin in the other
 * three languages (about 100 s per role and language on a loaded two-core machine).
 */
const WALKS: { profile: Profile; role: string; locales: readonly Locale[] }[] = [
    { profile: 'healthcare', role: 'admin', locales: ['en'] },
];

/** The languages the public pages are walked in, signed out. */
const PUBLIC_LOCALES: readonly Locale[] = ['en'];

const usernameOf = (profile: Profile, role: string) =>
    DEMO_ACCOUNTS[profile].find(account => account.role === role)!.username;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser.close());

const inLanguage = (context: BrowserContext, base: string, locale: Locale) =>
    context.addCookies([{ name: 'language', value: locale, url: base }]);

/** Once the route has rendered and its data arrived (no loading bar left; a bar showing a value, as a checklist's, stays). */
const settled = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.locator('#root > *').first().waitFor();
    await expect
        .poll(
            () =>
                page.locator('[data-testid=navigation-progress], main [role=progressbar]:not([aria-valuenow])').count(),
            {
                timeout: 15_000,
            }
        )
        .toBe(0);
};

/** Opens every closed group of the sidebar. */
const openSidebarGroups = async (page: Page) => {
    const closed = page.locator('.RaSidebar-fixed [aria-expanded=false]');
    while ((await closed.count()) > 0) await closed.first().click();
};

/** Axe findings of the whole page at each path, keyed by path; empty for a clean walk. */
const walk = async (page: Page, base: string, paths: string[]) => {
    const findings: Record<string, string[]> = {};
    for (const path of paths) {
        await page.goto(`${base}/#${path}`);
        await expect.poll(() => new URL(page.url()).hash, { message: `${path} opens` }).toBe(`#${path}`);
        await settled(page);
        const violations = await pageViolations(page);
        if (violations.length > 0) findings[path] = violations;
    }
    return findings;
};

describe('accessibility of every screen (axe-core: no serious or critical violation)', () => {
    for (const { profile, role, locales } of WALKS) {
        it(`${profile} portal, ${role}, in ${locales.join(', ')}`, { timeout: 600_000 }, async () => {
            const base = URLS[profile];
            const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
            const page = await context.newPage();
            await page.goto(`${base}/#/login`);
            await signIn(page, usernameOf(profile, role));
            const paths = await Promise.all(
                openScreens(profile, [role]).map(path =>
                    path.includes(':') ? PARAM_SAMPLES[path]!(page).then(id => path.replace(/:\w+/, id)) : path
                )
            );
            const findings: Record<string, Record<string, string[]>> = {};
            for (const locale of locales) {
                await inLanguage(context, base, locale);
                await page.goto(`${base}/#/home`);
                await page.reload();
                await page.getByTestId('greeting').waitFor({ state: 'attached' });
                expect(await page.locator('html').getAttribute('lang')).toBe(locale);
                await openSidebarGroups(page);
                const found = await walk(page, base, paths);
                if (Object.keys(found).length > 0) findings[locale] = found;
            }
            await context.close();
            expect(findings).toEqual({});
        });
    }

    it(
        `healthcare portal, signed out: every public page, in ${PUBLIC_LOCALES.join(', ')}`,
        { timeout: 300_000 },
        async () => {
            const base = URLS.healthcare;
            const findings: Record<string, Record<string, string[]>> = {};
            for (const locale of PUBLIC_LOCALES) {
                const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
                await inLanguage(context, base, locale);
                const page = await context.newPage();
                await page.goto(`${base}/#/login`);
                const found = await walk(
                    page,
                    base,
                    PUBLIC_ROUTES.map(route => route.path!)
                );
                if (Object.keys(found).length > 0) findings[locale] = found;
                await context.close();
            }
            expect(findings).toEqual({});
        }
    );
});
