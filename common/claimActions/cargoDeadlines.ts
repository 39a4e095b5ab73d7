/**
 * The time limits of a cargo claim, written as data so the forwarder's screen, the adjuster's
 * screen and the server compute the same dates. Dates are calendar days (YYYY-MM-DD): a limit is
 * met on its last day, and only the day after it is late.
 */

/** How a shipment moved; decides which law's limits apply. */
export const FILING_MODES = ['road', 'rail', 'ocean', 'air'] as const;
export type FilingMode = (typeof FILING_MODES)[number];

/** What happened to the cargo, as the forwarder reports it. */
export const CARGO_EVENTS = ['loss', 'damage', 'shortage', 'delay'] as const;
export type CargoEvent = (typeof CARGO_EVENTS)[number];

/** A length of time; months and years end on the same day of the month, or the month's last day. */
export interface Period {
    years?: number;
    months?: number;
    days?: number;
}

/** The day a limit counts from: the delivery (or receipt) of the cargo, or the carrier's written declination. */
export type DeadlineStart = 'delivery' | 'declination';

export interface DeadlineRule {
    /** Code of the rule; its label and explanation live in the claim actions catalogs under it. */
    id: string;
    modes: readonly FilingMode[];
    events: readonly CargoEvent[];
    /** What must be done by the last day. */
    act: 'written_claim' | 'written_complaint' | 'suit';
    from: DeadlineStart;
    period: Period;
    /** The source of the limit, shown next to it. */
    authority: string;
    /** From how many days before the last day the portal warns. */
    warnDays: number;
}

/**
 * The limits that bar a late claim or suit. Air loss (non-delivery) has no complaint limit under
 * art. 31; shortage on air counts as damage, as partial loss is complained of like damage.
 */
