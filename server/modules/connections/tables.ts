import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConnectionKind, ConnectionStatus } from '../../../common/vocabularies/connections';
import { users } from '../../db/schema';

/**
 * Connections between two organisations, each represented by one of its portal users.
 * At most one open (requested or active) connection per pair and kind.
 */
export const connections = pgTable(
    'connections',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        kind: text('kind').$type<ConnectionKind>().notNull(),
        status: text('status').$type<ConnectionStatus>().notNull().default('requested'),
        requesterId: uuid('requester_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        recipientId: uuid('recipient_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
        /** When the request was accepted or declined. */
        respondedAt: timestamp('responded_at', { withTimezone: true }),
        endedAt: timestamp('ended_at', { withTimezone: true }),
        /** Who moved it last (accepted, declined or ended), and why when they said so. */
        lastActorId: uuid('last_actor_id').references(() => users.id, { onDelete: 'set null' }),
        reason: text('reason'),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [
        index('connections_requester_idx').on(table.requesterId),
        index('connections_recipient_idx').on(table.recipientId),
        uniqueIndex('connections_open_pair_key')
            .on(
                sql`least(${table.requesterId}, ${table.recipientId})`,
                sql`greatest(${table.requesterId}, ${table.recipientId})`,
                table.kind
            )
            .where(sql`${table.status} in ('requested', 'active')`),
        check('connections_status_check', sql`${table.status} in ('requested', 'active', 'declined', 'ended')`),
        check('connections_two_sides_check', sql`${table.requesterId} <> ${table.recipientId}`),
    ]
);

export const CONNECTION_EVENT_TYPES = ['requested', 'accepted', 'declined', 'ended', 'message'] as const;
export type ConnectionEventType = (typeof CONNECTION_EVENT_TYPES)[number];

/** A connection's history and message thread, in one timeline. */
export const connectionEvents = pgTable(
    'connection_events',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        connectionId: uuid('connection_id')
            .notNull()
            .references(() => connections.id, { onDelete: 'cascade' }),
        actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
        type: text('type').$type<ConnectionEventType>().notNull(),
        /** The message, or the reason given with a decline or an end. */
        body: text('body'),
        at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [
        index('connection_events_connection_idx').on(table.connectionId, table.at),
        check(
            'connection_events_type_check',
            sql`${table.type} in ('requested', 'accepted', 'declined', 'ended', 'message')`
        ),
    ]
);
