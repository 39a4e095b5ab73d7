/** The message of the error a role guard throws when it is not given an array of roles. */
export const NEED_ROLES_ERROR = "A role guard needs an array of roles, like roles={['admin', 'editor']}";

/**
 * Role checks for pieces of a screen: whether an element guarded by `required` stays. It goes
 * when the user has none of the listed roles; an empty list keeps it. Anything but an array is
 * a programming error.
 */
export const permissionAllows = (required: unknown, userRoles: readonly string[]): boolean => {
    if (!Array.isArray(required)) throw new Error(NEED_ROLES_ERROR);
    return required.length === 0 || userRoles.some(role => required.includes(role));
};
