import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * CSV and XLSX files written row by row, whatever their length, with formula injection
 * neutralised (OWASP's CSV-injection rule): a cell that begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'`, so that no spreadsheet reads it as a formula.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The Content-Type of each export format. */
export const SPREADSHEET_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE } as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Excel opens a CSV as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** One CSV record (RFC 4180): every field quoted, quotes doubled, CRLF at the end. */
export const csvLine = (cells: readonly string[]) =>
    `${cells.map(cell => `"${neutralise(cell).replaceAll('"', '""')}"`).join(',')}\r\n`;

/** A CSV file as a stream: the BOM and the header first, then each batch as the reader asks for it. */
export const csvStream = (header: readonly string[], batches: AsyncIterable<string[][]>): Readable =>
    Readable.from(
        (async function* () {
            yield CSV_BOM + csvLine(header);
            for await (const rows of batches) yield rows.map(csvLine).join('');
        })(),
        { objectMode: false }
    );

/** A cell of an XLSX export: text is neutralised, numbers, yes/no and dates keep their type. */
export type XlsxCell = string | number | boolean | Date | null;

/** How a column of an XLSX export is written. */
export interface XlsxColumn {
    /** Hidden in Excel (still read back on import). */
    hidden?: boolean;
    /** Excel number format: `@` keeps text as text when edited (ZIP, NPI), `yyyy-mm-dd` shows dates. */
    numFmt?: string;
    width?: number;
}

/**
 * An XLSX file of one worksheet as a stream (exceljs' streaming writer: rows are committed as
 * they come and not kept). Without column settings every cell is text, as the rows give it.
 * A failure while reading the rows ends the stream with that error.
 */
export const xlsxStream = (
    sheetName: string,
    header: readonly string[],
    batches: AsyncIterable<XlsxCell[][]>,
    columns?: readonly XlsxColumn[]
): Readable => {
    const output = new PassThrough();
    const write = async () => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
            stream: output,
            useStyles: Boolean(columns),
            useSharedStrings: false,
        });
        const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
        if (columns) {
            sheet.columns = columns.map((column, index) => ({
                key: String(index),
                width: column.width ?? 18,
                hidden: column.hidden ?? false,
                style: column.numFmt ? { numFmt: column.numFmt } : {},
            }));
        }
        sheet.addRow(header.map(neutralise)).commit();
        for await (const rows of batches) {
            for (const row of rows)
                sheet.addRow(row.map(cell => (typeof cell === 'string' ? neutralise(cell) : cell))).commit();
            // A slow reader holds the next batch back; one that went away ends the export.
            if (output.writableNeedDrain) await drainedOrClosed(output);
            if (output.destroyed) return;
        }
        sheet.commit();
        await workbook.commit();
    };
    write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
    return output;
};

const drainedOrClosed = (stream: PassThrough) =>
    new Promise<void>(resolve => {
        const done = () => {
            stream.off('drain', done);
            stream.off('close', done);
            resolve();
        };
        stream.on('drain', done);
        stream.on('close', done);
    });
