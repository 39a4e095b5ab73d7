import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dateInZone, DIRECTORY_TIME_ZONE } from '../../../common/businessDays';
import type { AccuracyDashboard } from '../../../common/contract/directoryChanges';
import { VERIFICATION_DAYS } from '../../../common/directory/columns';
import type { Executor } from '../../shared/database';
import { directoryRowHistory, directoryRows, directoryTables, organisations } from '../../db/schema';
import { publiclyListed, type AccuracyPolicy } from '../directoryAccuracy';
import { directoryInquiries, inScope, type TableScope } from '../directoryReports';
import { directoryChanges } from './tables';

/** Weekly points the dashboard shows, the current week last. */
export const DASHBOARD_WEEKS = 12;

const DAY = 86_400_000;
const tz = DIRECTORY_TIME_ZONE;

const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The Sundays ending the last `count` weeks, oldest first; the last is the Sunday ending this week. */
export const weekEndings = (now: Date, count = DASHBOARD_WEEKS): string[] => {
    const today = dateInZone(now, tz);
    const sunday = addDays(today, (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7);
    return Array.from({ length: count }, (_, index) => addDays(sunday, -7 * (count - 1 - index)));
};

/** Late: open past the due date in the team's calendar, or decided on a later day than it. */
const lateSql = (due: SQL | unknown, decidedAt: SQL | unknown, today: string) =>
    sql`(case when ${decidedAt} is null then ${due} < ${today}::date else (${decidedAt} at time zone ${tz})::date > ${due} end)`;

/**
 * The directory's accuracy in the caller's scope, per table and week by week: listings verified within
 * 90 days, overdue (past due, still public) and suppressed by the verification clock; changes and member
 * questions open and late against their business-day deadlines.
 */
export const accuracyDashboard = async (
    db: Executor,
    scope: TableScope,
    policy: AccuracyPolicy,
    now: Date
): Promise<AccuracyDashboard> => {
    const today = dateInZone(now, tz);
    const verifiedRecently = sql`${directoryRows.verifiedAt} >= ${now.toISOString()}::timestamptz - make_interval(days => ${VERIFICATION_DAYS})`;
    const live = sql`${directoryRows.deletedAt} is null`;
    const listingCounts = await db
        .select({
            tableId: directoryTables.id,
            tableName: directoryTables.name,
            organisationId: directoryTables.organisationId,
            organisation: organisations.name,
            listings: sql<number>`count(${directoryRows.id}) filter (where ${live})::int`,
            verifiedWithin90Days: sql<number>`count(${directoryRows.id}) filter (where ${live} and ${verifiedRecently})::int`,
            overdue: sql<number>`count(${directoryRows.id}) filter (where ${live} and ${publiclyListed(policy)} and not coalesce(${verifiedRecently}, false))::int`,
            suppressed: sql<number>`count(${directoryRows.id}) filter (where ${live} and not ${publiclyListed(policy)})::int`,
        })
        .from(directoryTables)
        .leftJoin(directoryRows, eq(directoryRows.tableId, directoryTables.id))
        .leftJoin(organisations, eq(organisations.id, directoryTables.organisationId))
        .where(inScope(scope, directoryTables.id))
        .groupBy(directoryTables.id, directoryTables.name, directoryTables.organisationId, organisations.name)
        .orderBy(sql`lower(${directoryTables.name})`);

    const changeCounts = await db
        .select({
            tableId: directoryChanges.tableId,
            open: sql<number>`count(*) filter (where ${directoryChanges.status} = 'open')::int`,
            late: sql<number>`count(*) filter (where ${lateSql(directoryChanges.dueOn, directoryChanges.decidedAt, today)})::int`,
        })
        .from(directoryChanges)
        .where(inScope(scope, directoryChanges.tableId))
        .groupBy(directoryChanges.tableId);
    const inquiryCounts = await db
        .select({
            tableId: directoryInquiries.tableId,
            open: sql<number>`count(*) filter (where ${directoryInquiries.answeredAt} is null)::int`,
            late: sql<number>`count(*) filter (where ${lateSql(directoryInquiries.dueOn, directoryInquiries.answeredAt, today)})::int`,
        })
        .from(directoryInquiries)
        .where(inScope(scope, directoryInquiries.tableId))
        .groupBy(directoryInquiries.tableId);

    const tables = listingCounts.map(table => {
        const changes = changeCounts.find(entry => entry.tableId === table.tableId);
        const inquiries = inquiryCounts.find(entry => entry.tableId === table.tableId);
        return {
            ...table,
            changesOpen: changes?.open ?? 0,
            changesLate: changes?.late ?? 0,
            inquiriesOpen: inquiries?.open ?? 0,
            inquiriesLate: inquiries?.late ?? 0,
        };
    });

    const weeks = [];
    for (const weekEnding of weekEndings(now)) {
        weeks.push({ weekEnding, ...(await weekPoint(db, scope, weekEnding, now, today)) });
    }
    return { asOf: now.toISOString(), tables, weeks };
};

/**
 * One week's point: listings live and verified within 90 days at the week's end (or now, for this
 * week) from the attestations in the rows' history; changes and questions received that week; and
 * those whose deadline fell in the week and was missed.
 */
const weekPoint = async (db: Executor, scope: TableScope, weekEnding: string, now: Date, today: string) => {
    const endOfWeek = sql`((${weekEnding}::date + 1)::timestamp at time zone ${tz})`;
    const at = sql`least(${endOfWeek}, ${now.toISOString()}::timestamptz)`;
    const since = sql`${at} - make_interval(days => ${VERIFICATION_DAYS})`;
    const firstDay = addDays(weekEnding, -6);
    // The row's id qualified: unqualified inside the history subquery, "id" would be the history entry's.
    const [listings] = await db
        .select({
            listings: sql<number>`count(*)::int`,
            verified: sql<number>`count(*) filter (where (${directoryRows.verifiedAt} > ${since} and ${directoryRows.verifiedAt} <= ${at}) or exists (select 1 from ${directoryRowHistory} where ${directoryRowHistory.rowId} = ${directoryRows}.id and ${directoryRowHistory.action} = 'verify' and ${directoryRowHistory.at} > ${since} and ${directoryRowHistory.at} <= ${at}))::int`,
        })
        .from(directoryRows)
        .where(
            and(
                inScope(scope, directoryRows.tableId),
                sql`${directoryRows.createdAt} <= ${at}`,
                sql`(${directoryRows.deletedAt} is null or ${directoryRows.deletedAt} > ${at})`
            )
        );
    const receivedIn = (column: unknown) =>
        sql`(${column} at time zone ${tz})::date between ${firstDay}::date and ${weekEnding}::date`;
    const dueIn = (column: unknown) => sql`${column} between ${firstDay}::date and ${weekEnding}::date`;
    const [changes] = await db
        .select({
            received: sql<number>`count(*) filter (where ${receivedIn(directoryChanges.receivedAt)})::int`,
            late: sql<number>`count(*) filter (where ${dueIn(directoryChanges.dueOn)} and ${lateSql(directoryChanges.dueOn, directoryChanges.decidedAt, today)})::int`,
        })
        .from(directoryChanges)
        .where(inScope(scope, directoryChanges.tableId));
    const [inquiries] = await db
        .select({
            received: sql<number>`count(*) filter (where ${receivedIn(directoryInquiries.receivedAt)})::int`,
            late: sql<number>`count(*) filter (where ${dueIn(directoryInquiries.dueOn)} and ${lateSql(directoryInquiries.dueOn, directoryInquiries.answeredAt, today)})::int`,
        })
        .from(directoryInquiries)
        .where(inScope(scope, directoryInquiries.tableId));
    return {
        listings: listings!.listings,
        verifiedWithin90Days: listings!.verified,
        changesReceived: changes!.received,
        changesLate: changes!.late,
        inquiriesReceived: inquiries!.received,
        inquiriesLate: inquiries!.late,
    };
};
