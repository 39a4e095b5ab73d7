import type { UserRecord } from '../../../../common/contract/users';

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'username'>) =>
    `${user.firstName} ${user.lastName}`.trim() || user.username;
