import { sql } from 'drizzle-orm';
import {
    bigint,
    bigserial,
    boolean,
    index,
    integer,
    jsonb,
    pgTable,
    primaryKey,
    text,
    timestamp,
    uniqueIndex,
    uuid,
} from 'drizzle-orm/pg-core';
import type { Publication } from '../../../common/directory/publication';
import { createdAt } from '../../db/columns';
import { organisations, users } from '../../db/schema';

/** The provider directory: tables as data, their rows with history, access per role, import links and grid layouts. */

/**
 * Provider directory tables: each a name, a description and its ordered, typed
 * columns (`ColumnDefinition[]`, common/directory/columns.ts) — configuration, not DDL.
 * `definitionVersion` grows with every change of name, description or columns.
 */
export const directoryTables = pgTable(
    'directory_tables',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        name: text('name').notNull(),
        description: text('description').notNull().default(''),
        /** The template it was made from: practitioner, pharmacy, …, blank or spreadsheet. */
        template: text('template').notNull().default('blank'),
        columns: jsonb('columns').notNull(),
        definitionVersion: integer('definition_version').notNull().default(1),
        createdAt: createdAt(),
        createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
        /** Last time rows were brought in from a spreadsheet (/linkExcel). */
        lastImportAt: timestamp('last_import_at', { withTimezone: true }),
        /** The health plan whose staff answer for the table's listings (changes, member questions); none = admins only. */
        organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
        /**
         * What an admin mapped a table that no template maps into the public directory (the kind
         * of listing and the column feeding each element); null: not published by a mapping.
         */
        publication: jsonb('publication').$type<Publication>(),
    },
    table => [uniqueIndex('directory_tables_name_key').on(sql`lower(${table.name})`)]
);

/** Every definition a table had: its columns before and after each change. */
export const directoryTableRevisions = pgTable(
    'directory_table_revisions',
    {
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        version: integer('version').notNull(),
        name: text('name').notNull(),
        description: text('description').notNull(),
        columns: jsonb('columns').notNull(),
        changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
        changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.tableId, table.version] })]
);

/**
 * The rows of every directory table, their values a JSON object keyed by column name. `version`
 * grows with each change (optimistic concurrency); deleted rows keep their values until restored.
 * Per-column expression indexes are created by the directory service as columns are defined.
 */
export const directoryRows = pgTable(
    'directory_rows',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        values: jsonb('values').notNull(),
        version: integer('version').notNull().default(1),
        createdAt: createdAt(),
        createdBy: uuid('created_by'),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by'),
        deletedAt: timestamp('deleted_at', { withTimezone: true }),
        deletedBy: uuid('deleted_by'),
        /** Last attestation that the listing is accurate (by an admin or the provider itself). */
        verifiedAt: timestamp('verified_at', { withTimezone: true }),
        verifiedBy: uuid('verified_by'),
        /** How the last verification was made: see VERIFICATION_METHODS. */
        verifiedMethod: text('verified_method'),
        /** What staff noted of a verification by phone. */
        verifiedNote: text('verified_note'),
        /** Why staff keep the listing public while its verification is overdue; null = no hold. */
        publicationHold: text('publication_hold'),
        publicationHoldBy: uuid('publication_hold_by'),
        publicationHoldAt: timestamp('publication_hold_at', { withTimezone: true }),
        /**
         * The organisation a row belongs to, in tables whose rows organisations own (a health
         * plan's networks): only its staff change it, and the directory publishes it as its own.
         */
        ownerOrganisationId: uuid('owner_organisation_id').references(() => organisations.id, {
            onDelete: 'restrict',
        }),
    },
    table => [
        index('directory_rows_table_idx').on(table.tableId, table.id),
        index('directory_rows_owner_idx')
            .on(table.ownerOrganisationId)
            .where(sql`${table.ownerOrganisationId} is not null`),
        index('directory_rows_verified_idx').on(table.tableId, table.verifiedAt),
    ]
);

export const ROW_HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore', 'verify', 'import'] as const;
export type RowHistoryAction = (typeof ROW_HISTORY_ACTIONS)[number];

/** Every change of a directory row: who, when, and each changed field before and after. */
export const directoryRowHistory = pgTable(
    'directory_row_history',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        rowId: bigint('row_id', { mode: 'number' })
            .notNull()
            .references(() => directoryRows.id, { onDelete: 'cascade' }),
        tableId: uuid('table_id').notNull(),
        /** The row's version after the change. */
        version: integer('version').notNull(),
        action: text('action').$type<RowHistoryAction>().notNull(),
        changes: jsonb('changes').notNull(),
        at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
        actorId: uuid('actor_id'),
        actorUsername: text('actor_username'),
    },
    table => [index('directory_row_history_row_idx').on(table.rowId, table.id)]
);

/** Who may see and change each directory table, per role (admins always may). */
export const directoryTableAccess = pgTable(
    'directory_table_access',
    {
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        role: text('role').notNull(),
        canView: boolean('can_view').notNull().default(false),
        canEdit: boolean('can_edit').notNull().default(false),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.tableId, table.role] })]
);

/**
 * The links between spreadsheets and directory tables (/linkExcel): per table and file layout
 * (the file's normalised headers), which file column goes into which table column, so that the
 * next file of the same layout is mapped at once.
 */
export const directoryImportLinks = pgTable(
    'directory_import_links',
    {
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        /** SHA-256 of the normalised headers in order. */
        layout: text('layout').notNull(),
        headers: jsonb('headers').notNull(),
        /** Per file column: a table column's name, a row-identity target, or null. */
        mapping: jsonb('mapping').notNull(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.tableId, table.layout] })]
);

/**
 * How each user arranges a directory table's grid: hidden columns, widths and order. Kept on the
 * server so the grid looks the same in any browser the user signs in from.
 */
export const directoryGridLayouts = pgTable(
    'directory_grid_layouts',
    {
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        layout: jsonb('layout').notNull(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [primaryKey({ columns: [table.userId, table.tableId] })]
);
