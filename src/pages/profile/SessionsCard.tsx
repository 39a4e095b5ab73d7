import { Alert, Button, Card, CardHeader, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { DateTime, TimeAgo } from '../../components/TimeAgo';
import { profileApi, type OwnSession } from '../../providers/profileApi';
import { refusalText } from '../../providers/refusals';

export const sessionsKey = ['profile', 'sessions'] as const;

/** One's own sessions, the current one marked: end any other, or all others at once. */
export const SessionsCard = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [confirming, setConfirming] = useState(false);
    const sessions = useQuery({ queryKey: sessionsKey, queryFn: profileApi.sessions });
    const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });
    const endOne = useMutation({
        mutationFn: profileApi.endSession,
        onSuccess: async ({ ended }) => {
            notify(ended ? 'profile.sessions.endedOne' : 'profile.sessions.alreadyEnded', { type: 'info' });
            await refresh();
        },
    });
    const endOthers = useMutation({
        mutationFn: profileApi.endOtherSessions,
        onSuccess: async ({ ended }) => {
            notify('profile.sessions.endedMany', { type: 'success', messageArgs: { smart_count: ended } });
            await refresh();
        },
        onSettled: () => setConfirming(false),
    });
    const rows = sessions.data ?? [];
    const othersLive = rows.some(session => session.live && !session.current);

    return (
        <Card component="section" aria-labelledby="profile-sessions">
            <CardHeader
                title={translate('profile.sessions.title')}
                subheader={translate('profile.sessions.intro')}
                slotProps={{ title: { id: 'profile-sessions', variant: 'h6', component: 'h2' } }}
                action={
                    <Button color="warning" disabled={!othersLive} onClick={() => setConfirming(true)}>
                        {translate('profile.sessions.endOthers')}
                    </Button>
                }
            />
            {sessions.isPending && <LinearProgress />}
            {sessions.error && <Alert severity="error">{refusalText(sessions.error, translate)}</Alert>}
            {rows.length > 0 && (
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('profile.sessions.started')}</TableCell>
                            <TableCell>{translate('profile.sessions.lastSeen')}</TableCell>
                            <TableCell>{translate('profile.sessions.address')}</TableCell>
                            <TableCell>{translate('profile.sessions.agent')}</TableCell>
                            <TableCell>{translate('profile.sessions.state')}</TableCell>
                            <TableCell />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(session => (
                            <SessionRow
                                key={session.id}
                                session={session}
                                ending={endOne.isPending && endOne.variables === session.id}
                                onEnd={() => endOne.mutate(session.id)}
                            />
                        ))}
                    </TableBody>
                </Table>
            )}
            <Confirm
                isOpen={confirming}
                loading={endOthers.isPending}
                title="profile.sessions.endOthersTitle"
                content="profile.sessions.endOthersContent"
                confirm="profile.sessions.endOthers"
                onConfirm={() => endOthers.mutate()}
                onClose={() => setConfirming(false)}
            />
        </Card>
    );
};

const SessionRow = ({ session, ending, onEnd }: { session: OwnSession; ending: boolean; onEnd: () => void }) => {
    const translate = useTranslate();
    return (
        <TableRow selected={session.current}>
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
                <Stack direction="row" spacing={0.5}>
                    {session.current && <Chip size="small" color="primary" label={translate('profile.sessions.current')} />}
                    {session.live ? (
                        <Chip size="small" color="success" label={translate('profile.sessions.live')} />
                    ) : (
                        <Chip size="small" variant="outlined" label={endedLabel(session, translate)} />
                    )}
                </Stack>
            </TableCell>
            <TableCell align="right">
                {session.live && !session.current && (
                    <Button size="small" color="warning" disabled={ending} onClick={onEnd}>
                        {translate('profile.sessions.end')}
                    </Button>
                )}
            </TableCell>
        </TableRow>
    );
};

const endedLabel = (session: OwnSession, translate: (key: string, options?: object) => string) =>
    session.endReason
        ? translate('profile.sessions.endedBecause', {
              reason: translate(`profile.sessions.endReasons.${session.endReason}`, { _: session.endReason }),
          })
        : translate('profile.sessions.ended');
