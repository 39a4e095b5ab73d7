import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The public directory as the API serves it, kept in the database (projection.ts keeps it
 * current): each resource's JSON and the values its search parameters compare, so that a search
 * is an indexed query. Ids are in code-unit order ("C" collation in the migration).
 */

/** One row: the version of the directory's sources, moved by a trigger with every statement that writes them. */
export const fhirDirectoryChanges = pgTable(
    'fhir_directory_changes',
    {
        id: boolean('id').primaryKey().default(true),
        version: bigint('version', { mode: 'number' }).notNull().default(0),
    },
    table => [check('fhir_directory_changes_one_row', sql`${table.id}`)]
);

/** One row: what the projection was made from, and when its first public listing lapses. */
export const fhirProjection = pgTable(
    'fhir_projection',
    {
        id: boolean('id').primaryKey().default(true),
        version: bigint('version', { mode: 'number' }).notNull().default(-1),
        madeWith: text('made_with').notNull().default(''),
        lapsesAt: timestamp('lapses_at', { withTimezone: true }),
    },
    table => [check('fhir_projection_one_row', sql`${table.id}`)]
);

/** A resource that is public (its JSON) or was and no longer is (gone: 410). */
export const fhirResources = pgTable(
    'fhir_resources',
    {
        type: text('type').notNull(),
        id: text('id').notNull(),
        sourceRowId: bigint('source_row_id', { mode: 'number' }),
        state: text('state').$type<'public' | 'gone'>().notNull(),
        resource: text('resource'),
        versionId: text('version_id'),
        lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'string' }),
    },
    table => [primaryKey({ name: 'fhir_resources_pkey', columns: [table.type, table.id] })]
);

/** The values of a public resource's search parameters, normalised as the searches compare them. */
export const fhirSearchValues = pgTable(
    'fhir_search_values',
    {
        type: text('type').notNull(),
        param: text('param').notNull(),
        value: text('value').notNull(),
        id: text('id').notNull(),
    },
    table => [
        primaryKey({ name: 'fhir_search_values_pkey', columns: [table.type, table.param, table.value, table.id] }),
        index('fhir_search_values_resource_idx').on(table.type, table.id),
    ]
);
