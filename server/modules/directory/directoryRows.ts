import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { codePrefix, filterKind, isNumeric, SYSTEM_FIELDS, type SystemField } from '../../../common/directory/rows';
import {
    parseCell,
    parseRow,
    problemKey,
    type CellValue,
    type FieldProblem,
    type RowValues,
} from '../../../common/directory/values';
import { yieldToOtherRequests, type Executor } from '../../shared/database';
import { executeSelect } from '../../shared/statementText';
import { directoryRowHistory, directoryRows, directoryTables, users, type RowHistoryAction } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import {
    columnCondition,
    orderingExpression,
    sameValuesCondition,
    searchCondition,
    type ColumnFilter,
} from './directoryQuery';
import { ownerOfNewRows, refuseOthersRow, type RowActor } from './directoryOwnership';
import { verifiedSince, type DirectoryTable } from './directoryTables';
import {
    accuracyPolicy,
    verificationClock,
    type VerificationMethod,
    type VerificationState,
} from '../directoryAccuracy';
import { columnSortKey, keysetAfter, type KeysetCursor, type SortKey } from '../../shared/listQuery';
import { AppError, ErrorCode } from '../../shared/errors';
import type { ListRange, SortOrder } from '../../../common/contract/list';

/**
 * Rows of provider directory tables. Every change runs in one transaction: the row is
 * locked, its version checked (a stale edit is refused with the current row), values checked
 * by the shared type rules and the table's unique and key columns, then the row, its history
 * and the audit trail are written together — or nothing is.
 */

export interface DirectoryRow {
    id: number;
    tableId: string;
    version: number;
    values: RowValues;
    createdAt: string;
    updatedAt: string;
    /** Username of the last change. */
    updatedBy: string | null;
    deletedAt: string | null;
    verifiedAt: string | null;
    /** Username of the last attestation. */
    verifiedBy: string | null;
    /** Not verified within the last 90 days. */
    stale: boolean;
    /** How the last verification was made; null when never verified. */
    verifiedMethod: VerificationMethod | null;
    /** What staff noted of a verification by phone. */
    verifiedNote: string | null;
    /** When the next verification is due; null when never verified. */
    dueAt: string | null;
    verificationState: VerificationState;
    /** Why staff keep the listing public while overdue; null = no hold. */
    publicationHold: string | null;
    publicationHoldBy: string | null;
    publicationHoldAt: string | null;
}

export interface RowFilter {
    /** Text found in any text or code column. */
    q?: string;
    /** Only rows not verified within 90 days (true) or only verified ones (false). */
    stale?: boolean;
    /** The deleted rows instead of the live ones. */
    deleted?: boolean;
    columns?: Record<string, ColumnFilter>;
}

export interface RowSort {
    /** A column name or a system field. */
    field: string;
    order: SortOrder;
}

export interface RowQuery {
    filter?: RowFilter;
    sort?: RowSort;
    range: ListRange;
}

/** A change as the history keeps it: each changed field before and after. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export interface RowHistoryEntry {
    id: number;
    version: number;
    action: RowHistoryAction;
    changes: FieldChanges;
    at: string;
    actor: string | null;
}

/** How a change came: by hand (one audit entry per row) or in an import (audited once by the importer). */
export interface ChangeOptions {
    source?: 'edit' | 'import';
}

const updater = alias(users, 'row_updater');
const verifier = alias(users, 'row_verifier');
const holder = alias(users, 'row_holder');

const rowSelection = {
    id: directoryRows.id,
    tableId: directoryRows.tableId,
    version: directoryRows.version,
    values: directoryRows.values,
    createdAt: directoryRows.createdAt,
    updatedAt: directoryRows.updatedAt,
    updatedBy: updater.username,
    deletedAt: directoryRows.deletedAt,
    verifiedAt: directoryRows.verifiedAt,
    verifiedBy: verifier.username,
    stale: sql<boolean>`(${directoryRows.verifiedAt} is null or ${directoryRows.verifiedAt} < ${verifiedSince()})`,
    verifiedMethod: directoryRows.verifiedMethod,
    verifiedNote: directoryRows.verifiedNote,
    publicationHold: directoryRows.publicationHold,
    publicationHoldBy: holder.username,
    publicationHoldAt: directoryRows.publicationHoldAt,
};

