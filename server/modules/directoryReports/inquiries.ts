import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { businessDueDate, dateInZone, isPastDue } from '../../../common/businessDays';
import {
    INQUIRY_DUE_BUSINESS_DAYS,
    type DirectoryInquiry,
    type MemberReportInput,
} from '../../../common/contract/directoryChanges';
import type { Locale } from '../../../i18n/types';
import type { Db, Executor } from '../../shared/database';
import { directoryRows, directoryTables } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { sourceRowOf } from '../publicDirectory';
import { inScope, scopeHas, type TableScope } from './scope';
import { directoryInquiries } from './tables';

export type InquiryRecord = typeof directoryInquiries.$inferSelect;

/** Most questions one queue page lists, the earliest due first. */
export const INQUIRY_LIST_MAX = 500;

/** The live listing row a public resource was made from, if any. */
const listingOf = async (db: Executor, resourceRef: string) => {
    const rowId = sourceRowOf(resourceRef);
    if (rowId === null) return null;
    const [row] = await db
        .select({ id: directoryRows.id, tableId: directoryRows.tableId, deletedAt: directoryRows.deletedAt })
        .from(directoryRows)
        .where(eq(directoryRows.id, rowId));
    return row && !row.deletedAt ? { rowId: row.id, tableId: row.tableId } : null;
};

/**
 * Keeps a member's report, due 1 business day after the day it arrived, audited without the member's
 * words or address. Answers the inquiry and the listing row it is about, when one row made the resource.
 */
export const openInquiry = async (
    db: Executor,
    origin: Origin,
    report: Omit<MemberReportInput, 'token' | 'nonce'>,
    language: Locale,
    now: Date
) => {
    const listing = await listingOf(db, report.resourceRef);
    const [inquiry] = await db
        .insert(directoryInquiries)
        .values({
            kind: report.kind,
            tableId: listing?.tableId ?? null,
            resourceRef: report.resourceRef,
            question: report.question,
            email: report.email,
            language,
            receivedAt: now,
            dueOn: businessDueDate(now, INQUIRY_DUE_BUSINESS_DAYS),
        })
        .returning();
    await recordAudit(db, origin, {
        action: 'directory.inquiryOpen',
        outcome: 'success',
        targetType: 'directoryInquiry',
        targetId: inquiry!.id,
        reason: `${report.kind} report on ${report.resourceRef}, due ${inquiry!.dueOn}`,
    });
    return { inquiry: inquiry!, listing };
};

const lateness = (inquiry: Pick<InquiryRecord, 'dueOn' | 'answeredAt'>, now: Date) =>
    inquiry.answeredAt ? dateInZone(inquiry.answeredAt) > inquiry.dueOn : isPastDue(inquiry.dueOn, now);

const toInquiry = (
    inquiry: InquiryRecord,
    tableName: string | null,
    changeId: string | null,
    now: Date
): DirectoryInquiry => ({
    id: inquiry.id,
    kind: inquiry.kind as DirectoryInquiry['kind'],
    tableId: inquiry.tableId,
    tableName,
    resourceRef: inquiry.resourceRef,
    question: inquiry.question,
    email: inquiry.email,
    receivedAt: inquiry.receivedAt.toISOString(),
    dueOn: inquiry.dueOn,
    late: lateness(inquiry, now),
    answer: inquiry.answer,
    answeredAt: inquiry.answeredAt?.toISOString() ?? null,
    answeredBy: inquiry.answeredByUsername,
    changeId,
});

/**
 * The scope's questions, unanswered (the earliest due first) or answered (the latest first). A question
 * about no known table is for admins only. `changeOf` names the change a reported error opened.
 */
export const listInquiries = async (
    db: Executor,
    scope: TableScope,
    answered: boolean,
    now: Date,
    changeOf: (inquiryIds: string[]) => Promise<Map<string, string>>
): Promise<DirectoryInquiry[]> => {
    const rows = await db
        .select({ inquiry: directoryInquiries, tableName: directoryTables.name })
        .from(directoryInquiries)
        .leftJoin(directoryTables, eq(directoryTables.id, directoryInquiries.tableId))
        .where(
            and(
                answered ? isNotNull(directoryInquiries.answeredAt) : isNull(directoryInquiries.answeredAt),
                inScope(scope, directoryInquiries.tableId)
            )
        )
        .orderBy(
            answered ? desc(directoryInquiries.answeredAt) : asc(directoryInquiries.dueOn),
            asc(directoryInquiries.receivedAt)
        )
        .limit(INQUIRY_LIST_MAX);
    const changes = await changeOf(rows.map(row => row.inquiry.id));
    return rows.map(row => toInquiry(row.inquiry, row.tableName, changes.get(row.inquiry.id) ?? null, now));
};

/** Records the answer of an unanswered question; undefined when it was answered meanwhile. */
export const settleInquiry = async (tx: Executor, actor: Actor, id: string, answer: string) => {
    const [settled] = await tx
        .update(directoryInquiries)
        .set({ answer, answeredAt: new Date(), answeredByUsername: actor.username })
        .where(and(eq(directoryInquiries.id, id), isNull(directoryInquiries.answeredAt)))
        .returning();
    return settled;
};

/** Staff answer a question in their scope (one outside it answers 404, as one that does not exist). */
export const answerInquiry = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    scope: TableScope,
    id: string,
    answer: string
): Promise<InquiryRecord> =>
    db.transaction(async tx => {
        const [inquiry] = await tx.select().from(directoryInquiries).where(eq(directoryInquiries.id, id));
        if (!inquiry || !scopeHas(scope, inquiry.tableId)) {
            throw new AppError(ErrorCode.notFound, 'directoryReports.errors.notFound');
        }
        const settled = await settleInquiry(tx, actor, id, answer);
        if (!settled) throw new AppError(ErrorCode.conflict, 'directoryReports.errors.answered');
        await recordAudit(tx, origin, {
            action: 'directory.inquiryAnswer',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryInquiry',
            targetId: id,
        });
        return settled;
    });
