import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATES } from '../../common/directory/templates';
import { npiCheckDigit } from '../../common/validation/npi';
import { seriousViolations } from './axe';
import { browserPerFile, sessionToken, signIn } from './browser';

const base = inject('healthcareUrl');
const SETTLED = { timeout: 15_000 };
const ui = browserPerFile();
let tableId: string;

const npi = (n: number) => {
    const base = `1${String(700_000 + n).padStart(8, '0')}`;
    return `${base}${npiCheckDigit(base)}`;
};
const PEOPLE = [
    ['Abbott', 'Boston', 'MA'],
    ['Baker', 'Hartford', 'CT'],
    ['Carver', 'Boston', 'MA'],
    ['Dalton', 'Austin', 'TX'],
    ['Easton', 'Boston', 'MA'],
    ['Fulton', 'Denver', 'CO'],
] as const;

const api = async (token: string, method: string, path: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: body && JSON.stringify(body),
    });
    return response.json();
};

const openGrid = async (page: Page, language?: string) => {
    if (language) await page.context().addCookies([{ name: 'language', value: language, url: base }]);
    await page.goto(`${base}/#/editTable?table=${tableId}`);
    await signIn(page, 'admin');
    await page.goto(`${base}/#/editTable?table=${tableId}`);
    await page.locator('[role=gridcell][data-field=npi]').first().waitFor();
};
const headers = (page: Page) =>
    page
        .locator('[role=columnheader][data-field]')
        .evaluateAll(cells => cells.map(cell => cell.getAttribute('data-field')));

beforeAll(async () => {
    const page = await ui.browser.newPage();
    await page.goto(`${base}/#/editTable`);
    await signIn(page, 'admin');
    const token = (await sessionToken(page))!;
    const table = await api(token, 'POST', '/api/directory/tables', {
        name: 'Grid tools (browser test)',
        description: 'Bulk edit, columns and export',
        template: 'practitioner',
        columns: TEMPLATES.practitioner,
    });
    tableId = table.id;
    for (const [index, [lastName, city, state]] of PEOPLE.entries()) {
        const values = { npi: npi(index), firstName: 'Robin', lastName, taxonomy: '207Q00000X', city, state };
        await api(token, 'POST', `/api/directory/tables/${tableId}/rows`, { values });
    }
    await page.close();
});

