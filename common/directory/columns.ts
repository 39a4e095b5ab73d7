import type { Locale } from '../../i18n/types';

/**
 * The provider directory's table model: a table is a name, a description and an ordered list of
 * typed columns, all of it data (stored on the server, edited on /newTable), never code.
 */

export const COLUMN_TYPES = [
    'text',
    'longText',
    'integer',
    'decimal',
    'date',
    'yesNo',
    'oneOf',
    'manyOf',
    'npi',
    'taxonomy',
    'phone',
    'email',
    'url',
    'usState',
    'zip',
    'acceptingPatients',
    'languages',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Types that take their choices from the column's `options`. */
export const OPTION_TYPES: readonly ColumnType[] = ['oneOf', 'manyOf'];
/** Types whose values are ordered as numbers (range filters, numeric sort). */
export const NUMERIC_TYPES: readonly ColumnType[] = ['integer', 'decimal'];
/** Types searched by the grid's search box. */
export const TEXT_TYPES: readonly ColumnType[] = ['text', 'longText', 'email', 'url'];

/** A text in each UI language; English is required and stands in for a missing translation. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

export interface ColumnDefinition {
    /** Stable identifier of the column: the key of its value in a row, and of its API field. */
    name: string;
    type: ColumnType;
    label: LocalizedText;
    help?: LocalizedText;
    required: boolean;
    /** No two live rows hold the same (non-empty) value. */
    unique: boolean;
    /** Part of the row's key: the key columns together identify a row (imports match on them). */
    key: boolean;
    /** The choices of a one-of-list or many-of-list column, in the order shown. */
    options?: string[];
    /** A provider may correct this field of its own listing. */
    providerEditable?: boolean;
}

/** Identifiers of columns: lower camel case, so they read well as JSON fields and query keys. */
export const COLUMN_NAME_PATTERN = /^[a-z][a-zA-Z0-9]{0,39}$/;
/** Most columns one table may have. */
export const COLUMNS_MAX = 60;
/** Most choices one list column may offer, and longest choice. */
export const OPTIONS_MAX = 200;
export const OPTION_LENGTH_MAX = 100;
export const LABEL_LENGTH_MAX = 80;
export const HELP_LENGTH_MAX = 500;
export const TABLE_NAME_LENGTH_MAX = 80;
export const TABLE_DESCRIPTION_LENGTH_MAX = 1000;

/** Longest value of a text column and of a long-text column, in characters. */
export const TEXT_LENGTH_MAX = 500;
export const LONG_TEXT_LENGTH_MAX = 10_000;

/** The column's label in `locale`, English when it has none there. */
export const localized = (text: LocalizedText, locale: Locale): string => text[locale] || text.en;

/** A listing unverified for longer than this many days is stale (No Surprises Act: 90 days). */
export const VERIFICATION_DAYS = 90;
