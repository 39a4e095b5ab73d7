import { bigint, bigserial, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { directoryRows, users } from '../../db/schema';

/**
 * The verification campaign: one reminder e-mail per provider user, covering every listing of its
 * that falls due, and which listing it reminded of at which threshold — each listing is reminded once
 * per threshold of a verification cycle (its due date), whichever server sends.
 */
export const directoryReminderMessages = pgTable(
    'directory_reminder_messages',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        /** The address it went to, as it was then. */
        email: text('email').notNull(),
        sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
        /** SHA-256 of the token in the message's link; following the link marks it opened. */
        tokenHash: text('token_hash').notNull(),
        openedAt: timestamp('opened_at', { withTimezone: true }),
    },
    table => [uniqueIndex('directory_reminder_messages_token_key').on(table.tokenHash)]
);

export const directoryReminders = pgTable(
    'directory_reminders',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        messageId: uuid('message_id')
            .notNull()
            .references(() => directoryReminderMessages.id, { onDelete: 'cascade' }),
        rowId: bigint('row_id', { mode: 'number' })
            .notNull()
            .references(() => directoryRows.id, { onDelete: 'cascade' }),
        userId: uuid('user_id').notNull(),
        /** The due date of the verification cycle reminded of. */
        dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
        /** The threshold reached: days before the due date; 0 = the listing is overdue. */
        daysBefore: integer('days_before').notNull(),
    },
    table => [uniqueIndex('directory_reminders_once_key').on(table.rowId, table.userId, table.dueAt, table.daysBefore)]
);

/** A listing seen withdrawn from the public directory, once per verification cycle, for staff to follow up. */
export const directorySuppressions = pgTable(
    'directory_suppressions',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        rowId: bigint('row_id', { mode: 'number' })
            .notNull()
            .references(() => directoryRows.id, { onDelete: 'cascade' }),
        dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
        recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    },
    table => [uniqueIndex('directory_suppressions_once_key').on(table.rowId, table.dueAt)]
);
