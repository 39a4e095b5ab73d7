import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../db/schema';

export const CONTACT_DELIVERIES = ['pending', 'sent', 'kept_in_outbox', 'failed'] as const;
export type ContactDelivery = (typeof CONTACT_DELIVERIES)[number];

/**
 * Requests sent with the Contact Us form, kept whether or not the e-mail to support went out.
 * `pending` only while the mail server is being asked (or if the server stopped meanwhile).
 */
export const contactRequests = pgTable(
    'contact_requests',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        /** The address the user asked to be answered at (Reply-To of the e-mail). */
        email: text('email').notNull(),
        subject: text('subject').notNull(),
        description: text('description').notNull(),
        createdAt: createdAt(),
        delivery: text('delivery').$type<ContactDelivery>().notNull().default('pending'),
        /** Why the e-mail could not be sent, when it could not. */
        error: text('error'),
    },
    table => [
        index('contact_requests_user_idx').on(table.userId, table.createdAt),
        check(
            'contact_requests_delivery_check',
            sql`${table.delivery} in ('pending', 'sent', 'kept_in_outbox', 'failed')`
        ),
    ]
);

/**
 * A user's getting-started checklist: the steps they ticked by hand (the others follow
 * from the rest of the database) and when they put the completed checklist away.
 */
export const gettingStarted = pgTable('getting_started', {
    userId: uuid('user_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
    ticked: text('ticked')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
