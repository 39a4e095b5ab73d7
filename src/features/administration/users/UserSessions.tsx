import { Alert, Button, Card, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { SessionsTable } from '../../../components/SessionsTable';
import type { PortalDataProvider } from '../../../providers/dataProvider';
import type { UserRecord } from '../../../../common/contract/users';
import { sessionsKey, useRefreshUser } from './useUserQueries';
import { fullName } from './userStatus';

/** A user's sessions, live first as the server sends them; an admin can end one or all. */
export const UserSessions = ({ user }: { user: UserRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const refreshUser = useRefreshUser();
    const [confirming, setConfirming] = useState(false);
    const sessions = useQuery({
        queryKey: sessionsKey(user.id),
        queryFn: () => dataProvider.getUserSessions(user.id).then(({ data }) => (Array.isArray(data) ? data : [])),
    });
    const endAll = useMutation({
        mutationFn: () => dataProvider.endUserSessions(user.id),
        onSuccess: async ({ data }) => {
            notify('users.sessions.endedMany', { type: 'success', messageArgs: { smart_count: data?.ended ?? 0 } });
            await refreshUser(user.id);
        },
        onSettled: () => setConfirming(false),
    });
    const endOne = useMutation({
        mutationFn: (sessionId: Identifier) => dataProvider.endSession(sessionId),
        onSuccess: async ({ data }) => {
            notify(data?.ended ? 'users.sessions.endedOne' : 'users.sessions.alreadyEnded', { type: 'info' });
            await refreshUser(user.id);
        },
    });
    const rows = sessions.data ?? [];
    const anyLive = rows.some(session => session.live);
    return (
        <Card>
            <CardHeader
                title={translate('users.sessions.title')}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                action={
                    <Button color="warning" disabled={!anyLive} onClick={() => setConfirming(true)}>
                        {translate('users.sessions.endAll')}
                    </Button>
                }
            />
            {sessions.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {sessions.error && <Alert severity="error">{sessions.error.message}</Alert>}
            {sessions.isSuccess && rows.length === 0 && (
                <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
                    {translate('users.sessions.none')}
                </Typography>
            )}
            {rows.length > 0 && (
                <SessionsTable
                    sessions={rows}
                    canEnd={() => true}
                    ending={session => endOne.isPending && endOne.variables === session.id}
                    onEnd={session => endOne.mutate(session.id)}
                />
            )}
            <Confirm
                isOpen={confirming}
                loading={endAll.isPending}
                title="users.sessions.endAllTitle"
                content="users.sessions.endAllContent"
                translateOptions={{ name: fullName(user) }}
                confirm="users.sessions.endAll"
                onConfirm={() => endAll.mutate()}
                onClose={() => setConfirming(false)}
            />
        </Card>
    );
};
