/**
 * The id of the JSON data block in which the served page carries the portal configuration, so
 * that the SPA starts without asking for it.
 */
export const PAGE_CONFIG_ID = 'portal-config';
