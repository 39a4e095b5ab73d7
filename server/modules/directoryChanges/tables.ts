import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChangeSource, ChangeStatus } from '../../../common/contract/directoryChanges';
import { directoryInquiries } from '../directoryReports/tables';
import { directoryRows, directoryTables } from '../../db/schema';

/**
 * A change asked of a directory listing — a provider's correction or an error a member reported —
 * due within 2 business days of receipt. Staff apply it (the row changes through the ordinary,
 * audited row write) or reject it with a reason; the request stays as the record of both.
 */
export const directoryChanges = pgTable(
    'directory_changes',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        rowId: bigint('row_id', { mode: 'number' })
            .notNull()
            .references(() => directoryRows.id, { onDelete: 'cascade' }),
        source: text('source').$type<ChangeSource>().notNull(),
        /** The values asked for, by column name; empty when a member only described the error. */
        proposed: jsonb('proposed').$type<Record<string, unknown>>().notNull().default({}),
        note: text('note').notNull().default(''),
        requestedBy: uuid('requested_by'),
        requestedByUsername: text('requested_by_username'),
        /** The member's report this change came from; its e-mail address is where the outcome goes. */
        inquiryId: uuid('inquiry_id').references(() => directoryInquiries.id, { onDelete: 'set null' }),
        receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
        dueOn: date('due_on').notNull(),
        status: text('status').$type<ChangeStatus>().notNull().default('open'),
        decidedAt: timestamp('decided_at', { withTimezone: true }),
        decidedByUsername: text('decided_by_username'),
        reason: text('reason'),
    },
    table => [
        index('directory_changes_open_due_idx')
            .on(table.dueOn)
            .where(sql`${table.status} = 'open'`),
        index('directory_changes_table_received_idx').on(table.tableId, table.receivedAt),
    ]
);
