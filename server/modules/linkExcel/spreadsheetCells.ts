import type { RawCell } from './spreadsheetReader';

/**
 * What spreadsheets do to cells, undone the same way for every import (directory tables, claims):
 * formulas and error cells are refused, text an export neutralised with a leading quote gets its
 * text back, text a spreadsheet would run as a formula is told apart, and date serials become
 * days. What a value means is the importing table's business.
 */

/** Why a cell is refused whatever column it is read into. */
export type SpreadsheetRefusal =
    { code: 'formula'; params: { formula: string } } | { code: 'cellError'; params: { value: string } };

/** The quote an export puts before such text to keep spreadsheets from running it. */
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** Excel's day 0 is 1899-12-30 (day 60 is the 29 February 1900 that never was). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serials from 1900-03-01 to 9999-12-31: smaller numbers are not dates anyone means. */
const SERIAL_MIN = 61;
const SERIAL_MAX = 2_958_465;

/** A formula or an error cell, refused; any other cell passes (undefined). */
export const spreadsheetRefusal = (cell: RawCell): SpreadsheetRefusal | undefined => {
    if (cell === null || typeof cell !== 'object' || cell instanceof Date) return undefined;
    return 'formula' in cell
        ? { code: 'formula', params: { formula: `=${cell.formula}` } }
        : { code: 'cellError', params: { value: cell.error } };
};

/** A cell that passed `spreadsheetRefusal`. */
export type PlainCell = Exclude<RawCell, { formula: string } | { error: string }>;

/** The text of an exported, neutralised cell without its quote; other text unchanged. */
export const unquoted = (text: string): { text: string; unquoted: boolean } =>
    NEUTRALISED.test(text) ? { text: text.slice(1), unquoted: true } : { text, unquoted: false };

/** The day of an Excel date serial (a number or its digits), or undefined for numbers that are no date. */
export const dateOfSerial = (serial: number | string): Date | undefined => {
    const value = typeof serial === 'number' ? serial : /^\d{5}(\.\d+)?$/.test(serial) ? Number(serial) : NaN;
    if (!(value >= SERIAL_MIN && value <= SERIAL_MAX)) return undefined;
    return new Date(EXCEL_EPOCH + Math.floor(value) * DAY_MS);
};
