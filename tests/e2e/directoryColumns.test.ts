import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, signIn } from './browser';

const base = inject('healthcareUrl');
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';
/** How long a change may take to show on a loaded machine. */
const SETTLED = { timeout: 15_000 };
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser.close());

const signedIn = async (path: string, language = 'en', width = 1280) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'language', value: language, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/#${path}`);
    await signIn(page, 'admin');
    await page.goto(`${base}/#${path}`);
    return page;
};

/** A clinic list as an office would export it: a header row, then rows with the usual mess. */
const CSV =
    'Provider NPI,Full Name,Phone,ZIP,Rating,Notes\r\n' +
    '1740283969,Priya Raman,(617) 555-0174,02134,4,Parking behind\r\n' +
    '1234567893,Ana Lopez,617.555.0199,10001-1234,5,\r\n' +
    "1100000011,Sean O'Brien,,94103,3,\r\n";

const chooseCsv = async (page: Page, name: string) => {
    await page.getByRole('radio', { name: /header row|标题行|encabezados|見出し行/ }).check();
    await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
};

const headers = (page: Page) =>
    page
        .locator('[role=columnheader][data-field]')
        .evaluateAll(cells => cells.map(cell => cell.getAttribute('data-field')));

describe('a table made from a spreadsheet header, then its columns changed', () => {
    it('guesses the columns, takes an adjusted type, and later relabels, reorders and removes with a count', async () => {
        const page = await signedIn('/newTable');
        await chooseCsv(page, 'clinics.csv');
        await page.getByText('Columns guessed from clinics.csv and the 3 rows under its header.').waitFor();
        const types = page.getByRole('combobox', { name: 'Type' });
        expect(await types.allTextContents()).toEqual([
            'NPI',
            'Text',
            'Phone (US)',
            'ZIP code',
            'Whole number',
            'Text',
        ]);
        await page.getByText("Read: Priya Raman · Ana Lopez · Sean O'Brien").waitFor();
        await types.nth(4).click();
        await page.getByRole('option', { name: 'Decimal number' }).click();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/directory-columns-guessed.png`, fullPage: true });
        await page.getByRole('textbox', { name: 'Table name' }).fill('E2E clinics');
        await page.getByRole('button', { name: 'Create table' }).click();
        await page.waitForURL(/editTable\?table=/);
        await page.locator('[role=columnheader][data-field=rating]').waitFor();

        await page.getByRole('button', { name: 'Add row' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'Provider NPI' }).fill('1740283969');
        await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
        await dialog.getByRole('textbox', { name: 'Rating' }).fill('4.5');
        await dialog.getByRole('textbox', { name: 'Notes' }).fill('Parking behind');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.locator('[role=gridcell][data-field=rating]', { hasText: '4.5' }).waitFor(SETTLED);

        await page.getByRole('button', { name: 'All tables' }).click();
        await page
            .getByRole('row', { name: /E2E clinics/ })
            .getByRole('button', { name: 'Edit columns' })
            .click();
        const editor = page.getByRole('dialog', { name: 'Columns of E2E clinics' });
        await editor.getByText('Definition version 1').waitFor();
        await editor.getByRole('textbox', { name: 'Label (English)' }).nth(1).fill('Practice name');
        await editor.getByRole('button', { name: 'Move Phone up' }).click();
        await editor.getByRole('button', { name: 'Remove column Notes' }).click();
        const confirm = page.getByRole('dialog', { name: 'Remove the column "Notes"?' });
        await confirm.getByText('Its value in 1 row will be lost.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/directory-columns-remove.png` });
        await confirm.getByRole('button', { name: 'Remove' }).click();
        await editor.getByRole('button', { name: 'Save columns' }).click();
        await page.getByText('Columns saved: definition version 2').waitFor();

        await page.getByRole('button', { name: 'E2E clinics' }).click();
        await page.locator('[role=columnheader][data-field=fullName]', { hasText: 'Practice name' }).waitFor();
        await expect
            .poll(() => headers(page), SETTLED)
            .toEqual(expect.arrayContaining(['providerNpi', 'phone', 'fullName', 'zip', 'rating']));
        const order = (await headers(page)).filter(field =>
            ['providerNpi', 'phone', 'fullName', 'notes'].includes(field!)
        );
        expect(order).toEqual(['providerNpi', 'phone', 'fullName']);
        await page.context().close();
    });

    it('reads in Spanish and on a phone', async () => {
        const spanish = await signedIn('/newTable', 'es');
        await chooseCsv(spanish, 'consultas.csv');
        await spanish
            .getByText('Columnas deducidas de consultas.csv y de las 3 filas bajo su encabezado.', { exact: false })
            .waitFor();
        expect(await seriousViolations(spanish)).toEqual([]);
        await spanish.screenshot({ path: `${SHOTS}/directory-columns-es.png`, fullPage: true });
        await spanish.context().close();

        const phone = await signedIn('/newTable', 'en', 390);
        await chooseCsv(phone, 'clinics.csv');
        await phone.getByText('Columns guessed from clinics.csv', { exact: false }).waitFor();
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await phone.screenshot({ path: `${SHOTS}/directory-columns-phone.png` });
        await phone.goto(`${base}/#/editTable`);
        await phone
            .getByRole('row', { name: /Practitioners/ })
            .getByRole('button', { name: 'Edit columns' })
            .click();
        const editor = phone.getByRole('dialog', { name: 'Columns of Practitioners' });
        await editor.getByRole('button', { name: 'Save columns' }).waitFor();
        expect(
            await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        ).toBeLessThanOrEqual(0);
        await phone.screenshot({ path: `${SHOTS}/directory-columns-phone-edit.png` });
        await phone.context().close();
    });
});

