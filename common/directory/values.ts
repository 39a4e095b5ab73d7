import type { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/types';
import type { cellValueSchema } from '../contract/directory';
import { isValidEmail } from '../validation/email';
import { NUCC_TAXONOMY } from '../vocabularies/nuccTaxonomy';
import { npiProblem } from '../validation/npi';
import { LONG_TEXT_LENGTH_MAX, TEXT_LENGTH_MAX, localized, type ColumnDefinition, type ColumnType } from './columns';
import { ACCEPTING_PATIENTS_CODES, DIRECTORY_LANGUAGES, US_STATES } from './vocabularies';

/**
 * What a value of each column type is: one module for the SPA (cell editors, /newTable guesses)
 * and the server (API, imports), so that both accept, normalise and refuse the same values with
 * the same translated messages. Inputs may come from a form (text), JSON (numbers, booleans,
 * arrays) or a spreadsheet cell (numbers that lost their leading zeros, dates).
 */

/**
 * A stored value: JSON, `null` for empty. Lists are arrays, yes/no booleans, numbers numbers.
 * Taken from the contract's schema by a type-only import, so the SPA's bundle gains no zod.
 */
export type CellValue = z.infer<typeof cellValueSchema>;
export type RowValues = Record<string, CellValue>;

export const VALUE_PROBLEMS = [
    'required',
    'tooLong',
    'notText',
    'integer',
    'decimal',
    'date',
    'yesNo',
    'oneOf',
    'manyOf',
    'tooMany',
    'npiFormat',
    'npiCheckDigit',
    'taxonomy',
    'phone',
    'email',
    'url',
    'usState',
    'zip',
    'acceptingPatients',
    'language',
    'unknownColumn',
    'duplicate',
    'formulaStart',
] as const;
export type ValueProblemCode = (typeof VALUE_PROBLEMS)[number];

/** Why a value was refused: a key under `directory.value.*` and its parameters (besides `column`). */
export interface ValueProblem {
    code: ValueProblemCode;
    params?: Record<string, string | number>;
}

export type ValueResult = { value: CellValue; problem?: undefined } | { problem: ValueProblem; value?: undefined };

/** Most choices one list value may hold. */
export const LIST_VALUES_MAX = 50;
const URL_LENGTH_MAX = 2048;
const EMAIL_LENGTH_MAX = 254;
/** Decimals beyond this lose precision as JSON numbers. */
const DECIMAL_MAGNITUDE_MAX = 1e15;

const refuse = (code: ValueProblemCode, params?: Record<string, string | number>): ValueResult => ({
    problem: params ? { code, params } : { code },
});
const accept = (value: CellValue): ValueResult => ({ value });

const isEmpty = (input: unknown) =>
    input === null ||
    input === undefined ||
    (typeof input === 'string' && input.trim() === '') ||
    (Array.isArray(input) && input.length === 0);

/** A scalar input as text (numbers and booleans from JSON or a spreadsheet included). */
const asText = (input: unknown): string | undefined =>
    typeof input === 'string'
        ? input.trim()
        : typeof input === 'number' && Number.isFinite(input)
          ? String(input)
          : typeof input === 'boolean'
            ? String(input)
            : undefined;

/** `1,234,567` → `1234567`, only when the commas group thousands. */
const withoutThousands = (text: string) =>
    /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replaceAll(',', '') : text;

/** Text a spreadsheet program would evaluate (the CSV-injection rule: it begins with =, +, -, @). */
export const FORMULA_START = /^[=+\-@]/;

/** Doubled spaces inside one line of text, made single (a slip of typing or pasting). */
export const singleSpaced = (text: string) => text.replace(/[ \t\u00a0]{2,}/g, ' ');

/** Text columns refuse what a spreadsheet would run once the table is exported. */
const acceptText = (text: string, max: number): ValueResult =>
    text.length > max
        ? refuse('tooLong', { max })
        : FORMULA_START.test(text)
          ? refuse('formulaStart', { value: text.slice(0, 40) })
          : accept(text);

/** Each type's rule: input (never empty) → stored value or the problem. */
const RULES: Record<ColumnType, (input: unknown, column: ColumnDefinition) => ValueResult> = {
    text: input => {
        const text = asText(input);
        if (text === undefined) return refuse('notText');
        return acceptText(singleSpaced(text.replace(/\s*[\r\n]+\s*/g, ' ')), TEXT_LENGTH_MAX);
    },
    longText: input => {
        const text = typeof input === 'string' ? input.replace(/\r\n?/g, '\n').trim() : asText(input);
        if (text === undefined) return refuse('notText');
        return acceptText(text, LONG_TEXT_LENGTH_MAX);
    },
    integer: input => {
        if (typeof input === 'number') return Number.isSafeInteger(input) ? accept(input) : refuse('integer');
        const text = asText(input);
        if (text === undefined || !/^[-+]?\d+$/.test(withoutThousands(text))) return refuse('integer');
        const value = Number(withoutThousands(text));
        return Number.isSafeInteger(value) ? accept(value) : refuse('integer');
    },
    decimal: input => {
        const text = typeof input === 'number' ? String(input) : asText(input);
        const plain = text === undefined ? '' : withoutThousands(text);
        if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return refuse('decimal');
        const value = Number(plain);
        return Number.isFinite(value) && Math.abs(value) < DECIMAL_MAGNITUDE_MAX ? accept(value) : refuse('decimal');
    },
    date: input => {
        const date = parseDate(input);
        return date ? accept(date) : refuse('date');
    },
    yesNo: input => {
        if (typeof input === 'boolean') return accept(input);
        const text = asText(input)?.toLowerCase();
        if (text !== undefined && YES.has(text)) return accept(true);
        if (text !== undefined && NO.has(text)) return accept(false);
        return refuse('yesNo');
    },
    oneOf: (input, column) => {
        const text = asText(input);
        const options = column.options ?? [];
        const match = text === undefined ? undefined : matchOption(options, text);
        return match === undefined ? refuse('oneOf', { allowed: options.join(', ') }) : accept(match);
    },
    manyOf: (input, column) => {
        const options = column.options ?? [];
        const items = listItems(input);
        if (!items) return refuse('manyOf', { value: String(input), allowed: options.join(', ') });
        const chosen = new Set<string>();
        for (const item of items) {
            const match = matchOption(options, item);
            if (match === undefined) return refuse('manyOf', { value: item, allowed: options.join(', ') });
            chosen.add(match);
        }
        return accept(options.filter(option => chosen.has(option)));
    },
    npi: input => {
        const text = asText(input);
        const problem = text === undefined ? 'format' : npiProblem(text);
        if (problem === 'format') return refuse('npiFormat');
        return problem === 'checkDigit' ? refuse('npiCheckDigit', { value: text! }) : accept(text!);
    },
    taxonomy: input => {
        const code = asText(input)?.toUpperCase();
        return code !== undefined && TAXONOMY_PATTERN.test(code) ? accept(code) : refuse('taxonomy');
    },
    phone: input => {
        const digits = phoneDigits(input);
        return digits ? accept(digits) : refuse('phone');
    },
    email: input => {
        const text = asText(input);
        if (text === undefined || text.length > EMAIL_LENGTH_MAX || !isValidEmail(text)) return refuse('email');
        const at = text.lastIndexOf('@');
        return accept(text.slice(0, at) + text.slice(at).toLowerCase());
    },
    url: input => {
        const url = parseUrl(asText(input));
        return url ? accept(url) : refuse('url');
    },
    usState: input => {
        const text = asText(input);
        const code = text === undefined ? undefined : stateCode(text);
        return code ? accept(code) : refuse('usState');
    },
    zip: input => {
        const zip = parseZip(input);
        return zip ? accept(zip) : refuse('zip');
    },
    acceptingPatients: input => {
        const code = asText(input)?.toLowerCase();
        return (ACCEPTING_PATIENTS_CODES as readonly string[]).includes(code ?? '')
            ? accept(code!)
            : refuse('acceptingPatients', { allowed: ACCEPTING_PATIENTS_CODES.join(', ') });
    },
    languages: input => {
        const items = listItems(input);
        if (!items) return refuse('language', { value: String(input) });
        const tags: string[] = [];
        for (const item of items) {
            const tag = languageTag(item);
            if (!tag) return refuse('language', { value: item });
            if (!tags.includes(tag)) tags.push(tag);
        }
        return accept(tags);
    },
};

/**
 * Reads one value for `column`: the stored form, or why it cannot be one. Empty input
 * (`null`, blank text, an empty list) is `null`, refused when the column is required or part
 * of the key.
 */
export const parseCell = (column: ColumnDefinition, input: unknown): ValueResult => {
    if (isEmpty(input)) return column.required || column.key ? refuse('required') : accept(null);
    const result = RULES[column.type](input, column);
    if (Array.isArray(result.value) && result.value.length > LIST_VALUES_MAX) {
        return refuse('tooMany', { max: LIST_VALUES_MAX });
    }
    return result;
};

/** A refused field of a row: the column's name and the problem. */
export interface FieldProblem {
    field: string;
    problem: ValueProblem;
}

/**
 * Reads the fields of a row. Whole rows (`partial` false) must give every required column;
 * partial ones (edits) only the fields they change. Unknown fields are problems too.
 */
export const parseRow = (
    columns: readonly ColumnDefinition[],
    input: Record<string, unknown>,
    options: { partial: boolean }
): { values: RowValues; problems: FieldProblem[] } => {
    const byName = new Map(columns.map(column => [column.name, column]));
    const values: RowValues = {};
    const problems: FieldProblem[] = [];
    for (const field of Object.keys(input)) {
        if (!byName.has(field)) problems.push({ field, problem: { code: 'unknownColumn' } });
    }
    for (const column of columns) {
        if (options.partial && !(column.name in input)) continue;
        const result = parseCell(column, input[column.name]);
        if (result.problem) problems.push({ field: column.name, problem: result.problem });
        else values[column.name] = result.value;
    }
    return { values, problems };
};

/** The catalog key of a problem, for `t(key, problemParams(...))`. */
export const problemKey = (problem: ValueProblem) => `directory.value.${problem.code}` as const;

/** A problem's message parameters, the column named by its label in `locale`. */
export const problemParams = (
    problem: ValueProblem,
    column: Pick<ColumnDefinition, 'label' | 'name'> | undefined,
    locale: Locale
): Record<string, string | number> => ({
    ...problem.params,
    column: column ? localized(column.label, locale) : '',
});

/**
 * How a stored value reads in a cell, where the type has a display form of its own. Given the UI
 * language, languages read as their names in it ("Spanish", "español", "西班牙语"), not as tags.
 */
export const displayValue = (column: Pick<ColumnDefinition, 'type'>, value: CellValue, locale?: Locale): string => {
    if (value === null) return '';
    if (column.type === 'languages' && locale && Array.isArray(value)) {
        return value.map(tag => languageName(String(tag), locale)).join(', ');
    }
    if (Array.isArray(value)) return value.join(', ');
    if (column.type === 'phone' && typeof value === 'string' && value.length === 10) {
        return `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`;
    }
    return String(value);
};

/** The NUCC description of a known taxonomy code ("Family Medicine"); unknown codes have none. */
export const taxonomyDescription = (code: string): string | undefined => NUCC_TAXONOMY[code];

const YES = new Set(['yes', 'y', 'true', '1', 'sí', 'si', '是', 'はい']);
const NO = new Set(['no', 'n', 'false', '0', '否', 'いいえ']);

/** NUCC taxonomy codes: 10 characters, three digits first, `X` last (e.g. `207Q00000X`). */
const TAXONOMY_PATTERN = /^\d{3}[0-9A-Z]{6}X$/;

const matchOption = (options: readonly string[], text: string) =>
    options.find(option => option === text) ??
    options.find(option => option.toLowerCase() === text.trim().toLowerCase());

/** A list value from an array, or from text separated by `;`, `,` or line breaks. */
const listItems = (input: unknown): string[] | undefined => {
    const raw = Array.isArray(input) ? input : typeof input === 'string' ? input.split(/[;,\n]/) : undefined;
    if (!raw || raw.some(item => typeof item !== 'string')) return undefined;
    return (raw as string[]).map(item => item.trim()).filter(Boolean);
};

const DATE_MIN_YEAR = 1800;
const DATE_MAX_YEAR = 2200;

/** `YYYY-MM-DD`, `M/D/YYYY` or a date object (a spreadsheet's dates are UTC midnights). */
const parseDate = (input: unknown): string | undefined => {
    if (input instanceof Date) {
        return Number.isNaN(input.getTime())
            ? undefined
            : calendarDate(input.getUTCFullYear(), input.getUTCMonth() + 1, input.getUTCDate());
    }
    const text = asText(input);
    if (text === undefined) return undefined;
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    return us ? calendarDate(Number(us[3]), Number(us[1]), Number(us[2])) : undefined;
};

const calendarDate = (year: number, month: number, day: number): string | undefined => {
    if (year < DATE_MIN_YEAR || year > DATE_MAX_YEAR) return undefined;
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
    return date.toISOString().slice(0, 10);
};

/**
 * NANP numbers as their 10 digits: punctuation, spaces and a leading `1` / `+1` are dropped;
 * area code and exchange cannot start with 0 or 1. Letters and extensions are refused.
 */
const phoneDigits = (input: unknown): string | undefined => {
    const text = asText(input);
    if (text === undefined || !/^[\d\s().+-]+$/.test(text)) return undefined;
    let digits = text.replace(/\D/g, '');
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : undefined;
};

/** http(s) addresses; a bare domain (`www.example.org/x`) is taken as https. */
const parseUrl = (text: string | undefined): string | undefined => {
    if (!text || text.length > URL_LENGTH_MAX || /\s/.test(text)) return undefined;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
    try {
        const url = new URL(withScheme);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
        if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return undefined;
        return withScheme;
    } catch {
        return undefined;
    }
};

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

const stateCode = (text: string): string | undefined => {
    const upper = text.toUpperCase();
    return US_STATES[upper] ? upper : STATE_BY_NAME.get(text.toLowerCase());
};

/**
 * ZIP or ZIP+4 as text, leading zeros kept. A spreadsheet number lost them (`2134` for 02134,
 * `21341234` for 02134-1234): numbers are padded back; text must already have all its digits.
 */
const parseZip = (input: unknown): string | undefined => {
    let text: string | undefined;
    if (typeof input === 'number') {
        if (!Number.isSafeInteger(input) || input < 0) return undefined;
        text = input <= 99_999 ? String(input).padStart(5, '0') : String(input).padStart(9, '0');
    } else {
        text = asText(input);
    }
    const match = text === undefined ? null : /^(\d{5})(?:-?(\d{4}))?$/.exec(text);
    if (!match) return undefined;
    return match[2] ? `${match[1]}-${match[2]}` : match[1];
};

const displayNames = new Map<Locale, Intl.DisplayNames>();
const intlName = (tag: string, locale: Locale): string => {
    let names = displayNames.get(locale);
    if (!names) {
        names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
        displayNames.set(locale, names);
    }
    try {
        return names.of(tag) ?? tag;
    } catch {
        return tag;
    }
};

/**
 * The names of the listed languages in a UI language: the list's own in English, the platform's
 * (CLDR) in the others. Where the platform has no name, the English one stands in; where it gives
 * two languages the same one (Mandarin and Chinese are both "中文"), the English name follows in
 * brackets, so that every name reads back as one language.
 */
const listNamesIn = (locale: Locale): Map<string, string> => {
    const names = Object.entries(DIRECTORY_LANGUAGES).map(
        ([code, english]) => [code, locale === 'en' ? english : intlName(code, locale)] as const
    );
    const uses = new Map<string, number>();
    for (const [, name] of names) uses.set(name, (uses.get(name) ?? 0) + 1);
    return new Map(
        names.map(([code, name]) => [
            code,
            name === code
                ? DIRECTORY_LANGUAGES[code]!
                : uses.get(name)! > 1
                  ? `${name} (${DIRECTORY_LANGUAGES[code]})`
                  : name,
        ])
    );
};

/**
 * The listed languages' names per UI language, and the names a language is typed by (its names
 * in every UI language and "ASL"; a name two languages share keeps the first). Made on first use:
 * asking the platform for some 200 names takes tens of milliseconds, which neither the server's
 * start nor a screen without languages should pay.
 */
let languageNames: { byLocale: Map<Locale, Map<string, string>>; byName: Map<string, string> } | undefined;
const languageNameTables = () => {
    if (!languageNames) {
        const byLocale = new Map(LOCALES.map(locale => [locale, listNamesIn(locale)] as const));
        const byName = new Map<string, string>([['asl', 'ase']]);
        for (const names of byLocale.values()) {
            for (const [code, name] of names) if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), code);
        }
        languageNames = { byLocale, byName };
    }
    return languageNames;
};

