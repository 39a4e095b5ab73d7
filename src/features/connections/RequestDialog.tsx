import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DirectoryEntry } from '../../../common/contract/connections';
import { CONNECTION_LIMITS, type ConnectionKind } from '../../../common/vocabularies/connections';
import { connectionKeys, connectionsApi } from './connectionsApi';
import { partyLabel } from './connectionText';

/** A request to one organisation: the kind of connection and an optional first message. */
export const RequestDialog = ({
    entry,
    onClose,
    onRequested,
}: {
    entry: DirectoryEntry;
    onClose: () => void;
    onRequested: (id: string) => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [kind, setKind] = useState<ConnectionKind>(entry.kinds[0]!);
    const [message, setMessage] = useState('');
    const send = useMutation({
        mutationFn: () =>
            connectionsApi.request({
                recipientId: entry.id,
                kind,
                ...(message.trim() ? { message: message.trim() } : {}),
            }),
        onSuccess: async created => {
            notify(translate('connect.requestSent', { organisation: partyLabel(entry) }), { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: connectionKeys.all });
            onRequested(created.id);
        },
    });
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="connect-request-title">
            <DialogTitle id="connect-request-title">
                {translate('connect.requestTitle', { organisation: partyLabel(entry) })}
            </DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField
                        select
                        label={translate('connect.kind')}
                        value={kind}
                        onChange={event => setKind(event.target.value as ConnectionKind)}
                    >
                        {entry.kinds.map(value => (
                            <MenuItem key={value} value={value}>
                                {translate(`connect.kinds.${value}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        label={translate('connect.message')}
                        value={message}
                        onChange={event => setMessage(event.target.value)}
                        multiline
                        rows={4}
                        slotProps={{ htmlInput: { maxLength: CONNECTION_LIMITS.message } }}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('connect.cancel')}</Button>
                <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
                    {translate('connect.sendRequest')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