describe("a column's label in each UI language", () => {
    it('takes a Japanese label in Edit columns, and the grid shows it once the UI is in Japanese', async () => {
        const page = await signedIn('/newTable');
        await chooseCsv(page, 'walk-ins.csv');
        await page.getByText('Columns guessed from walk-ins.csv', { exact: false }).waitFor();
        await page.getByRole('textbox', { name: 'Table name' }).fill('E2E labels');
        await page.getByRole('button', { name: 'Create table' }).click();
        await page.waitForURL(/editTable\?table=/);
        await page.getByRole('button', { name: 'All tables' }).click();
        await page
            .getByRole('row', { name: /E2E labels/ })
            .getByRole('button', { name: 'Edit columns' })
            .click();
        const editor = page.getByRole('dialog', { name: 'Columns of E2E labels' });
        const toggle = editor.getByRole('button', { name: 'Labels in other languages and help text: Full Name' });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await editor.getByRole('textbox', { name: 'Label (Japanese)' }).fill('氏名');
        await editor.getByRole('textbox', { name: 'Help text (English)' }).fill('As on the license');
        expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/directory-columns-labels-en.png` });
        await editor.getByRole('button', { name: 'Save columns' }).click();
        await page.getByText('Columns saved: definition version 2').waitFor();

        await page.getByRole('button', { name: 'Language' }).click();
        await page.getByRole('menuitem', { name: '日本語', exact: true }).click();
        await page.getByRole('button', { name: 'E2E labels' }).click();
        await page.locator('[role=columnheader][data-field=fullName]', { hasText: '氏名' }).waitFor(SETTLED);
        // A column without a Japanese label is headed by its English one.
        await page.locator('[role=columnheader][data-field=rating]', { hasText: 'Rating' }).waitFor();

        await page.getByRole('button', { name: 'すべての表' }).click();
        await page
            .getByRole('row', { name: /E2E labels/ })
            .getByRole('button', { name: '列を編集' })
            .click();
        const japanese = page.getByRole('dialog', { name: 'E2E labels の列' });
        expect(await japanese.getByRole('textbox', { name: 'ラベル（日本語）' }).nth(1).inputValue()).toBe('氏名');
        // A label not yet translated shows, greyed, the English one the grid falls back to.
        expect(
            await japanese.getByRole('textbox', { name: 'ラベル（日本語）' }).first().getAttribute('placeholder')
        ).toBe('Provider NPI');
        await japanese.getByRole('button', { name: '他の言語のラベルとヘルプテキスト：氏名' }).click();
        expect(await japanese.getByRole('textbox', { name: 'ラベル（英語）' }).inputValue()).toBe('Full Name');
        expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/directory-columns-labels-ja.png` });
        await page.context().close();
    });

    it('keeps the labels of every language within a 390 px phone screen', async () => {
        const phone = await signedIn('/editTable', 'en', 390);
        await phone
            .getByRole('row', { name: /Practitioners/ })
            .getByRole('button', { name: 'Edit columns' })
            .click();
        const editor = phone.getByRole('dialog', { name: 'Columns of Practitioners' });
        await editor
            .getByRole('button', { name: /^Labels in other languages and help text: / })
            .first()
            .click();
        await editor.getByRole('textbox', { name: 'Label (Japanese)' }).waitFor();
        expect(
            await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        ).toBeLessThanOrEqual(0);
        expect(await seriousViolations(phone, '[role=dialog]')).toEqual([]);
        await phone.screenshot({ path: `${SHOTS}/directory-columns-labels-phone.png` });
        await phone.context().close();
    });
});