const selectRows = (db: Executor) =>
    db
        .select(rowSelection)
        .from(directoryRows)
        .leftJoin(updater, eq(updater.id, directoryRows.updatedBy))
        .leftJoin(verifier, eq(verifier.id, directoryRows.verifiedBy))
        .leftJoin(holder, eq(holder.id, directoryRows.publicationHoldBy));

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRow = (row: SelectedRow): DirectoryRow => {
    const clock = verificationClock(row, new Date(), accuracyPolicy());
    return {
        id: Number(row.id),
        tableId: row.tableId,
        version: row.version,
        values: row.values as RowValues,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
        deletedAt: row.deletedAt?.toISOString() ?? null,
        verifiedAt: row.verifiedAt?.toISOString() ?? null,
        verifiedBy: row.verifiedBy,
        stale: Boolean(row.stale),
        verifiedMethod: row.verifiedMethod as VerificationMethod | null,
        verifiedNote: row.verifiedNote,
        dueAt: clock.dueAt?.toISOString() ?? null,
        verificationState: clock.state,
        publicationHold: row.publicationHold,
        publicationHoldBy: row.publicationHoldBy,
        publicationHoldAt: row.publicationHoldAt?.toISOString() ?? null,
    };
};

const SYSTEM_COLUMNS: Record<SystemField, PgColumn> = {
    id: directoryRows.id,
    version: directoryRows.version,
    createdAt: directoryRows.createdAt,
    updatedAt: directoryRows.updatedAt,
    verifiedAt: directoryRows.verifiedAt,
};

/** The fields a list can be sorted by: the system fields, then the columns. */
export const sortFields = (table: DirectoryTable): string[] => [
    ...SYSTEM_FIELDS,
    ...table.columns.map(column => column.name),
];

/** What a sort orders by; a field the table does not have is a 400 naming it. */
export const sortOrdering = (table: DirectoryTable, sort: RowSort): SQL => {
    const column = table.columns.find(candidate => candidate.name === sort.field);
    const system = SYSTEM_COLUMNS[sort.field as SystemField] as PgColumn | undefined;
    const ordering = column ? orderingExpression(column) : system && sql`${system}`;
    if (!ordering) {
        throw new AppError(ErrorCode.invalidInput, 'server.list.sortField', {
            parameter: 'sort',
            value: sort.field,
            allowed: sortFields(table).join(', '),
        });
    }
    return ordering;
};

/**
 * The statement of a page: its rows, each carrying the number of rows the filter keeps and the
 * table's definition version as the database has it now (both computed once per statement), so
 * that a page, its total and the check of the definition it was built from cost one round trip.
 * A page with no row carries neither: `figures` reads them alone. The benchmark runs these very
 * statements without the API.
 */
export const rowPageStatements = (db: Executor, table: DirectoryTable, query: RowQuery) => {
    const where = rowConditions(table, query.filter ?? {});
    const sort = query.sort ?? { field: 'id', order: 'ASC' };
    const ordering = sortOrdering(table, sort);
    const direction = sql.raw(sort.order === 'DESC' ? 'desc' : 'asc');
    const order = [sql`${ordering} ${direction} nulls last`, sql`${directoryRows.id} ${direction}`];
    // The page's ids first (an index walk that stops after the page), then their users' names.
    const pageIds = db
        .select({ pageId: sql<number>`${directoryRows.id}`.as('page_id') })
        .from(directoryRows)
        .where(where)
        .orderBy(...order)
        .limit(query.range.last - query.range.first + 1)
        .offset(query.range.first)
        .as('page');
    const figures = {
        // Counting stops after COUNT_LIMIT + 1 rows: a page of a million-row table costs a page.
        total: sql<number>`(select count(*)::int from (select 1 from ${directoryRows} where ${where} limit ${COUNT_LIMIT + 1}) as counted)`,
        definitionVersion: sql<
            number | null
        >`(select ${directoryTables.definitionVersion} from ${directoryTables} where ${directoryTables.id} = ${table.id})`,
    };
    return {
        page: db
            .select({ ...rowSelection, ...figures })
            .from(directoryRows)
            .leftJoin(updater, eq(updater.id, directoryRows.updatedBy))
            .leftJoin(verifier, eq(verifier.id, directoryRows.verifiedBy))
            .leftJoin(holder, eq(holder.id, directoryRows.publicationHoldBy))
            .innerJoin(pageIds, eq(pageIds.pageId, directoryRows.id))
            .orderBy(...order),
        figures: db.select(figures).from(sql`(values (1)) as one`),
    };
};

