import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import type { UserRecord } from '../../../../common/contract/users';

/** The query of a user's sessions. */
export const sessionsKey = (userId: Identifier) => ['users', String(userId), 'sessions'] as const;

/** react-admin's query of one record (useGetOne). */
const recordKey = (userId: Identifier) => ['users', 'getOne', { id: String(userId) }] as const;

/**
 * After a change to an account: the list, its sessions and the audit trail (which now holds
 * the change) are read again. The record itself is taken from the change's answer when there
 * is one, since reading a user's record is audited as a view.
 */
export const useRefreshUser = () => {
    const queryClient = useQueryClient();
    return useCallback(
        (userId: Identifier, record?: UserRecord) => {
            if (record) queryClient.setQueryData(recordKey(userId), record);
            return Promise.all([
                queryClient.invalidateQueries({ queryKey: ['users', 'getList'] }),
                queryClient.invalidateQueries({ queryKey: sessionsKey(userId) }),
                queryClient.invalidateQueries({ queryKey: ['audit'] }),
            ]);
        },
        [queryClient]
    );
};
