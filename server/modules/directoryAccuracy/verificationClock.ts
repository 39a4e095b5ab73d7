import { sql } from 'drizzle-orm';
import { VERIFICATION_DAYS } from '../../../common/directory/columns';
import { directoryRows } from '../../db/schema';

/**
 * The verification clock of a published listing. The No Surprises Act asks that each listing be
 * verified at least every 90 days and that one that cannot be verified be removed; the clock says
 * when a listing falls due, whether it is due soon or overdue, and when it leaves the public
 * directory (suppressed). Suppression is worked out from the last verification and the policy at
 * the moment of asking — never stored — so a listing nobody verifies disappears by itself even
 * when no scheduled job ran, and comes back the moment it is verified again.
 */

/** How a listing was last verified. */
export const VERIFICATION_METHODS = ['attestation', 'roster', 'phone', 'nppes'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const VERIFICATION_STATES = ['current', 'dueSoon', 'overdue', 'suppressed'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export interface AccuracyPolicy {
    /** A listing whose due date is this many days away or fewer is "due soon". */
    dueSoonDays: number;
    /** Days past the due date during which an overdue listing stays public. */
    graceDays: number;
}

const DAY = 86_400_000;

const whole = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value.trim() === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 365)
        throw new Error(`${name} must be a whole number of days from 0 to 365, not "${value}"`);
    return parsed;
};

/**
 * The policy from the environment: DIRECTORY_DUE_SOON_DAYS (default 30, the first reminder) and
 * DIRECTORY_SUPPRESSION_GRACE_DAYS (default 0: the law asks for removal once a listing cannot be
 * verified, so a plan that wants a grace chooses it knowingly).
 */
export const accuracyPolicy = (env: NodeJS.ProcessEnv = process.env): AccuracyPolicy => ({
    dueSoonDays: whole(env.DIRECTORY_DUE_SOON_DAYS, 30, 'DIRECTORY_DUE_SOON_DAYS'),
    graceDays: whole(env.DIRECTORY_SUPPRESSION_GRACE_DAYS, 0, 'DIRECTORY_SUPPRESSION_GRACE_DAYS'),
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

/** The same rule as SQL: the listing is in the public directory now (not deleted, not suppressed). */
export const publiclyListed = (policy: AccuracyPolicy) =>
    sql<boolean>`(${directoryRows.deletedAt} is null and ${directoryRows.verifiedAt} is not null and (${directoryRows.publicationHold} is not null or ${directoryRows.verifiedAt} >= now() - make_interval(days => ${VERIFICATION_DAYS + policy.graceDays})))`;