/**
 * Rows counted exactly; a filter that keeps more is answered "more than COUNT_LIMIT" (the
 * database's own estimates know nothing of values inside the JSON of a row).
 */
export const COUNT_LIMIT = 1_000;

/**
 * One page of a table's rows and the number of rows the filter keeps, exact up to COUNT_LIMIT;
 * with the definition version the table has in the database when the page was read (null: no such
 * table), for callers that built the query from a definition they kept.
 */
export const listRows = async (
    db: Executor,
    table: DirectoryTable,
    query: RowQuery
): Promise<{ rows: DirectoryRow[]; total: number; exact: boolean; definitionVersion: number | null }> => {
    const statements = rowPageStatements(db, table, query);
    const rows = await executeSelect(db, statements.page);
    const [figures] = rows.length > 0 ? rows : await executeSelect(db, statements.figures);
    const total = figures?.total ?? 0;
    return {
        rows: rows.map(toRow),
        total,
        exact: total <= COUNT_LIMIT,
        definitionVersion: figures?.definitionVersion ?? null,
    };
};

/**
 * Every row a filter matches, in batches in id order (keyset paging, so the millionth row
 * costs what the first does): for imports, which compare a file with the table, and exports.
 */
export async function* rowBatches(
    db: Executor,
    table: DirectoryTable,
    filter: RowFilter = {},
    batchSize = 5000
): AsyncGenerator<DirectoryRow[]> {
    const where = rowConditions(table, filter);
    let after = 0;
    for (;;) {
        if (after > 0) await yieldToOtherRequests();
        const rows = await selectRows(db)
            .where(and(where, sql`${directoryRows.id} > ${after}`))
            .orderBy(directoryRows.id)
            .limit(batchSize);
        if (rows.length === 0) return;
        yield rows.map(toRow);
        after = Number(rows[rows.length - 1]!.id);
        if (rows.length < batchSize) return;
    }
}

/**
 * Every row a filter matches, in batches in a list's sort, read by keyset (each batch after the
 * last row of the one before, so the millionth row costs what the first does): for exports.
 */
export async function* sortedRowBatches(
    db: Executor,
    table: DirectoryTable,
    filter: RowFilter,
    sort: RowSort,
    batchSize: number
): AsyncGenerator<DirectoryRow[]> {
    const where = rowConditions(table, filter);
    const ordering = sortOrdering(table, sort);
    const column = table.columns.find(candidate => candidate.name === sort.field);
    const key: SortKey = column
        ? { expression: ordering, type: isNumeric(column) ? 'numeric' : 'text', notNull: false }
        : columnSortKey(SYSTEM_COLUMNS[sort.field as SystemField]);
    const direction = sql.raw(sort.order === 'DESC' ? 'desc' : 'asc');
    let cursor: KeysetCursor | undefined;
    for (;;) {
        if (cursor) await yieldToOtherRequests();
        const rows = await db
            .select({ ...rowSelection, sortKey: sql<string | null>`(${ordering})::text` })
            .from(directoryRows)
            .leftJoin(updater, eq(updater.id, directoryRows.updatedBy))
            .leftJoin(verifier, eq(verifier.id, directoryRows.verifiedBy))
            .leftJoin(holder, eq(holder.id, directoryRows.publicationHoldBy))
            .where(cursor ? and(where, keysetAfter(key, sort.order, directoryRows.id, cursor)) : where)
            .orderBy(sql`${ordering} ${direction} nulls last`, sql`${directoryRows.id} ${direction}`)
            .limit(batchSize);
        if (rows.length === 0) return;
        yield rows.map(toRow);
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        cursor = { key: last.sortKey, id: Number(last.id) };
    }
}

const rowConditions = (table: DirectoryTable, filter: RowFilter): SQL => {
    const conditions: (SQL | undefined)[] = [
        eq(directoryRows.tableId, table.id),
        filter.deleted ? sql`${directoryRows.deletedAt} is not null` : sql`${directoryRows.deletedAt} is null`,
        filter.stale === undefined
            ? undefined
            : filter.stale
              ? sql`(${directoryRows.verifiedAt} is null or ${directoryRows.verifiedAt} < ${verifiedSince()})`
              : sql`${directoryRows.verifiedAt} >= ${verifiedSince()}`,
        filter.q ? searchCondition(table.columns, filter.q) : undefined,
        ...Object.entries(filter.columns ?? {}).map(([name, columnFilter]) =>
            columnCondition(columnNamed(table, name, 'filter'), columnFilter)
        ),
    ];
    return and(...conditions)!;
};

