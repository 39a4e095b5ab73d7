import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_LIMITS } from '../../../common/contract/spreadsheetLimits';
import { craftedWorkbook, repeated, SHEET_END, SHEET_START, writeZip, type CraftedPart } from '../../test/craftedXlsx';
import { AppError } from '../../shared/errors';
import { listSheets, readRows } from './spreadsheetReader';
import { collectRows } from '../../test/sheetRows';

let folder: string;
beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'rx-crafted-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let files = 0;
const crafted = async (parts: CraftedPart[]) => {
    files += 1;
    const name = path.join(folder, `crafted-${files}.xlsx`);
    await writeZip(name, parts);
    return name;
};
const XLSX = { kind: 'xlsx' } as const;
const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
        () => undefined,
        (failure: unknown) => failure
    );
    expect(error).toBeInstanceOf(AppError);
    return { key: (error as AppError).messageKey, params: (error as AppError).params };
};
/** Cells of the first columns (A, B, …). */
const inlineRow = (line: number, ...texts: string[]) =>
    `<row r="${line}">${texts
        .map(
            (text, column) =>
                `<c r="${String.fromCharCode(65 + column)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`
        )
        .join('')}</row>`;
const sharedRow = (line: number, ...indexes: number[]) =>
    `<row r="${line}">${indexes
        .map((index, column) => `<c r="${String.fromCharCode(65 + column)}${line}" t="s"><v>${index}</v></c>`)
        .join('')}</row>`;
/** Heap grown since `before`, in megabytes, after a collection when the runner exposes one. */
const heapGrowth = (before: number) => {
    (globalThis as { gc?: () => void }).gc?.();
    return (process.memoryUsage().heapUsed - before) / 1024 / 1024;
};

describe('crafted workbooks', () => {
    it('refuses shared strings that unpack to more than the limit, before inflating them', async () => {
        // 400 MB of one repeated shared string: a few hundred kilobytes on disk.
        const bomb = await crafted(
            craftedWorkbook(
                () => [SHEET_START, sharedRow(1, 0), SHEET_END],
                () =>
                    repeated(
                        '<si><t>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</t></si>',
                        5_000_000
                    )
            )
        );
        const heap = process.memoryUsage().heapUsed;
        const started = Date.now();
        expect(await refusal(listSheets(bomb, XLSX))).toEqual({
            key: 'linkExcel.file.unpacksTooLarge',
            params: { part: 'xl/sharedStrings.xml', max: SPREADSHEET_LIMITS.sharedStringsMegabytes },
        });
        expect((await refusal(collectRows(readRows(bomb, XLSX)))).key).toBe('linkExcel.file.unpacksTooLarge');
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(heapGrowth(heap)).toBeLessThan(32);
    });

    it('stops a part that inflates past the size it declares, and counts the shared strings as they come', async () => {
        const lying = await crafted(
            craftedWorkbook(
                () => [SHEET_START, sharedRow(1, 0), SHEET_END],
                () => repeated('<si><t>yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy</t></si>', 2_000_000),
                { sharedStrings: 1_000 }
            )
        );
        const heap = process.memoryUsage().heapUsed;
        expect((await refusal(collectRows(readRows(lying, XLSX)))).key).toBe('linkExcel.file.notSpreadsheet');
        expect(heapGrowth(heap)).toBeLessThan(32);

        const many = await crafted(
            craftedWorkbook(
                () => [SHEET_START, sharedRow(1, 0), SHEET_END],
                () => repeated('<si><t>a</t></si>', SPREADSHEET_LIMITS.sharedStrings + 1)
            )
        );
        expect(await refusal(collectRows(readRows(many, XLSX)))).toEqual({
            key: 'linkExcel.file.tooManySharedStrings',
            params: { max: SPREADSHEET_LIMITS.sharedStrings },
        });
    });

    it('refuses a sheet holding 300 MB of whitespace at the first stretch past the limit, in flat memory', async () => {
        const spaces = await crafted(
            craftedWorkbook(function* () {
                yield SHEET_START + inlineRow(1, 'NPI', 'Name') + '<row r="2"><c t="inlineStr"><is><t>';
                yield* repeated(' '.repeat(1024), 300 * 1024);
                yield '</t></is></c></row>' + SHEET_END;
            })
        );
        const heap = process.memoryUsage().heapUsed;
        const started = Date.now();
        expect(await listSheets(spaces, XLSX)).toEqual(['Data']);
        expect((await refusal(collectRows(readRows(spaces, XLSX)))).key).toBe('linkExcel.file.markupTooLong');
        // The preview's first row still reads: the file is refused where it goes wrong.
        const rows = readRows(spaces, XLSX);
        expect((await rows.next()).value).toEqual({ line: 1, cells: ['NPI', 'Name'] });
        await rows.return(undefined);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(heapGrowth(heap)).toBeLessThan(32);
    });

    it('reads a sheet stored before its shared strings without a temporary file or a file left open', async () => {
        const book = await crafted(
            craftedWorkbook(
                () => [SHEET_START, sharedRow(1, 0, 1), sharedRow(2, 2, 3), SHEET_END],
                () => ['<si><t>NPI</t></si><si><t>Name</t></si><si><t>1234567893</t></si><si><t>Khan</t></si>']
            )
        );
        // A folder of its own for temporary files, which other processes on the machine do not write to.
        const temporaryFolder = await mkdtemp(path.join(folder, 'tmp-'));
        const previousTmp = process.env.TMPDIR;
        process.env.TMPDIR = temporaryFolder;
        const descriptors = await readdir('/proc/self/fd');
        for (let read = 0; read < 4; read += 1) {
            expect(await collectRows(readRows(book, XLSX))).toEqual([
                { line: 1, cells: ['NPI', 'Name'] },
                { line: 2, cells: ['1234567893', 'Khan'] },
            ]);
            const preview = readRows(book, XLSX);
            await preview.next();
            await preview.return(undefined);
            expect((await refusal(collectRows(readRows(book, XLSX, 'Other')))).key).toBe('linkExcel.file.noSheet');
        }
        // Streams close on the next turn of the event loop.
        await new Promise(resolve => setTimeout(resolve, 50));
        if (previousTmp === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = previousTmp;
        expect(await readdir(temporaryFolder)).toEqual([]);
        expect((await readdir('/proc/self/fd')).length).toBeLessThanOrEqual(descriptors.length);
    });

    it('passes over a million empty styled rows in a few seconds and reads the values among them', async () => {
        const styled = await crafted(
            craftedWorkbook(function* () {
                yield SHEET_START + inlineRow(1, 'NPI', 'Name') + inlineRow(2, '1234567893', 'Khan');
                for (let line = 3; line <= 1_000_002; line += 10_000) {
                    let block = '';
                    for (let row = line; row < line + 10_000; row += 1) {
                        block +=
                            row % 2 === 0
                                ? `<row r="${row}" s="1" customFormat="1"/>`
                                : `<row r="${row}" spans="1:3"><c r="A${row}" s="1"/><c r="B${row}" s="1"/></row>`;
                    }
                    yield block;
                }
                yield inlineRow(1_000_003, '1245319599', 'Lee') + SHEET_END;
            })
        );
        const started = Date.now();
        expect(await listSheets(styled, XLSX)).toEqual(['Data']);
        expect(await collectRows(readRows(styled, XLSX))).toEqual([
            { line: 1, cells: ['NPI', 'Name'] },
            { line: 2, cells: ['1234567893', 'Khan'] },
            { line: 1_000_003, cells: ['1245319599', 'Lee'] },
        ]);
        expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('refuses a row past the column limit and a cell longer than a cell may be, naming the line', async () => {
        const wide = await crafted(
            craftedWorkbook(() => [
                SHEET_START,
                inlineRow(1, 'NPI'),
                `<row r="2"><c r="AMK2" t="inlineStr"><is><t>x</t></is></c></row>`,
                SHEET_END,
            ])
        );
        expect(await refusal(collectRows(readRows(wide, XLSX)))).toEqual({
            key: 'linkExcel.file.tooManyColumns',
            params: { max: SPREADSHEET_LIMITS.columns, line: 2 },
        });
        const long = await crafted(
            craftedWorkbook(() => [SHEET_START, inlineRow(1, 'NPI'), inlineRow(2, 'x'.repeat(40_000)), SHEET_END])
        );
        expect(await refusal(collectRows(readRows(long, XLSX)))).toEqual({
            key: 'linkExcel.file.cellTooLong',
            params: { max: SPREADSHEET_LIMITS.cellCharacters, line: 2 },
        });
    });
});