describe('the Directory Edit View grid tools', () => {
    it('edits the selected rows together: a bad value is refused with its message, a good one applied', async () => {
        const page = ui.page;
        await openGrid(page);
        for (const name of ['Baker', 'Dalton']) {
            await page.locator('[role=row]', { hasText: name }).getByRole('checkbox').check();
        }
        await page.getByRole('button', { name: 'Edit selected' }).click();
        const dialog = page.getByRole('dialog', { name: 'Set one value on 2 selected rows' });
        await dialog.getByRole('combobox', { name: 'Column' }).click();
        await page.getByRole('option', { name: 'ZIP code' }).click();
        await dialog.getByRole('textbox', { name: 'New value' }).fill('021');
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await dialog.getByText(/must be a ZIP code/).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: '/tmp/dirgrid-bulk-refused.png' });
        await dialog.getByRole('textbox', { name: 'New value' }).fill('06103');
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('2 rows changed').waitFor();
        // The ZIP column is off to the right; the search box finds rows by it.
        await page.getByRole('searchbox', { name: 'Search' }).fill('06103');
        const lastNames = page.locator('[role=row][data-id] [data-field=lastName]');
        await expect.poll(() => lastNames.allTextContents(), SETTLED).toEqual(['Baker', 'Dalton']);
    }, 120_000);

    it('keeps hidden and reordered columns for the user, in another browser too', async () => {
        const page = ui.page;
        await openGrid(page);
        expect((await headers(page)).slice(0, 5)).toEqual(['__check__', 'actions', 'verifiedAt', 'npi', 'firstName']);
        await page.getByRole('button', { name: 'Columns' }).click();
        const dialog = page.getByRole('dialog', { name: 'Columns shown and their order' });
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('checkbox', { name: 'First name' }).uncheck();
        const saved = page.waitForResponse(
            response => response.url().endsWith('/layout') && response.request().method() === 'PUT'
        );
        await dialog.getByRole('button', { name: 'Move Last name up' }).click();
        await dialog.getByRole('button', { name: 'Move Last name up' }).click();
        await dialog.getByRole('button', { name: 'Done' }).click();
        await saved;
        const arranged = ['__check__', 'actions', 'verifiedAt', 'lastName', 'npi', 'credential'];
        expect((await headers(page)).slice(0, 6)).toEqual(arranged);

        const other = await ui.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const elsewhere = await other.newPage();
        await openGrid(elsewhere);
        await expect.poll(async () => (await headers(elsewhere)).slice(0, 6), SETTLED).toEqual(arranged);
        await other.close();
    });

    it("exports the filtered view, exactly its rows in the grid's order", async () => {
        const page = ui.page;
        await openGrid(page);
        await page.getByRole('searchbox', { name: 'Search' }).fill('Boston');
        await expect.poll(() => page.locator('[role=row][data-id]').count(), SETTLED).toBe(3);
        await page.locator('[role=columnheader][data-field=lastName]').click();
        await page.locator('[role=columnheader][data-field=lastName]').click();
        await expect
            .poll(() => page.locator('[role=row][data-id] [data-field=lastName]').first().textContent(), SETTLED)
            .toBe('Easton');
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Export Excel' }).click(),
        ]);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        const lastNameColumn = 1 + TEMPLATES.practitioner.findIndex(column => column.name === 'lastName');
        expect(sheet.getRow(1).getCell(lastNameColumn).value).toBe('Last name');
        const names: unknown[] = [];
        sheet.eachRow((row, number) => number > 1 && names.push(row.getCell(lastNameColumn).value));
        expect(names).toEqual(['Easton', 'Carver', 'Abbott']);
        await page.getByText(/downloaded: the rows of the current filter/).waitFor();
    });

    it('filters by one column from its menu: only the matching rows and their count, all again once cleared', async () => {
        const page = ui.page;
        await openGrid(page);
        /** The states of the rows shown; the grid draws only the columns in view, and State will be. */
        const states = () =>
            page
                .locator('[role=row][data-id] [data-field=state]')
                .allTextContents()
                .then(names => names.sort());
        const everyState = PEOPLE.map(([, , state]) => state).sort();
        const shown = page.locator('.MuiTablePagination-displayedRows');
        await expect.poll(() => shown.innerText(), SETTLED).toBe('1–6 of 6');

        // State is further right, out of view at first.
        const state = page.locator('[role=columnheader][data-field=state]');
        await expect
            .poll(async () => {
                if ((await state.count()) > 0) return true;
                await page.locator('.MuiDataGrid-virtualScroller').evaluate(scroller => {
                    scroller.scrollLeft += 300;
                });
                return false;
            }, SETTLED)
            .toBe(true);
        await expect.poll(states, SETTLED).toEqual(everyState);
        await state.hover();
        await state.getByRole('button', { name: 'State column menu' }).click();
        await page.getByRole('menuitem', { name: 'Filter' }).click();
        const value = page.getByRole('combobox', { name: /^Value/ });
        await value.click();
        await page.getByRole('option', { name: 'MA', exact: true }).click();
        await page.keyboard.press('Escape');
        await expect.poll(states, SETTLED).toEqual(['MA', 'MA', 'MA']);
        expect(await shown.innerText()).toBe('1–3 of 3');
        await value.click();
        await page.getByRole('option', { name: 'TX', exact: true }).click();
        await page.keyboard.press('Escape');
        await expect.poll(states, SETTLED).toEqual(['MA', 'MA', 'MA', 'TX']);
        expect(await shown.innerText()).toBe('1–4 of 4');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: '/tmp/dirgrid-column-filter.png' });

        await page.locator('.MuiDataGrid-filterForm').getByRole('button', { name: 'Delete' }).click();
        await expect.poll(states, SETTLED).toEqual(everyState);
        expect(await shown.innerText()).toBe('1–6 of 6');
    });

    it('reads well in Japanese and on a phone', async () => {
        const page = ui.page;
        await openGrid(page, 'ja');
        await page.getByRole('button', { name: '選択行を編集' }).waitFor();
        await page.screenshot({ path: '/tmp/dirgrid-ja.png' });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('button', { name: 'CSV にエクスポート' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: '/tmp/dirgrid-390.png', fullPage: true });
    });
});