const columnNamed = (table: DirectoryTable, name: string, parameter: string): ColumnDefinition => {
    const column = table.columns.find(candidate => candidate.name === name);
    if (!column) {
        throw new AppError(ErrorCode.invalidInput, 'server.list.filterKey', {
            parameter,
            key: name,
            allowed: [...['q', 'stale', 'deleted'], ...table.columns.map(candidate => candidate.name)].join(', '),
        });
    }
    return column;
};

/** Longest text of a text filter, and most values of a list filter. */
export const FILTER_TEXT_MAX = 200;
export const FILTER_VALUES_MAX = 50;

/**
 * Reads the `filter` of a list (a JSON object: `q`, `stale`, `deleted` and column names) into
 * conditions checked against the table: an unknown key or a value the column cannot hold is a
 * 400 refusal naming it.
 */
export const parseRowFilter = (table: DirectoryTable, raw: Record<string, unknown>): RowFilter => {
    const filter: RowFilter = { columns: {} };
    for (const [key, value] of Object.entries(raw)) {
        if (value === undefined || value === null || value === '') continue;
        if (key === 'q') {
            filter.q = textFilter(value, { name: 'q', label: { en: 'q' } } as ColumnDefinition);
        } else if (key === 'stale' || key === 'deleted') {
            if (typeof value !== 'boolean') {
                throw new AppError(
                    ErrorCode.invalidInput,
                    'directory.errors.filterFlag',
                    { field: key },
                    { field: `filter.${key}` }
                );
            }
            filter[key] = value;
        } else {
            const column = columnNamed(table, key, 'filter');
            filter.columns![key] = columnFilter(column, value);
        }
    }
    return filter;
};

const columnFilter = (column: ColumnDefinition, value: unknown): ColumnFilter => {
    const optional = { ...column, required: false, key: false };
    const kind = filterKind(column);
    const checked = (input: unknown) => {
        const result = parseCell(optional, input);
        if (result.problem) {
            throw new AppError(
                ErrorCode.invalidInput,
                problemKey(result.problem),
                {
                    ...result.problem.params,
                    column: { localized: column.label },
                },
                { field: `filter.${column.name}` }
            );
        }
        return result.value;
    };
    switch (kind) {
        case 'range': {
            if (
                typeof value !== 'object' ||
                Array.isArray(value) ||
                Object.keys(value!).some(end => end !== 'gte' && end !== 'lte')
            ) {
                throw filterRefusal(column, 'directory.errors.filterRange');
            }
            const { gte, lte } = value as { gte?: unknown; lte?: unknown };
            const end = (input: unknown) =>
                input === undefined ? undefined : ((checked(input) as string | number | null) ?? undefined);
            return { kind, gte: end(gte), lte: end(lte) };
        }
        case 'anyOf':
        case 'overlaps': {
            const values = Array.isArray(value) ? value : [value];
            if (values.length > FILTER_VALUES_MAX) throw filterRefusal(column, 'directory.errors.filterValues');
            const parsed = values.flatMap(item => {
                const result = checked(kind === 'overlaps' && typeof item === 'string' ? [item] : item);
                return Array.isArray(result) ? result : result === null ? [] : [result];
            });
            return kind === 'anyOf' ? { kind, values: parsed } : { kind, values: parsed.map(String) };
        }
        case 'prefix': {
            const text = codePrefix(column, textFilter(value, column));
            if (text === undefined) throw filterRefusal(column, 'directory.errors.filterPrefix');
            return { kind, text };
        }
        default:
            return { kind, text: textFilter(value, column) };
    }
};

const textFilter = (value: unknown, column: ColumnDefinition): string => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
    if (text === undefined || text.length > FILTER_TEXT_MAX) throw filterRefusal(column, 'directory.errors.filterText');
    return text;
};

const filterRefusal = (
    column: ColumnDefinition,
    key:
        | 'directory.errors.filterRange'
        | 'directory.errors.filterText'
        | 'directory.errors.filterValues'
        | 'directory.errors.filterPrefix'
) =>
    new AppError(
        ErrorCode.invalidInput,
        key,
        {
            column: { localized: column.label },
            max: key === 'directory.errors.filterText' ? FILTER_TEXT_MAX : FILTER_VALUES_MAX,
        },
        { field: `filter.${column.name}` }
    );

