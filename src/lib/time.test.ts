import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime, parseTime } from './time';

// Expected values are built in local time, so the tests hold in any time zone.
const JULY_13 = new Date(2018, 6, 13, 17, 54, 1);
const SECONDS = JULY_13.getTime() / 1000;

/** Renders the key and its arguments, so each assertion names the exact catalog call. */
const translate = (key: string, options?: Record<string, unknown>): string =>
    options ? `${key} ${JSON.stringify(options)}` : key;

describe('parseTime', () => {
    it.each([
        [JULY_13, '2018-07-13 17:54:01'],
        [new Date(2018, 0, 5, 3, 4, 5), '2018-01-05 03:04:05'],
        [SECONDS, '2018-07-13 17:54:01'],
        [String(SECONDS), '2018-07-13 17:54:01'],
        [JULY_13.getTime(), '2018-07-13 17:54:01'],
        [String(JULY_13.getTime()), '2018-07-13 17:54:01'],
        ['2018-07-13', '2018-07-13 00:00:00'],
        ['2018/07/13', '2018-07-13 00:00:00'],
        ['2018-7-3', '2018-07-03 00:00:00'],
        ['2018-07-13 17:54:01', '2018-07-13 17:54:01'],
        ['2018/07/13 17:54', '2018-07-13 17:54:00'],
        ['2018-07-13T17:54:01', '2018-07-13 17:54:01'],
    ])('formats %s as %s in local time', (time, expected) => {
        expect(parseTime(time)).toBe(expected);
    });

    it('reads exactly 10 digits as seconds and other lengths as milliseconds', () => {
        expect(parseTime(1531475641)).toBe(parseTime(new Date(1531475641000)));
        expect(parseTime(1548221490638)).toBe(parseTime(new Date(1548221490638)));
        expect(parseTime('1548221490638')).toBe(parseTime(new Date(1548221490638)));
        // 9 digits: milliseconds, a day and a bit after the epoch.
        expect(parseTime(123456789)).toBe(parseTime(new Date(123456789)));
        expect(parseTime(SECONDS)).not.toBe(parseTime(new Date(SECONDS)));
    });

    it('parses ISO 8601 strings with Z or an offset (the original gave NaN)', () => {
        const utc = new Date(Date.UTC(2018, 6, 13, 17, 54, 1));
        expect(parseTime('2018-07-13T17:54:01Z')).toBe(parseTime(utc));
        expect(parseTime('2018-07-13T17:54:01.000Z')).toBe(parseTime(utc));
        expect(parseTime('2018-07-14T01:54:01+08:00')).toBe(parseTime(utc));
        expect(parseTime('2018-07-13T10:54:01-07:00')).toBe(parseTime(utc));
        expect(parseTime('2018-07-13T17:54:01+08:00')).toBe(parseTime(new Date(Date.UTC(2018, 6, 13, 9, 54, 1))));
    });

    it('parses Date#toString output, whatever the offset sign (the original shifted it)', () => {
        expect(parseTime(String(JULY_13))).toBe('2018-07-13 17:54:01');
    });

    it.each([
        ['{y}/{m}/{d} {h}-{i}', '2018/07/13 17-54'],
        ['{yyyy}-{mm}-{dd} {hh}:{ii}:{ss}', '2018-07-13 17:54:01'],
        ['{y}', '2018'],
        ['{Y}-{x}-{M} {}', '{Y}-{x}-{M} {}'],
        ['at {h}h', 'at 17h'],
        ['', '2018-07-13 17:54:01'],
    ])('applies the format %j', (format, expected) => {
        expect(parseTime(JULY_13, format)).toBe(expected);
    });

    it('pads every value to two digits', () => {
        expect(parseTime(new Date(2018, 0, 5, 3, 4, 5), '{m}{d}{h}{i}{s}')).toBe('0105030405');
    });

    it('writes {a} as the short weekday of the locale (the original wrote Chinese only)', () => {
        const sunday = new Date(2018, 6, 15, 12, 0, 0);
        expect(parseTime(JULY_13, '{a}')).toBe('Fri');
        expect(parseTime(sunday, '{d} {a}', 'en')).toBe('15 Sun');
        expect(parseTime(JULY_13, '{a}', 'zh')).toBe('周五');
        expect(parseTime(sunday, '{aaa}', 'zh-CN')).toBe('周日');
    });

    it.each([null, undefined, 0, '', Number.NaN, false])('gives null for %j', time => {
        expect(parseTime(time as Date | null)).toBeNull();
    });

    it.each([
        ['an invalid date', new Date(Number.NaN)],
        ['a non-Date object', {}],
        ['an array', [2018, 6, 13]],
        ['text', 'yesterday'],
        ['month 13', '2018-13-01'],
        ['30 February', '2018-02-30'],
        ['hour 25', '2018-07-13 25:00'],
        ['minute 60', '2018/07/13 17:60'],
        ['Infinity', Number.POSITIVE_INFINITY],
    ])('gives null for %s (the original threw or wrote NaN)', (_label, time) => {
        expect(parseTime(time as Date)).toBeNull();
    });
});

