import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { businessDueDate, isPastDue } from '../../common/businessDays';
import { CHANGE_DUE_BUSINESS_DAYS, INQUIRY_DUE_BUSINESS_DAYS } from '../../common/contract/directoryChanges';
import type { DirectoryTable } from '../modules/directory';
import { directoryChanges } from '../modules/directoryChanges';
import { directoryInquiries } from '../modules/directoryReports';
import type { Db } from '../shared/database';
import { directoryRows } from './schema';
import { seededRandom, type SeededRandom } from './seededRandom';

/**
 * The changes and member questions of a demo directory's past weeks: members' reported errors (each a
 * question and the change it opened), network questions and the demo provider's own requests, nearly
 * all decided or answered within their deadlines — more often late in the older weeks than lately —
 * and today's queue: a few open ones in time, one change and one question past their deadlines.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKS = 12;

const ERROR_REPORTS = [
    'The phone number rings a different office.',
    'The address is out of date: the office moved to the medical building across the street.',
    'They told me they no longer take new patients.',
    'The listed hours are wrong: they close at 6 pm, not 9 pm.',
    'Nobody at this office speaks Spanish, although the listing says so.',
    'The website address does not open.',
    'This provider retired last spring.',
];
const NETWORK_QUESTIONS = [
    'Is this provider in the Evergreen Health Advantage PPO network?',
    'Does this pharmacy take my Evergreen Medicare plan?',
    'I am changing plans in January: is this office in the Evergreen HMO?',
    'Is this provider still in network? My claim was denied as out of network.',
];
const NETWORK_ANSWERS = [
    'Yes: this provider is in the network of your plan for the current plan year.',
    'No: this provider left the network on the first of the month. Our member services can suggest others nearby.',
    'Yes, in network. The denial was a coding error and has been sent back for reprocessing.',
];
const APPLIED_ANSWER = 'Thank you for your report. We checked with the provider and corrected the listing.';
const REJECTED_ANSWER = 'Thank you for your report. We checked with the provider: the listing is correct.';
const REJECTION_REASONS = [
    'Confirmed with the practice by phone: the listing is correct.',
    'The provider attested the listing last week; nothing has changed.',
];
const STAFF = ['healthplan', 'admin'];

interface Listing {
    table: DirectoryTable;
    rowId: number;
}

const resourceOf = ({ table, rowId }: Listing) =>
    table.template === 'pharmacy' ? `Organization/pharmacy-${rowId}` : `PractitionerRole/role-${rowId}`;

/**
 * When staff decided something due on `dueOn` received at `received`: in time, or a day or two after;
 * never later than an hour before `now`.
 */
const decisionTime = (random: SeededRandom, received: Date, dueOn: string, late: boolean, now: number) =>
    new Date(
        Math.min(
            now - HOUR,
            late
                ? Date.parse(`${dueOn}T15:00:00Z`) + random.int(1, 2) * DAY
                : received.getTime() + random.int(2, 20) * HOUR
        )
    );

/** The latest instant before `now`, going back a day at a time, whose deadline has passed. */
const receivedLate = (now: number, businessDays: number) => {
    let received = new Date(now - 3 * DAY);
    while (!isPastDue(businessDueDate(received, businessDays), new Date(now))) {
        received = new Date(received.getTime() - DAY);
    }
    return received;
};

