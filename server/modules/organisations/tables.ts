import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrganisationKind } from '../../../common/vocabularies/organisations';

/**
 * The organisations accounts belong to, managed by admins. Their identifiers are what claims name
 * their parties by: a provider organisation's NPI, a health plan's plan name, a pharma company's
 * or forwarder's name. Every scope is computed from these, never from what a user typed.
 */
export const organisations = pgTable(
    'organisations',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        kind: text('kind').$type<OrganisationKind>().notNull(),
        name: text('name').notNull(),
        /** NPI of a provider organisation or practice. */
        npi: text('npi'),
        /** The plan name claims carry, for a health plan. */
        planName: text('plan_name'),
        /** CMS contract or plan id, for a health plan. */
        contractId: text('contract_id'),
        /** NCPDP provider id, for a pharmacy or pharma company. */
        ncpdp: text('ncpdp'),
        createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [
        uniqueIndex('organisations_npi_key').on(table.npi),
        uniqueIndex('organisations_plan_name_key').on(sql`lower(${table.planName})`),
        // Claims name a pharma company, forwarder or carrier by its name: the name is its identifier.
        uniqueIndex('organisations_kind_name_key')
            .on(table.kind, sql`lower(${table.name})`)
            .where(sql`${table.kind} in ('pharma_company', 'forwarder', 'carrier')`),
        check(
            'organisations_kind_check',
            sql`${table.kind} in ('health_plan', 'provider_organisation', 'pharma_company', 'carrier', 'forwarder')`
        ),
    ]
);
