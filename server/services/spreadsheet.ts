import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * CSV and XLSX files written row by row, whatever their length, with formula injection
 * neutralised (research/domain.md §4.7): a cell that begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'`, so that no spreadsheet reads it as a formula.
 */

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

/**
 * An XLSX file of one worksheet as a stream (exceljs' streaming writer: rows are committed as
 * they come and not kept). Every cell is a text cell. A failure while reading the rows ends the
 * stream with that error.
 */
export const xlsxStream = (
    sheetName: string,
    header: readonly string[],
    batches: AsyncIterable<string[][]>
): Readable => {
    const output = new PassThrough();
    const write = async () => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
            stream: output,
            useStyles: false,
            useSharedStrings: false,
        });
        const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
        sheet.addRow(header.map(neutralise)).commit();
        for await (const rows of batches) {
            for (const row of rows) sheet.addRow(row.map(neutralise)).commit();
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
