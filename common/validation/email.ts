/** The e-mail address rule shared by every form and by the server. */

/**
 * The contact form's e-mail pattern (letters, digits, underscore and hyphen in the local
 * part and in each domain label, at least one dot). Decision: the local part is one or more runs of
 * `[A-Za-z0-9_-]` joined by single dots (real addresses such as `jane.doe@x.com` need them), the
 * domain two or more such labels joined by dots. Nothing else: no `+`, quotes, spaces, IP
 * literals, or leading, trailing or doubled dots. At most 254 characters in all.
 */
export const EMAIL_PATTERN = /^(?=.{1,254}$)[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

/** Whether `value` is a whole e-mail address by `EMAIL_PATTERN`. */
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
