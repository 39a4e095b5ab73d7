import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { directoryRows, users } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { getRow, verifyRows } from '../directory';
import type { DirectoryTable } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import { directoryReminderMessages, directoryReminders, directorySuppressions } from './tables';
import { hashReminderToken } from './reminders';

/**
 * What staff do on one listing's verification clock: record a verification made by phone (with what
 * was said), keep an overdue listing public for a stated reason or release that hold, and read the
 * listing's campaign — who was reminded, when, whether they followed the link, and its withdrawals.
 */

/** Staff called the provider and confirmed the listing: verified now, by phone, with the note. */
export const recordPhoneVerification = async (
    db: Executor,
    actor: Actor,
    origin: Origin,
    table: DirectoryTable,
    id: number,
    note: string
) => {
    const [row] = await verifyRows(db, actor, origin, table, [id], { method: 'phone', note });
    return row!;
};

/** Holds the listing published with `reason`, or releases the hold (null); audited with before and after. */
export const setPublicationHold = async (
    db: Executor,
    actor: Actor,
    origin: Origin,
    table: DirectoryTable,
    id: number,
    reason: string | null
) =>
    db.transaction(async tx => {
        const current = await getRow(tx, table, id);
        if (current.deletedAt) throw new AppError(ErrorCode.conflict, 'directory.errors.rowDeleted', { id });
        if (reason === null && current.publicationHold === null)
            throw new AppError(ErrorCode.conflict, 'directoryAccuracy.errors.notHeld', { id });
        await tx
            .update(directoryRows)
            .set({
                publicationHold: reason,
                publicationHoldBy: reason === null ? null : actor.id,
                publicationHoldAt: reason === null ? null : sql`now()`,
                version: sql`${directoryRows.version} + 1`,
            })
            .where(and(eq(directoryRows.id, id), eq(directoryRows.tableId, table.id), isNull(directoryRows.deletedAt)));
        await recordAudit(tx, origin, {
            action: reason === null ? 'directory.publicationRelease' : 'directory.publicationHold',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryRow',
            targetId: `${table.id}/${id}`,
            changes: { publicationHold: { before: current.publicationHold, after: reason } },
            reason: reason ?? undefined,
        });
        return getRow(tx, table, id);
    });

export interface ListingCampaign {
    reminders: {
        sentAt: string;
        recipient: string;
        email: string;
        dueAt: string;
        /** Days before the due date; 0 = sent once overdue. */
        daysBefore: number;
        /** When the recipient followed the message's link; null = not yet. */
        openedAt: string | null;
    }[];
    /** Each time the listing was withdrawn from the public directory for want of verification. */
    suppressions: { recordedAt: string; dueAt: string }[];
}

/** The listing's campaign, newest first. */
export const listingCampaign = async (db: Executor, table: DirectoryTable, id: number): Promise<ListingCampaign> => {
    await getRow(db, table, id);
    const reminders = await db
        .select({
            sentAt: directoryReminderMessages.sentAt,
            recipient: users.username,
            email: directoryReminderMessages.email,
            dueAt: directoryReminders.dueAt,
            daysBefore: directoryReminders.daysBefore,
            openedAt: directoryReminderMessages.openedAt,
        })
        .from(directoryReminders)
        .innerJoin(directoryReminderMessages, eq(directoryReminderMessages.id, directoryReminders.messageId))
        .innerJoin(users, eq(users.id, directoryReminders.userId))
        .where(eq(directoryReminders.rowId, id))
        .orderBy(desc(directoryReminderMessages.sentAt), desc(directoryReminders.id));
    const suppressions = await db
        .select()
        .from(directorySuppressions)
        .where(eq(directorySuppressions.rowId, id))
        .orderBy(desc(directorySuppressions.recordedAt));
    return {
        reminders: reminders.map(reminder => ({
            ...reminder,
            sentAt: reminder.sentAt.toISOString(),
            dueAt: reminder.dueAt.toISOString(),
            openedAt: reminder.openedAt?.toISOString() ?? null,
        })),
        suppressions: suppressions.map(entry => ({
            recordedAt: entry.recordedAt.toISOString(),
            dueAt: entry.dueAt.toISOString(),
        })),
    };
};

/** Marks the reminder whose link carries `token` as opened (the first time only); whether the token is one. */
export const openReminder = async (db: Executor, token: string): Promise<boolean> => {
    const [message] = await db
        .update(directoryReminderMessages)
        .set({ openedAt: sql`coalesce(${directoryReminderMessages.openedAt}, now())` })
        .where(eq(directoryReminderMessages.tokenHash, hashReminderToken(token)))
        .returning({ id: directoryReminderMessages.id });
    return message !== undefined;
};
