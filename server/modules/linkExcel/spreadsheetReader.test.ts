import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { detectFormat, listSheets, readRows, type SheetRow } from './spreadsheetReader';
import { collectRows } from '../../test/sheetRows';

let folder: string;
beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'rx-reader-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let files = 0;
const file = async (content: string | Buffer) => {
    files += 1;
    const name = path.join(folder, `upload-${files}`);
    await writeFile(name, content);
    return name;
};
const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
        () => undefined,
        (failure: unknown) => failure
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).messageKey;
};
const workbook = async (build: (book: ExcelJS.Workbook) => void) => {
    const book = new ExcelJS.Workbook();
    build(book);
    return file(Buffer.from(await book.xlsx.writeBuffer()));
};

describe('CSV files', () => {
    it('reads UTF-8 with a byte-order mark, keeping line breaks inside quoted cells and line numbers', async () => {
        const path = await file('\uFEFFName,Note,ZIP\r\n"Ann","two\r\nlines",02101\r\n\r\nBob,"say ""hi""",2101\r\n');
        const format = await detectFormat(path);
        expect(format).toEqual({ kind: 'csv', delimiter: ',' });
        expect(await listSheets(path, format)).toEqual(['']);
        expect(await collectRows(readRows(path, format))).toEqual([
            { line: 1, cells: ['Name', 'Note', 'ZIP'] },
            { line: 2, cells: ['Ann', 'two\r\nlines', '02101'] },
            { line: 5, cells: ['Bob', 'say "hi"', '2101'] },
        ]);
    });

    it('finds semicolons as the delimiter (Excel in many European locales) and keeps commas in cells', async () => {
        const path = await file('Name;City;Amount\nMüller, Jörg;Köln;1,5\n');
        const format = await detectFormat(path);
        expect(format.delimiter).toBe(';');
        expect((await collectRows(readRows(path, format)))[1]?.cells).toEqual(['Müller, Jörg', 'Köln', '1,5']);
    });

    it('takes a comma when a quoted header holds semicolons', async () => {
        const path = await file('"a;b;c",d,e\n1,2,3\n');
        expect((await detectFormat(path)).delimiter).toBe(',');
    });

    it('refuses an empty file, one of only a byte-order mark and blank lines, and binary data', async () => {
        expect(await refusal(detectFormat(await file('')))).toBe('linkExcel.file.empty');
        expect(await refusal(detectFormat(await file('\uFEFF\r\n  \r\n')))).toBe('linkExcel.file.empty');
        const png = Buffer.from([
            0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
        ]);
        expect(await refusal(detectFormat(await file(png)))).toBe('linkExcel.file.notSpreadsheet');
        expect(await refusal(detectFormat(await file(Buffer.from('%PDF-1.7\n\x00\x01binary'))))).toBe(
            'linkExcel.file.notSpreadsheet'
        );
    });

    it('recognises an old .xls workbook and says how to convert it', async () => {
        const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
        expect(await refusal(detectFormat(await file(xls)))).toBe('linkExcel.file.legacyXls');
    });

    it('names the line where unbalanced quotes make the rest unreadable', async () => {
        const path = await file('a,b\n1,2\n"3,4\n');
        const error = await collectRows(readRows(path, await detectFormat(path))).catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).messageKey).toBe('linkExcel.file.csvBroken');
    });
});

describe('XLSX workbooks', () => {
    it('lists the sheets and reads the chosen one with typed cells', async () => {
        const path = await workbook(book => {
            book.addWorksheet('Notes').addRow(['nothing here']);
            const sheet = book.addWorksheet('Providers');
            sheet.addRow(['NPI', 'Since', 'Active', 'Note', 'Total', 'Link']);
            sheet.addRow([
                1234567893,
                new Date(Date.UTC(2024, 0, 31)),
                true,
                { richText: [{ text: 'bold ' }, { text: 'part' }] },
                { formula: 'A2*2', result: 2469135786 },
                { text: 'site', hyperlink: 'https://example.org' },
            ]);
            sheet.addRow([]);
            sheet.addRow(['1234567893', null, 'N']);
        });
        const format = await detectFormat(path);
        expect(format.kind).toBe('xlsx');
        expect(await listSheets(path, format)).toEqual(['Notes', 'Providers']);
        const rows = await collectRows(readRows(path, format, 'Providers'));
        expect(rows.map(row => row.line)).toEqual([1, 2, 4]);
        expect(rows[1]?.cells).toEqual([
            1234567893,
            new Date(Date.UTC(2024, 0, 31)),
            true,
            'bold part',
            { formula: 'A2*2' },
            'site',
        ]);
        expect(rows[2]?.cells).toEqual(['1234567893', null, 'N']);
        // Without a name, the first sheet.
        expect((await collectRows(readRows(path, format)))[0]?.cells).toEqual(['nothing here']);
    });

    it('refuses a sheet the workbook does not have, and a zip that is no workbook', async () => {
        const path = await workbook(book => book.addWorksheet('Only').addRow(['a']));
        expect(await refusal(collectRows(readRows(path, await detectFormat(path), 'Other')))).toBe(
            'linkExcel.file.noSheet'
        );
        const zip = await file(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]));
        expect(await refusal(listSheets(zip, await detectFormat(zip)))).toBe('linkExcel.file.notSpreadsheet');
    });

    it('lets a reader stop after the first rows (a preview) without reading the rest', async () => {
        const path = await workbook(book => {
            const sheet = book.addWorksheet('Big');
            for (let index = 0; index < 5000; index += 1) sheet.addRow([index, `row ${index}`]);
        });
        const format = await detectFormat(path);
        const preview: SheetRow[] = [];
        for await (const row of readRows(path, format, 'Big')) {
            preview.push(row);
            if (preview.length === 3) break;
        }
        expect(preview.map(row => row.cells[0])).toEqual([0, 1, 2]);
        // The file is still readable from the start (nothing kept open half-read).
        expect((await collectRows(readRows(path, format, 'Big'))).length).toBe(5000);
    });
});
