import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
    id: string;
    impact?: string | null;
    nodes: { target: unknown[]; html: string }[];
}

/** The serious and critical violations, as `rule: selector html` lines. */
const seriousLines = (violations: AxeViolation[]): string[] =>
    violations
        .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap(violation =>
            violation.nodes.map(node => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`)
        );

/**
 * axe-core's violations of what the page shows now, over the element `selector` names or, with
 * none, the whole document (the portal has no frames). axe is put into the page once — through the
 * browser's debugging protocol, so the portal's Content-Security-Policy (no inline script) stays as
 * it is — and run there; only violations are detailed (every rule still runs: passes are merely
 * not listed node by node), which makes a run several times cheaper than one through
 * `@axe-core/playwright`, which analyses each frame in turn and finishes in a page of its own.
 */
const violationsOf = async (page: Page, selector: string | null): Promise<AxeViolation[]> => {
    await transitionsEnded(page);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    return page.evaluate(async scope => {
        const axe = (
            window as unknown as {
                axe: {
                    run: (
                        context: string | Document,
                        options: { resultTypes: string[] }
                    ) => Promise<{ violations: AxeViolation[] }>;
                };
            }
        ).axe;
        return (await axe.run(scope ?? document, { resultTypes: ['violations'] })).violations;
    }, selector);
};

/**
 * The serious and critical axe-core violations of what a part of the page (by default the screen
 * inside the layout) shows now. Every rule counts: the theme's colours are readable shades, so no
 * contrast finding is left out.
 */
export const seriousViolations = async (page: Page, selector = '#main-content'): Promise<string[]> =>
    seriousLines(await violationsOf(page, selector));

/** The serious and critical violations of the whole page, every rule included. */
export const pageViolations = async (page: Page): Promise<string[]> => seriousLines(await violationsOf(page, null));

/**
 * Waits for the page's finite CSS transitions and animations to end: a colour read mid-way (a
 * chip turning from grey to green as a step is done) is neither the theme's shade nor its
 * background's, and axe would report a contrast its final state does not have. Endless ones (a
 * progress spinner) are left running.
 */
const transitionsEnded = (page: Page) =>
    page.evaluate(() =>
        Promise.all(
            document
                .getAnimations()
                .filter(animation => animation.effect?.getComputedTiming().endTime !== Infinity)
                .map(animation => animation.finished.catch(() => undefined))
        )
    );