/** The row `id` of the table (deleted ones included); a 404 refusal when there is none. */
export const getRow = async (db: Executor, table: DirectoryTable, id: number): Promise<DirectoryRow> => {
    const [row] = await selectRows(db).where(and(eq(directoryRows.tableId, table.id), eq(directoryRows.id, id)));
    if (!row) throw new AppError(ErrorCode.notFound, 'directory.errors.rowNotFound', { id });
    return toRow(row);
};

/**
 * The live row whose key columns hold the same values as `values`, if any: how an import tells
 * an update from a new row. Undefined when the table has no key or a key value is missing.
 */
export const findRowByKey = async (
    db: Executor,
    table: DirectoryTable,
    values: RowValues
): Promise<DirectoryRow | undefined> => {
    const keyColumns = table.columns.filter(column => column.key);
    if (keyColumns.length === 0 || keyColumns.some(column => values[column.name] == null)) return undefined;
    const [row] = await selectRows(db)
        .where(
            and(
                eq(directoryRows.tableId, table.id),
                sql`${directoryRows.deletedAt} is null`,
                sameValuesCondition(keyColumns, values)
            )
        )
        .limit(1);
    return row ? toRow(row) : undefined;
};

/** Adds a row: every required and key column given, values by the type rules, no duplicates. */
export const createRow = async (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    input: Record<string, unknown>,
    options: ChangeOptions = {}
): Promise<DirectoryRow> =>
    db.transaction(async tx => {
        refuseWhileImporting(table, options);
        const ownerOrganisationId = ownerOfNewRows(table, actor);
        const values = checkedValues(table, input, { partial: false });
        await refuseDuplicates(tx, table, values);
        const [inserted] = await tx
            .insert(directoryRows)
            .values({ tableId: table.id, values, createdBy: actor.id, updatedBy: actor.id, ownerOrganisationId })
            .returning({ id: directoryRows.id });
        const id = Number(inserted!.id);
        const changes = fieldChanges({}, values);
        await recordChange(tx, actor, origin, table, { id, version: 1 }, 'create', changes, options);
        return getRow(tx, table, id);
    });

/**
 * Changes the given fields of a row made from `version`. A stale version is refused with a 409
 * whose `data.current` is the row as it is now, so the editor can show both.
 */
export const updateRow = async (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    id: number,
    edit: { version: number; values: Record<string, unknown> },
    options: ChangeOptions = {}
): Promise<DirectoryRow> =>
    db.transaction(async tx => {
        refuseWhileImporting(table, options);
        const current = await lockedRow(tx, actor, table, id, edit.version);
        if (current.deletedAt) throw new AppError(ErrorCode.conflict, 'directory.errors.rowDeleted', { id });
        const changed = checkedValues(table, edit.values, { partial: true });
        const values = { ...current.values, ...changed };
        const changes = fieldChanges(current.values, values);
        if (Object.keys(changes).length === 0) return current;
        await refuseDuplicates(tx, table, values, id);
        await tx
            .update(directoryRows)
            .set({ values, version: current.version + 1, updatedAt: sql`now()`, updatedBy: actor.id })
            .where(eq(directoryRows.id, id));
        await recordChange(tx, actor, origin, table, { id, version: current.version + 1 }, 'update', changes, options);
        return getRow(tx, table, id);
    });

/** Soft-deletes a row: it leaves the lists and the unique checks, and can be restored. */
export const deleteRow = (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    id: number,
    version?: number,
    options: ChangeOptions = {}
) => setDeleted(db, actor, origin, table, id, version, true, options);

/** Brings a deleted row back, provided no live row took its unique or key values meanwhile. */
export const restoreRow = (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    id: number,
    version?: number
) => setDeleted(db, actor, origin, table, id, version, false);

const setDeleted = async (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    id: number,
    version: number | undefined,
    deleted: boolean,
    options: ChangeOptions = {}
): Promise<DirectoryRow> =>
    db.transaction(async tx => {
        refuseWhileImporting(table, options);
        const current = await lockedRow(tx, actor, table, id, version);
        if (Boolean(current.deletedAt) === deleted) {
            throw new AppError(
                ErrorCode.conflict,
                deleted ? 'directory.errors.rowDeleted' : 'directory.errors.rowNotDeleted',
                { id }
            );
        }
        if (!deleted) await refuseDuplicates(tx, table, current.values, id);
        await tx
            .update(directoryRows)
            .set({
                version: current.version + 1,
                deletedAt: deleted ? sql`now()` : null,
                deletedBy: deleted ? actor.id : null,
                updatedAt: sql`now()`,
                updatedBy: actor.id,
            })
            .where(eq(directoryRows.id, id));
        const changes = { deleted: { before: !deleted, after: deleted } };
        await recordChange(
            tx,
            actor,
            origin,
            table,
            { id, version: current.version + 1 },
            deleted ? 'delete' : 'restore',
            changes,
            options
        );
        return getRow(tx, table, id);
    });

