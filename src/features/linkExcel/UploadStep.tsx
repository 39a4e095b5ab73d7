import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportJobView } from '../../../common/contract/linkExcel';
import { linkExcelApi } from './linkExcelApi';

/** Picks a file and sends it; the bar shows the share sent (the browser streams it from disk). */
export const UploadStep = ({ onUploaded }: { onUploaded: (job: ImportJobView) => void }) => {
    const translate = useTranslate();
    const [sent, setSent] = useState(0);
    const upload = useMutation({
        mutationFn: (file: File) => linkExcelApi.upload(file, setSent),
        onSuccess: onUploaded,
        onSettled: () => setSent(0),
    });
    return (
        <Stack spacing={2}>
            <Typography color="text.secondary">{translate('linkExcel.screen.uploadHelp')}</Typography>
            <Button
                component="label"
                variant="contained"
                startIcon={<UploadFileIcon />}
                disabled={upload.isPending}
                sx={{ alignSelf: 'flex-start' }}
            >
                {translate('linkExcel.screen.chooseFile')}
                <input
                    hidden
                    type="file"
                    accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                    onChange={event => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) upload.mutate(file);
                    }}
                />
            </Button>
            {upload.isPending && (
                <Stack spacing={1}>
                    <Typography>
                        {translate('linkExcel.screen.uploading', { percent: Math.round(sent * 100) })}
                    </Typography>
                    <LinearProgress
                        variant="determinate"
                        value={sent * 100}
                        aria-label={translate('linkExcel.screen.uploadProgress')}
                    />
                </Stack>
            )}
        </Stack>
    );
};
