import { Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '../../../common/claimActions/vocabularies';
import type { Dispute } from '../../../common/contract/claimActions';
import { CodeSelect } from '../../components/CodeSelect';
import { FormDialog } from '../../components/FormDialog';
import { claimActionsApi } from './claimActionsApi';

/** The plan's part of a dispute: ask the provider for documents, or decide with the written decision. */
export const DisputeHandlingDialog = ({
    dispute,
    action,
    onClose,
}: {
    dispute: Dispute;
    action: 'decide' | 'ask';
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [outcome, setOutcome] = useState<DisputeOutcome>('overturned');
    const [text, setText] = useState('');
    const deciding = action === 'decide';
    const send = useMutation({
        mutationFn: () =>
            deciding
                ? claimActionsApi.decide(dispute.id, { outcome, decisionText: text })
                : claimActionsApi.requestDocuments(dispute.id, { note: text }),
        onSuccess: () => {
            notify(translate(`claimActionsView.disputes.${deciding ? 'decided' : 'asked'}`), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['claimActions', dispute.claimId] });
            void queryClient.invalidateQueries({ queryKey: ['claims', 'detail'] });
            onClose();
        },
    });
    const tooShort = text.trim().length < (deciding ? 10 : 3);
    return (
        <FormDialog
            title={translate(`claimActionsView.disputes.${deciding ? 'decideTitle' : 'askTitle'}`, {
                number: dispute.claimNumber,
            })}
            submitLabel={translate(`claimActionsView.disputes.${deciding ? 'decide' : 'send'}`)}
            cancelLabel={translate('claimActionsView.disputes.cancel')}
            onSubmit={() => send.mutate()}
            onClose={onClose}
            error={send.error?.message}
            submitDisabled={tooShort || send.isPending}
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                {deciding && (
                    <CodeSelect<DisputeOutcome>
                        label={translate('claimActionsView.disputes.outcome')}
                        codes={DISPUTE_OUTCOMES}
                        nameOf={code => translate(`claimActionsView.outcomes.${code}`)}
                        value={outcome}
                        onChange={setOutcome}
                    />
                )}
                <TextField
                    multiline
                    minRows={4}
                    required
                    label={translate(`claimActionsView.disputes.${deciding ? 'decisionText' : 'askNote'}`)}
                    helperText={deciding ? translate('claimActionsView.disputes.decisionHelp') : undefined}
                    value={text}
                    onChange={event => setText(event.target.value)}
                    slotProps={{ htmlInput: { maxLength: deciding ? 8000 : 2000 } }}
                />
            </Stack>
        </FormDialog>
    );
};
