import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { npiCheckDigit } from '../../common/validation/npi';
import { seriousViolations } from './axe';
import { browserPerFile, sessionToken, signIn } from './browser';

const base = inject('healthcareUrl');
const ui = browserPerFile();

const npi = (n: number) => {
    const stem = `1${String(n).padStart(8, '0')}`;
    return `${stem}${npiCheckDigit(stem)}`;
};
const column = (name: string, type: string, en: string, extra: object = {}) => ({
    name,
    type,
    label: { en },
    required: false,
    unique: false,
    key: false,
    ...extra,
});

const ROSTER = [
    column('npi', 'npi', 'NPI', { key: true }),
    column('lastName', 'text', 'Last name', { required: true }),
    column('zip', 'zip', 'ZIP code'),
    column('phone', 'phone', 'Phone'),
    column('accepting', 'yesNo', 'Accepting'),
];

/** A table made through the API with the admin's session, as /newTable would make it. */
const createTable = async (token: string, name: string, columns = ROSTER) => {
    const response = await fetch(`${base}/api/directory/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: JSON.stringify({ name, description: '', columns }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
};
const addRow = async (token: string, tableId: string, values: Record<string, string>) => {
    const response = await fetch(`${base}/api/directory/tables/${tableId}/rows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: JSON.stringify({ values }),
    });
    expect(response.status).toBe(201);
};
const pickTable = async (page: Page, name: string) => {
    await page.reload();
    await page.getByRole('combobox', { name: 'Table' }).click();
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
};

const uploadFile = async (page: Page, name: string, content: Buffer | string) => {
    await page
        .locator('input[type=file]')
        .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) });
};
const download = async (page: Page, click: () => Promise<void>) => {
    const [file] = await Promise.all([page.waitForEvent('download'), click()]);
    return readFile((await file.path())!);
};
const workbookOf = async (content: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(content as unknown as ArrayBuffer);
    return book;
};

