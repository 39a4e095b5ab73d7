import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '../../../common/contract/auditTrail';
import type { AuditOutcome } from '../../../common/vocabularies/audit';
import { users } from '../../db/schema';

/** What administrators read and grant: the audit trail, screen usage and screen access per role. */

/** Append-only: a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
    'audit_log',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
        actorId: uuid('actor_id'),
        actorUsername: text('actor_username'),
        actorRole: text('actor_role'),
        action: text('action').notNull(),
        targetType: text('target_type'),
        targetId: text('target_id'),
        /** Before/after of changed fields; never secrets. */
        changes: jsonb('changes').$type<AuditChanges>(),
        outcome: text('outcome').$type<AuditOutcome>().notNull(),
        reason: text('reason'),
        ip: text('ip').notNull().default(''),
        userAgent: text('user_agent').notNull().default(''),
    },
    table => [
        index('audit_log_at_idx').on(table.at),
        index('audit_log_actor_idx').on(table.actorId, table.at),
        index('audit_log_target_idx').on(table.targetType, table.targetId, table.at),
    ]
);

/** Screens opened in the SPA, reported in batches: usage statistics, not an audit trail. */
export const pageViews = pgTable(
    'page_views',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        path: text('path').notNull(),
        viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    },
    table => [index('page_views_viewed_at_idx').on(table.viewedAt)]
);

/** Screens an admin granted to (or took from) a role, over the route table's defaults. */
export const accessGrants = pgTable(
    'access_grants',
    {
        role: text('role').notNull(),
        screen: text('screen').notNull(),
        allowed: boolean('allowed').notNull(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.role, table.screen] })]
);