describe('formatTime', () => {
    const NOW = JULY_13.getTime();
    /** The text for a time `seconds` before NOW. */
    const ago = (seconds: number, format?: string): string =>
        formatTime(NOW - seconds * 1000, translate, { now: NOW, format });

    afterEach(() => {
        vi.useRealTimers();
    });

    it.each([
        [0, 'time.justNow'],
        [29, 'time.justNow'],
        [29.999, 'time.justNow'],
        [-3600, 'time.justNow'],
        [30, 'time.minutesAgo {"smart_count":1}'],
        [60, 'time.minutesAgo {"smart_count":1}'],
        [61, 'time.minutesAgo {"smart_count":2}'],
        [115, 'time.minutesAgo {"smart_count":2}'],
        [3599, 'time.minutesAgo {"smart_count":60}'],
        [3600, 'time.hoursAgo {"smart_count":1}'],
        [3601, 'time.hoursAgo {"smart_count":2}'],
        [23.5 * 3600, 'time.hoursAgo {"smart_count":24}'],
        [86399, 'time.hoursAgo {"smart_count":24}'],
        [24 * 3600, 'time.oneDayAgo'],
        [47 * 3600, 'time.oneDayAgo'],
        [172799, 'time.oneDayAgo'],
    ])('%s s ago → %s', (seconds, expected) => {
        expect(ago(seconds)).toBe(expected);
    });

    it('writes the date from 48 hours on, in the short default format or the given one', () => {
        expect(ago(48 * 3600)).toBe('2018-07-11 17:54');
        expect(ago(72 * 3600)).toBe('2018-07-10 17:54');
        expect(ago(48 * 3600, '{y}/{m}/{d}')).toBe('2018/07/11');
        expect(ago(48 * 3600, '')).toBe('2018-07-11 17:54');
    });

    it('ignores the format under 48 hours, as the original did', () => {
        expect(ago(3600, '{y}-{m}-{d}')).toBe('time.hoursAgo {"smart_count":1}');
    });

    it('writes {a} of a date in the given locale', () => {
        const options = { now: NOW, format: '{a} {d}', locale: 'zh' };
        expect(formatTime(new Date(2018, 6, 1), translate, options)).toBe('周日 01');
    });

    it('accepts the inputs of parseTime: seconds, ms strings, ISO strings and dates', () => {
        const now = Date.UTC(2018, 6, 13, 17, 56, 1);
        const options = { now };
        expect(formatTime(now / 1000 - 120, translate, options)).toBe('time.minutesAgo {"smart_count":2}');
        expect(formatTime(String(now / 1000 - 120), translate, options)).toBe('time.minutesAgo {"smart_count":2}');
        expect(formatTime(String(now - 7200_000), translate, options)).toBe('time.hoursAgo {"smart_count":2}');
        expect(formatTime('2018-07-13T17:54:01Z', translate, options)).toBe('time.minutesAgo {"smart_count":2}');
        expect(formatTime('2018-07-14T01:55:01+08:00', translate, options)).toBe('time.minutesAgo {"smart_count":1}');
        expect(formatTime(new Date(now - 86400_000), translate, options)).toBe('time.oneDayAgo');
    });

    it('reads a 10-character date string as a date (the original read it as seconds)', () => {
        const options = { now: new Date(2018, 6, 13, 12, 0, 0).getTime() };
        expect(formatTime('2018-07-13', translate, options)).toBe('time.hoursAgo {"smart_count":12}');
    });

    it('measures from the clock when no `now` is given', () => {
        vi.useFakeTimers();
        vi.setSystemTime(new Date(2018, 6, 13, 18, 54, 1));
        expect(formatTime(JULY_13, translate)).toBe('time.hoursAgo {"smart_count":1}');
        vi.setSystemTime(new Date(2018, 6, 13, 17, 54, 20));
        expect(formatTime(JULY_13, translate)).toBe('time.justNow');
    });

    it.each([null, undefined, 0, '', 'yesterday', new Date(Number.NaN)])('gives an empty text for %j', time => {
        expect(formatTime(time, translate, { now: NOW })).toBe('');
    });
});
