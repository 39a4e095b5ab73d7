import { NUMERIC_TYPES, type ColumnDefinition } from './columns';

/**
 * How rows are listed (sorted and filtered), for the server's queries and the SPA's grid: the
 * system fields every row has next to its values, and the filter each column type takes.
 */

/** Fields of every row: column names cannot take them. */
export const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'verifiedAt'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];
/** Filter keys that are not columns: the search box, stale listings, deleted rows. */
export const FILTER_FIELDS = ['q', 'stale', 'deleted'] as const;
export const RESERVED_FIELDS: readonly string[] = [...SYSTEM_FIELDS, ...FILTER_FIELDS];

/**
 * The filter of a column, by type family:
 * - `range`: numbers and dates, `{ gte?, lte? }` (either end may be left open);
 * - `anyOf`: one-of-list, state, accepting-patients codes, yes/no — the row holds one of them;
 * - `overlaps`: many-of-list, languages — the row holds at least one of them;
 * - `prefix`: codes (NPI, taxonomy, phone digits, ZIP) — starts with;
 * - `contains`: text, e-mail, web address — holds the text, case ignored.
 */
export type FilterKind = 'range' | 'anyOf' | 'overlaps' | 'prefix' | 'contains';

export const filterKind = (column: Pick<ColumnDefinition, 'type'>): FilterKind => {
    switch (column.type) {
        case 'integer':
        case 'decimal':
        case 'date':
            return 'range';
        case 'oneOf':
        case 'usState':
        case 'acceptingPatients':
        case 'yesNo':
            return 'anyOf';
        case 'manyOf':
        case 'languages':
            return 'overlaps';
        case 'npi':
        case 'taxonomy':
        case 'phone':
        case 'zip':
            return 'prefix';
        default:
            return 'contains';
    }
};

/** What the beginning of a code may look like, per prefix-filtered type. */
const PREFIXES: Partial<Record<ColumnDefinition['type'], RegExp>> = {
    npi: /^\d{1,10}$/,
    zip: /^(\d{1,5}|\d{5}-\d{0,4})$/,
    taxonomy: /^([0-9A-Z]{1,9}|[0-9A-Z]{9}X)$/,
    phone: /^\d{1,10}$/,
};

/**
 * The prefix filter of a code column as the column stores its values (taxonomy codes in
 * capitals, phone numbers as digits without their layout), or undefined when no value of the
 * column can begin with it.
 */
export const codePrefix = (column: Pick<ColumnDefinition, 'type'>, text: string): string | undefined => {
    const stored = column.type === 'phone' ? text.replace(/[\s().-]/g, '') : text.toUpperCase();
    const pattern = PREFIXES[column.type];
    return !pattern || pattern.test(stored) ? stored : undefined;
};

export const isNumeric = (column: Pick<ColumnDefinition, 'type'>) => NUMERIC_TYPES.includes(column.type);
