import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The NPPES registry the portal checks NPIs against, loaded by `npm run import:npi`. */
export const npiRegistry = pgTable(
    'npi_registry',
    {
        npi: text('npi').primaryKey(),
        /** 1 individual, 2 organisation (NPPES "Entity Type Code"). */
        entityType: integer('entity_type').notNull(),
        firstName: text('first_name'),
        lastName: text('last_name'),
        middleName: text('middle_name'),
        credential: text('credential'),
        organizationName: text('organization_name'),
        taxonomyCode: text('taxonomy_code'),
        addressLine1: text('address_line1'),
        addressLine2: text('address_line2'),
        city: text('city'),
        state: text('state'),
        postalCode: text('postal_code'),
        phone: text('phone'),
        lastUpdated: text('last_updated'),
        deactivated: boolean('deactivated').notNull().default(false),
        importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [index('npi_registry_last_name_idx').on(table.lastName)]
);