export const CARGO_DEADLINE_RULES: readonly DeadlineRule[] = [
    {
        id: 'carmack_claim',
        modes: ['road', 'rail'],
        events: CARGO_EVENTS,
        act: 'written_claim',
        from: 'delivery',
        period: { months: 9 },
        authority: '49 U.S.C. 14706(e)(1); 11706(e)',
        warnDays: 30,
    },
    {
        id: 'carmack_suit',
        modes: ['road', 'rail'],
        events: CARGO_EVENTS,
        act: 'suit',
        from: 'declination',
        period: { years: 2, days: 1 },
        authority: '49 U.S.C. 14706(e)(1); 11706(e)',
        warnDays: 60,
    },
    {
        id: 'cogsa_suit',
        modes: ['ocean'],
        events: CARGO_EVENTS,
        act: 'suit',
        from: 'delivery',
        period: { years: 1 },
        authority: 'COGSA § 3(6), 46 U.S.C. 30701 note',
        warnDays: 60,
    },
    {
        id: 'montreal_damage',
        modes: ['air'],
        events: ['damage', 'shortage'],
        act: 'written_complaint',
        from: 'delivery',
        period: { days: 14 },
        authority: 'Montreal Convention art. 31(2)',
        warnDays: 5,
    },
    {
        id: 'montreal_delay',
        modes: ['air'],
        events: ['delay'],
        act: 'written_complaint',
        from: 'delivery',
        period: { days: 21 },
        authority: 'Montreal Convention art. 31(2)',
        warnDays: 5,
    },
];

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parse = (date: string) => {
    const match = ISO_DATE.exec(date);
    if (!match) throw new RangeError(`Not a calendar date: ${date}`);
    return { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
};

const format = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The date a period after another; 31 January plus one month is the last day of February. */
export const addPeriod = (date: string, { years = 0, months = 0, days = 0 }: Period) => {
    const start = parse(date);
    const monthIndex = start.year * 12 + start.month + years * 12 + months;
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12;
    const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return format(Date.UTC(year, month, Math.min(start.day, lastOfMonth)) + days * DAY_MS);
};

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => {
    const a = parse(from);
    const b = parse(to);
    return Math.round((Date.UTC(b.year, b.month, b.day) - Date.UTC(a.year, a.month, a.day)) / DAY_MS);
};

/**
 * Where a limit stands on a day: `waiting` until the day it counts from is known (no declination
 * yet), `open`, `due_soon` within its warning days, `last_day` on it (still in time), `passed` after.
 */
export type DeadlineState = 'waiting' | 'open' | 'due_soon' | 'last_day' | 'passed';

export interface Deadline {
    rule: DeadlineRule;
    lastDay: string | null;
    daysLeft: number | null;
    state: DeadlineState;
}

export interface DeadlineFacts {
    mode: FilingMode;
    event: CargoEvent;
    /** The day the cargo was delivered (or, for air, received); for a loss, the day it should have been. */
    deliveredOn: string;
    declinedOn?: string | null;
}

/** The limits that apply to a shipment and where each stands on `today` (the user's calendar date). */
export const cargoDeadlines = (facts: DeadlineFacts, today: string): Deadline[] =>
    CARGO_DEADLINE_RULES.filter(rule => rule.modes.includes(facts.mode) && rule.events.includes(facts.event)).map(
        rule => {
            const start = rule.from === 'delivery' ? facts.deliveredOn : facts.declinedOn;
            if (!start) return { rule, lastDay: null, daysLeft: null, state: 'waiting' };
            const lastDay = addPeriod(start, rule.period);
            const daysLeft = daysBetween(today, lastDay);
            const state: DeadlineState =
                daysLeft < 0 ? 'passed' : daysLeft === 0 ? 'last_day' : daysLeft <= rule.warnDays ? 'due_soon' : 'open';
            return { rule, lastDay, daysLeft, state };
        }
    );

/**
 * The carrier's clocks of 49 CFR 370.5, counted from the day it received the claim: acknowledge
 * within 30 days, pay or decline within 120, and while undecided after that a written status
 * letter at day 120 and at the end of every further 60 days.
 */
export const CARRIER_CLOCKS = { acknowledgeDays: 30, decideDays: 120, statusLetterEveryDays: 60 } as const;

export interface CarrierClocks {
    acknowledgeBy: string;
    acknowledgeLate: boolean;
    decideBy: string;
    decideLate: boolean;
    /** The next status letter owed while undecided on or after day 120; null before that or once decided. */
    nextStatusLetter: string | null;
}

export const carrierClocks = (
    claim: { receivedOn: string; acknowledgedOn?: string | null; decidedOn?: string | null },
    today: string
): CarrierClocks => {
    const acknowledgeBy = addPeriod(claim.receivedOn, { days: CARRIER_CLOCKS.acknowledgeDays });
    const decideBy = addPeriod(claim.receivedOn, { days: CARRIER_CLOCKS.decideDays });
    const acknowledgedOn = claim.acknowledgedOn ?? null;
    const decidedOn = claim.decidedOn ?? null;
    const acknowledgeLate = daysBetween(acknowledgeBy, acknowledgedOn ?? today) > 0;
    const decideLate = daysBetween(decideBy, decidedOn ?? today) > 0;
    let nextStatusLetter: string | null = null;
    const pastDecideBy = daysBetween(decideBy, today);
    if (!decidedOn && pastDecideBy >= 0) {
        const periods = Math.ceil(pastDecideBy / CARRIER_CLOCKS.statusLetterEveryDays);
        nextStatusLetter = addPeriod(decideBy, { days: periods * CARRIER_CLOCKS.statusLetterEveryDays });
    }
    return { acknowledgeBy, acknowledgeLate, decideBy, decideLate, nextStatusLetter };
};

/** The documents a claim should carry, per mode and event (codes of the cargo document types). */
export const cargoChecklist = (mode: FilingMode, event: CargoEvent) => {
    const items: string[] = [mode === 'air' ? 'air_waybill' : 'bill_of_lading', 'commercial_invoice', 'packing_list'];
    if (event !== 'loss' && event !== 'delay') items.push('delivery_receipt_exception');
    if (event === 'damage') items.push('survey_report', 'photos');
    return items;
};

/**
 * 49 CFR 370.3(b): a claim must demand a specified or determinable amount of money. Returns the
 * reason a filing is not a claim, or null when the amount is specified.
 */
export const amountProblem = (amount: number | null | undefined, currency: string | null | undefined) => {
    if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'amountRequired' as const;
    if (amount <= 0) return 'amountPositive' as const;
    if (!currency) return 'currencyRequired' as const;
    return null;
};