describe('Link Excel', () => {
    it('an admin brings in a messy CSV, reads the error report, fixes it, applies, exports, edits in "Excel" and sees the conflict', async () => {
        const page = ui.page;
        await page.goto(`${base}/#/linkExcel`);
        await signIn(page, 'admin');
        const tableName = `Group roster ${Date.now()}`;
        await createTable((await sessionToken(page))!, tableName);
        await pickTable(page, tableName);

        // A messy file: lost leading zeros, phone layouts, Y/N, doubled spaces, a formula and a bad NPI.
        const header = 'NPI,Last Name,Zip,Telephone,Accepting';
        await uploadFile(
            page,
            'roster.csv',
            [
                header,
                `${npi(1)},  Smith   Jones ,2101,(203) 9347100,Y`,
                `${npi(2)},=HYPERLINK("x"),61051770,860-409-0406,N`,
                '1234567890,Lee,02134,8603880560,TRUE',
                '',
            ].join('\r\n')
        );
        await page.getByRole('button', { name: 'Check the file' }).click();
        await page.getByText('2 of 3 rows are refused', { exact: false }).waitFor();
        await page
            .getByRole('cell', { name: /formula/ })
            .first()
            .waitFor();
        await page.getByText('"2101" → "02101"', { exact: false }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);

        const report = await workbookOf(
            await download(page, () => page.getByRole('button', { name: 'Error report (Excel)' }).click())
        );
        const refused = report.worksheets[0]!;
        expect(refused.getRow(1).values).toEqual([undefined, ...header.split(','), 'Line', 'Why refused']);
        expect(String(refused.getRow(2).getCell(7).value)).toContain('Last name:');
        expect(String(refused.getRow(3).getCell(7).value)).toContain('NPI');

        // Fixed and uploaded again: the link maps it, the diff shows three additions, apply.
        await page.getByRole('button', { name: 'Cancel this import' }).click();
        await page.getByRole('button', { name: 'Import another file' }).click();
        await uploadFile(
            page,
            'roster-fixed.csv',
            [
                header,
                `${npi(1)},  Smith   Jones ,2101,(203) 9347100,Y`,
                `${npi(2)},Hyperlink,61051770,860-409-0406,N`,
                `${npi(3)},Lee,02134,8603880560,TRUE`,
            ].join('\r\n')
        );
        await page.getByText('This file layout is linked to the table', { exact: false }).waitFor();
        await page.getByRole('button', { name: 'Check the file' }).click();
        await page.getByText('3 to add').waitFor();
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('Applied: 3 added, 0 changed, 0 removed.').waitFor();

        // Out to Excel, edited the way a user would, and meanwhile changed in the portal.
        const exported = await workbookOf(
            await download(page, () => page.getByRole('button', { name: 'Export Excel' }).click())
        );
        const sheet = exported.worksheets[0]!;
        expect(sheet.getRow(2).getCell(3).value).toBe('02101');
        sheet.getRow(2).getCell(2).value = 'Smith-Excel';
        sheet.getRow(3).getCell(2).value = 'Hyperlink-Excel';
        sheet.addRow([npi(4), 'Park', '10001', '2125550100', false]);
        const token = (await sessionToken(page))!;
        const rowId = Number(sheet.getRow(3).getCell(6).value);
        const tables = (await (
            await fetch(`${base}/api/directory/tables`, { headers: { 'x-token': token } })
        ).json()) as { id: string; name: string }[];
        const table = tables.find(candidate => candidate.name === tableName)!;
        const edit = await fetch(`${base}/api/directory/tables/${table.id}/rows/${rowId}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', 'x-token': token },
            body: JSON.stringify({ version: 1, values: { lastName: 'Hyperlink-Portal' } }),
        });
        expect(edit.status).toBe(200);

        await page.getByRole('button', { name: 'Import another file' }).click();
        await uploadFile(page, 'roster-edited.xlsx', Buffer.from(await exported.xlsx.writeBuffer()));
        await page.getByRole('button', { name: 'Check the file' }).click();
        await page.getByText('1 conflict (left as in the portal)').waitFor();
        const conflicts = page.getByRole('table', { name: 'Conflicts: changed in the portal since the export' });
        await conflicts.getByRole('cell', { name: 'Hyperlink-Excel' }).waitFor();
        await conflicts.getByRole('cell', { name: 'Hyperlink-Portal' }).waitFor();
        await page.getByText('1 to add').waitFor();
        await page.getByText('1 to change').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('Applied: 1 added, 1 changed, 0 removed.').waitFor();
    });

    it('an admin compares a practitioner table with the NPI registry, sees a move and a deactivation, and applies them', async () => {
        const page = ui.page;
        await page.goto(`${base}/#/linkExcel`);
        await signIn(page, 'admin');
        const token = (await sessionToken(page))!;
        const tableName = `Registry check ${Date.now()}`;
        const tableId = await createTable(token, tableName, [
            column('npi', 'npi', 'NPI', { key: true }),
            column('lastName', 'text', 'Last name', { required: true }),
            column('addressLine', 'text', 'Street address'),
            column('city', 'text', 'City'),
        ]);
        // NPIs of the registry sample the portal loads: one unchanged, one moved, one deactivated.
        await addRow(token, tableId, {
            npi: '1740283969',
            lastName: 'Raman',
            addressLine: '48 Orchard Ave',
            city: 'Evanston',
        });
        await addRow(token, tableId, {
            npi: '1735468484',
            lastName: 'Okafor',
            addressLine: '12 Elm St',
            city: 'Houston',
        });
        await addRow(token, tableId, { npi: '1175683816', lastName: 'Former' });
        await pickTable(page, tableName);

        await page.getByRole('button', { name: 'Compare with the NPI registry' }).click();
        await page.getByText('1 to change').waitFor();
        await page.getByText('1 to remove').waitFor();
        await page.getByText('1 unchanged').waitFor();
        const changes = page.getByRole('table', { name: 'Changes (first rows)' });
        await changes.getByRole('cell', { name: '12 Elm St' }).waitFor();
        await changes.getByRole('cell', { name: '455 Medical Center Blvd' }).waitFor();
        await page
            .getByRole('table', { name: 'Rows to remove (first rows)' })
            .getByRole('cell', { name: '1175683816' })
            .waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: '/tmp/excel-npi-refresh.png', fullPage: true });
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('Applied: 0 added, 1 changed, 1 removed.').waitFor();
    });
});
