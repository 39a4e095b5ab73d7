import { asc, eq, sql } from 'drizzle-orm';
import type { VerificationMethod } from '../../common/directory/verification';
import type { Db } from '../shared/database';
import { directoryRows } from './schema';
import type { SeededRandom } from './seededRandom';

/**
 * The verification history of a demo listing, as a directory team that keeps its listings current
 * would have it: most verified within the last two months, some falling due, a few overdue that staff
 * keep published for a stated reason, a handful withdrawn and a few new ones awaiting their first
 * verification. Until twelve weeks ago the team verified less often than every 90 days; since then it
 * keeps to the cycle, so the dashboard's weekly figures rise.
 */

const DAY = 86_400_000;

/** Who made a demo verification: a demo account's username, or none (a provider without an account). */
export type DemoVerifier = 'admin' | 'healthplan' | 'provider' | null;

export interface DemoVerification {
    at: Date;
    method: VerificationMethod;
    by: DemoVerifier;
    note: string | null;
}

export interface ListingStory {
    createdAt: Date;
    /** Oldest first; the last is the listing's current verification. */
    verifications: DemoVerification[];
    /** Why staff keep the listing published although overdue; null = no hold. */
    hold: string | null;
}

/** Days before now since which the team verifies every listing within its 90 days: the dashboard's twelve weeks. */
const CAMPAIGN_DAYS = 84;
/** How far back the generated history goes. */
const HISTORY_DAYS = 365;

const PHONE_NOTES = [
    'Spoke with the front desk: address, phone and hours confirmed.',
    'Office manager confirmed the practice accepts new patients.',
    'Called back after a voicemail; phone number and languages confirmed.',
    'Confirmed with the practice administrator, no changes.',
    'Pharmacist on duty confirmed hours and delivery.',
];
const HOLD_REASONS = [
    'Practice moving offices; the new address is confirmed, the signed roster is due next week.',
    'Provider on leave; the practice confirmed the listing in writing, attestation follows on return.',
    'Only pharmacy in network within 30 miles; verification call scheduled.',
];

/** A verification made `daysAgo` before `now`, its method drawn as a team's mix would be. */
const verification = (random: SeededRandom, now: number, daysAgo: number): DemoVerification => {
    const at = new Date(now - daysAgo * DAY - random.int(0, 8 * 60) * 60_000);
    const draw = random.next();
    if (draw < 0.35) return { at, method: 'attestation', by: null, note: null };
    if (draw < 0.65) return { at, method: 'roster', by: 'healthplan', note: null };
    if (draw < 0.85) return { at, method: 'nppes', by: 'admin', note: null };
    return { at, method: 'phone', by: random.chance(0.6) ? 'healthplan' : 'admin', note: random.pick(PHONE_NOTES) };
};

/**
 * One listing's story at `now`. `lastVerified` fixes the current verification (the demo provider's
 * own listing, which it attested itself and whose reminder the tests follow).
 */
export const listingStory = (random: SeededRandom, now: number, lastVerified?: DemoVerification): ListingStory => {
    const bucket = random.next();
    const newListing = random.chance(0.07);
    if (!lastVerified && bucket < 0.015) {
        return { createdAt: new Date(now - random.int(1, 10) * DAY), verifications: [], hold: null };
    }
    const daysAgo =
        bucket < 0.73
            ? random.int(0, 59)
            : bucket < 0.935
              ? random.int(60, 89)
              : bucket < 0.955
                ? random.int(91, 115)
                : random.int(91, 160);
    const latest = lastVerified ?? verification(random, now, daysAgo);
    const hold = !lastVerified && bucket >= 0.935 && bucket < 0.955 ? random.pick(HOLD_REASONS) : null;
    const latestAge = Math.floor((now - latest.at.getTime()) / DAY);
    const createdAt = new Date(
        now - (newListing ? latestAge + random.int(0, 10) : random.int(HISTORY_DAYS, 6 * HISTORY_DAYS)) * DAY
    );
    const verifications = [latest];
    let age = latestAge;
    for (;;) {
        // Within the campaign every two to three months; before it, every three to six.
        const step = random.int(45, 88);
        age += age + step < CAMPAIGN_DAYS ? step : random.int(85, 180);
        if (age > HISTORY_DAYS || now - age * DAY < createdAt.getTime()) break;
        verifications.unshift(verification(random, now, age));
    }
    return { createdAt, verifications, hold };
};

/**
 * Writes the stories of a table's demo rows, given in the order `insertRows` wrote them: the rows'
 * creation, current verification, hold and version, and one `verify` entry of their history for each
 * verification, as the portal records them.
 */
export const writeListingStories = async (
    db: Db,
    tableId: string,
    stories: readonly ListingStory[],
    users: Record<Exclude<DemoVerifier, null>, string>,
    now: number
) => {
    const rows = await db
        .select({ id: directoryRows.id })
        .from(directoryRows)
        .where(eq(directoryRows.tableId, tableId))
        .orderBy(asc(directoryRows.id));
    const ids = rows.map(row => row.id);
    const userOf = (by: DemoVerifier) => (by ? users[by] : null);
    const updates = stories.map((story, index) => {
        const latest = story.verifications.at(-1);
        return {
            id: ids[index],
            created: story.createdAt.toISOString(),
            updated: (latest?.at ?? story.createdAt).toISOString(),
            at: latest?.at.toISOString() ?? null,
            by: latest ? userOf(latest.by) : null,
            method: latest?.method ?? null,
            note: latest?.note ?? null,
            version: 1 + story.verifications.length,
            hold: story.hold,
            holdBy: story.hold ? users.admin : null,
            holdAt: story.hold ? new Date(now - 3 * DAY).toISOString() : null,
        };
    });
    await db.execute(sql`
        update directory_rows set created_at = s.created, updated_at = s.updated, verified_at = s.at,
            verified_by = s.by, verified_method = s.method, verified_note = s.note, version = s.version,
            publication_hold = s.hold, publication_hold_by = s.hold_by, publication_hold_at = s.hold_at
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as s(id bigint, created timestamptz,
            updated timestamptz, at timestamptz, by uuid, method text, note text, version int, hold text,
            hold_by uuid, hold_at timestamptz)
        where directory_rows.id = s.id`);
    const history = stories.flatMap((story, index) =>
        story.verifications.map((made, position) => {
            const before = story.verifications[position - 1];
            return {
                row: ids[index],
                version: position + 2,
                at: made.at.toISOString(),
                actor: userOf(made.by),
                username: made.by,
                changes: {
                    verifiedAt: { before: before?.at.toISOString() ?? null, after: made.at.toISOString() },
                    verifiedMethod: { before: before?.method ?? null, after: made.method },
                    ...(made.note ? { verifiedNote: { before: before?.note ?? null, after: made.note } } : {}),
                },
            };
        })
    );
    await db.execute(sql`
        insert into directory_row_history (row_id, table_id, version, action, changes, at, actor_id, actor_username)
        select h.row, ${tableId}::uuid, h.version, 'verify', h.changes, h.at, h.actor, h.username
        from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as h(row bigint, version int, changes jsonb,
            at timestamptz, actor uuid, username text)`);
};
