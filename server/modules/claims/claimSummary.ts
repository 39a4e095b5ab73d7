import { count, sql, sum } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import { AGING_BUCKETS, AGING_DAYS } from '../../../common/claims/vocabularies';
import type { ClaimFilterValues, ClaimSummary } from '../../../common/contract/claims';
import type { Executor } from '../../shared/database';
import { claims } from './tables';
import { round } from './claims';
import { scopeOf, searchCondition, type ClaimUser } from './claimQuery';

type Totals = ClaimSummary['total'];

/** Adds one group of claims to a total, its money to the total of the same currency. */
const add = (totals: Totals, claimCount: number, currency: string, billed: number, paid: number) => {
    totals.count += claimCount;
    let amounts = totals.amounts.find(item => item.currency === currency);
    if (!amounts) {
        amounts = { currency, billed: 0, paid: 0 };
        totals.amounts.push(amounts);
        totals.amounts.sort((a, b) => a.currency.localeCompare(b.currency));
    }
    amounts.billed = round(amounts.billed + billed);
    amounts.paid = round(amounts.paid + paid);
};

const empty = (): Totals => ({ count: 0, amounts: [] });

/**
 * Count and money of a search per status bucket and per aging bucket (days since received). Money
 * is summed per currency: a cargo desk holds claims in dollars, euros, yuan, yen and pounds, and
 * their sum would mean nothing.
 */
export const summarizeClaims = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    filter: ClaimFilterValues
): Promise<ClaimSummary> => {
    const scope = scopeOf(desk, user);
    const where = searchCondition(desk, scope, user, filter);
    const today = new Date().toISOString().slice(0, 10);
    const age = sql<number>`(${today}::date - ${claims.receivedOn})`;
    const aging = sql<string>`case ${sql.join(
        AGING_BUCKETS.map(bucket => {
            const [, oldest] = AGING_DAYS[bucket];
            return oldest === null ? sql`else ${bucket}` : sql`when ${age} <= ${oldest} then ${bucket}`;
        }),
        sql` `
    )} end`;
    const rows = await db
        .select({
            bucket: claims.bucket,
            aging: aging.as('aging'),
            currency: claims.currency,
            count: count(),
            billed: sum(claims.billed),
            paid: sum(claims.paid),
        })
        .from(claims)
        .where(where)
        .groupBy(claims.bucket, sql`2`, claims.currency);
    const summary: ClaimSummary = { total: empty(), buckets: {}, aging: {} };
    for (const row of rows) {
        const group = [Number(row.count), row.currency, Number(row.billed ?? 0), Number(row.paid ?? 0)] as const;
        add(summary.total, ...group);
        add((summary.buckets[row.bucket] ??= empty()), ...group);
        add((summary.aging[row.aging] ??= empty()), ...group);
    }
    return summary;
};
