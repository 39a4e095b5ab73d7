import {
    COLUMN_NAME_PATTERN,
    COLUMNS_MAX,
    LABEL_LENGTH_MAX,
    type ColumnDefinition,
    type ColumnType,
} from '../../../common/directory/columns';
import { RESERVED_FIELDS } from '../../../common/directory/rows';
import { parseCell } from '../../../common/directory/values';
import { normaliseHeader, synonymOf } from './columnMatching';
import { AppError, ErrorCode } from '../../shared/errors';
import { importCell } from '../linkExcel';
import { cellText, headerOf } from '../linkExcel';
import { spreadsheetRefusal, unquoted, type PlainCell } from '../linkExcel';
import { detectFormat, readRows, type SheetRow } from '../linkExcel';

/**
 * A new table's columns guessed from a spreadsheet: one per heading of the first row, each typed
 * as the most specific type that every sampled value of it passes, by the directory's own value
 * rules, so that the guessed table accepts the file it was made from.
 */

/** Most specific first; `longText` takes anything. */
const GUESS_ORDER: readonly ColumnType[] = [
    'npi',
    'taxonomy',
    'acceptingPatients',
    'zip',
    'phone',
    'date',
    'yesNo',
    'integer',
    'decimal',
    'usState',
    'email',
    'url',
    'languages',
    'text',
    'longText',
];

/**
 * What a type's rule accepts but a person would not mean by it: numbers under 1000 padded into
 * ZIP codes (a count of 42 is not ZIP 00042), and text on several lines in a one-line column.
 */
const IMPLAUSIBLE: Partial<Record<ColumnType, (value: PlainCell) => boolean>> = {
    zip: value => typeof value === 'number' && value < 1000,
    text: value => typeof value === 'string' && /[\r\n]/.test(value),
};

/** A list column is offered when a few values repeat through enough rows. */
const LIST_MIN_ROWS = 6;
const LIST_MAX_CHOICES = 8;
const EXAMPLES_SHOWN = 3;

const asColumn = (name: string, type: ColumnType): ColumnDefinition => ({
    name,
    type,
    label: { en: name },
    required: false,
    unique: false,
    key: false,
});

/**
 * Types a heading names (through the import's synonyms: "Postal Code" is a ZIP). Under such a
 * heading a value is read as the import reads it — a ZIP code that lost its leading zero, an
 * Excel date serial — since the heading settles what would otherwise be ambiguous.
 */
const NAMED_TYPES: Readonly<Record<string, ColumnType>> = {
    zip: 'zip',
    phone: 'phone',
    fax: 'phone',
    email: 'email',
    npi: 'npi',
    state: 'usState',
    taxonomy: 'taxonomy',
    website: 'url',
    'accepting new patients': 'acceptingPatients',
    languages: 'languages',
};
const DATE_WORDS = /\b(date|since|dob|birth|effective|expires?|expiration)\b/;

const namedType = (heading: string): ColumnType | undefined =>
    NAMED_TYPES[synonymOf(heading) ?? ''] ?? (DATE_WORDS.test(normaliseHeader(heading)) ? 'date' : undefined);

/** A number written with a leading zero is a code (a ZIP, an ID), and a number type would lose the zero. */
const LEADING_ZERO = /^\s*0\d/;
const NUMBER_TYPES: readonly ColumnType[] = ['integer', 'decimal'];

/** The most specific type every sample passes; the type the heading names first, if they all fit it. */
export const guessType = (samples: readonly PlainCell[], heading = ''): ColumnType => {
    if (samples.length === 0) return 'text';
    const named = namedType(heading);
    if (named && samples.every(value => !importCell(asColumn('x', named), value).problem)) return named;
    const zeroLed = samples.some(value => typeof value === 'string' && LEADING_ZERO.test(value));
    return (
        GUESS_ORDER.find(
            type =>
                !(zeroLed && NUMBER_TYPES.includes(type)) &&
                samples.every(value => !IMPLAUSIBLE[type]?.(value) && !parseCell(asColumn('x', type), value).problem)
        ) ?? 'text'
    );
};

