import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL 15+: every business area's tables, each kept in its
 * module, gathered here, plus the deployment's own facts. Migrations are generated from this file
 * with `npm run db:generate` (drizzle-kit) and applied at start.
 */

/** Facts about the deployment the database belongs to, such as its profile. */
export const portalMeta = pgTable('portal_meta', {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
});

export * from '../modules/accounts/tables';
export * from '../modules/administration/tables';
export * from '../modules/directory/tables';
export * from '../modules/linkExcel/tables';
export * from '../modules/claimActions/tables';
export * from '../modules/sso/tables';
export * from '../modules/organisations/tables';
export * from '../modules/directoryReports/tables';
export * from '../modules/directoryAccuracy/tables';
export * from '../modules/scheduledJobs/tables';
export * from '../modules/directoryChanges/tables';
export * from '../modules/connections/tables';
export * from '../modules/npiRegistry/tables';
export * from '../modules/claims/tables';
export * from '../modules/home/tables';
export * from '../modules/publicDirectory/tables';