/** How a verification was made: attestation unless said otherwise; a phone call carries the staff's note. */
export interface VerificationMade {
    method: VerificationMethod;
    note?: string | null;
}

/** Marks live rows as verified now by `actor` (the 90-day attestation, by default); returns them. */
export const verifyRows = async (
    db: Executor,
    actor: RowActor,
    origin: Origin,
    table: DirectoryTable,
    ids: number[],
    how: VerificationMade = { method: 'attestation' }
): Promise<DirectoryRow[]> =>
    db.transaction(async tx => {
        refuseWhileImporting(table, {});
        const verified: DirectoryRow[] = [];
        for (const id of ids) {
            const current = await lockedRow(tx, actor, table, id, undefined);
            if (current.deletedAt) throw new AppError(ErrorCode.conflict, 'directory.errors.rowDeleted', { id });
            const [updated] = await tx
                .update(directoryRows)
                .set({
                    version: current.version + 1,
                    verifiedAt: sql`now()`,
                    verifiedBy: actor.id,
                    verifiedMethod: how.method,
                    verifiedNote: how.note ?? null,
                })
                .where(eq(directoryRows.id, id))
                .returning({ verifiedAt: directoryRows.verifiedAt });
            const changes: FieldChanges = {
                verifiedAt: { before: current.verifiedAt, after: updated!.verifiedAt!.toISOString() },
                verifiedMethod: { before: current.verifiedMethod, after: how.method },
                ...(how.note ? { verifiedNote: { before: current.verifiedNote, after: how.note } } : {}),
            };
            await recordChange(tx, actor, origin, table, { id, version: current.version + 1 }, 'verify', changes, {});
            verified.push(await getRow(tx, table, id));
        }
        return verified;
    });

/**
 * Marks rows an import confirmed as verified now by `actor`, by `method` (a roster, the NPPES
 * registry), in one statement: each row still at the version the import read (or wrote), and live.
 * Each gets its `verify` history entry; the import's own audit entry covers them all.
 */
export const verifyImportedRows = async (
    tx: Executor,
    actor: RowActor,
    table: DirectoryTable,
    rows: readonly { id: number; version: number }[],
    method: Extract<VerificationMethod, 'roster' | 'nppes'>
) => {
    if (rows.length === 0) return;
    const instant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await tx.execute(sql`
        with confirmed as (
            select r.id, r.verified_at, r.verified_method
            from directory_rows r
            join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(id bigint, version int)
                on c.id = r.id and c.version = r.version
            where r.table_id = ${table.id}::uuid and r.deleted_at is null
            for update of r
        ), verified as (
            update directory_rows r
            set version = r.version + 1, verified_at = now(), verified_by = ${actor.id}::uuid,
                verified_method = ${method}, verified_note = null
            from confirmed
            where r.id = confirmed.id
            returning r.id, r.version, r.verified_at, confirmed.verified_at as verified_before,
                confirmed.verified_method as method_before
        )
        insert into directory_row_history (row_id, table_id, version, action, changes, actor_id, actor_username)
        select id, ${table.id}::uuid, version, 'verify',
            jsonb_build_object(
                'verifiedAt', jsonb_build_object('before', ${instant(sql.raw('verified_before'))}, 'after', ${instant(sql.raw('verified_at'))}),
                'verifiedMethod', jsonb_build_object('before', method_before, 'after', ${method}::text)
            ),
            ${actor.id}::uuid, ${actor.username}
        from verified`);
};

/** Every change of a row, newest first. */
export const rowHistory = async (db: Executor, table: DirectoryTable, id: number): Promise<RowHistoryEntry[]> => {
    await getRow(db, table, id);
    const entries = await db
        .select()
        .from(directoryRowHistory)
        .where(eq(directoryRowHistory.rowId, id))
        .orderBy(sql`${directoryRowHistory.id} desc`);
    return entries.map(entry => ({
        id: Number(entry.id),
        version: entry.version,
        action: entry.action,
        changes: entry.changes as FieldChanges,
        at: entry.at.toISOString(),
        actor: entry.actorUsername,
    }));
};

