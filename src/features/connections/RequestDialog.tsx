import { Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DirectoryEntry } from '../../../common/contract/connections';
import { CONNECTION_LIMITS, type ConnectionKind } from '../../../common/vocabularies/connections';
import { CodeSelect } from '../../components/CodeSelect';
import { FormDialog } from '../../components/FormDialog';
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
        // A refusal is toasted by the HTTP client, so the form shows none of its own.
        <FormDialog
            title={translate('connect.requestTitle', { organisation: partyLabel(entry) })}
            submitLabel={translate('connect.sendRequest')}
            cancelLabel={translate('connect.cancel')}
            onSubmit={() => send.mutate()}
            onClose={onClose}
            submitDisabled={send.isPending}
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                <CodeSelect<ConnectionKind>
                    label={translate('connect.kind')}
                    codes={entry.kinds}
                    nameOf={value => translate(`connect.kinds.${value}`)}
                    value={kind}
                    onChange={setKind}
                />
                <TextField
                    label={translate('connect.message')}
                    value={message}
                    onChange={event => setMessage(event.target.value)}
                    multiline
                    rows={4}
                    slotProps={{ htmlInput: { maxLength: CONNECTION_LIMITS.message } }}
                />
            </Stack>
        </FormDialog>
    );
};
