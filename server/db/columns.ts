import { timestamp } from 'drizzle-orm/pg-core';

/** When a record was made: every table that keeps it names it the same way. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