/** The name of a language tag in a UI language (`es` → "español", `es-MX` → "español de México"). */
export const languageName = (tag: string, locale: Locale): string =>
    languageNameTables().byLocale.get(locale)!.get(tag) ?? intlName(tag, locale);

/**
 * How a list of languages is typed back: each by its name in the UI language where that name
 * reads back as the same tag, otherwise by the tag (`es-MX`, whose name no list of names holds).
 */
export const languageEditText = (tags: readonly string[], locale: Locale): string =>
    tags
        .map(tag => {
            const name = languageName(tag, locale);
            return languageTag(name) === tag ? name : tag;
        })
        .join('; ');

const LANGUAGE_TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;

/**
 * A BCP-47 tag of a listed language in its canonical case (`zh-Hant-TW`, `es-MX`, `ase`), from
 * a tag or a name (`Spanish`, `American Sign Language`, `ASL`, `español`, `中文`).
 */
export const languageTag = (text: string): string | undefined => {
    const byName = languageNameTables().byName.get(text.trim().toLowerCase());
    if (byName) return byName;
    const match = LANGUAGE_TAG.exec(text.trim());
    if (!match || !DIRECTORY_LANGUAGES[match[1]!.toLowerCase()]) return undefined;
    const [, language, script, region] = match;
    return [
        language!.toLowerCase(),
        script && script[0]!.toUpperCase() + script.slice(1).toLowerCase(),
        region?.toUpperCase(),
    ]
        .filter(Boolean)
        .join('-');
};
