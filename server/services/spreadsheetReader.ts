import { createReadStream, type ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError, ErrorCode } from './errors';

/**
 * Uploaded spreadsheets read row by row from disk, whatever their size: .xlsx with exceljs'
 * streaming reader (the whole-workbook reader needs about four times the file in memory), .csv
 * with csv-parse (UTF-8 with or without a byte-order mark, comma or semicolon, line breaks kept
 * inside quoted cells).
 */

export type SpreadsheetKind = 'xlsx' | 'csv';

/** A cell as the file holds it: text, a number, a date, a yes/no, a formula, an error, or empty. */
export type RawCell = string | number | boolean | Date | { formula: string } | { error: string } | null;

export interface SheetRow {
    /** The row's number as a spreadsheet shows it (the header is usually 1). */
    line: number;
    cells: RawCell[];
}

/** How many bytes are looked at to tell the kind of a file and a CSV's delimiter. */
const SNIFF_BYTES = 64 * 1024;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The compound-file signature of Excel 97-2003 workbooks (.xls). */
const LEGACY_XLS_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface SpreadsheetFormat {
    kind: SpreadsheetKind;
    /** The CSV's field delimiter. */
    delimiter?: ',' | ';';
}

/**
 * What the file is, from its first bytes rather than its name: a zip is a workbook, readable
 * UTF-8 text is a CSV; anything else (an empty file, an old .xls, a picture, a PDF) is refused.
 */
export const detectFormat = async (path: string): Promise<SpreadsheetFormat> => {
    const head = await readHead(path);
    if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) return { kind: 'xlsx' };
    if (head.subarray(0, 4).equals(LEGACY_XLS_SIGNATURE))
        throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.legacyXls');
    const text = head.subarray(head.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0);
    if (text.toString('utf8').trim() === '') throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.empty');
    if (!isText(text)) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet');
    return { kind: 'csv', delimiter: csvDelimiter(text.toString('utf8')) };
};

const readHead = async (path: string) => {
    const file = await open(path, 'r');
    try {
        const buffer = Buffer.alloc(SNIFF_BYTES);
        const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
        return buffer.subarray(0, bytesRead);
    } finally {
        await file.close();
    }
};

/** UTF-8 without control characters other than tab and line ends (a cut-off last character is fine). */
const isText = (bytes: Buffer) => {
    const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    const replaced = decoded.slice(0, -1).includes('\uFFFD');
    return !replaced && ![...decoded].some(isControlCharacter);
};

const isControlCharacter = (character: string) => {
    const code = character.charCodeAt(0);
    return code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r';
};

/** The delimiter of the header line: semicolon when it has more of them than commas (outside quotes). */
export const csvDelimiter = (text: string): ',' | ';' => {
    let commas = 0;
    let semicolons = 0;
    let quoted = false;
    for (const character of text) {
        if (character === '"') quoted = !quoted;
        else if (!quoted && (character === '\n' || character === '\r')) break;
        else if (!quoted && character === ',') commas += 1;
        else if (!quoted && character === ';') semicolons += 1;
    }
    return semicolons > commas ? ';' : ',';
};

const XLSX_OPTIONS = {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell dates from numbers.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
} as const;

/**
 * Reads a worksheet to its end without keeping its rows. exceljs keeps a sheet stored before the
 * shared strings in a temporary file, opened when the sheet is handed out and deleted as soon as
 * the next one is asked for: a sheet passed over unread would have its file deleted before the
 * open, an error nobody can catch.
 */
const drain = async (sheet: AsyncIterable<unknown>) => {
    for await (const _row of sheet);
};

/** The worksheets of a workbook in file order; a CSV has one sheet without a name. */
export const listSheets = async (path: string, format: SpreadsheetFormat): Promise<string[]> => {
    if (format.kind === 'csv') return [''];
    const names: string[] = [];
    try {
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), XLSX_OPTIONS);
        for await (const sheet of reader) {
            names.push((sheet as unknown as { name: string }).name);
            await drain(sheet);
        }
    } catch {
        throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet');
    }
    if (names.length === 0) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet');
    return names;
};

/**
 * The rows of one sheet (a CSV's only one), in order, each with its line number; empty rows are
 * skipped. A sheet name the workbook does not have is refused.
 */
export async function* readRows(
    path: string,
    format: SpreadsheetFormat,
    sheet = '',
    /** Told how many bytes of the file have been read so far: the reading's real progress. */
    onProgress?: (bytesRead: number) => void
): AsyncGenerator<SheetRow> {
    const input = createReadStream(path);
    // Asked at each row rather than told by a 'data' listener: a second listener on the file
    // beside the parser's pipe made the reading about half as fast again.
    const progress = onProgress ? () => onProgress(input.bytesRead) : undefined;
    if (format.kind === 'csv') yield* readCsv(input, format.delimiter ?? ',', progress);
    else yield* readXlsx(input, sheet, progress);
}

async function* readCsv(input: ReadStream, delimiter: string, progress?: () => void): AsyncGenerator<SheetRow> {
    const parser = input.pipe(
        parse({
            bom: true,
            delimiter,
            relax_column_count: true,
            relax_quotes: true,
            skip_empty_lines: true,
            info: true,
        })
    );
    // csv-parse's `lines` is where a record ends, and it counts a CRLF inside quotes as two lines.
    let overcounted = 0;
    try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
            const breaks = record.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
            overcounted += record.reduce((count, cell) => count + (cell.match(/\r\n/g)?.length ?? 0), 0);
            if (record.every(cell => cell.trim() === '')) continue;
            progress?.();
            yield { line: info.lines - overcounted - breaks, cells: record };
        }
    } catch (error) {
        if (error instanceof AppError) throw error;
        const { lines } = error as { lines?: number };
        throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.csvBroken', { line: lines ?? 0 });
    } finally {
        // A reader that stopped early (a preview) lets go of the file.
        input.destroy();
    }
}

async function* readXlsx(input: ReadStream, sheetName: string, progress?: () => void): AsyncGenerator<SheetRow> {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, XLSX_OPTIONS);
    let found = false;
    let failed: unknown;
    try {
        for await (const sheet of reader) {
            const name = (sheet as unknown as { name: string }).name;
            if (found || (sheetName !== '' && name !== sheetName)) {
                await drain(sheet);
                continue;
            }
            found = true;
            for await (const row of sheet) {
                // Empty cells are holes in exceljs' array; `Array.from` visits them too.
                const values = Array.from((row.values as unknown[]).slice(1), xlsxCell);
                if (values.every(cell => cell === null || (typeof cell === 'string' && cell.trim() === ''))) continue;
                progress?.();
                yield { line: row.number, cells: values };
            }
        }
    } catch (error) {
        failed = error;
    } finally {
        input.destroy();
    }
    if (failed instanceof AppError) throw failed;
    if (failed) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet');
    if (!found) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.noSheet', { sheet: sheetName });
}

/** An exceljs cell value as a raw cell: rich text and links become their text. */
const xlsxCell = (value: unknown): RawCell => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
        return value;
    }
    const object = value as {
        formula?: string;
        sharedFormula?: string;
        richText?: { text: string }[];
        text?: unknown;
        error?: string;
    };
    if (object.formula !== undefined || object.sharedFormula !== undefined) {
        return { formula: object.formula ?? object.sharedFormula ?? '' };
    }
    if (object.richText) return object.richText.map(run => run.text).join('');
    if (object.error !== undefined) return { error: object.error };
    if (typeof object.text === 'string') return object.text;
    if (object.text && typeof object.text === 'object') return xlsxCell(object.text);
    return null;
};
