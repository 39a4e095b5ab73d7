import { describe, expect, inject, it } from 'vitest';
import { LOCALES } from '../../i18n/types';
import { seriousViolations } from './axe';
import { browserPerFile } from './browser';

const base = inject('healthcareUrl');
/** A phone: the page is for members looking for a doctor on theirs. */
const ui = browserPerFile({ width: 390, height: 844 });

describe('Find a provider on a phone, signed out', () => {
    it('is reached from the login page and searches by keyboard alone, results and detail axe-clean', async () => {
        await ui.page.goto(`${base}/#/login`);
        await ui.page.getByRole('link', { name: 'Find a provider' }).click();
        await ui.page.getByRole('heading', { name: 'Find a provider' }).waitFor();

        await ui.page.getByRole('textbox', { name: 'ZIP code or city' }).focus();
        await ui.page.keyboard.type('Boston');
        await ui.page.keyboard.press('Enter');
        const results = ui.page.getByRole('region', { name: 'Search results' });
        await results.getByText(/providers? found/).waitFor();
        const first = results.getByRole('listitem').first();
        expect(await first.getByText(/Boston, MA/).count()).toBe(1);
        // No side-scrolling on a phone.
        expect(await ui.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(await seriousViolations(ui.page, 'main')).toEqual([]);

        await first.getByRole('button', { name: /^Details of / }).focus();
        await ui.page.keyboard.press('Enter');
        const listing = ui.page.getByRole('article');
        await listing.getByRole('button', { name: 'Report an error in this listing' }).waitFor();
        expect(await seriousViolations(ui.page, 'main')).toEqual([]);
    });

    for (const locale of LOCALES) {
        it(`shows results without an accessibility finding in ${locale}`, async () => {
            await ui.context.addCookies([{ name: 'language', value: locale, url: base }]);
            await ui.page.goto(`${base}/#/findProvider`);
            await expect.poll(() => ui.page.locator('html').getAttribute('lang')).toBe(locale);
            await ui.page.locator('input').nth(2).fill('02134');
            await ui.page.locator('form button[type=submit]').click();
            await ui.page.locator('section li').first().waitFor();
            expect(await seriousViolations(ui.page, 'main')).toEqual([]);
        });
    }
});
