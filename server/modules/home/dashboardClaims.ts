import { and, asc, count, desc, eq, gte, like, sql } from 'drizzle-orm';
import { AGING_BUCKETS } from '../../../common/claims/vocabularies';
import type { DashboardPanelId } from '../../../common/contract/dashboard';
import type { Role } from '../../../common/profiles';
import { claims } from '../../db/schema';
import { scopeCondition, scopeOf, summarizeClaims } from '../claims';
import { figure, singleSeries, type DashboardContext, type DashboardParts } from './dashboardParts';

/**
 * The dashboard's claim figures, counted by claim query's own summary and scope: a role sees
 * exactly the claims its claim query would find.
 */

type ClaimPanel = Extract<DashboardPanelId, 'claimsByStatus' | 'claimsByAge' | 'denialReasons'>;

/** The claim charts of each role; pharma and admins have none on their dashboard. */
const CLAIM_PANELS: Partial<Record<Role, readonly ClaimPanel[]>> = {
    provider: ['claimsByStatus'],
    healthplan: ['claimsByStatus', 'denialReasons'],
    editor: ['claimsByStatus', 'claimsByAge'],
    claims_adjuster: ['claimsByStatus', 'claimsByAge'],
    freight_forwarder: ['claimsByStatus', 'claimsByAge'],
};

/** A cargo claim is open until it is paid, declined or closed; the aging chart counts open claims only. */
const SETTLED_BUCKETS: readonly string[] = ['paid', 'declined', 'closed'];

/** How many denial reasons the chart lists. */
const TOP_REASONS = 8;

/** Claims received in the period by status bucket. */
const byStatus = async ({ db, desk, user }: DashboardContext, from: string): Promise<DashboardParts> => {
    const summary = await summarizeClaims(db, desk, user, { receivedOn: { from } });
    const values = desk.buckets.map(bucket => summary.buckets[bucket]?.count ?? 0);
    const figures = [figure('claims', summary.total.count, true)];
    if (desk.buckets.includes('denied')) figures.push(figure('deniedClaims', summary.buckets.denied?.count ?? 0, true));
    return {
        figures,
        panels: [
            singleSeries(
                { id: 'claimsByStatus', unit: 'count', inPeriod: true },
                { vocabulary: 'claimBucket', keys: [...desk.buckets] },
                'claims',
                values
            ),
        ],
    };
};

/** Open claims by days since received, whatever the period. */
const byAge = async ({ db, desk, user }: DashboardContext): Promise<DashboardParts> => {
    const open = desk.buckets.filter(bucket => !SETTLED_BUCKETS.includes(bucket));
    const summary = await summarizeClaims(db, desk, user, { bucket: open });
    return {
        figures: [figure('openClaims', summary.total.count)],
        panels: [
            singleSeries(
                { id: 'claimsByAge', unit: 'count', inPeriod: false },
                { vocabulary: 'aging', keys: [...AGING_BUCKETS] },
                'claims',
                AGING_BUCKETS.map(bucket => summary.aging[bucket]?.count ?? 0)
            ),
        ],
    };
};

/** The CARC codes most often carried by the denied claims received in the period. */
const denialReasons = async ({ db, desk, user }: DashboardContext, from: string): Promise<DashboardParts> => {
    const denied = db
        .select({ code: sql<string>`unnest(${claims.codes})`.as('code') })
        .from(claims)
        .where(
            and(scopeCondition(scopeOf(desk, user), user), eq(claims.bucket, 'denied'), gte(claims.receivedOn, from))
        )
        .as('denied_codes');
    const times = count();
    const rows = await db
        .select({ code: denied.code, times })
        .from(denied)
        .where(like(denied.code, 'CARC:%'))
        .groupBy(denied.code)
        .orderBy(desc(times), asc(denied.code))
        .limit(TOP_REASONS);
    return {
        figures: [],
        panels: [
            singleSeries(
                { id: 'denialReasons', unit: 'count', inPeriod: true },
                { vocabulary: 'carc', keys: rows.map(row => row.code.slice('CARC:'.length)) },
                'claims',
                rows.map(row => Number(row.times))
            ),
        ],
    };
};

export const claimsDashboard = async (context: DashboardContext, from: string): Promise<DashboardParts[]> => {
    const panels = CLAIM_PANELS[context.user.role as Role] ?? [];
    return Promise.all(
        panels.map(panel =>
            panel === 'claimsByStatus'
                ? byStatus(context, from)
                : panel === 'claimsByAge'
                  ? byAge(context)
                  : denialReasons(context, from)
        )
    );
};
