import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import type { UserRecord } from '../../../../common/contract/users';
import { STATUS_TRANSITIONS, type SettableStatus, type StatusTransition } from '../../../../common/vocabularies/users';
import { useRefreshUser } from './useUserQueries';
import { fullName } from './userStatus';

/**
 * The account actions the user's status allows (Activate, Lock, Unlock, Disable, Enable, and for
 * an active account a password-reset e-mail), each confirmed first. A refusal (such as an admin's
 * own account) shows the server's message.
 */
export const UserStatusActions = ({ user }: { user: UserRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const refreshUser = useRefreshUser();
    const [open, setOpen] = useState(false);
    // Kept after closing, so that the dialog keeps its text while it fades out.
    const [chosen, setChosen] = useState<StatusTransition>();
    const name = fullName(user);
    const change = useMutation({
        mutationFn: (status: SettableStatus) => dataProvider.changeUserStatus(user.id, status),
        onSuccess: async ({ data }) => {
            if (!data?.status) return;
            notify('users.statusChanged', {
                type: 'success',
                messageArgs: { name, status: translate(`users.status.${data.status}`) },
            });
            await refreshUser(user.id, data);
        },
        onSettled: () => setOpen(false),
    });
    return (
        <Stack direction="row" spacing={1} role="group" aria-label={translate('users.actions.label')}>
            {STATUS_TRANSITIONS[user.status]?.map(transition => (
                <Button
                    key={transition.action}
                    variant="outlined"
                    color={transition.to === 'active' ? 'primary' : 'warning'}
                    onClick={() => {
                        setChosen(transition);
                        setOpen(true);
                    }}
                >
                    {translate(`users.actions.${transition.action}`)}
                </Button>
            ))}
            {user.status === 'active' && <SendResetAction user={user} />}
            <Confirm
                isOpen={open}
                loading={change.isPending}
                title={`users.confirm.${chosen?.action ?? 'activate'}.title`}
                content={`users.confirm.${chosen?.action ?? 'activate'}.content`}
                translateOptions={{ name }}
                confirm={`users.actions.${chosen?.action ?? 'activate'}`}
                onConfirm={() => chosen && change.mutate(chosen.to)}
                onClose={() => setOpen(false)}
            />
        </Stack>
    );
};

/** Sends the user the same reset link as "Forgot password?", after a confirmation. */
const SendResetAction = ({ user }: { user: UserRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const [open, setOpen] = useState(false);
    const send = useMutation({
        mutationFn: () => dataProvider.sendPasswordReset(user.id),
        onSuccess: ({ data }) => notify(data.message, { type: 'success', messageArgs: { _: data.message } }),
        onSettled: () => setOpen(false),
    });
    return (
        <>
            <Button variant="outlined" onClick={() => setOpen(true)}>
                {translate('users.actions.sendReset')}
            </Button>
            <Confirm
                isOpen={open}
                loading={send.isPending}
                title="users.confirm.sendReset.title"
                content="users.confirm.sendReset.content"
                translateOptions={{ name: fullName(user) }}
                confirm="users.actions.sendReset"
                onConfirm={() => send.mutate()}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
