import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DOCUMENT_TYPES } from '../../../common/claimActions/vocabularies';
import type { Profile } from '../../../common/profiles';
import { CodeSelect } from '../../components/CodeSelect';
import { claimActionsApi } from './claimActionsApi';

/** What the file chooser offers: the types the server recognises, by content, for the deployment. */
export const ACCEPT: Record<Profile, string> = {
    healthcare: '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff',
    claims: '.pdf,.jpg,.jpeg,.png,.tif,.tiff,.xlsx,.csv,application/pdf,image/jpeg,image/png,image/tiff,text/csv',
};

/**
 * Adds a document to a claim: its type from the deployment's list, then a file dropped on the zone
 * or chosen with the button; the bar shows the share sent. The server's refusal (type, size) is
 * shown as it says it.
 */
export const DocumentUpload = ({
    claimId,
    profile,
    maxFileBytes,
    disputeId,
    requestId,
}: {
    claimId: number;
    profile: Profile;
    maxFileBytes: number;
    disputeId?: string;
    /** The plan's request for documents the file answers. */
    requestId?: string;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const typeField = useId();
    const [type, setType] = useState<string>(DOCUMENT_TYPES[profile][0]);
    const [sent, setSent] = useState(0);
    const [dragging, setDragging] = useState(false);
    const upload = useMutation({
        mutationFn: (file: File) => claimActionsApi.upload(claimId, type, file, setSent, disputeId, requestId),
        onSuccess: document => {
            notify(translate('claimActionsView.documents.added', { name: document.fileName }), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['claimActions', claimId] });
        },
        onSettled: () => setSent(0),
    });
    const send = (file: File | undefined) => {
        if (file && !upload.isPending) upload.mutate(file);
    };
    const onDrop = (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        send(event.dataTransfer.files[0]);
    };
    return (
        <Stack spacing={1.5}>
            <CodeSelect<string>
                id={typeField}
                size="small"
                label={translate('claimActionsView.documents.typeLabel')}
                codes={DOCUMENT_TYPES[profile]}
                nameOf={code => translate(`claimActionsView.documentTypes.${code}`)}
                value={type}
                onChange={setType}
                sx={{ maxWidth: 320 }}
            />
            <Box
                onDragOver={event => {
                    event.preventDefault();
                    setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                data-testid="document-drop-zone"
                sx={{
                    border: 2,
                    borderStyle: 'dashed',
                    borderColor: dragging ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    p: 2,
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                }}
            >
                <Typography variant="body2">{translate('claimActionsView.documents.drop')}</Typography>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={upload.isPending}>
                    {translate('claimActionsView.documents.choose')}
                    <input
                        hidden
                        type="file"
                        accept={ACCEPT[profile]}
                        onChange={event => {
                            const file = event.target.files?.[0];
                            event.target.value = '';
                            send(file);
                        }}
                    />
                </Button>
                <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
                    {translate(`claimActionsView.documents.accepted${profile === 'claims' ? 'Claims' : 'Healthcare'}`, {
                        max: Math.round(maxFileBytes / 1024 / 1024),
                    })}
                </Typography>
            </Box>
            {upload.isPending && (
                <Stack spacing={0.5}>
                    <Typography variant="body2">
                        {translate('claimActionsView.documents.uploading', {
                            name: upload.variables?.name ?? '',
                            percent: Math.round(sent * 100),
                        })}
                    </Typography>
                    <LinearProgress
                        variant="determinate"
                        value={sent * 100}
                        aria-label={translate('claimActionsView.documents.progress')}
                    />
                </Stack>
            )}
            {upload.error && <Alert severity="error">{upload.error.message}</Alert>}
        </Stack>
    );
};
