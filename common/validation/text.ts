/**
 * What every value that reaches the database must be, whatever its field: text without a NUL
 * character (PostgreSQL cannot store one) and without an unpaired UTF-16 surrogate (not a
 * character at all: it has no UTF-8 form), and dates within the years the portal deals in.
 * The server applies this to every validated request; forms can apply it as the user types.
 */

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` can be stored as it is. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** The first and last day a date may fall on (UTC), as written in messages. */
export const DATE_BOUNDS = { min: '1900-01-01', max: '9999-12-31' } as const;
const EARLIEST = Date.parse(`${DATE_BOUNDS.min}T00:00:00Z`);
const LATEST = Date.parse(`${DATE_BOUNDS.max}T23:59:59.999Z`);

/** Whether `date` is a real moment from the first instant of DATE_BOUNDS.min to the last of DATE_BOUNDS.max. */
export const isDateInBounds = (date: Date): boolean => {
    const time = date.getTime();
    return time >= EARLIEST && time <= LATEST;
};

export type StorableProblem = { path: (string | number)[]; problem: 'text' | 'date' };

/**
 * The first value in `value` (objects and lists walked) that breaks the rules above, with its
 * path; undefined when every text and date in it can be stored.
 */
export const unstorableValue = (value: unknown, path: (string | number)[] = []): StorableProblem | undefined => {
    if (typeof value === 'string') return isStorableText(value) ? undefined : { path, problem: 'text' };
    if (value instanceof Date) return isDateInBounds(value) ? undefined : { path, problem: 'date' };
    if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) {
            const found = unstorableValue(item, [...path, index]);
            if (found) return found;
        }
        return undefined;
    }
    if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
        for (const [key, item] of Object.entries(value)) {
            const found = unstorableValue(item, [...path, key]);
            if (found) return found;
        }
    }
    return undefined;
};
