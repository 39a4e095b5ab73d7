import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { CLAIM_FIELDS, type ClaimDesk, type ClaimField, type ClaimScope } from '../../../common/claims/desks';
import type { ClaimKind } from '../../../common/claims/vocabularies';
import type { ClaimDetail, ClaimFilterValues, ClaimRecord } from '../../../common/contract/claims';
import type { Executor } from '../../db/database';
import { executeStatement } from '../../db/statementText';
import { claimAdjustments, claimDocuments, claimLines, claims, claimStatusHistory } from '../../db/schema';
import { actorOf, auditInsert, recordAudit, type Origin } from '../audit';
import { AppError, ErrorCode } from '../errors';
import type { ListRange, ListSort } from '../../../common/contract/list';
import { orderBy } from '../listing';
import { claimVersion, hiddenFields } from './claimVisibility';
import { column, scopeCondition, scopeOf, searchBranches, type ClaimUser } from './claimQuery';

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

/** Whole days since a claim was received (`YYYY-MM-DD`). */
const ageInDays = (receivedOn: string, now: number) => Math.max(0, Math.floor((now - Date.parse(receivedOn)) / DAY_MS));

/** The record of a row, the fields the role does not see (`hiddenFields`) left out. */
export const toClaimRecord = (
    row: Pick<ClaimRow, 'id' | ClaimField>,
    hidden: ReadonlySet<ClaimField>,
    now = Date.now()
): ClaimRecord => {
    // Filled in place, one field after another: a page or an export makes thousands of these, and
    // an object of ~50 fields built from entries and then spread is many times slower to make.
    const record: Record<string, unknown> = { id: row.id };
    for (const field of CLAIM_FIELDS) {
        record[field] = hidden.has(field) ? null : (row[field] ?? null);
    }
    record.kind = row.kind as ClaimKind;
    record.ageDays = ageInDays(row.receivedOn, now);
    return record as unknown as ClaimRecord;
};

/** What the audit trail keeps of a search: the filter keys and values, never more than 500 characters. */
const describeSearch = (search: Omit<ClaimSearch, 'range'> & { range?: ListRange }) =>
    JSON.stringify({ filter: search.filter, sort: [search.sort.field, search.sort.order], range: search.range }).slice(
        0,
        500
    );

/**
 * A page's select list for a scope, written once as text: the record's columns under their field
 * names, those the scope does not see (`hiddenFields`) as nulls, so that the rows are the records
 * but for the numbers and the age (the query builder spent more per request building and mapping
 * these ~50 columns than the database spent finding the page).
 */
const pageColumns = new WeakMap<ClaimScope, SQL>();
const pageColumnsOf = (desk: ClaimDesk, scope: ClaimScope) => {
    let columns = pageColumns.get(scope);
    if (!columns) {
        const hidden = hiddenFields(desk, scope);
        columns = sql.raw(
            [
                '"id"',
                ...CLAIM_FIELDS.map(field => `${hidden.has(field) ? 'null' : `"${claims[field].name}"`} as "${field}"`),
            ].join(', ')
        );
        pageColumns.set(scope, columns);
    }
    return columns;
};
/** Columns the driver hands over as text: bigint ids and numeric amounts. */
const NUMBER_FIELDS = (['id', ...CLAIM_FIELDS] as const).filter(field =>
    /^(numeric|bigint|bigserial)/.test(claims[field].getSQLType())
);

/** How many claims a search's branches (`searchBranches`) hold, read off the indexes where they can be. */
const matchingCount = (branches: SQL[]): SQL =>
    sql`(select count(*) from (${sql.join(
        branches.map(where => sql`select 1 from ${claims} where ${where}`),
        sql` union all `
    )}) as matching)::int`;

/**
 * The one statement of a search page: its audit entry (a data-modifying `with`, written whether
 * or not a claim matches), the number of matching claims (computed once) on every row, and the
 * page. One round trip and one commit per search; the benchmark runs this very statement.
 * A search split into branches (a provider NPI, billing or rendering) takes the page's first rows
 * of each branch in the page's order and merges them: each branch reads its own index in that
 * order and stops after the page, where one OR across the two indexes fetched and sorted every
 * match.
 */
export const searchStatement = (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    search: ClaimSearch,
    origin: Origin
): SQL => {
    const scope = scopeOf(desk, user);
    const branches = searchBranches(desk, scope, user, search.filter);
    const audit = auditInsert(db, origin, {
        action: 'claims.search',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claims',
        reason: describeSearch(search),
    });
    const { field, order } = search.sort;
    const { first, last } = search.range;
    const total = sql`${matchingCount(branches)} as "total"`;
    const columns = pageColumnsOf(desk, scope);
    const byColumns = sql.join(orderBy(column(field), order, claims.id), sql`, `);
    if (branches.length === 1) {
        return sql`with audit as ${audit} select ${total}, ${columns} from ${claims} where ${branches[0]} order by ${byColumns} limit ${last - first + 1} offset ${first}`;
    }
    const pages = branches.map(
        where => sql`(select ${columns} from ${claims} where ${where} order by ${byColumns} limit ${last + 1})`
    );
    const byFields = sql.join(orderBy(sql`${sql.identifier(field)}`, order, sql`${sql.identifier('id')}`), sql`, `);
    return sql`with audit as ${audit} select ${total}, * from (${sql.join(pages, sql` union all `)}) as branches order by ${byFields} limit ${last - first + 1} offset ${first}`;
};

/** One page of a search, with the number of claims it matches; audited as `claims.search`. */
export const searchClaims = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    search: ClaimSearch,
    origin: Origin
): Promise<{ rows: ClaimRecord[]; total: number }> => {
    const result = (await executeStatement(db, searchStatement(db, desk, user, search, origin))) as {
        rows: (Record<string, unknown> & { total: number })[];
    };
    const rows = result.rows;
    // A page past the last claim has no row to carry the total: only then is it counted apart.
    const total = rows[0]?.total ?? (search.range.first === 0 ? 0 : await countMatching(db, desk, user, search));
    const now = Date.now();
    // The rows are made records where they are, not copied: a page is 25 objects of ~50 fields. The
    // total they also carry is not in a record's schema, so the answer leaves it out.
    for (const row of rows) {
        for (const field of NUMBER_FIELDS) if (row[field] !== null) row[field] = Number(row[field]);
        row.ageDays = ageInDays(row.receivedOn as string, now);
    }
    return { rows: rows as unknown as ClaimRecord[], total };
};

const countMatching = async (db: Executor, desk: ClaimDesk, user: ClaimUser, search: ClaimSearch) => {
    const branches = searchBranches(desk, scopeOf(desk, user), user, search.filter);
    const result = (await executeStatement(db, sql`select ${matchingCount(branches)} as "total"`)) as {
        rows: { total: number }[];
    };
    return result.rows[0]!.total;
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
    const detail = await readClaim(db, desk, user, id);
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
export const readClaim = async (db: Executor, desk: ClaimDesk, user: ClaimUser, id: number): Promise<ClaimDetail> => {
    const scope = scopeOf(desk, user);
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
        claim: toClaimRecord(row, hiddenFields(desk, scope)),
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
