import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Dashboard } from '../../common/contract/dashboard';
import { seriousViolations } from './axe';
import { browserPerFile, sessionToken, signIn } from './browser';

const base = inject('healthcareUrl');
const claimsBase = inject('claimsUrl');
const ui = browserPerFile();

/** What the server answers the signed-in page for a period: the numbers the screen must show. */
const serverDashboard = async (page: Page, period: string, origin = base): Promise<Dashboard> => {
    const response = await fetch(`${origin}/api/dashboard?period=${period}`, {
        headers: { 'X-Token': (await sessionToken(page))! },
    });
    return ((await response.json()) as { data: Dashboard }).data;
};
const figureOf = (dashboard: Dashboard, id: string) => dashboard.figures.find(figure => figure.id === id)!.value;
/** A headline figure's card: its number and its name. */
const figureCard = (page: Page, name: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

describe('the dashboard', () => {
    it("shows an admin the portal's figures, each chart's numbers as a table", async () => {
        await ui.page.goto(`${base}/#/dashboard`);
        await signIn(ui.page, 'admin');
        const users = ui.page.getByRole('region', { name: 'Users by role and status' });
        await users.getByRole('img', { name: /^Users by role and status: chart/ }).waitFor();
        for (const title of [
            'Sign-ins per day',
            'Most visited screens',
            'Open connection requests',
            'Directory rows verified in the last 90 days',
        ]) {
            await ui.page.getByRole('region', { name: title }).waitFor();
        }
        // The percentage axis ends on a whole "100 %", not a cut label.
        await ui.page
            .getByRole('region', { name: 'Directory rows verified in the last 90 days' })
            .locator('svg text')
            .filter({ hasText: /^100 %$/ })
            .waitFor();
        expect(await seriousViolations(ui.page)).toEqual([]);
        await ui.page.screenshot({
            path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/dashboard-admin.png`,
            fullPage: true,
        });

        const expected = await serverDashboard(ui.page, '30');
        const byRole = expected.panels.find(panel => panel.id === 'usersByRole')!;
        const activeProviders = byRole.series.items.find(item => item.key === 'active')!.values[
            byRole.categories.keys.indexOf('provider')
        ]!;
        await users.getByRole('button', { name: 'Show as table' }).click();
        const table = users.getByRole('table', { name: 'Users by role and status' });
        expect(await table.getByRole('columnheader').allTextContents()).toEqual([
            'Role',
            'Pending',
            'Active',
            'Locked',
            'Disabled',
        ]);
        const providerRow = table
            .getByRole('row')
            .filter({ has: ui.page.getByRole('rowheader', { name: 'Provider', exact: true }) });
        expect(await providerRow.getByRole('cell').nth(1).textContent()).toBe(String(activeProviders));
        expect(await figureCard(ui.page, 'Users').getByRole('paragraph').first().textContent()).toBe(
            String(figureOf(expected, 'users'))
        );
        expect(await seriousViolations(ui.page)).toEqual([]);
        await users.getByRole('button', { name: 'Show as chart' }).click();
        await users.getByRole('img').waitFor();
    });

    it('shows a provider its own figures, and the period selector changes them', async () => {
        await ui.page.goto(`${base}/#/dashboard`);
        await signIn(ui.page, 'provider');
        const claims = ui.page.getByRole('region', { name: 'Claims received, by status' });
        await claims.waitFor();
        await ui.page.getByRole('region', { name: 'Your connections' }).waitFor();
        await ui.page.getByRole('region', { name: 'Your directory listing' }).waitFor();
        expect(await ui.page.getByRole('region', { name: 'Users by role and status' }).count()).toBe(0);

        const [week, quarter] = [await serverDashboard(ui.page, '7'), await serverDashboard(ui.page, '90')];
        expect(figureOf(quarter, 'claims')).toBeGreaterThan(figureOf(week, 'claims'));
        const claimsFigure = figureCard(ui.page, 'Claims received').getByRole('paragraph').first();

        await ui.page.getByRole('button', { name: 'Last 7 days' }).click();
        await expect.poll(() => claimsFigure.textContent()).toBe(String(figureOf(week, 'claims')));
        expect(new URL(ui.page.url()).hash).toBe('#/dashboard?period=7');
        await ui.page.getByRole('button', { name: 'Last 90 days' }).click();
        await expect.poll(() => claimsFigure.textContent()).toBe(String(figureOf(quarter, 'claims')));
        expect(await ui.page.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');

        // The chart's numbers as a table: one row per status bucket, the quarter's counts.
        const byStatus = quarter.panels.find(panel => panel.id === 'claimsByStatus')!;
        await claims.getByRole('button', { name: 'Show as table' }).click();
        const rows = claims.getByRole('table', { name: 'Claims received, by status' }).getByRole('row');
        expect(await rows.count()).toBe(byStatus.categories.keys.length + 1);
        expect(await rows.nth(byStatus.categories.keys.indexOf('paid') + 1).textContent()).toBe(
            `Paid${byStatus.series.items[0]!.values[byStatus.categories.keys.indexOf('paid')]}`
        );
        expect(await seriousViolations(ui.page)).toEqual([]);
    });

    it('speaks Spanish and stays readable at phone width', async () => {
        const phone = await ui.browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await phone.newPage();
        await phone.addCookies([{ name: 'language', value: 'es', url: base }]);
        await page.goto(`${base}/#/dashboard?period=90`);
        await signIn(page, 'healthplan');
        const reasons = page.getByRole('region', {
            name: 'Reclamaciones denegadas por motivo (CARC; una reclamación puede tener varios)',
        });
        await reasons.getByRole('img').waitFor();
        await page.getByRole('button', { name: 'Últimos 90 días' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
        await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/dashboard-healthplan-es-phone.png`,
            fullPage: true,
        });
        await reasons.getByRole('button', { name: 'Ver como tabla' }).click();
        await reasons.getByRole('table').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await phone.close();
    });

    it("shows the claims desk's forwarder its claims by status and open claims by age", async () => {
        await ui.page.goto(`${claimsBase}/#/dashboard`);
        await signIn(ui.page, 'forwarder');
        const aging = ui.page.getByRole('region', { name: 'Open claims by age' });
        await aging.getByRole('button', { name: 'Show as table' }).click();
        expect(await aging.getByRole('rowheader').allTextContents()).toEqual([
            '0–30 days',
            '31–60 days',
            '61–90 days',
            'Over 90 days',
        ]);
        await ui.page.getByRole('region', { name: 'Claims received, by status' }).waitFor();
        expect(await seriousViolations(ui.page)).toEqual([]);
    });
});
