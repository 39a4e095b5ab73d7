import { readdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnGuess } from '../../../common/contract/directoryColumns';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: string;

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
});
afterAll(() => server.close());

const guess = async (fileName: string, content: Buffer | string, token = admin, language = 'en') => {
    const boundary = `----rx${Math.random().toString(16).slice(2)}`;
    const response = await server.app.inject({
        method: 'POST',
        url: '/api/directory/columnGuesses',
        payload: Buffer.concat([
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
            ),
            Buffer.from(content),
            Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'x-token': token,
            cookie: `language=${language}`,
        },
    });
    return { status: response.statusCode, body: response.json() as ColumnGuess & { message: string } };
};

const typesOf = (body: ColumnGuess) => Object.fromEntries(body.columns.map(column => [column.name, column.type]));

describe('guessing a new table from a spreadsheet', () => {
    it('reads a messy CSV export: semicolons, a byte-order mark, blank cells, odd formats', async () => {
        const csv =
            '\uFEFFProvider NPI;Full Name;Phone #;Zip;Accepting;Languages Spoken;Last Verified;Website\r\n' +
            '1740283969;Priya Raman;(617) 555-0174;02134;newpt;English, Spanish;2026-01-31;www.raman.example.org\r\n' +
            '1234567893;"Lopez; Ana";617.555.0199;02134-1234;NOPT;;3/7/2026;\r\n' +
            ';;;;;;;\r\n' +
            "1100000011;Sean O'Brien;;10001;existptonly;ASL;;https://obrien.example.com\r\n";
        const { status, body } = await guess('providers.csv', csv);
        expect(status).toBe(200);
        expect(body.sampleRows).toBe(3);
        expect(typesOf(body)).toEqual({
            providerNpi: 'npi',
            fullName: 'text',
            phone: 'phone',
            zip: 'zip',
            accepting: 'acceptingPatients',
            languagesSpoken: 'languages',
            lastVerified: 'date',
            website: 'url',
        });
        expect(body.columns[0]).toMatchObject({ label: { en: 'Provider NPI' }, key: true });
        expect(body.examples.fullName).toEqual(['Priya Raman', 'Lopez; Ana', "Sean O'Brien"]);
        expect(await readdir(path.join(server.dataDir, 'columnGuesses'))).toEqual([]);
    });

    it("reads a workbook's first sheet, where ZIP codes lost their zeros and dates are dates", async () => {
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Pharmacies');
        sheet.addRow(['Store', 'ZIP', 'Opened', 'Beds', 'Rating', 'Open 24h']);
        sheet.addRow(['Main St', 2134, new Date(Date.UTC(2020, 0, 15)), 12, 4.5, 'Y']);
        sheet.addRow(['Elm St', 10001, new Date(Date.UTC(2019, 5, 1)), 3, 4, 'N']);
        book.addWorksheet('Notes').addRow([1, 2, 3]);
        const { status, body } = await guess('pharmacies.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
        expect(status).toBe(200);
        expect(typesOf(body)).toEqual({
            store: 'text',
            zip: 'zip',
            opened: 'date',
            beds: 'integer',
            rating: 'decimal',
            open24h: 'yesNo',
        });
    });

    it.each([
        ['an empty file', 'empty.csv', '', 'The file is empty.'],
        [
            'a picture',
            'photo.csv',
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
            'This file is not a spreadsheet: upload an Excel workbook (.xlsx) or a CSV file.',
        ],
        [
            'a CSV without a header row',
            'rows.csv',
            '1740283969,Priya Raman\r\n1234567893,Ana Lopez\r\n',
            'The first row of the sheet should hold the column names, but it holds values (1740283969). Add a header row.',
        ],
        [
            'two columns of the same name',
            'twice.csv',
            'Phone,NPI,phone\r\n6175550174,1740283969,6175550199\r\n',
            'Two columns of the file are named "phone". Rename one of them.',
        ],
    ])('refuses %s with a 400 naming the problem', async (_, fileName, content, message) => {
        const { status, body } = await guess(fileName, content);
        expect(status).toBe(400);
        expect(body.message).toBe(message);
    });

    it('answers in the caller language, and only to those who define tables', async () => {
        const refused = await guess('rows.csv', '1740283969,Priya\r\n', admin, 'es');
        expect(refused.body.message).toMatch(/^La primera fila/);
        const provider = await server.login('provider');
        expect((await guess('providers.csv', 'NPI\r\n1740283969\r\n', provider)).status).toBe(403);
    });
});
