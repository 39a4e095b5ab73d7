import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import { CLAIM_FIELDS, type ClaimDesk, type ClaimField, type ClaimScope } from '../../../common/claims/desks';
import type { ClaimKind } from '../../../common/claims/vocabularies';
import type { ClaimDetail, ClaimFilterValues, ClaimRecord } from '../../../common/contract/claims';
import type { Executor } from '../../db/database';
import { claimAdjustments, claimDocuments, claimLines, claims, claimStatusHistory } from '../../db/schema';
import { actorOf, recordAudit, type Origin } from '../audit';
import { AppError, ErrorCode } from '../errors';
import type { ListRange, ListSort } from '../../../common/contract/list';
import { orderBy } from '../listing';
import { claimVersion, hiddenFields } from './claimVisibility';
import { column, scopeCondition, scopeOf, searchCondition, type ClaimUser } from './claimQuery';

/** Claim query (issue 13): search, summary and detail, each scoped to the caller and audited. */

export interface ClaimSearch {
    filter: ClaimFilterValues;
    sort: ListSort<ClaimField>;
    range: ListRange;
}

type ClaimRow = typeof claims.$inferSelect;

/**
 * The columns a record shows, for the queries that read many claims (a page, an export): the code
 * arrays a record does not show are neither sent by the database nor parsed.
 */
export const RECORD_COLUMNS = {
    id: claims.id,
    ...Object.fromEntries(CLAIM_FIELDS.map(field => [field, claims[field]])),
} as { id: typeof claims.id } & { [F in ClaimField]: (typeof claims)[F] };

const DAY_MS = 86_400_000;

/** The record of a row, the fields the scope does not see (member details, a hidden reserve) left out. */
export const toClaimRecord = (
    row: Pick<ClaimRow, 'id' | ClaimField>,
    scope: ClaimScope,
    now = Date.now()
): ClaimRecord => {
    // Filled in place, one field after another: a page or an export makes thousands of these, and
    // an object of ~50 fields built from entries and then spread is many times slower to make.
    const record: Record<string, unknown> = { id: row.id };
    const hidden = hiddenFields(scope);
    for (const field of CLAIM_FIELDS) {
        record[field] = hidden.has(field) ? null : (row[field] ?? null);
    }
    record.kind = row.kind as ClaimKind;
    record.ageDays = Math.max(0, Math.floor((now - Date.parse(row.receivedOn)) / DAY_MS));
    return record as unknown as ClaimRecord;
};

/** What the audit trail keeps of a search: the filter keys and values, never more than 500 characters. */
const describeSearch = (search: Omit<ClaimSearch, 'range'> & { range?: ListRange }) =>
    JSON.stringify({ filter: search.filter, sort: [search.sort.field, search.sort.order], range: search.range }).slice(
        0,
        500
    );

/** One page of a search, with the number of claims it matches; audited as `claims.search`. */
export const searchClaims = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    search: ClaimSearch,
    origin: Origin
): Promise<{ rows: ClaimRecord[]; total: number }> => {
    const scope = scopeOf(desk, user);
    const where = searchCondition(desk, scope, user, search.filter);
    const [rows, [counted]] = await Promise.all([
        db
            .select(RECORD_COLUMNS)
            .from(claims)
            .where(where)
            .orderBy(...orderBy(column(search.sort.field), search.sort.order, claims.id))
            .offset(search.range.first)
            .limit(search.range.last - search.range.first + 1),
        db.select({ total: count() }).from(claims).where(where),
    ]);
    const total = counted?.total ?? 0;
    await recordAudit(db, origin, {
        action: 'claims.search',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claims',
        reason: describeSearch(search),
    });
    const now = Date.now();
    return { rows: rows.map(row => toClaimRecord(row, scope, now)), total };
};

export const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A claim with its lines, adjustments, status history and documents. A claim outside the
 * caller's scope answers 404 like one that does not exist. Audited as `claims.view`.
 */
export const viewClaim = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    id: number,
    origin: Origin
): Promise<ClaimDetail> => {
    const detail = await readClaim(db, scopeOf(desk, user), user, id);
    await recordAudit(db, origin, {
        action: 'claims.view',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claim',
        targetId: detail.claim.claimNumber ?? undefined,
    });
    return detail;
};

/** A claim in the scope, with everything the detail shows; 404 when out of scope or unknown. */
export const readClaim = async (db: Executor, scope: ClaimScope, user: ClaimUser, id: number): Promise<ClaimDetail> => {
    const [row] = await db
        .select({ ...getTableColumns(claims), version: claimVersion })
        .from(claims)
        .where(and(eq(claims.id, id), scopeCondition(scope, user)));
    if (!row) throw new AppError(ErrorCode.notFound, 'server.claims.notFound', { id });
    const [lines, adjustments, history, documents] = await Promise.all([
        db.select().from(claimLines).where(eq(claimLines.claimId, id)).orderBy(asc(claimLines.lineNumber)),
        db.select().from(claimAdjustments).where(eq(claimAdjustments.claimId, id)).orderBy(asc(claimAdjustments.id)),
        db
            .select()
            .from(claimStatusHistory)
            .where(eq(claimStatusHistory.claimId, id))
            .orderBy(asc(claimStatusHistory.at), asc(claimStatusHistory.id)),
        db.select().from(claimDocuments).where(eq(claimDocuments.claimId, id)).orderBy(asc(claimDocuments.id)),
    ]);
    const adjusted = round(adjustments.reduce((total, item) => total + item.amount, 0));
    const difference = round(row.billed - row.paid - adjusted);
    return {
        claim: toClaimRecord(row, scope),
        version: Number(row.version),
        diagnosisCodes: row.diagnosisCodes,
        lines: lines.map(({ claimId: _claimId, ...line }) => line),
        adjustments: adjustments.map(({ claimId: _claimId, id: _id, ...item }) => item),
        history: history.map(item => ({
            status: item.status,
            at: item.at.toISOString(),
            note: item.note,
            actor: item.actor,
        })),
        documents: documents.map(({ name, type, receivedOn }) => ({ name, type, receivedOn })),
        balance: {
            billed: row.billed,
            paid: row.paid,
            adjusted,
            difference,
            adjudicated: adjustments.length > 0 || row.adjudicatedOn !== null,
            balanced: difference === 0,
        },
    };
};
