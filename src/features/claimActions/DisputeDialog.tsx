import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DISPUTE_REASONS, DISPUTE_TYPES, DOCUMENT_TYPES } from '../../../common/claimActions/vocabularies';
import type { DisputeOpenInput } from '../../../common/contract/claimActions';
import { CodeSelect } from '../../components/CodeSelect';
import { FormDialog } from '../../components/FormDialog';
import { claimActionsApi } from './claimActionsApi';
import { ACCEPT } from './DocumentUpload';

/** A file chosen to go with the dispute, and the type it is filed as. */
interface Attached {
    file: File;
    type: string;
}

/** A file the dispute is open without, and why the server refused it. */
interface NotSent {
    name: string;
    reason: string;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * The provider's dispute of a claim: kind, reason from the list and why, with the documents that
 * show it, sent to the plan. The documents go once the dispute is open, one after the other with
 * the share sent; one the server refuses leaves the dispute open and is named, to be added again
 * from the claim's documents.
 */
export const DisputeDialog = ({
    claimId,
    claimNumber,
    maxFileBytes,
    onClose,
}: {
    claimId: number;
    claimNumber: string;
    maxFileBytes: number;
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
    const [attached, setAttached] = useState<Attached[]>([]);
    const [sending, setSending] = useState<{ name: string; share: number }>();
    const [notSent, setNotSent] = useState<NotSent[]>();
    const t = (key: string, options?: object) => translate(`claimActionsView.disputes.${key}`, options);
    const open = useMutation({
        mutationFn: async () => {
            const dispute = await claimActionsApi.openDispute(input);
            const refused: NotSent[] = [];
            for (const { file, type } of attached) {
                setSending({ name: file.name, share: 0 });
                await claimActionsApi
                    .upload(claimId, type, file, share => setSending({ name: file.name, share }), dispute.id)
                    .catch((error: Error) => refused.push({ name: file.name, reason: error.message }));
            }
            setSending(undefined);
            return refused;
        },
        onSuccess: refused => {
            void queryClient.invalidateQueries({ queryKey: ['claimActions', claimId] });
            void queryClient.invalidateQueries({ queryKey: ['claims', 'detail', claimId] });
            if (refused.length > 0) {
                setNotSent(refused);
                return;
            }
            notify(t('opened'), { type: 'success' });
            onClose();
        },
    });
    const tooLarge = attached.filter(({ file }) => file.size > maxFileBytes);
    const tooShort = input.narrative.trim().length < 10;
    const add = (files: FileList | null) => {
        const chosen = [...(files ?? [])].map(file => ({ file, type: DOCUMENT_TYPES.healthcare[0] as string }));
        setAttached(current => [...current, ...chosen]);
    };
    return (
        <FormDialog
            titleId="dispute-dialog-title"
            title={t('dialogTitle', { number: claimNumber })}
            submitLabel={t('submit')}
            cancelLabel={t(notSent ? 'close' : 'cancel')}
            // Once the dispute is open nothing is left to send: the dialog names the documents that did not go.
            onSubmit={notSent ? undefined : () => open.mutate()}
            onClose={onClose}
            error={open.error?.message}
            submitDisabled={tooShort || tooLarge.length > 0 || open.isPending}
            // Not while the documents are being sent: they would stop half way.
            closeDisabled={open.isPending}
        >
            {notSent ? (
                <Stack spacing={1} sx={{ pt: 1 }}>
                    {notSent.map(item => (
                        <Alert key={item.name} severity="warning">
                            {t('notSent', { name: item.name, reason: item.reason })}
                        </Alert>
                    ))}
                </Stack>
            ) : (
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <CodeSelect
                        label={t('kind')}
                        codes={DISPUTE_TYPES}
                        nameOf={code => translate(`claimActionsView.types.${code}`)}
                        value={input.disputeType}
                        onChange={disputeType => setInput({ ...input, disputeType })}
                    />
                    <CodeSelect
                        label={t('reason')}
                        codes={DISPUTE_REASONS}
                        nameOf={code => translate(`claimActionsView.reasons.${code}`)}
                        value={input.reason}
                        onChange={reason => setInput({ ...input, reason })}
                    />
                    <TextField
                        multiline
                        minRows={4}
                        required
                        label={t('narrative')}
                        helperText={t('narrativeHelp')}
                        value={input.narrative}
                        onChange={event => setInput({ ...input, narrative: event.target.value })}
                        slotProps={{ htmlInput: { maxLength: 4000 } }}
                    />
                    <Typography variant="subtitle2" component="h3">
                        {t('documents')}
                    </Typography>
                    {attached.map((item, index) => (
                        <Stack
                            key={`${item.file.name}-${index}`}
                            direction={{ xs: 'column', sm: 'row' }}
                            spacing={1}
                            sx={{ alignItems: { sm: 'center' } }}
                            data-testid="dispute-document"
                        >
                            <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                                {item.file.name} ({Math.max(1, Math.round(item.file.size / 1024))} KB)
                            </Typography>
                            <CodeSelect<string>
                                size="small"
                                label={translate('claimActionsView.documents.typeLabel')}
                                codes={DOCUMENT_TYPES.healthcare}
                                nameOf={code => translate(`claimActionsView.documentTypes.${code}`)}
                                value={item.type}
                                onChange={type =>
                                    setAttached(current =>
                                        current.map((other, at) => (at === index ? { ...other, type } : other))
                                    )
                                }
                                sx={{ minWidth: 200 }}
                            />
                            <IconButton
                                aria-label={t('removeDocument', { name: item.file.name })}
                                onClick={() => setAttached(current => current.filter((_other, at) => at !== index))}
                                disabled={open.isPending}
                            >
                                <DeleteIcon />
                            </IconButton>
                        </Stack>
                    ))}
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Button
                            component="label"
                            variant="outlined"
                            startIcon={<UploadFileIcon />}
                            disabled={open.isPending}
                        >
                            {t('addDocuments')}
                            <input
                                hidden
                                multiple
                                type="file"
                                accept={ACCEPT.healthcare}
                                onChange={event => {
                                    add(event.target.files);
                                    event.target.value = '';
                                }}
                            />
                        </Button>
                        <Typography variant="caption" color="text.secondary">
                            {translate('claimActionsView.documents.acceptedHealthcare', {
                                max: megabytes(maxFileBytes),
                            })}
                        </Typography>
                    </Stack>
                    {tooLarge.map(({ file }) => (
                        <Alert key={file.name} severity="error">
                            {t('documentTooLarge', { name: file.name, max: megabytes(maxFileBytes) })}
                        </Alert>
                    ))}
                    {sending && (
                        <Stack spacing={0.5}>
                            <Typography variant="body2">
                                {translate('claimActionsView.documents.uploading', {
                                    name: sending.name,
                                    percent: Math.round(sending.share * 100),
                                })}
                            </Typography>
                            <LinearProgress
                                variant="determinate"
                                value={sending.share * 100}
                                aria-label={translate('claimActionsView.documents.progress')}
                            />
                        </Stack>
                    )}
                </Stack>
            )}
        </FormDialog>
    );
};
