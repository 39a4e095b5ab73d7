/**
 * The account vocabulary: the statuses of an account, the changes an admin may make between
 * them, and why a session ends — one list for the server, the database and the screens.
 * Labels live in the catalogs under `users.status.*`, `users.actions.*` and `sessions.endReasons.*`.
 */
export const USER_STATUSES = ['pending', 'active', 'locked', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The statuses an admin can set: `pending` is only where an account starts. */
export type SettableStatus = Exclude<UserStatus, 'pending'>;

export type StatusAction = 'activate' | 'lock' | 'unlock' | 'disable' | 'enable';

export interface StatusTransition {
    /** The transition's name: the button's label and the audit entry's `reason`. */
    action: StatusAction;
    to: SettableStatus;
}

/**
 * The status changes an admin may make from each status. Anything else (the same status again,
 * locking an account that is not active, ...) is refused by the server.
 */
export const STATUS_TRANSITIONS: Record<UserStatus, readonly StatusTransition[]> = {
    pending: [
        { action: 'activate', to: 'active' },
        { action: 'disable', to: 'disabled' },
    ],
    active: [
        { action: 'lock', to: 'locked' },
        { action: 'disable', to: 'disabled' },
    ],
    locked: [
        { action: 'unlock', to: 'active' },
        { action: 'disable', to: 'disabled' },
    ],
    disabled: [{ action: 'enable', to: 'active' }],
};

/** The transition from one status to another, if an admin may make it. */
export const statusTransition = (from: UserStatus, to: UserStatus): StatusTransition | undefined =>
    STATUS_TRANSITIONS[from].find(transition => transition.to === to);

/** Why a session ended: signed out, past its absolute lifetime, unused too long, or ended by an admin or a change. */
export const SESSION_END_REASONS = ['logout', 'expired', 'idle', 'revoked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
