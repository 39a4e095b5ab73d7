/** Organisations as records, and the admission of accounts into them. */
export { organisationRoutes } from './routes';
export { asTenant, type Organisation, type TenantUser } from './organisations';
export { admitAccount, assertKindFits } from './admission';
export { findOrganisation, kindOfRole, organisationForTrustedAccount } from './organisations';
