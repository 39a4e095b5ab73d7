import { describe, expect, it } from 'vitest';
import {
    addBusinessDays,
    businessDaysBetween,
    businessDueDate,
    isBusinessDay,
    isFederalHoliday,
    isPastDue,
} from './businessDays';

describe('business days', () => {
    // Each federal holiday as OPM observes it, with the business day before it: two business days from the
    // day before skip the holiday and land one day later than on an ordinary week.
    const holidays: [name: string, dayBefore: string, holiday: string, twoLater: string][] = [
        ["New Year's Day (Friday)", '2027-12-30', '2027-12-31', '2028-01-04'],
        ['Birthday of Martin Luther King, Jr.', '2027-01-15', '2027-01-18', '2027-01-20'],
        ["Washington's Birthday", '2027-02-12', '2027-02-15', '2027-02-17'],
        ['Memorial Day', '2027-05-28', '2027-05-31', '2027-06-02'],
        ['Juneteenth (Saturday, observed Friday)', '2027-06-17', '2027-06-18', '2027-06-22'],
        ['Independence Day (Sunday, observed Monday)', '2027-07-02', '2027-07-05', '2027-07-07'],
        ['Labor Day', '2027-09-03', '2027-09-06', '2027-09-08'],
        ['Columbus Day', '2027-10-08', '2027-10-11', '2027-10-13'],
        ['Veterans Day', '2027-11-10', '2027-11-11', '2027-11-15'],
        ['Thanksgiving Day', '2027-11-24', '2027-11-25', '2027-11-29'],
        ['Christmas Day (Saturday, observed Friday)', '2027-12-23', '2027-12-24', '2027-12-28'],
    ];

    it.each(holidays)('%s is not a business day and is skipped', (_name, dayBefore, holiday, twoLater) => {
        expect(isFederalHoliday(holiday)).toBe(true);
        expect(isBusinessDay(holiday)).toBe(false);
        expect(addBusinessDays(dayBefore, 2)).toBe(twoLater);
        expect(businessDaysBetween(dayBefore, twoLater)).toBe(2);
    });

    it('uses the observed date, not the calendar date, of a holiday on a weekend', () => {
        // 4 July 2027 is a Sunday, observed Monday 5 July; 25 December 2027 a Saturday, observed Friday 24.
        expect(isFederalHoliday('2027-07-04')).toBe(false);
        expect(isFederalHoliday('2027-07-05')).toBe(true);
        expect(isFederalHoliday('2027-12-25')).toBe(false);
        expect(isFederalHoliday('2027-12-24')).toBe(true);
        // 1 January 2022 was a Saturday: observed on Friday 31 December 2021, a date in the year before.
        expect(isFederalHoliday('2021-12-31')).toBe(true);
        expect(addBusinessDays('2021-12-30', 1)).toBe('2022-01-03');
    });

    it('skips weekends', () => {
        expect(addBusinessDays('2026-12-03', 2)).toBe('2026-12-07'); // Thursday → Monday
        expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-07'); // Friday → Monday
        expect(addBusinessDays('2026-12-05', 1)).toBe('2026-12-07'); // Saturday → Monday
        expect(addBusinessDays('2026-12-06', 2)).toBe('2026-12-08'); // Sunday → Tuesday
        expect(addBusinessDays('2026-12-02', 0)).toBe('2026-12-02');
        expect(businessDaysBetween('2026-12-04', '2026-12-06')).toBe(0);
        expect(isBusinessDay('2026-12-05')).toBe(false);
        expect(isBusinessDay('2026-12-07')).toBe(true);
    });

    it('counts from the day received in the team’s time zone and is late only after that day closes', () => {
        // 02:00 UTC on Saturday is still Friday evening in New York.
        const received = new Date('2026-12-05T02:00:00Z');
        expect(businessDueDate(received, 2)).toBe('2026-12-08');
        expect(businessDueDate(received, 2, 'UTC')).toBe('2026-12-08');
        expect(businessDueDate(new Date('2026-12-04T15:00:00Z'), 1)).toBe('2026-12-07');
        // Due Tuesday 8 December: still on time at 23:59 New York time, late a minute later.
        expect(isPastDue('2026-12-08', new Date('2026-12-09T04:59:00Z'))).toBe(false);
        expect(isPastDue('2026-12-08', new Date('2026-12-09T05:00:00Z'))).toBe(true);
    });

    it('refuses what is not a calendar date or a count', () => {
        expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError);
        expect(() => addBusinessDays('2026-12-02', -1)).toThrow(RangeError);
    });
});
