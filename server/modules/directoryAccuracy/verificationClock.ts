import { sql } from 'drizzle-orm';
import { VERIFICATION_DAYS } from '../../../common/directory/columns';
import type { VerificationState } from '../../../common/directory/verification';
import { directoryRows } from '../../db/schema';

/**
 * The verification clock of a published listing. The No Surprises Act asks that each listing be
 * verified at least every 90 days and that one that cannot be verified be removed; the clock says
 * when a listing falls due, whether it is due soon or overdue, and when it leaves the public
 * directory (suppressed). Suppression is worked out from the last verification and the policy at
 * the moment of asking — never stored — so a listing nobody verifies disappears by itself even
 * when no scheduled job ran, and comes back the moment it is verified again.
 */

export {
    VERIFICATION_METHODS,
    VERIFICATION_STATES,
    type VerificationMethod,
    type VerificationState,
} from '../../../common/directory/verification';

export interface AccuracyPolicy {
    /** A listing whose due date is this many days away or fewer is "due soon". */
    dueSoonDays: number;
    /** Days past the due date during which an overdue listing stays public. */
    graceDays: number;
    /** Days before the due date a reminder goes to the listing's providers, largest first. */
    reminderDays: number[];
}

const DAY = 86_400_000;

const whole = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value.trim() === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 365)
        throw new Error(`${name} must be a whole number of days from 0 to 365, not "${value}"`);
    return parsed;
};

const DEFAULT_REMINDER_DAYS = [30, 14, 3];

/** A comma-separated list of whole days, e.g. "30,14,3"; each from 1 to 89 (before the due date). */
const dayList = (value: string | undefined, name: string) => {
    if (value === undefined || value.trim() === '') return DEFAULT_REMINDER_DAYS;
    const days = value.split(',').map(part => Number(part.trim()));
    if (days.some(day => !Number.isInteger(day) || day < 1 || day > 89))
        throw new Error(`${name} must be whole numbers of days from 1 to 89 separated by commas, not "${value}"`);
    return [...new Set(days)].sort((a, b) => b - a);
};

/**
 * The policy from the environment: DIRECTORY_DUE_SOON_DAYS (default 30, the first reminder),
 * DIRECTORY_SUPPRESSION_GRACE_DAYS (default 0: the law asks for removal once a listing cannot be
 * verified, so a plan that wants a grace chooses it knowingly) and DIRECTORY_REMINDER_DAYS (default
 * 30,14,3).
 */
export const accuracyPolicy = (env: NodeJS.ProcessEnv = process.env): AccuracyPolicy => ({
    dueSoonDays: whole(env.DIRECTORY_DUE_SOON_DAYS, 30, 'DIRECTORY_DUE_SOON_DAYS'),
    graceDays: whole(env.DIRECTORY_SUPPRESSION_GRACE_DAYS, 0, 'DIRECTORY_SUPPRESSION_GRACE_DAYS'),
    reminderDays: dayList(env.DIRECTORY_REMINDER_DAYS, 'DIRECTORY_REMINDER_DAYS'),
});

export interface VerificationClock {
    /** When the next verification is due; none for a listing never verified. */
    dueAt: Date | null;
    state: VerificationState;
    /** Staff keep the listing public although it is overdue. */
    held: boolean;
}

/** The clock of one listing at `now`. */
export const verificationClock = (
    listing: { verifiedAt: Date | null; publicationHold: string | null },
    now: Date,
    policy: AccuracyPolicy
): VerificationClock => {
    const held = listing.publicationHold !== null;
    // A listing never verified was never public: it stays out until someone verifies it.
    if (listing.verifiedAt === null) return { dueAt: null, state: 'suppressed', held };
    const dueAt = new Date(listing.verifiedAt.getTime() + VERIFICATION_DAYS * DAY);
    const left = dueAt.getTime() - now.getTime();
    if (left > policy.dueSoonDays * DAY) return { dueAt, state: 'current', held };
    if (left > 0) return { dueAt, state: 'dueSoon', held };
    if (held || -left <= policy.graceDays * DAY) return { dueAt, state: 'overdue', held };
    return { dueAt, state: 'suppressed', held };
};

/** How long a verification keeps a listing public: the verification period and its grace. */
const listedFor = (policy: Pick<AccuracyPolicy, 'graceDays'>) =>
    sql`make_interval(days => ${VERIFICATION_DAYS + policy.graceDays})`;

/**
 * The same rule as SQL: the listing is in the public directory at `now` (not deleted, not
 * suppressed); the database's clock unless a caller (a scheduled job on a moved clock) gives one.
 */
export const publiclyListed = (policy: Pick<AccuracyPolicy, 'graceDays'>, now?: Date) =>
    sql<boolean>`(${directoryRows.deletedAt} is null and ${directoryRows.verifiedAt} is not null and (${directoryRows.publicationHold} is not null or ${directoryRows.verifiedAt} >= ${now ? sql`${now.toISOString()}::timestamptz` : sql`now()`} - ${listedFor(policy)}))`;

/** The moment a verified listing leaves the public directory by the same rule; none while staff hold it published. */
export const listingLapsesAt = (policy: Pick<AccuracyPolicy, 'graceDays'>) =>
    sql`(case when ${directoryRows.publicationHold} is null then ${directoryRows.verifiedAt} + ${listedFor(policy)} end)`;
