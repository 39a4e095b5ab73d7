import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserPerFile, signIn } from './browser';

const base = inject('healthcareUrl');
const ui = browserPerFile();

/** The figures of a table's rows in the column headed `header`, as numbers. */
const columnFigures = async (table: Locator, header: string) => {
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const column = headers.indexOf(header);
    expect(column, `a column "${header}" among ${headers.join(', ')}`).toBeGreaterThan(0);
    const rows = await table
        .getByRole('row')
        .filter({ has: table.page().getByRole('rowheader') })
        .all();
    // The row header is the first column; the cells are the others.
    return Promise.all(
        rows.map(async row =>
            Number(
                (
                    await row
                        .getByRole('cell')
                        .nth(column - 1)
                        .innerText()
                ).replace(/\D/g, '')
            )
        )
    );
};

describe('the accuracy dashboard', () => {
    it("shows the demo directory's late change and late question, its trend week by week, and exports", async () => {
        const { page } = ui;
        await page.goto(`${base}/#/directoryAccuracy`);
        await signIn(page, 'admin');
        await page.getByRole('heading', { level: 1, name: 'Directory accuracy' }).waitFor();
        const perTable = page.getByRole('table', { name: 'Accuracy per table' });
        await perTable.getByRole('rowheader', { name: 'Practitioners' }).waitFor();
        const sum = (figures: number[]) => figures.reduce((total, figure) => total + figure, 0);
        expect(sum(await columnFigures(perTable, 'Changes past their deadline'))).toBeGreaterThan(0);
        expect(sum(await columnFigures(perTable, 'Questions answered late or overdue'))).toBeGreaterThan(0);

        // Week by week: "55% (219/397)" — the share verified within 90 days rises over the weeks.
        const weeks = page.getByRole('table', { name: 'Week by week' });
        const shares = (
            await weeks
                .getByRole('row')
                .filter({ has: page.getByRole('rowheader') })
                .allInnerTexts()
        ).map(line => {
            const [, verified, listings] = /\((\d[\d,]*)\/(\d[\d,]*)\)/.exec(line)!;
            return Number(verified!.replace(/,/g, '')) / Number(listings!.replace(/,/g, ''));
        });
        expect(shares).toHaveLength(12);
        expect(shares.at(-1)!).toBeGreaterThan(shares[0]! + 0.1);
        expect(await seriousViolations(page)).toEqual([]);

        // On a phone each table's figures are a card of their own, named by the table.
        await page.setViewportSize({ width: 390, height: 844 });
        const card = page
            .getByRole('region', { name: 'Accuracy per table' })
            .getByRole('article', { name: 'Practitioners' });
        await expect.poll(() => card.innerText()).toMatch(/Verified within 90 days\s+[\d,]+ \(\d+%\)/);
        expect(await seriousViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export' }).click();
        const file = await readFile((await (await download).path())!, 'utf8');
        expect(file).toContain('Changes past their deadline');
        expect(file).toContain('Practitioners');
    }, 120_000);
});
