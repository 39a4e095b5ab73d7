import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { CLAIM_FIELDS, type ClaimDesk, type ClaimField } from '../../../common/claims/desks';
import { claimFieldsOf } from '../../../common/claims/fieldsByRole';
import type { ClaimKind } from '../../../common/claims/vocabularies';
import type { ClaimDetail, ClaimFilterValues, ClaimRecord } from '../../../common/contract/claims';
import type { Executor } from '../../shared/database';
import { executeStatement, statementIdentity } from '../../shared/statementText';
import { claimAdjustments, claimChanges, claimDocuments, claimLines, claims, claimStatusHistory } from './tables';
import { actorOf, auditInsert, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import type { ListRange, ListSort } from '../../../common/contract/list';
import { orderBy } from '../../shared/listQuery';
import { claimVersion } from './claimVersion';
import { NOT_COUNTED, type SearchTotals } from './searchTotals';
import { checkSort, column, scopeCondition, scopeOf, searchBranches, type ClaimUser } from './claimQuery';

/** Claim query: search, summary and detail, each scoped to the caller and audited. */

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

const recordFields = new WeakMap<readonly ClaimField[], readonly ClaimField[]>();

/**
 * The fields of a role's records after the id, kind and age that every record holds: those the
 * role receives (`fieldsByRole.ts`), in the order of CLAIM_FIELDS, which is the order in which the
 * answer's serializer writes them, so that a page written by the database reads as the detail.
 */
export const recordFieldsOf = (desk: ClaimDesk, role: string): readonly ClaimField[] => {
    const received = claimFieldsOf(desk.profile, role);
    let fields = recordFields.get(received);
    if (!fields) {
        fields = CLAIM_FIELDS.filter(field => field !== 'kind' && received.includes(field));
        recordFields.set(received, fields);
    }
    return fields;
};

/** The record of a row for a role: its id, kind and age, and the fields of `recordFieldsOf`, no other. */
export const toClaimRecord = (
    row: Pick<ClaimRow, 'id' | ClaimField>,
    fields: readonly ClaimField[],
    now = Date.now()
): ClaimRecord => {
    // Filled in place, one field after another: a page or an export makes thousands of these, and
    // an object of ~50 fields built from entries and then spread is many times slower to make.
    const record: Record<string, unknown> = {
        id: row.id,
        kind: row.kind as ClaimKind,
        ageDays: ageInDays(row.receivedOn, now),
    };
    for (const field of fields) record[field] = row[field] ?? null;
    return record as unknown as ClaimRecord;
};

/** What the audit trail keeps of a search: the filter keys and values, never more than 500 characters. */
const describeSearch = (search: Omit<ClaimSearch, 'range'> & { range?: ListRange }) =>
    JSON.stringify({ filter: search.filter, sort: [search.sort.field, search.sort.order], range: search.range }).slice(
        0,
        500
    );

/**
 * A page's select list for a role's fields (`recordFieldsOf`), written once as text: each field of
 * the record under its name, in the record's order, so that a row of it is the record as JSON
 * (`row_to_json`): the id, kind and age in whole days since the claim was received (counted to
 * today's date in UTC), then only the fields the role receives, amounts as JSON numbers (numeric
 * written as float8: `12.50` as `12.5`, as JavaScript writes the number).
 */
const pageColumns = new WeakMap<readonly ClaimField[], SQL>();
const pageColumnsOf = (fields: readonly ClaimField[]) => {
    let columns = pageColumns.get(fields);
    if (!columns) {
        const valueOf = (field: ClaimField) => {
            const name = `"${claims[field].name}"`;
            return claims[field].getSQLType().startsWith('numeric') ? `${name}::float8` : name;
        };
        columns = sql.raw(
            [
                '"id"',
                `"${claims.kind.name}" as "kind"`,
                `greatest(0, (now() at time zone 'UTC')::date - "${claims.receivedOn.name}") as "ageDays"`,
                ...fields.map(field => `${valueOf(field)} as "${field}"`),
            ].join(', ')
        );
        pageColumns.set(fields, columns);
    }
    return columns;
};

/** How many claims a search's branches (`searchBranches`) hold, read off the indexes where they can be. */
const matchingCount = (branches: SQL[]): SQL =>
    sql`(select count(*) from (${sql.join(
        branches.map(where => sql`select 1 from ${claims} where ${where}`),
        sql` union all `
    )}) as matching)::int`;

/**
 * The one statement of a search page: its audit entry (a data-modifying `with`, written whether
 * or not a claim matches), and one row holding the claims' version (`claim_changes`), the number
 * of matching claims, the number of claims on the page and the page itself as JSON text — the
 * array of its records, written by the database, which the server sends as it is (the rows are
 * neither parsed by the driver nor made objects and written again by the server). One round trip
 * and one commit per search; the benchmark runs this very statement.
 * The matching claims are counted only when `known` (a total this server counted for the same
 * conditions) was counted at another version than the current one: over a million claims the count
 * is most of a page's cost, and the version moves with every write to claims.
 * A search split into branches (a provider NPI, billing or rendering) takes the page's first rows
 * of each branch in the page's order and merges them: each branch reads its own index in that
 * order and stops after the page, where one OR across the two indexes fetched and sorted every
 * match.
 */
export const searchQuery = (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    search: ClaimSearch,
    origin: Origin,
    totals?: SearchTotals
): { statement: SQL; countKey: string | undefined } => {
    const scope = scopeOf(desk, user);
    const branches = searchBranches(desk, scope, user, search.filter);
    checkSort(desk, user, search.sort.field);
    const audit = auditInsert(db, origin, {
        action: 'claims.search',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claims',
        reason: describeSearch(search),
    });
    const { field, order } = search.sort;
    const { first, last } = search.range;
    const columns = pageColumnsOf(recordFieldsOf(desk, user.role));
    const byColumns = sql.join(orderBy(column(field), order, claims.id), sql`, `);
    const byFields = sql.join(orderBy(sql`${sql.identifier(field)}`, order, sql`${sql.identifier('id')}`), sql`, `);
    const page =
        branches.length === 1
            ? sql`select ${columns} from ${claims} where ${branches[0]} order by ${byColumns} limit ${last - first + 1} offset ${first}`
            : sql`select * from (${sql.join(
                  branches.map(
                      where =>
                          sql`(select ${columns} from ${claims} where ${where} order by ${byColumns} limit ${last + 1})`
                  ),
                  sql` union all `
              )}) as branches order by ${byFields} limit ${last - first + 1} offset ${first}`;
    const count = matchingCount(branches);
    const countKey = totals && statementIdentity(count);
    const known = totals?.known(countKey) ?? NOT_COUNTED;
    // A CASE evaluates the count (an init plan) only when the kept total's version is not the current one.
    const total = sql`case when (select "version" from changes) = ${known.version}::bigint then ${known.total}::int else ${count} end`;
    // The records are joined in the page's order by their fields: a role sorts only by fields it receives (`checkSort`).
    const statement = sql`with audit as ${audit}, changes as (select ${claimChanges.version} as "version" from ${claimChanges}) select (select "version" from changes)::text as "version", ${total} as "total", count(*)::int as "count", coalesce('[' || string_agg(row_to_json(page)::text, ',' order by ${byFields}) || ']', '[]') as "records" from (${page}) as page`;
    return { statement, countKey };
};

/** The statement of a search page that counts its claims (`searchQuery`, nothing kept). */
export const searchStatement = (db: Executor, desk: ClaimDesk, user: ClaimUser, search: ClaimSearch, origin: Origin) =>
    searchQuery(db, desk, user, search, origin).statement;

/** A page of a search: its records as JSON text (an array of `ClaimRecord`), how many, and how many claims match. */
export interface SearchPage {
    records: string;
    count: number;
    total: number;
}

/**
 * One page of a search, with the number of claims it matches (kept in `totals` with the claims'
 * version, and counted again once that moved); audited as `claims.search`.
 */
export const searchClaims = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    search: ClaimSearch,
    origin: Origin,
    totals?: SearchTotals
): Promise<SearchPage> => {
    const { statement, countKey } = searchQuery(db, desk, user, search, origin, totals);
    const result = (await executeStatement(db, statement)) as { rows: (SearchPage & { version: string })[] };
    const { version, ...page } = result.rows[0]!;
    totals?.keep(countKey, { version, total: page.total });
    return page;
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
        claim: toClaimRecord(row, recordFieldsOf(desk, user.role)),
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
