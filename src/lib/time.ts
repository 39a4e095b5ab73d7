/**
 * Date text for lists and notices: vue-element-admin's `parseTime` and `formatTime`
 * with their formats and thresholds, and three fixes: ISO 8601 strings parse, `{a}` is a
 * localized weekday and bad input gives no text instead of 'NaN'.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

type TimeInput = Date | number | string | null | undefined;

const DEFAULT_FORMAT = '{y}-{m}-{d} {h}:{i}:{s}';
const TIME_AGO_DATE_FORMAT = '{y}-{m}-{d} {h}:{i}';
/** `{y}`, `{yyyy}`, `{mm}`…: the key is the last letter matched, as in the original. */
const TOKEN = /{([ymdhisa])+}/g;
const DIGITS = /^[0-9]+$/;
/**
 * `YYYY-MM-DD` or `YYYY/MM/DD`, optionally with ` HH:mm[:ss]`: local time, as the original read
 * it (the ES spec would read a date-only ISO string as UTC midnight).
 */
const LOCAL_DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?: ([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/;

/** A number with exactly 10 digits is seconds, as in the original; other numbers are milliseconds. */
const fromNumber = (value: number): Date => new Date(String(value).length === 10 ? value * 1000 : value);

const fromString = (text: string): Date => {
    if (DIGITS.test(text)) return fromNumber(parseInt(text, 10));
    const match = LOCAL_DATE_TIME.exec(text);
    // ISO 8601 with `T`, `Z` or an offset, and Date#toString output, are left to the engine.
    if (!match) return new Date(text);
    const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
    const [y, m, d] = [Number(year), Number(month) - 1, Number(day)];
    const date = new Date(y, m, d, Number(hours), Number(minutes), Number(seconds));
    // `new Date(2018, 1, 30)` rolls over to March: such a string is not a date.
    const exact = date.getFullYear() === y && date.getMonth() === m && date.getDate() === d;
    return exact ? date : new Date(NaN);
};

/** Falsy is no time, as in the original; so is anything that does not make a valid date. */
const toDate = (time: unknown): Date | null => {
    if (!time) return null;
    let date: Date;
    if (time instanceof Date) date = time;
    else if (typeof time === 'number') date = fromNumber(time);
    else if (typeof time === 'string') date = fromString(time);
    else return null;
    return Number.isNaN(date.getTime()) ? null : date;
};

const formatDate = (date: Date, format: string, locale: string): string => {
    const values: Record<string, number> = {
        y: date.getFullYear(),
        m: date.getMonth() + 1,
        d: date.getDate(),
        h: date.getHours(),
        i: date.getMinutes(),
        s: date.getSeconds(),
    };
    return format.replace(TOKEN, (_token, key: string) =>
        key === 'a'
            ? new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date)
            : String(values[key]).padStart(2, '0')
    );
};

/**
 * Formats a time in local time with `{y} {m} {d} {h} {i} {s}` (zero-padded to 2) and `{a}` (the
 * short weekday in `locale`); other text and unknown tokens stay as they are. An empty format
 * means the default, as in the original. Null for no time (including 0 and ''), an invalid date,
 * a non-Date object or an unparsable string.
 */
export const parseTime = (time: TimeInput, format = DEFAULT_FORMAT, locale = 'en'): string | null => {
    const date = toDate(time);
    return date && formatDate(date, format || DEFAULT_FORMAT, locale);
};

/**
 * Time-ago text with the original's thresholds: under 30 s (or in the future) 'just
 * now', then minutes and hours rounded up, '1 day ago' from 24 h to 48 h, then the date in
 * `format` (default `{y}-{m}-{d} {h}:{i}`). Takes the inputs of `parseTime`; no time gives ''.
 */
export const formatTime = (
    time: TimeInput,
    translate: Translate,
    { now = Date.now(), format, locale = 'en' }: { now?: number; format?: string; locale?: string } = {}
): string => {
    const date = toDate(time);
    if (!date) return '';
    const diff = (now - date.getTime()) / 1000;
    if (diff < 30) return translate('time.justNow');
    if (diff < 3600) return translate('time.minutesAgo', { smart_count: Math.ceil(diff / 60) });
    if (diff < 86400) return translate('time.hoursAgo', { smart_count: Math.ceil(diff / 3600) });
    if (diff < 172800) return translate('time.oneDayAgo');
    return formatDate(date, format || TIME_AGO_DATE_FORMAT, locale);
};
