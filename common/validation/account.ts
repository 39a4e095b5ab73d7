/**
 * The shapes the account API accepts, checked by the server and, first, in the browser so that a
 * typo gets its message at the field.
 */

/** 3 to 50 letters, digits, dots, dashes or underscores, starting with a letter or a digit. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,49}$/;

export const isValidUsername = (value: string) => USERNAME_PATTERN.test(value.trim());

/** A code from an authenticator app: six digits (spaces allowed, as some apps show them). */
export const isAuthenticatorCode = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ''));

/** A recovery code as the portal hands them out: ABCDE-FGHIJ (the dash and case optional). */
export const isRecoveryCode = (value: string) => /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(value.trim());