/** The choices of a text column whose few values repeat, in the order met; none otherwise. */
const repeatedChoices = (samples: readonly PlainCell[]): string[] | undefined => {
    const choices = [...new Set(samples.map(value => cellText(value).trim()))];
    return samples.length >= LIST_MIN_ROWS && choices.length <= LIST_MAX_CHOICES && choices.length * 2 <= samples.length
        ? choices
        : undefined;
};

/** `"ZIP Code (5-digit)"` → `zipCode5Digit`; headings without Latin letters get `column<n>`. */
const columnName = (heading: string, position: number, taken: Set<string>) => {
    const words = normaliseHeader(heading)
        .replace(/[^a-z0-9 ]/g, '')
        .split(' ')
        .filter(Boolean);
    const camel = words.map((word, at) => (at === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
    let name = /^[a-z]/.test(camel) ? camel.slice(0, 36) : `column${position + 1}`;
    if (!COLUMN_NAME_PATTERN.test(name)) name = `column${position + 1}`;
    const base = name;
    for (let suffix = 2; taken.has(name) || RESERVED_FIELDS.includes(name); suffix += 1) name = `${base}${suffix}`;
    taken.add(name);
    return name;
};

/** The header's headings, refused when there is no header or two headings are the same. */
const headings = (row: SheetRow | undefined): string[] => {
    const texts = headerOf(row);
    if (texts.length > COLUMNS_MAX)
        throw new AppError(ErrorCode.invalidInput, 'directoryColumns.errors.tooManyColumns', {
            count: texts.length,
            max: COLUMNS_MAX,
        });
    const seen = new Map<string, string>();
    for (const text of texts.filter(Boolean)) {
        const duplicate = seen.get(normaliseHeader(text));
        if (duplicate !== undefined)
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.duplicateHeader', { header: text });
        seen.set(normaliseHeader(text), text);
    }
    return texts;
};

/**
 * The columns of a header row and the rows under it. Formula and error cells are left out of
 * the samples (the import refuses them whatever the type); an NPI column becomes the key.
 */
export const guessColumns = (header: SheetRow | undefined, rows: readonly SheetRow[]) => {
    const texts = headings(header);
    const taken = new Set<string>();
    const examples: Record<string, string[]> = {};
    let keyChosen = false;
    const columns = texts.map((heading, position): ColumnDefinition => {
        const samples = rows
            .map(row => row.cells[position] ?? null)
            .filter((cell): cell is PlainCell => !spreadsheetRefusal(cell))
            .map(cell => (typeof cell === 'string' ? unquoted(cell).text : cell))
            .filter(cell => cellText(cell).trim() !== '');
        const name = columnName(heading, position, taken);
        const label = (heading || `Column ${position + 1}`).slice(0, LABEL_LENGTH_MAX);
        examples[name] = samples.slice(0, EXAMPLES_SHOWN).map(cellText);
        const type = guessType(samples, heading);
        const options = type === 'text' ? repeatedChoices(samples) : undefined;
        const key = type === 'npi' && !keyChosen;
        keyChosen ||= key;
        return {
            ...asColumn(name, options ? 'oneOf' : type),
            label: { en: label },
            ...(options && { options }),
            ...(key && { key, unique: true, required: true }),
        };
    });
    return { columns, sampleRows: rows.length, examples };
};

/** How many rows under the header the guesses read. */
export const SAMPLE_ROWS = 50;

/** The guesses for an uploaded file: its first sheet's header row and the rows under it. */
export const guessFromFile = async (path: string) => {
    const rows: SheetRow[] = [];
    for await (const row of readRows(path, await detectFormat(path))) {
        rows.push(row);
        if (rows.length > SAMPLE_ROWS) break;
    }
    return guessColumns(rows[0], rows.slice(1));
};
