import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../common/contract/dashboard';
import { ROLES_BY_PROFILE } from '../../../common/profiles';
import { screenOf } from '../../../common/routes';
import { USER_STATUSES } from '../../../common/vocabularies/users';
import { auditLog, directoryRows, directoryTables, pageViews, users } from '../../db/schema';
import { claimsDashboard } from './dashboardClaims';
import { connectionsByKind, openRequestsByKind } from './dashboardConnections';
import {
    crossTable,
    sumOf,
    figure,
    merge,
    periodDays,
    singleSeries,
    type DashboardContext,
    type DashboardParts,
} from './dashboardParts';
import { myListings } from '../directory';
import type { DirectoryRow } from '../directory';
import { verifiedSince } from '../directory';

/**
 * The dashboard's figures, each computed from the portal's own records and scoped as the
 * screens that show the same records scope them: connections as Connect, claims as claim query,
 * listings as My listing. Admins get the portal's figures; every other role its own.
 */

/** How many screens the "most visited" chart lists. */
const TOP_SCREENS = 10;

const usersByRole = async ({ db, profile }: DashboardContext): Promise<DashboardParts> => {
    const roles = ROLES_BY_PROFILE[profile];
    const rows = await db
        .select({ category: users.role, series: users.status, count: count() })
        .from(users)
        .where(inArray(users.role, [...roles]))
        .groupBy(users.role, users.status);
    const items = crossTable(roles, USER_STATUSES, rows);
    return {
        figures: [
            figure('users', sumOf(rows.map(row => Number(row.count)))),
            figure('activeUsers', sumOf(items.find(item => item.key === 'active')!.values)),
        ],
        panels: [
            {
                id: 'usersByRole',
                chart: 'bar',
                unit: 'count',
                inPeriod: false,
                categories: { vocabulary: 'role', keys: [...roles] },
                series: { vocabulary: 'userStatus', items },
            },
        ],
    };
};

/** Successful and refused sign-ins per day, from the audit trail's `auth.login` entries. */
const signIns = async ({ db }: DashboardContext, days: string[]): Promise<DashboardParts> => {
    const day = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
        .select({ category: day, series: auditLog.outcome, count: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.login'), gte(auditLog.at, new Date(`${days[0]}T00:00:00Z`))))
        .groupBy(day, auditLog.outcome);
    const items = crossTable(days, ['success', 'failure'], rows);
    return {
        figures: [
            figure('signIns', sumOf(items[0]!.values), true),
            figure('failedSignIns', sumOf(items[1]!.values), true),
        ],
        panels: [
            {
                id: 'signIns',
                chart: 'line',
                unit: 'count',
                inPeriod: true,
                categories: { vocabulary: 'day', keys: days },
                series: { vocabulary: 'measure', items },
            },
        ],
    };
};

/**
 * The screens opened most in the period, from the page views the SPA reports: views of one screen
 * counted together (every user's detail page is one screen), paths that are no screen of the
 * route table (the bare `/` a sign-in passes through) left out.
 */
const topScreens = async ({ db }: DashboardContext, days: string[]): Promise<DashboardParts> => {
    const views = count();
    const rows = await db
        .select({ path: pageViews.path, views })
        .from(pageViews)
        .where(gte(pageViews.viewedAt, new Date(`${days[0]}T00:00:00Z`)))
        .groupBy(pageViews.path);
    const byScreen = new Map<string, number>();
    for (const row of rows) {
        const screen = screenOf(row.path);
        if (screen) byScreen.set(screen, (byScreen.get(screen) ?? 0) + Number(row.views));
    }
    const top = [...byScreen]
        .sort(([pathA, viewsA], [pathB, viewsB]) => viewsB - viewsA || pathA.localeCompare(pathB))
        .slice(0, TOP_SCREENS);
    return {
        figures: [],
        panels: [
            singleSeries(
                { id: 'topScreens', unit: 'count', inPeriod: true },
                { vocabulary: 'screen', keys: top.map(([path]) => path) },
                'views',
                top.map(([, screenViews]) => screenViews)
            ),
        ],
    };
};

/**
 * Per directory table, the share of its live rows attested in the last 90 days (a listing older
 * than that is due). Tables without live rows have nothing to verify and are left out.
 */
const directoryFreshness = async ({ db }: DashboardContext): Promise<DashboardParts> => {
    const rows = await db
        .select({
            id: directoryTables.id,
            name: directoryTables.name,
            live: count(directoryRows.id),
            verified: sql<number>`count(*) filter (where ${directoryRows.verifiedAt} >= ${verifiedSince()})`,
        })
        .from(directoryTables)
        .innerJoin(directoryRows, and(eq(directoryRows.tableId, directoryTables.id), isNull(directoryRows.deletedAt)))
        .groupBy(directoryTables.id, directoryTables.name)
        .orderBy(asc(directoryTables.name));
    return {
        figures: [],
        panels: [
            singleSeries(
                { id: 'directoryFreshness', unit: 'percent', inPeriod: false },
                { vocabulary: 'table', keys: rows.map(row => row.id), labels: rows.map(row => row.name) },
                'verifiedShare',
                rows.map(row => Math.round((Number(row.verified) / Number(row.live)) * 1000) / 10)
            ),
        ],
    };
};

/** A provider's listing rows (as My listing shows them) by verification state. */
const listingState = async ({ db, user }: DashboardContext): Promise<DashboardParts> => {
    if (user.role !== 'provider') return { figures: [], panels: [] };
    const rows = (await myListings(db, user.providerId)).flatMap(listing => listing.rows);
    const states = ['verified', 'due', 'never'] as const;
    const stateOf = (row: DirectoryRow) => (row.verifiedAt === null ? 'never' : row.stale ? 'due' : 'verified');
    const values = states.map(state => rows.filter(row => stateOf(row) === state).length);
    return {
        figures: [figure('listingsDue', values[1]! + values[2]!)],
        panels: [
            singleSeries(
                { id: 'listing', unit: 'count', inPeriod: false },
                { vocabulary: 'listingState', keys: [...states] },
                'rows',
                values
            ),
        ],
    };
};

const adminDashboard = (context: DashboardContext, days: string[]) =>
    Promise.all([
        usersByRole(context),
        signIns(context, days),
        topScreens(context, days),
        openRequestsByKind(context),
        directoryFreshness(context),
    ]);

const roleDashboard = async (context: DashboardContext, days: string[]) => [
    ...(await Promise.all([connectionsByKind(context), listingState(context)])),
    ...(await claimsDashboard(context, days[0]!)),
];

/** The dashboard of the caller for the period chosen. */
export const buildDashboard = async (context: DashboardContext): Promise<Dashboard> => {
    const days = periodDays(context.period);
    const parts = await (context.user.role === 'admin' ? adminDashboard : roleDashboard)(context, days);
    return { period: context.period, from: days[0]!, to: days.at(-1)!, ...merge(parts) };
};
