import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { businessDueDate, isPastDue, dateInZone } from '../../../common/businessDays';
import {
    CHANGE_DUE_BUSINESS_DAYS,
    type ChangeSource,
    type ChangeStatus,
    type DirectoryChange,
} from '../../../common/contract/directoryChanges';
import { localized } from '../../../common/directory/columns';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/types';
import { translator } from '../../shared/i18n';
import type { Db, Executor } from '../../shared/database';
import { directoryRows, directoryTables, organisations } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { ownListingRow } from '../directory';
import { getRow, updateRow, type DirectoryRow } from '../directory';
import { getTable, type DirectoryTable } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import {
    directoryInquiries,
    inScope,
    scopeHas,
    settleInquiry,
    type InquiryRecord,
    type TableScope,
} from '../directoryReports';
import { directoryChanges } from './tables';

type ChangeRecord = typeof directoryChanges.$inferSelect;

/** Most changes one queue page lists: the oldest due first, so the late ones are never cut. */
export const CHANGE_LIST_MAX = 500;

/** A change is late while open past its due date, and stays late when decided after it. */
const lateness = (change: Pick<ChangeRecord, 'dueOn' | 'decidedAt'>, now: Date) =>
    change.decidedAt ? dateInZone(change.decidedAt) > change.dueOn : isPastDue(change.dueOn, now);

/** What a listing is called in the queue: its name columns, else its first column. */
export const listingName = (table: DirectoryTable, values: Record<string, unknown>): string => {
    const named = table.columns.filter(column => /name/i.test(column.name));
    const columns = named.length > 0 ? named : table.columns.slice(0, 1);
    return columns
        .map(column => values[column.name])
        .filter(value => value !== null && value !== undefined && value !== '')
        .map(String)
        .join(' ');
};

const refuseUnknownColumns = (table: DirectoryTable, values: Record<string, unknown>) => {
    for (const field of Object.keys(values)) {
        if (!table.columns.some(column => column.name === field)) {
            throw new AppError(ErrorCode.invalidInput, 'directoryChanges.errors.unknownColumn', { field }, { field });
        }
    }
};

export interface ChangeRequest {
    table: DirectoryTable;
    rowId: number;
    source: ChangeSource;
    proposed: Record<string, unknown>;
    note: string;
    requester?: Actor;
    inquiryId?: string;
    receivedAt: Date;
}

/** Opens a change due 2 business days after the day it was received, audited. */
export const openChange = async (db: Executor, origin: Origin, request: ChangeRequest): Promise<ChangeRecord> => {
    refuseUnknownColumns(request.table, request.proposed);
    const [change] = await db
        .insert(directoryChanges)
        .values({
            tableId: request.table.id,
            rowId: request.rowId,
            source: request.source,
            proposed: request.proposed,
            note: request.note,
            requestedBy: request.requester?.id ?? null,
            requestedByUsername: request.requester?.username ?? null,
            inquiryId: request.inquiryId ?? null,
            receivedAt: request.receivedAt,
            dueOn: businessDueDate(request.receivedAt, CHANGE_DUE_BUSINESS_DAYS),
        })
        .returning();
    await recordAudit(db, origin, {
        action: 'directory.changeOpen',
        outcome: 'success',
        actor: request.requester ? actorOf(request.requester) : undefined,
        targetType: 'directoryChange',
        targetId: change!.id,
        reason: `${request.source} change of row ${request.rowId} in table ${request.table.id}, due ${change!.dueOn}`,
    });
    return change!;
};

/** A provider asks for a correction of its own listing, any column, for staff to apply. */
export const proposeCorrection = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    npi: string | null,
    tableId: string,
    rowId: number,
    input: { values: Record<string, unknown>; note: string },
    now: Date
) => {
    const table = await getTable(db, tableId);
    await ownListingRow(db, table, rowId, npi);
    if (Object.keys(input.values).length === 0 && input.note === '') {
        throw new AppError(ErrorCode.invalidInput, 'directoryChanges.errors.nothingAsked');
    }
    return openChange(db, origin, {
        table,
        rowId,
        source: 'provider',
        proposed: input.values,
        note: input.note,
        requester: actor,
        receivedAt: now,
    });
};

const toChange = (
    change: ChangeRecord,
    table: DirectoryTable,
    row: { values: Record<string, unknown>; version: number },
    now: Date,
    locale: Locale
): DirectoryChange => ({
    id: change.id,
    tableId: table.id,
    tableName: table.name,
    rowId: change.rowId,
    listingName: listingName(table, row.values),
    rowVersion: row.version,
    source: change.source,
    proposed: change.proposed,
    current: row.values,
    columns: table.columns.map(column => ({ name: column.name, label: localized(column.label, locale) })),
    note: change.note,
    requestedBy: change.requestedByUsername,
    receivedAt: change.receivedAt.toISOString(),
    dueOn: change.dueOn,
    late: lateness(change, now),
    status: change.status,
    decidedAt: change.decidedAt?.toISOString() ?? null,
    decidedBy: change.decidedByUsername,
    reason: change.reason,
});