export const seedDemoRequests = async (db: Db, tables: readonly DirectoryTable[], now: number) => {
    const random = seededRandom(43);
    const listings: Listing[] = [];
    for (const table of tables) {
        const rows = await db
            .select({ id: directoryRows.id })
            .from(directoryRows)
            .where(and(eq(directoryRows.tableId, table.id), isNotNull(directoryRows.verifiedAt)))
            .orderBy(asc(directoryRows.id));
        listings.push(...rows.map(row => ({ table, rowId: row.id })));
    }
    const [ownListing] = listings;

    const question = async (listing: Listing, kind: 'error' | 'network', text: string, received: Date) => {
        const [inquiry] = await db
            .insert(directoryInquiries)
            .values({
                kind,
                tableId: listing.table.id,
                resourceRef: resourceOf(listing),
                question: text,
                email: `member${random.int(100, 999)}@example.org`,
                language: random.chance(0.2) ? 'es' : 'en',
                receivedAt: received,
                dueOn: businessDueDate(received, INQUIRY_DUE_BUSINESS_DAYS),
            })
            .returning();
        return inquiry!;
    };
    const answer = (id: string, text: string, at: Date) =>
        db
            .update(directoryInquiries)
            .set({ answer: text, answeredAt: at, answeredByUsername: random.pick(STAFF) })
            .where(eq(directoryInquiries.id, id));

    /** A member's reported error: the question and its change, decided (applied or rejected) or open. */
    const errorReport = async (received: Date, decided: { late: boolean } | null) => {
        const listing = random.pick(listings);
        const text = random.pick(ERROR_REPORTS);
        const inquiry = await question(listing, 'error', text, received);
        const dueOn = businessDueDate(received, CHANGE_DUE_BUSINESS_DAYS);
        const applied = random.chance(0.7);
        const decidedAt = decided && decisionTime(random, received, dueOn, decided.late, now);
        await db.insert(directoryChanges).values({
            tableId: listing.table.id,
            rowId: listing.rowId,
            source: 'member',
            note: text,
            inquiryId: inquiry.id,
            receivedAt: received,
            dueOn,
            ...(decidedAt
                ? {
                      status: applied ? 'applied' : 'rejected',
                      decidedAt,
                      decidedByUsername: random.pick(STAFF),
                      reason: applied ? null : random.pick(REJECTION_REASONS),
                  }
                : {}),
        });
        if (decidedAt) await answer(inquiry.id, applied ? APPLIED_ANSWER : REJECTED_ANSWER, decidedAt);
    };

    /** A member's network question, answered (in time or late) or open. */
    const networkQuestion = async (received: Date, answered: { late: boolean } | null) => {
        const inquiry = await question(random.pick(listings), 'network', random.pick(NETWORK_QUESTIONS), received);
        if (answered)
            await answer(
                inquiry.id,
                random.pick(NETWORK_ANSWERS),
                decisionTime(random, received, inquiry.dueOn, answered.late, now)
            );
    };

    /** The demo provider asks for a change it cannot make itself. */
    const providerRequest = async (received: Date, decided: boolean) => {
        if (!ownListing) return;
        await db.insert(directoryChanges).values({
            tableId: ownListing.table.id,
            rowId: ownListing.rowId,
            source: 'provider',
            proposed: { telehealth: true },
            note: 'We offer video visits to established patients since this month.',
            requestedByUsername: 'provider',
            receivedAt: received,
            dueOn: businessDueDate(received, CHANGE_DUE_BUSINESS_DAYS),
            ...(decided
                ? {
                      status: 'applied' as const,
                      decidedAt: new Date(received.getTime() + 5 * HOUR),
                      decidedByUsername: 'healthplan',
                  }
                : {}),
        });
    };

    for (let weeksAgo = WEEKS; weeksAgo >= 1; weeksAgo--) {
        // Late decisions grow rarer as the team settles into its daily queue.
        const lateChance = 0.02 + (0.12 * (weeksAgo - 1)) / (WEEKS - 1);
        const receivedThatWeek = () =>
            new Date(now - (7 * weeksAgo + random.int(0, 6)) * DAY - random.int(0, 10) * HOUR);
        for (let report = random.int(2, 5); report > 0; report--)
            await errorReport(receivedThatWeek(), { late: random.chance(lateChance) });
        for (let asked = random.int(1, 4); asked > 0; asked--)
            await networkQuestion(receivedThatWeek(), { late: random.chance(lateChance) });
        if (weeksAgo % 5 === 0) await providerRequest(receivedThatWeek(), true);
    }
    // Today's queue: new ones in time, and one change and one question already past their deadlines.
    await errorReport(new Date(now - 2 * HOUR), null);
    await errorReport(new Date(now - 19 * HOUR), null);
    await networkQuestion(new Date(now - HOUR), null);
    await providerRequest(new Date(now - 4 * HOUR), false);
    await errorReport(receivedLate(now, CHANGE_DUE_BUSINESS_DAYS), null);
    await networkQuestion(receivedLate(now, INQUIRY_DUE_BUSINESS_DAYS), null);
};
