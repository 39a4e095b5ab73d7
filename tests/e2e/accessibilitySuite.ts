import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Profile } from '../../common/profiles';
import { PUBLIC_ROUTES } from '../../common/routes';
import { APP_CATALOGS } from '../../i18n/catalogs';
import { LOCALE_NAMES } from '../../i18n/loaders';
import { LOCALES, type Locale } from '../../i18n/types';
import { pageViolations } from './axe';
import { planWalks, WIDTHS } from './axeWalks';
import { launchBrowser, signIn } from './browser';

/**
 * axe-core on every screen of the route table as each role that sees it, in both profiles, each
 * screen in all four languages and at a desktop's and a phone's width, with the sidebar's groups,
 * the tags-view and the logo shown: no serious or critical violation. One sign-in per role; the
 * language is switched and the screens opened client-side, as a user would. A screen added to the
 * route table is walked without any change here; one with a path parameter needs a sample below.
 */
const URLS: Record<Profile, string> = { healthcare: inject('healthcareUrl'), claims: inject('claimsUrl') };

/** A value for each path parameter of the route table: the signed-in user's own id. */
const PARAM_SAMPLES: Record<string, (page: Page) => Promise<string>> = {
    '/audits/:id': page => page.evaluate(() => JSON.parse(sessionStorage.getItem('userInfo')!).userId as string),
};

const inLanguage = (context: BrowserContext, base: string, locale: Locale) =>
    context.addCookies([{ name: 'language', value: locale, url: base }]);

/**
 * Once the route has rendered and its data arrived: no loading bar left in sight (a bar showing a
 * value, as a checklist's, stays; a tab kept alive but hidden may keep its own until it is shown).
 */
const settled = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.locator('#root > *').first().waitFor();
    const loading = page
        .locator('[data-testid=navigation-progress], main [role=progressbar]:not([aria-valuenow])')
        .filter({ visible: true });
    await expect.poll(() => loading.count(), { timeout: 15_000 }).toBe(0);
};

/** Switches the language through the top bar's menu, as a user would, and opens every closed group of the sidebar. */
const switchLanguage = async (page: Page, from: Locale, to: Locale) => {
    if (from !== to) {
        await page.getByRole('button', { name: APP_CATALOGS[from].topbar.language, exact: true }).click();
        await page.getByRole('menuitem', { name: LOCALE_NAMES[to] }).click();
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(to);
    }
    const closed = page.locator('.RaSidebar-fixed [aria-expanded=false]');
    while ((await closed.count()) > 0) await closed.first().click();
};

/** Axe findings of the whole page at each path, opened in the page's own router; keyed by path, empty for a clean walk. */
const walk = async (page: Page, paths: string[]) => {
    const findings: Record<string, string[]> = {};
    for (const path of paths) {
        await page.evaluate(hash => (window.location.hash = hash), path);
        await expect.poll(() => new URL(page.url()).hash, { message: `${path} opens` }).toBe(`#${path}`);
        await settled(page);
        const violations = await pageViolations(page);
        if (violations.length > 0) findings[path] = violations;
    }
    return findings;
};

/**
 * The accessibility tests of one portal: its walks (planned over both portals, so that a screen both
 * show is dealt its languages and widths once), and for the healthcare portal its public pages. One
 * test file per portal, so that the two can run side by side.
 */
export const describeAccessibility = (portal: Profile) =>
    describe(`accessibility of every screen of the ${portal} portal (axe-core: no serious or critical violation)`, () => {
        let browser: Awaited<ReturnType<typeof launchBrowser>>;
        beforeAll(async () => {
            browser = await launchBrowser();
        });
        afterAll(() => browser.close());

        for (const { profile, role, username, screens } of planWalks().filter(walk => walk.profile === portal)) {
            const languages = screens
                .map(({ locale, width, paths }) => `${paths.length} in ${locale} at ${width} width`)
                .join(', ');
            it(`${profile} portal, ${role}: ${languages}`, { timeout: 600_000 }, async () => {
                const base = URLS[profile];
                const context = await browser.newContext({ viewport: WIDTHS.desktop });
                let current = screens[0]!.locale;
                await inLanguage(context, base, current);
                // The layout's optional parts on, so that they are checked too.
                await context.addInitScript(() =>
                    localStorage.setItem('portalSettings', JSON.stringify({ tagsView: true, sidebarLogo: true }))
                );
                const page = await context.newPage();
                await page.goto(`${base}/#/login`);
                await signIn(page, username);
                const findings: Record<string, Record<string, string[]>> = {};
                for (const { locale, width, paths } of screens) {
                    // The language is switched on the desktop layout, whose top bar and sidebar show everything.
                    await page.setViewportSize(WIDTHS.desktop);
                    await switchLanguage(page, current, locale);
                    current = locale;
                    await page.setViewportSize(WIDTHS[width]);
                    const concrete = await Promise.all(
                        paths.map(path =>
                            path.includes(':') ? PARAM_SAMPLES[path]!(page).then(id => path.replace(/:\w+/, id)) : path
                        )
                    );
                    const found = await walk(page, concrete);
                    if (Object.keys(found).length > 0) findings[`${locale} at ${width} width`] = found;
                }
                await context.close();
                expect(findings, JSON.stringify(findings)).toEqual({});
            });
        }

        // The public pages are walked once, on the healthcare portal, two languages at each width.
        if (portal === 'healthcare') {
            for (const [index, locale] of LOCALES.entries()) {
                const width = index % 2 === 0 ? 'desktop' : 'phone';
                it(
                    `healthcare portal, signed out: every public page in ${locale} at ${width} width`,
                    { timeout: 300_000 },
                    async () => {
                        const base = URLS.healthcare;
                        const context = await browser.newContext({ viewport: WIDTHS[width] });
                        await inLanguage(context, base, locale);
                        const page = await context.newPage();
                        await page.goto(`${base}/#/login`);
                        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
                        const findings = await walk(
                            page,
                            PUBLIC_ROUTES.map(route => route.path!)
                        );
                        await context.close();
                        expect(findings, JSON.stringify(findings)).toEqual({});
                    }
                );
            }
        }
    });
