import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { SPREADSHEET_LIMITS } from '../../../common/contract/spreadsheetLimits';
import { AppError, ErrorCode } from '../../shared/errors';
import { xlsxSheets } from './xlsxArchive';

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

/** The worksheets of a workbook in file order; a CSV has one sheet without a name. */
export const listSheets = async (path: string, format: SpreadsheetFormat): Promise<string[]> => {
    if (format.kind === 'csv') return [''];
    const names: string[] = [];
    try {
        for await (const sheet of xlsxSheets(path)) names.push(sheet.name);
    } catch (error) {
        if (error instanceof AppError) throw error;
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
    const rows =
        format.kind === 'csv'
            ? readCsv(path, format.delimiter ?? ',', onProgress)
            : readXlsx(path, sheet, onProgress && (await stat(path)).size, onProgress);
    yield* bounded(rows);
}

/** The rows within the limits of what a sheet may hold, refused at the first one past them. */
async function* bounded(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
    let count = 0;
    for await (const row of rows) {
        count += 1;
        if (count > SPREADSHEET_LIMITS.rows) {
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.tooManyRows', { max: SPREADSHEET_LIMITS.rows });
        }
        let last = row.cells.length - 1;
        while (last >= 0 && isEmpty(row.cells[last]!)) last -= 1;
        if (last >= SPREADSHEET_LIMITS.columns) {
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.tooManyColumns', {
                max: SPREADSHEET_LIMITS.columns,
                line: row.line,
            });
        }
        if (row.cells.some(cell => typeof cell === 'string' && cell.length > SPREADSHEET_LIMITS.cellCharacters)) {
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.cellTooLong', {
                max: SPREADSHEET_LIMITS.cellCharacters,
                line: row.line,
            });
        }
        yield row;
    }
}

const isEmpty = (cell: RawCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

async function* readCsv(
    path: string,
    delimiter: string,
    onProgress?: (bytesRead: number) => void
): AsyncGenerator<SheetRow> {
    const input = createReadStream(path);
    const parser = input.pipe(
        parse({
            bom: true,
            delimiter,
            relax_column_count: true,
            relax_quotes: true,
            skip_empty_lines: true,
            info: true,
            // A quote left open would otherwise gather the rest of the file into one field.
            max_record_size: SPREADSHEET_LIMITS.rowMegabytes * 1024 * 1024,
        })
    );
    // csv-parse's `lines` is where a record ends, and it counts a CRLF inside quotes as two lines.
    let overcounted = 0;
    try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
            const breaks = record.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
            overcounted += record.reduce((count, cell) => count + (cell.match(/\r\n/g)?.length ?? 0), 0);
            if (record.every(cell => cell.trim() === '')) continue;
            // Asked at each row rather than told by a 'data' listener: a second listener on the file
            // beside the parser's pipe made the reading about half as fast again.
            onProgress?.(input.bytesRead);
            yield { line: info.lines - overcounted - breaks, cells: record };
        }
    } catch (error) {
        if (error instanceof AppError) throw error;
        const { lines, code } = error as { lines?: number; code?: string };
        if (code === 'CSV_MAX_RECORD_SIZE') {
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.rowTooLarge', {
                max: SPREADSHEET_LIMITS.rowMegabytes,
            });
        }
        throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.csvBroken', { line: lines ?? 0 });
    } finally {
        // A reader that stopped early (a preview) lets go of the file.
        input.destroy();
    }
}

async function* readXlsx(
    path: string,
    sheetName: string,
    fileBytes = 0,
    onProgress?: (bytesRead: number) => void
): AsyncGenerator<SheetRow> {
    let found = false;
    try {
        for await (const sheet of xlsxSheets(path)) {
            if (sheetName !== '' && sheet.name !== sheetName) continue;
            found = true;
            for await (const row of sheet) {
                // Empty cells are holes in exceljs' array; `Array.from` visits them too.
                const values = Array.from((row.values as unknown[]).slice(1), xlsxCell);
                if (values.every(cell => cell === null || (typeof cell === 'string' && cell.trim() === ''))) continue;
                // The share of the sheet read, in bytes of the file: the reading's real progress.
                onProgress?.(Math.round(sheet.share() * fileBytes));
                yield { line: row.number, cells: values };
            }
            break;
        }
    } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet');
    }
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
