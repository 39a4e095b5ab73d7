/**
 * Role checks for pieces of a screen (spec §5), the React form of vue-element-admin's
 * `v-permission` directive and `checkPermission` helper.
 */
export const NEED_ROLES_ERROR = `need roles! Like v-permission="['admin','editor']"`;

/**
 * Whether an element guarded by `required` stays: it goes when the user has none of the listed
 * roles; an empty list keeps it. Anything but an array is a programming error.
 */
export const permissionAllows = (required: unknown, userRoles: readonly string[]): boolean => {
    if (!Array.isArray(required)) throw new Error(NEED_ROLES_ERROR);
    return required.length === 0 || userRoles.some(role => required.includes(role));
};

/** `checkPermission` for conditions: needs a non-empty array, else reports and denies. */
export const checkPermission = (required: unknown, userRoles: readonly string[]): boolean => {
    if (!Array.isArray(required) || required.length === 0) {
        console.error(NEED_ROLES_ERROR);
        return false;
    }
    return userRoles.some(role => required.includes(role));
};
