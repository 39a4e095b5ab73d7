import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    MenuItem,
    Stack,
    TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DISPUTE_REASONS, DISPUTE_TYPES } from '../../../common/claimActions/vocabularies';
import type { DisputeOpenInput } from '../../../common/contract/claimActions';
import { claimActionsApi } from './claimActionsApi';

/** The provider's dispute of a claim: kind, reason from the list and why, sent to the plan. */
export const DisputeDialog = ({
    claimId,
    claimNumber,
    onClose,
}: {
    claimId: number;
    claimNumber: string;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [input, setInput] = useState<DisputeOpenInput>({
        claimId,
        disputeType: 'reconsideration',
        reason: 'medical_necessity',
        narrative: '',
    });
    const open = useMutation({
        mutationFn: () => claimActionsApi.openDispute(input),
        onSuccess: () => {
            notify(translate('claimActionsView.disputes.opened'), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['claimActions', claimId] });
            void queryClient.invalidateQueries({ queryKey: ['claims', 'detail', claimId] });
            onClose();
        },
    });
    const tooShort = input.narrative.trim().length < 10;
    return (
        <Dialog open onClose={onClose} aria-labelledby="dispute-dialog-title" fullWidth maxWidth="sm">
            <DialogTitle id="dispute-dialog-title">
                {translate('claimActionsView.disputes.dialogTitle', { number: claimNumber })}
            </DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField
                        select
                        label={translate('claimActionsView.disputes.kind')}
                        value={input.disputeType}
                        onChange={event =>
                            setInput({ ...input, disputeType: event.target.value as DisputeOpenInput['disputeType'] })
                        }
                    >
                        {DISPUTE_TYPES.map(code => (
                            <MenuItem key={code} value={code}>
                                {translate(`claimActionsView.types.${code}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        select
                        label={translate('claimActionsView.disputes.reason')}
                        value={input.reason}
                        onChange={event =>
                            setInput({ ...input, reason: event.target.value as DisputeOpenInput['reason'] })
                        }
                    >
                        {DISPUTE_REASONS.map(code => (
                            <MenuItem key={code} value={code}>
                                {translate(`claimActionsView.reasons.${code}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        multiline
                        minRows={4}
                        required
                        label={translate('claimActionsView.disputes.narrative')}
                        helperText={translate('claimActionsView.disputes.narrativeHelp')}
                        value={input.narrative}
                        onChange={event => setInput({ ...input, narrative: event.target.value })}
                        slotProps={{ htmlInput: { maxLength: 4000 } }}
                    />
                    {open.error && <Alert severity="error">{open.error.message}</Alert>}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('claimActionsView.disputes.cancel')}</Button>
                <Button variant="contained" disabled={tooShort || open.isPending} onClick={() => open.mutate()}>
                    {translate('claimActionsView.disputes.submit')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
