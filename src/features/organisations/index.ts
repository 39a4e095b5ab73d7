/** The administration of organisations and of the accounts waiting to join them. */
export { OrganisationsPage } from './OrganisationsPage';
export { RegistrationsPage } from './RegistrationsPage';
