import { Alert, Button, Card, CardHeader, LinearProgress } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { SessionsTable } from '../../../components/SessionsTable';
import { profileApi } from '../profileApi';
import { refusalText } from '../../../providers/refusals';

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
            {sessions.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {sessions.error && <Alert severity="error">{refusalText(sessions.error, translate)}</Alert>}
            {rows.length > 0 && (
                <SessionsTable
                    sessions={rows}
                    // This session ends by signing out, not from here.
                    canEnd={session => !session.current}
                    ending={session => endOne.isPending && endOne.variables === session.id}
                    onEnd={session => endOne.mutate(session.id)}
                />
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
