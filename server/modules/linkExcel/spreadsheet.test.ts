import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLine, csvStream, neutralise, xlsxStream } from './spreadsheet';

const text = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
};
async function* batches(...lists: string[][][]) {
    for (const rows of lists) yield rows;
}

describe('formula injection', () => {
    it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a quote', cell => {
        expect(neutralise(cell)).toBe(`'${cell}`);
    });

    it.each(['', 'plain', ' =1', "'=1", '1-1', 'a@b.example', '{"a":1}'])('leaves %j as it is', cell => {
        expect(neutralise(cell)).toBe(cell);
    });
});

describe('CSV', () => {
    it('quotes every field, doubles quotes, ends records with CRLF', () => {
        expect(csvLine(['a', 'say "hi"', 'x,y', 'two\nlines', '=cmd'])).toBe(
            `"a","say ""hi""","x,y","two\nlines","'=cmd"\r\n`
        );
    });

    it('streams the BOM and the header, then every batch in order', async () => {
        const body = await text(csvStream(['A', 'B'], batches([['1', '2']], [], [['3', '-4']])));
        expect(body.toString('utf8')).toBe(`${CSV_BOM}"A","B"\r\n"1","2"\r\n"3","'-4"\r\n`);
    });
});

describe('XLSX', () => {
    it('streams a workbook of text cells that reads back row for row', async () => {
        const body = await text(xlsxStream('Audit trail', ['A', 'B'], batches([['1', '=2']], [['x', 'y']])));
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(body), {});
        const rows: unknown[][] = [];
        for await (const sheet of reader) {
            expect((sheet as unknown as { name: string }).name).toBe('Audit trail');
            for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
        }
        expect(rows).toEqual([
            ['A', 'B'],
            ['1', "'=2"],
            ['x', 'y'],
        ]);
    });

    it('ends the stream with the error when reading the rows fails', async () => {
        async function* failing() {
            yield [['1']];
            throw new Error('database gone');
        }
        await expect(text(xlsxStream('S', ['A'], failing()))).rejects.toThrow('database gone');
    });
});
