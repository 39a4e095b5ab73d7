import { Alert, Button, Card, CardHeader, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { DateTime, TimeAgo } from '../../components/TimeAgo';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { UserRecord, UserSession } from '../../providers/records';
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
            {sessions.isPending && <LinearProgress />}
            {sessions.error && <Alert severity="error">{sessions.error.message}</Alert>}
            {sessions.isSuccess && rows.length === 0 && (
                <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
                    {translate('users.sessions.none')}
                </Typography>
            )}
            {rows.length > 0 && (
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('users.sessions.started')}</TableCell>
                            <TableCell>{translate('users.sessions.lastSeen')}</TableCell>
                            <TableCell>{translate('users.sessions.address')}</TableCell>
                            <TableCell>{translate('users.sessions.agent')}</TableCell>
                            <TableCell>{translate('users.sessions.state')}</TableCell>
                            <TableCell />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(session => (
                            <SessionRow key={session.id} session={session} userId={user.id} />
                        ))}
                    </TableBody>
                </Table>
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

const SessionRow = ({ session, userId }: { session: UserSession; userId: Identifier }) => {
    const translate = useTranslate();
    const end = useEndSession(userId);
    return (
        <TableRow>
            <TableCell>
                <DateTime time={session.createdAt} />
            </TableCell>
            <TableCell>
                <TimeAgo time={session.lastSeenAt} />
            </TableCell>
            <TableCell>{session.ip}</TableCell>
            <TableCell title={session.userAgent} sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {session.userAgent}
            </TableCell>
            <TableCell>
                {session.live ? (
                    <Chip size="small" color="success" label={translate('users.sessions.live')} />
                ) : (
                    <SessionEnded session={session} />
                )}
            </TableCell>
            <TableCell align="right">
                {session.live && (
                    <Button size="small" color="warning" disabled={end.isPending} onClick={() => end.mutate(session.id)}>
                        {translate('users.sessions.end')}
                    </Button>
                )}
            </TableCell>
        </TableRow>
    );
};

const SessionEnded = ({ session }: { session: UserSession }) => {
    const translate = useTranslate();
    const label = session.endReason
        ? translate('users.sessions.endedBecause', {
              reason: translate(`users.sessions.endReasons.${session.endReason}`, { _: session.endReason }),
          })
        : translate('users.sessions.ended');
    return (
        <>
            <Chip size="small" variant="outlined" label={label} />
            {session.endedAt && (
                <Typography component="div" variant="caption" color="text.secondary">
                    <DateTime time={session.endedAt} />
                </Typography>
            )}
        </>
    );
};

const useEndSession = (userId: Identifier) => {
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const refreshUser = useRefreshUser();
    return useMutation({
        mutationFn: (sessionId: Identifier) => dataProvider.endSession(sessionId),
        onSuccess: async ({ data }) => {
            notify(data?.ended ? 'users.sessions.endedOne' : 'users.sessions.alreadyEnded', { type: 'info' });
            await refreshUser(userId);
        },
    });
};
