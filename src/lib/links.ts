/** Menu links: vue-element-admin's `isExternal` rule. */

/** Whether a menu path is a link out of the portal: `http:`, `https:`, `mailto:` or `tel:`. */
export const isExternal = (path: unknown): boolean => typeof path === 'string' && /^(https?:|mailto:|tel:)/.test(path);