/**
 * Adds many already-checked rows at once (demo data, imports, benchmarks): each batch is one
 * statement with one JSON parameter unpacked by the database (no per-row parameters, no
 * per-row history). Callers check values with `parseRow` first.
 */
export const insertRows = async (
    db: Executor,
    table: DirectoryTable,
    rows: readonly { values: RowValues; verifiedAt?: Date | null; ownerOrganisationId?: string | null }[],
    actorId: string | null,
    batchSize = 5000
) => {
    for (let start = 0; start < rows.length; start += batchSize) {
        const batch = rows.slice(start, start + batchSize).map(row => ({
            v: row.values,
            at: row.verifiedAt?.toISOString() ?? null,
            o: row.ownerOrganisationId ?? null,
        }));
        await insertRecords(db, table, JSON.stringify(batch), actorId);
    }
};

/**
 * Adds rows whose checked values are JSON text already — an import's additions, one object a
 * line, lines separated by `\n` — in one statement, without a JavaScript string per row.
 */
export const insertValueLines = async (
    db: Executor,
    table: DirectoryTable,
    lines: string,
    actorId: string | null,
    ownerOrganisationId: string | null = null,
    verifiedBy: VerificationMethod | null = null
) => {
    const fields = JSON.stringify({
        o: ownerOrganisationId,
        ...(verifiedBy ? { at: new Date().toISOString(), m: verifiedBy } : {}),
    }).slice(0, -1);
    await insertRecords(db, table, `[${fields},"v":${lines.replaceAll('\n', `},${fields},"v":`)}}]`, actorId);
};

/**
 * The rows of a JSON array `[{"v": values, "at": verified at or absent, "m": how verified or
 * absent, "o": owning organisation or absent}, …]`, unpacked by the database.
 */
const insertRecords = (db: Executor, table: DirectoryTable, records: string, actorId: string | null) =>
    db.execute(sql`
        insert into directory_rows (table_id, "values", created_by, updated_by, verified_at, verified_by, verified_method, owner_organisation_id)
        select ${table.id}::uuid, r.v, ${actorId}::uuid, ${actorId}::uuid, r.at, case when r.at is null then null else ${actorId}::uuid end, r.m, r.o
        from jsonb_to_recordset(${records}::jsonb) as r(v jsonb, at timestamptz, m text, o uuid)`);

/** The row locked for the transaction, its version checked when one is given. */
const lockedRow = async (
    tx: Executor,
    actor: RowActor,
    table: DirectoryTable,
    id: number,
    version: number | undefined
) => {
    const [owner] = await tx
        .select({ ownerOrganisationId: directoryRows.ownerOrganisationId })
        .from(directoryRows)
        .where(and(eq(directoryRows.id, id), eq(directoryRows.tableId, table.id)))
        .for('update');
    const current = await getRow(tx, table, id);
    refuseOthersRow(table, actor, { id, ownerOrganisationId: owner?.ownerOrganisationId ?? null });
    if (version !== undefined && version !== current.version) {
        throw new AppError(
            ErrorCode.conflict,
            'directory.errors.stale',
            { sent: version, current: current.version },
            { current }
        );
    }
    return current;
};

/** Values by the type rules; the first problem refused with a 400 naming the column, all listed in `data`. */
const checkedValues = (
    table: DirectoryTable,
    input: Record<string, unknown>,
    options: { partial: boolean }
): RowValues => {
    const { values, problems } = parseRow(table.columns, input, options);
    if (problems.length > 0) throw valueRefusal(table, problems);
    return values;
};

const valueRefusal = (table: DirectoryTable, problems: FieldProblem[]) => {
    const [first] = problems as [FieldProblem, ...FieldProblem[]];
    const column = table.columns.find(candidate => candidate.name === first.field);
    return new AppError(
        ErrorCode.invalidInput,
        problemKey(first.problem),
        {
            ...first.problem.params,
            field: first.field,
            column: column ? { localized: column.label } : first.field,
        },
        { field: first.field, problems: problems.map(({ field, problem }) => ({ field, code: problem.code })) }
    );
};

/**
 * Makes the caller the table's only writer of key and unique values until its transaction ends:
 * a check of those values and the write that follows are then one step.
 */
