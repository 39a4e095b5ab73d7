import type { NormalisationKind } from '../../../common/vocabularies/linkExcel';
import type { ColumnDefinition, ColumnType } from '../../../common/directory/columns';
import {
    parseCell,
    problemKey,
    singleSpaced,
    type CellValue,
    type ValueProblem,
} from '../../../common/directory/values';
import { dateOfSerial, spreadsheetRefusal, unquoted, type PlainCell } from './spreadsheetCells';
import type { RawCell } from './spreadsheetReader';

/**
 * A spreadsheet cell read into a directory column. The type rules are the directory's own
 * (`parseCell`, shared with the grid and the API); what is here is only what spreadsheets do to
 * values and is unambiguous to undo — ZIP codes that lost their leading zeros, date serials,
 * doubled spaces — plus what an import must refuse: formulas, and text that a spreadsheet would
 * run as one. Every value changed on the way is reported, so the user sees what was normalised.
 */

/** What was normalised in a cell, for the check's summary. */
export type Normalisation = NormalisationKind;

/** Why an import refuses a cell beyond the directory's type rules. */
export type ImportProblemCode = 'formula' | 'cellError';

/** A refusal as a catalog key and its parameters (`column` is added when it is shown). */
export interface CellProblem {
    key: string;
    params?: Record<string, string | number>;
}

export type ImportedCell =
    | { value: CellValue; normalised?: Normalisation; problem?: undefined }
    | { problem: CellProblem; value?: undefined; normalised?: undefined };

const refuse = (key: string, params?: Record<string, string | number>): ImportedCell => ({
    problem: params ? { key, params } : { key },
});
const importProblem = (code: ImportProblemCode, params?: Record<string, string | number>) =>
    refuse(`linkExcel.problems.${code}`, params);
const directoryProblem = (problem: ValueProblem): ImportedCell => refuse(problemKey(problem), problem.params);

/** Reads one cell for `column`: the stored value (and what was normalised), or why not. */
export const importCell = (column: ColumnDefinition, cell: RawCell): ImportedCell => {
    const refusal = spreadsheetRefusal(cell);
    if (refusal) return importProblem(refusal.code, refusal.params);
    const prepared = prepare(column.type, cell as PlainCell);
    if ('problem' in prepared) return prepared.problem;
    // The directory's own rule, as for a row typed in: text that a spreadsheet would run is
    // refused, also when a leading quote hid it from the spreadsheet the file came from.
    const result = parseCell(column, prepared.input);
    if (result.problem) return directoryProblem(result.problem);
    const normalised = prepared.normalised ?? changeOf(column.type, cell, result.value);
    return normalised ? { value: result.value, normalised } : { value: result.value };
};

type Prepared = { input: unknown; normalised?: Normalisation } | { problem: ImportedCell };

/** The cell as the directory's rules should see it. */
const prepare = (type: ColumnType, cell: PlainCell): Prepared => {
    if (typeof cell !== 'string') {
        if (type === 'date' && typeof cell === 'number') return fromSerial(cell);
        return { input: cell };
    }
    const spaced = type === 'longText' ? cell.trim() : singleSpaced(cell.trim());
    const normalised: Normalisation | undefined = spaced !== cell ? 'spaces' : undefined;
    // The quote an export put before such text to keep spreadsheets from running it: the text is the rest.
    const exported = unquoted(spaced);
    if (exported.unquoted) return { input: exported.text, normalised };
    if (type === 'zip' && /^\d+$/.test(spaced)) {
        const padded = zipDigits(spaced);
        if (padded !== spaced) return { input: padded, normalised: 'zipLeadingZero' };
    }
    if (type === 'date' && /^\d{5}(\.\d+)?$/.test(spaced)) return fromSerial(Number(spaced));
    return { input: spaced, normalised };
};

/** ZIP or ZIP+4 digits that lost up to two leading zeros in a spreadsheet: 2101 → 02101. */
const zipDigits = (digits: string) => {
    if (digits.length >= 3 && digits.length < 5) return digits.padStart(5, '0');
    if (digits.length >= 7 && digits.length < 9) return digits.padStart(9, '0');
    return digits;
};

const fromSerial = (serial: number): Prepared => {
    const day = dateOfSerial(serial);
    return day ? { input: day, normalised: 'dateSerial' } : { input: String(serial) };
};

/** The normalisation a type rule made, told apart from values that were already in stored form. */
const changeOf = (type: ColumnType, cell: RawCell, value: CellValue): Normalisation | undefined => {
    if (value === null) return undefined;
    switch (type) {
        case 'zip':
            return typeof cell === 'number' && String(cell) !== value ? 'zipLeadingZero' : undefined;
        case 'phone':
            return String(cell) !== value ? 'phoneLayout' : undefined;
        case 'date':
            return typeof cell === 'string' && cell !== value ? 'dateFormat' : undefined;
        case 'yesNo':
            return typeof cell !== 'boolean' ? 'yesNo' : undefined;
        default:
            return undefined;
    }
};
