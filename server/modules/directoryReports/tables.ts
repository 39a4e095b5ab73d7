import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { directoryTables } from '../../db/schema';

/**
 * A member's question about a public listing ("Report an error", "Is this provider in my network?"),
 * asked without signing in. It is due within 1 business day of receipt; the question and its answer
 * are kept for 2 years after receipt and then deleted (see retention.ts).
 */
export const directoryInquiries = pgTable(
    'directory_inquiries',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        /** error (a reported error in the listing) or network (is this provider in my network?). */
        kind: text('kind').notNull(),
        tableId: uuid('table_id').references(() => directoryTables.id, { onDelete: 'set null' }),
        /** The public resource the member was reading, e.g. PractitionerRole/…; kept even if the row goes. */
        resourceRef: text('resource_ref').notNull(),
        question: text('question').notNull(),
        email: text('email').notNull(),
        /** The language the member wrote in: the answer is e-mailed in it. */
        language: text('language').notNull().default('en'),
        receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
        dueOn: date('due_on').notNull(),
        answer: text('answer'),
        answeredAt: timestamp('answered_at', { withTimezone: true }),
        answeredByUsername: text('answered_by_username'),
    },
    table => [
        index('directory_inquiries_open_due_idx')
            .on(table.dueOn)
            .where(sql`${table.answeredAt} IS NULL`),
        index('directory_inquiries_received_idx').on(table.receivedAt),
    ]
);