export const lockTableWrites = async (tx: Executor, table: Pick<DirectoryTable, 'id'>) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`directory:${table.id}`}, 0))`);
};

/**
 * Tables whose rows an import writes in slices of their own transactions (on the embedded
 * database): until it is applied or taken back, a change by hand is refused, as the import's
 * undo would otherwise overwrite it. Kept by table id: one process opens an embedded database.
 */
const tablesImporting = new Set<string>();

/** Reserves the table's rows for an import written in slices; the returned function releases them. */
export const reserveRowsForImport = (table: Pick<DirectoryTable, 'id'>) => {
    tablesImporting.add(table.id);
    return () => void tablesImporting.delete(table.id);
};

const refuseWhileImporting = (table: Pick<DirectoryTable, 'id'>, options: ChangeOptions) => {
    if (options.source !== 'import' && tablesImporting.has(table.id))
        throw new AppError(ErrorCode.conflict, 'directory.errors.importRunning');
};

/** The columns whose values no two live rows may share: each unique column, and the key columns together. */
export const distinctColumnGroups = (table: Pick<DirectoryTable, 'columns'>): ColumnDefinition[][] => {
    const keyColumns = table.columns.filter(column => column.key);
    return [
        ...table.columns.filter(column => column.unique).map(column => [column]),
        ...(keyColumns.length > 0 ? [keyColumns] : []),
    ];
};

/**
 * Refuses values another live row already holds in a unique column, or in the key columns
 * together. A per-table lock makes the check and the write one step for concurrent writers.
 */
const refuseDuplicates = async (tx: Executor, table: DirectoryTable, values: RowValues, exceptId?: number) => {
    // A missing value is never a duplicate.
    const checks = distinctColumnGroups(table).filter(columns => columns.every(column => values[column.name] != null));
    if (checks.length === 0) return;
    await lockTableWrites(tx, table);
    for (const columns of checks) {
        const [duplicate] = await tx
            .select({ id: directoryRows.id })
            .from(directoryRows)
            .where(
                and(
                    eq(directoryRows.tableId, table.id),
                    sql`${directoryRows.deletedAt} is null`,
                    exceptId === undefined ? undefined : sql`${directoryRows.id} <> ${exceptId}`,
                    sameValuesCondition(columns, values)
                )
            )
            .limit(1);
        if (duplicate) {
            const [column] = columns as [ColumnDefinition];
            throw new AppError(
                ErrorCode.conflict,
                'directory.value.duplicate',
                {
                    column: { localized: column.label },
                    value: columns.map(each => String(values[each.name])).join(' / '),
                },
                { field: column.name, rowId: Number(duplicate.id) }
            );
        }
    }
};

const fieldChanges = (before: RowValues, after: RowValues): FieldChanges => {
    const changes: FieldChanges = {};
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
        const was: CellValue = before[name] ?? null;
        const now: CellValue = after[name] ?? null;
        if (JSON.stringify(was) !== JSON.stringify(now)) changes[name] = { before: was, after: now };
    }
    return changes;
};

const AUDIT_ACTION: Record<
    Exclude<RowHistoryAction, 'import'>,
    | 'directory.rowCreate'
    | 'directory.rowUpdate'
    | 'directory.rowDelete'
    | 'directory.rowRestore'
    | 'directory.rowVerify'
> = {
    create: 'directory.rowCreate',
    update: 'directory.rowUpdate',
    delete: 'directory.rowDelete',
    restore: 'directory.rowRestore',
    verify: 'directory.rowVerify',
};

/** The row's history entry, and its audit entry unless an import audits the whole file. */
const recordChange = async (
    tx: Executor,
    actor: Actor,
    origin: Origin,
    table: DirectoryTable,
    row: { id: number; version: number },
    action: Exclude<RowHistoryAction, 'import'>,
    changes: FieldChanges,
    options: ChangeOptions
) => {
    const imported = options.source === 'import';
    await tx.insert(directoryRowHistory).values({
        rowId: row.id,
        tableId: table.id,
        version: row.version,
        action: imported ? 'import' : action,
        changes,
        actorId: actor.id,
        actorUsername: actor.username,
    });
    if (imported) return;
    await recordAudit(tx, origin, {
        action: AUDIT_ACTION[action],
        outcome: 'success',
        actor: actorOf(actor),
        targetType: 'directoryRow',
        targetId: `${table.id}/${row.id}`,
        changes,
    });
};
