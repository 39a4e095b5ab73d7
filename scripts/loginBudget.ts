/** The most gzip JavaScript the login page may download before its form shows. */
export const LOGIN_BUDGET_BYTES = 240 * 1024;
