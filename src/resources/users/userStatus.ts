import type { SettableStatus, UserRecord, UserStatus } from '../../providers/records';

export type StatusAction = 'activate' | 'lock' | 'unlock' | 'disable' | 'enable';

export interface StatusTransition {
    action: StatusAction;
    to: SettableStatus;
}

/** What an admin can do to an account in each status (the server allows exactly these). */
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

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'username'>) =>
    `${user.firstName} ${user.lastName}`.trim() || user.username;
