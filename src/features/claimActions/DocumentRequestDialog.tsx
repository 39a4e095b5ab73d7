import {
    Checkbox,
    FormControl,
    FormControlLabel,
    FormGroup,
    FormHelperText,
    FormLabel,
    Stack,
    TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ATTACHMENT_CODE_LIST, type AttachmentCode } from '../../../common/claimActions/attachmentCodes';
import { FormDialog } from '../../components/FormDialog';
import { claimActionsApi } from './claimActionsApi';

/** Days a request is due in unless the plan's staff choose otherwise. */
const DEFAULT_DUE_DAYS = 14;

/** A calendar day `days` from today (UTC, the day the server counts lateness on), as YYYY-MM-DD. */
const dayFromToday = (days: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
        .toISOString()
        .slice(0, 10);
};

/**
 * The plan's request for documents on a claim, as an X12 277 asks for them: the LOINC attachment
 * codes of what is needed, a note and the day it is due by.
 */
export const DocumentRequestDialog = ({
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
    const [codes, setCodes] = useState<AttachmentCode[]>([]);
    const [note, setNote] = useState('');
    const [dueOn, setDueOn] = useState(dayFromToday(DEFAULT_DUE_DAYS));
    const send = useMutation({
        mutationFn: () => claimActionsApi.requestDocumentsOnClaim({ claimId, attachmentCodes: codes, note, dueOn }),
        onSuccess: () => {
            notify(translate('claimActionsView.requests.sent'), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['claimActions', claimId] });
            onClose();
        },
    });
    const toggle = (code: AttachmentCode, on: boolean) =>
        setCodes(current => (on ? [...current, code] : current.filter(other => other !== code)));
    return (
        <FormDialog
            titleId="document-request-title"
            title={translate('claimActionsView.requests.askTitle', { number: claimNumber })}
            submitLabel={translate('claimActionsView.requests.send')}
            cancelLabel={translate('claimActionsView.disputes.cancel')}
            onSubmit={() => send.mutate()}
            onClose={onClose}
            error={send.error?.message}
            submitDisabled={codes.length === 0 || !dueOn || send.isPending}
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                <FormControl component="fieldset" required error={codes.length === 0}>
                    <FormLabel component="legend">{translate('claimActionsView.requests.codes')}</FormLabel>
                    <FormGroup>
                        {ATTACHMENT_CODE_LIST.map(code => (
                            <FormControlLabel
                                key={code}
                                control={
                                    <Checkbox
                                        checked={codes.includes(code)}
                                        onChange={event => toggle(code, event.target.checked)}
                                    />
                                }
                                label={`${translate(`claimActionsView.attachmentCodes.${code}`)} (LOINC ${code})`}
                            />
                        ))}
                    </FormGroup>
                    {codes.length === 0 && (
                        <FormHelperText>{translate('claimActionsView.requests.pickOne')}</FormHelperText>
                    )}
                </FormControl>
                <TextField
                    multiline
                    minRows={2}
                    label={translate('claimActionsView.requests.note')}
                    value={note}
                    onChange={event => setNote(event.target.value)}
                    slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                <TextField
                    type="date"
                    required
                    label={translate('claimActionsView.requests.dueOn')}
                    value={dueOn}
                    onChange={event => setDueOn(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dayFromToday(0) } }}
                />
            </Stack>
        </FormDialog>
    );
};
