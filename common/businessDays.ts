/**
 * Business-day arithmetic for the directory's legal deadlines (an update within 2 business days of a
 * change, an answer to a member within 1 business day). A business day is a weekday that is not a US
 * federal holiday as OPM observes it: a holiday on a Saturday is observed the Friday before, on a Sunday
 * the Monday after. Days are calendar dates ('YYYY-MM-DD') in the plan's time zone, because a deadline
 * ends with the working day, not at an instant 48 hours later.
 */
import { allForYear } from '@18f/us-federal-holidays';

/** The time zone the directory team works in when none is configured. */
export const DIRECTORY_TIME_ZONE = 'America/New_York';

const observedByYear = new Map<number, Set<string>>();

/** The observed holiday dates falling in a calendar year. A holiday of the next year can be observed in
 * this one (1 January on a Saturday is observed on 31 December), so both years' lists are read. */
function observedHolidays(year: number): Set<string> {
    let dates = observedByYear.get(year);
    if (!dates) {
        const shift = { shiftSaturdayHolidays: true, shiftSundayHolidays: true };
        dates = new Set(
            [...allForYear(year, shift), ...allForYear(year + 1, shift)]
                .map(holiday => holiday.date.toISOString().slice(0, 10))
                .filter(date => date.startsWith(String(year)))
        );
        observedByYear.set(year, dates);
    }
    return dates;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): Date {
    const match = DATE.exec(date);
    const parsed = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!parsed || parsed.toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
    return parsed;
}

const format = (date: Date) => date.toISOString().slice(0, 10);

export function isFederalHoliday(date: string): boolean {
    return observedHolidays(parseDate(date).getUTCFullYear()).has(date);
}

export function isBusinessDay(date: string): boolean {
    const weekday = parseDate(date).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !isFederalHoliday(date);
}

/** The date `count` business days after `date` (count ≥ 0). From a weekend or holiday the count starts
 * at the next business day, so a Saturday report with 1 business day is due on Monday's close too. */
export function addBusinessDays(date: string, count: number): string {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of days: ${count}`);
    const day = parseDate(date);
    let left = count;
    while (left > 0) {
        day.setUTCDate(day.getUTCDate() + 1);
        if (isBusinessDay(format(day))) left -= 1;
    }
    return format(day);
}

/** Business days strictly after `from` up to and including `to` (0 when `to` is not after `from`). */
export function businessDaysBetween(from: string, to: string): number {
    const day = parseDate(from);
    const end = parseDate(to).getTime();
    let count = 0;
    while (day.getTime() < end) {
        day.setUTCDate(day.getUTCDate() + 1);
        if (isBusinessDay(format(day))) count += 1;
    }
    return count;
}

/** The calendar date of an instant in a time zone. */
export function dateInZone(instant: Date, timeZone: string = DIRECTORY_TIME_ZONE): string {
    const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
    }).formatToParts(instant);
    const part = (type: string) => parts.find(p => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The due date of something received at `received`: the close of the `count`-th business day after the
 * day it arrived, in the team's time zone. */
export function businessDueDate(received: Date, count: number, timeZone: string = DIRECTORY_TIME_ZONE): string {
    return addBusinessDays(dateInZone(received, timeZone), count);
}

/** Late when the team's calendar has moved past the due date (due dates end with their working day). */
export function isPastDue(dueDate: string, now: Date, timeZone: string = DIRECTORY_TIME_ZONE): boolean {
    return dateInZone(now, timeZone) > dueDate;
}