/** The queue: the scope's changes of one status, the earliest due first. */
export const listChanges = async (
    db: Executor,
    scope: TableScope,
    status: ChangeStatus,
    now: Date,
    locale: Locale
): Promise<DirectoryChange[]> => {
    const rows = await db
        .select({ change: directoryChanges, values: directoryRows.values, version: directoryRows.version })
        .from(directoryChanges)
        .innerJoin(directoryRows, eq(directoryRows.id, directoryChanges.rowId))
        .where(and(eq(directoryChanges.status, status), inScope(scope, directoryChanges.tableId)))
        .orderBy(
            status === 'open' ? asc(directoryChanges.dueOn) : desc(directoryChanges.decidedAt),
            asc(directoryChanges.receivedAt)
        )
        .limit(CHANGE_LIST_MAX);
    const tables = new Map<string, DirectoryTable>();
    const changes: DirectoryChange[] = [];
    for (const { change, values, version } of rows) {
        let table = tables.get(change.tableId);
        if (!table) tables.set(change.tableId, (table = await getTable(db, change.tableId)));
        changes.push(toChange(change, table, { values: values as Record<string, unknown>, version }, now, locale));
    }
    return changes;
};

/** The open change, if the scope reaches it; one outside the scope answers as one that does not exist. */
const openChangeInScope = async (db: Executor, scope: TableScope, id: string) => {
    const [change] = await db.select().from(directoryChanges).where(eq(directoryChanges.id, id)).for('update');
    if (!change || !scopeHas(scope, change.tableId)) {
        throw new AppError(ErrorCode.notFound, 'directoryChanges.errors.notFound');
    }
    if (change.status !== 'open') {
        throw new AppError(ErrorCode.conflict, 'directoryChanges.errors.decided', {}, { status: change.status });
    }
    return change;
};

export interface Decision {
    change: ChangeRecord;
    table: DirectoryTable;
    row: DirectoryRow;
    /** The member's question this decision answered, when a member reported the error. */
    answeredMember?: InquiryRecord;
}

/** Applies a change: the row is written as any staff edit (versioned, in its history, audited). */
export const applyChange = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    scope: TableScope,
    id: string,
    input: { version: number; values: Record<string, unknown> }
): Promise<Decision> =>
    db.transaction(async tx => {
        const change = await openChangeInScope(tx, scope, id);
        const table = await getTable(tx, change.tableId);
        refuseUnknownColumns(table, input.values);
        const row = await updateRow(tx, actor, origin, table, change.rowId, input);
        return { ...(await decide(tx, actor, origin, change, 'applied', null)), table, row };
    });

/** Rejects a change with the reason the provider and the member are told. */
export const rejectChange = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    scope: TableScope,
    id: string,
    reason: string
): Promise<Decision> =>
    db.transaction(async tx => {
        const change = await openChangeInScope(tx, scope, id);
        const table = await getTable(tx, change.tableId);
        const row = await getRow(tx, table, change.rowId);
        return { ...(await decide(tx, actor, origin, change, 'rejected', reason)), table, row };
    });

const decide = async (
    tx: Executor,
    actor: Actor,
    origin: Origin,
    change: ChangeRecord,
    status: 'applied' | 'rejected',
    reason: string | null
) => {
    const [decided] = await tx
        .update(directoryChanges)
        .set({ status, reason, decidedAt: sql`now()`, decidedByUsername: actor.username })
        .where(eq(directoryChanges.id, change.id))
        .returning();
    await recordAudit(tx, origin, {
        action: status === 'applied' ? 'directory.changeApply' : 'directory.changeReject',
        outcome: 'success',
        actor: actorOf(actor),
        targetType: 'directoryChange',
        targetId: change.id,
        changes: { status: { before: 'open', after: status } },
        reason: reason ?? undefined,
    });
    return { change: decided!, answeredMember: await answerReporter(tx, actor, decided!) };
};

/** The member who reported the error is answered with the outcome, in the language the report came in. */
const answerReporter = async (tx: Executor, actor: Actor, change: ChangeRecord) => {
    if (!change.inquiryId) return undefined;
    const [inquiry] = await tx
        .select({ language: directoryInquiries.language })
        .from(directoryInquiries)
        .where(eq(directoryInquiries.id, change.inquiryId));
    if (!inquiry) return undefined;
    const t = translator(isLocale(inquiry.language) ? inquiry.language : DEFAULT_LOCALE);
    const answer =
        change.status === 'applied'
            ? t('directoryChanges.memberAnswer.applied')
            : t('directoryChanges.memberAnswer.rejected', { reason: change.reason ?? '' });
    return settleInquiry(tx, actor, change.inquiryId, answer);
};

/** Assigns a table to the health plan whose staff answer for it (admins only reach this), audited. */
export const setTableOrganisation = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    tableId: string,
    organisationId: string | null
) =>
    db.transaction(async tx => {
        // Only an admin hands a table to a plan, whatever screens a grant opened to other roles.
        if (actor.role !== 'admin') throw new AppError(ErrorCode.forbidden, 'directoryChanges.errors.adminOnly');
        const table = await getTable(tx, tableId);
        if (organisationId !== null) {
            const [plan] = await tx
                .select({ kind: organisations.kind })
                .from(organisations)
                .where(eq(organisations.id, organisationId));
            if (plan?.kind !== 'health_plan') {
                throw new AppError(ErrorCode.invalidInput, 'directoryChanges.errors.notAHealthPlan');
            }
        }
        const [before] = await tx
            .select({ organisationId: directoryTables.organisationId })
            .from(directoryTables)
            .where(eq(directoryTables.id, table.id));
        await tx.update(directoryTables).set({ organisationId }).where(eq(directoryTables.id, table.id));
        await recordAudit(tx, origin, {
            action: 'directory.tableOwner',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryTable',
            targetId: table.id,
            changes: { organisationId: { before: before?.organisationId ?? null, after: organisationId } },
        });
        return { tableId: table.id, organisationId };
    });
