/**
 * Build-time settings of the SPA (Vite `VITE_*` variables), so that one build can talk to
 * this server or to another backend speaking the same contract.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/';

/**
 * Send the sign-in credentials and the session token as query parameters (the legacy form,
 * for old servers) instead of a JSON body and the X-Token header. Off by default: secrets do not
 * belong in URLs.
 */
export const LEGACY_QUERY_FORM = import.meta.env.VITE_LEGACY_QUERY_FORM === 'true';

/** An API call gives up after 5 s; an error toast stays 5 s. */
export const REQUEST_TIMEOUT_MS = 5000;
export const ERROR_TOAST_MS = 5000;
