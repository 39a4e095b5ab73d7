import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ConnectionDetail } from '../../../common/contract/connections';
import { CONNECTION_LIMITS, type ConnectionAction } from '../../../common/vocabularies/connections';
import { DateTime } from '../../components/TimeAgo';
import { connectionKeys, connectionsApi } from './connectionsApi';
import { getUserInfo } from '../../providers/session';
import { connectionTitle } from './connectionText';
import { ConnectionTimeline } from './ConnectionTimeline';
import { StatusChip } from './StatusChip';

/**
 * One connection: its kind, status and dates, the history and messages, and what the user may
 * do now. Decline needs a reason, which the other side reads; an end may give one.
 */
export const ConnectionDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const translate = useTranslate();
    const userId = getUserInfo()?.userId;
    const { data } = useQuery({ queryKey: connectionKeys.detail(id), queryFn: () => connectionsApi.get(id) });
    const isSide = data && (data.requester.id === userId || data.recipient.id === userId);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="connection-dialog-title">
            <DialogTitle id="connection-dialog-title">
                {data
                    ? translate('connect.details', { organisation: connectionTitle(data, userId, translate) })
                    : translate('app.loading')}
            </DialogTitle>
            <DialogContent>
                {data ? (
                    <Stack spacing={2}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <Typography>{translate(`connect.kinds.${data.kind}`)}</Typography>
                            <StatusChip status={data.status} />
                        </Stack>
                        <Facts connection={data} />
                        <ConnectionTimeline events={data.events} />
                        {isSide && <MessageForm id={id} />}
                        <ActionBar connection={data} />
                    </Stack>
                ) : (
                    <LinearProgress aria-label={translate('ra.page.loading')} />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('connect.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};

const Facts = ({ connection }: { connection: ConnectionDetail }) => {
    const translate = useTranslate();
    const facts = [
        ['connect.requestedAt', connection.requestedAt],
        ['connect.respondedAt', connection.respondedAt],
        ['connect.endedAt', connection.endedAt],
    ] as const;
    return (
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} component="dl">
            {facts
                .filter(([, time]) => time)
                .map(([label, time]) => (
                    <div key={label}>
                        <Typography component="dt" variant="caption" color="text.secondary">
                            {translate(label)}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0 }}>
                            <DateTime time={time} />
                        </Typography>
                    </div>
                ))}
        </Stack>
    );
};

/** Refreshes every connection query once the server answered a change. */
const useConnectionChange = <T,>(
    change: (input: T) => Promise<ConnectionDetail>,
    doneMessage: (input: T) => string
) => {
    const notify = useNotify();
    const queryClient = useQueryClient();
    return useMutation({
        mutationFn: change,
        onSuccess: async (detail, input) => {
            queryClient.setQueryData(connectionKeys.detail(detail.id), detail);
            await queryClient.invalidateQueries({ queryKey: connectionKeys.all });
            notify(doneMessage(input), { type: 'success' });
        },
    });
};

const MessageForm = ({ id }: { id: string }) => {
    const translate = useTranslate();
    const [body, setBody] = useState('');
    const send = useConnectionChange(
        (text: string) => connectionsApi.message(id, text),
        () => translate('connect.messageSent')
    );
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
                label={translate('connect.writeMessage')}
                value={body}
                onChange={event => setBody(event.target.value)}
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: CONNECTION_LIMITS.message } }}
            />
            <Button
                variant="outlined"
                disabled={!body.trim() || send.isPending}
                onClick={() => send.mutate(body.trim(), { onSuccess: () => setBody('') })}
                sx={{ flexShrink: 0 }}
            >
                {translate('connect.sendMessage')}
            </Button>
        </Stack>
    );
};

/** The actions the server offers the user now; choosing Decline or End asks for the reason first. */
const ActionBar = ({ connection }: { connection: ConnectionDetail }) => {
    const translate = useTranslate();
    const [pending, setPending] = useState<ConnectionAction | null>(null);
    const [reason, setReason] = useState('');
    const act = useConnectionChange(
        ({ action, text }: { action: ConnectionAction; text?: string }) =>
            connectionsApi.act(connection.id, action, text),
        ({ action }) => translate(`connect.done.${action}`)
    );
    if (connection.actions.length === 0) return null;
    const run = (action: ConnectionAction, text?: string) =>
        act.mutate({ action, text }, { onSuccess: () => (setPending(null), setReason('')) });
    if (pending) {
        const needsReason = pending === 'decline';
        return (
            <Stack spacing={1}>
                <TextField
                    autoFocus
                    required={needsReason}
                    label={translate(needsReason ? 'connect.reason' : 'connect.endReason')}
                    helperText={needsReason ? translate('connect.reasonRequired') : ' '}
                    value={reason}
                    onChange={event => setReason(event.target.value)}
                    slotProps={{ htmlInput: { maxLength: CONNECTION_LIMITS.reason } }}
                />
                <Stack direction="row" spacing={1}>
                    <Button
                        variant="contained"
                        color={pending === 'accept' ? 'primary' : 'error'}
                        disabled={(needsReason && !reason.trim()) || act.isPending}
                        onClick={() => run(pending, reason.trim() || undefined)}
                    >
                        {translate(`connect.actions.${pending}`)}
                    </Button>
                    <Button onClick={() => setPending(null)}>{translate('connect.cancel')}</Button>
                </Stack>
            </Stack>
        );
    }
    return (
        <Stack direction="row" spacing={1}>
            {connection.actions.map(action => (
                <Button
                    key={action}
                    variant={action === 'accept' ? 'contained' : 'outlined'}
                    color={action === 'accept' ? 'primary' : 'error'}
                    disabled={act.isPending}
                    onClick={() => (action === 'accept' ? run(action) : setPending(action))}
                >
                    {translate(`connect.actions.${action}`)}
                </Button>
            ))}
        </Stack>
    );
};
