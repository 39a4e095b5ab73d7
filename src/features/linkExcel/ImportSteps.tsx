import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { TableSummary } from '../../../common/contract/directory';
import type { ImportJobView } from '../../../common/contract/linkExcel';
import { linkExcelApi } from './linkExcelApi';
import { CheckReport } from './CheckReport';
import { MappingForm } from './MappingForm';

/** How often a running check or apply is asked for its progress. */
const POLL_MS = 500;

/** An upload from mapping to outcome: each state of the job shows its step. */
export const ImportSteps = ({
    job,
    table,
    onJob,
    onRestart,
}: {
    job: ImportJobView;
    table: TableSummary;
    onJob: (job: ImportJobView) => void;
    onRestart: () => void;
}) => {
    const translate = useTranslate();
    const running = job.state === 'checking' || job.state === 'applying';
    useEffect(() => {
        if (!running) return undefined;
        const timer = setInterval(() => void linkExcelApi.job(job.id).then(onJob, () => undefined), POLL_MS);
        return () => clearInterval(timer);
    }, [running, job.id, onJob]);
    const apply = useMutation({ mutationFn: () => linkExcelApi.apply(job.id), onSuccess: onJob });
    const cancel = useMutation({ mutationFn: () => linkExcelApi.cancel(job.id), onSuccess: onJob });
    const share = job.progress.total > 0 ? (job.progress.done / job.progress.total) * 100 : 0;
    const runningText = job.waiting
        ? translate('linkExcel.screen.waiting')
        : translate(`linkExcel.screen.${job.state}`, { percent: Math.round(share) });
    return (
        <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
                {translate('linkExcel.screen.file', { name: job.fileName, size: (job.size / 1024).toFixed(1) })}
            </Typography>
            {job.failure && <Alert severity="error">{job.failure}</Alert>}
            {job.state === 'uploaded' && <MappingForm job={job} table={table} onJob={onJob} />}
            {running && (
                <Stack spacing={1}>
                    <Typography>{runningText}</Typography>
                    <LinearProgress
                        variant={job.waiting ? 'indeterminate' : 'determinate'}
                        value={share}
                        aria-label={runningText}
                    />
                    <Button
                        color="warning"
                        onClick={() => cancel.mutate()}
                        disabled={cancel.isPending}
                        sx={{ alignSelf: 'flex-start' }}
                    >
                        {translate('linkExcel.screen.cancel')}
                    </Button>
                </Stack>
            )}
            {job.state === 'checked' && job.check && (
                <>
                    <CheckReport job={job} check={job.check} />
                    <Stack direction="row" spacing={2}>
                        <Button
                            variant="contained"
                            disabled={job.check.errorRows > 0 || apply.isPending}
                            onClick={() => apply.mutate()}
                        >
                            {translate('linkExcel.screen.apply')}
                        </Button>
                        <Button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                            {translate('linkExcel.screen.discard')}
                        </Button>
                    </Stack>
                </>
            )}
            {job.state === 'applied' && job.outcome && (
                <Alert severity="success">{translate('linkExcel.screen.applied', job.outcome)}</Alert>
            )}
            {job.state === 'cancelled' && <Alert severity="info">{translate('linkExcel.screen.cancelled')}</Alert>}
            {['applied', 'cancelled', 'failed'].includes(job.state) && (
                <Button variant="outlined" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
                    {translate('linkExcel.screen.another')}
                </Button>
            )}
        </Stack>
    );
};
