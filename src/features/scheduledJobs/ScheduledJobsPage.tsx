import {
    Button,
    Card,
    CardContent,
    Chip,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ScheduledJobStatusRecord } from '../../../common/contract/scheduledJobs';
import { parseTime } from '../../lib/time';
import { scheduledJobsApi } from './scheduledJobsApi';

/** How often the screen asks again while open: a run started by hand shows without a reload. */
const REFRESH_MS = 5_000;
const OUTCOME_COLORS = { running: 'info', succeeded: 'success', failed: 'error' } as const;

/**
 * `/scheduledJobs`: the jobs the servers run on a schedule — reminders, withdrawal of unverified
 * listings, the purge of old member questions — with each one's last run (on whichever server),
 * next run and recent failures, and a button to run one now.
 */
export const ScheduledJobsPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState();
    const { data = [], refetch } = useQuery({
        queryKey: ['scheduledJobs'],
        queryFn: scheduledJobsApi.list,
        refetchInterval: REFRESH_MS,
    });
    const time = (value: string | null | undefined) =>
        value ? parseTime(value, '{y}-{m}-{d} {h}:{i}', locale) : translate('directoryAccuracy.jobs.never');
    const runNow = async (job: ScheduledJobStatusRecord) => {
        await scheduledJobsApi.run(job.name);
        notify('directoryAccuracy.jobs.started', { type: 'info', messageArgs: { name: jobName(job) } });
        await refetch();
    };
    const jobName = (job: ScheduledJobStatusRecord) =>
        translate(`directoryAccuracy.jobs.names.${job.name}`, { _: job.name });
    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.scheduledJobs" />
            <CardContent>
                <Typography sx={{ mb: 2 }}>{translate('directoryAccuracy.jobs.intro')}</Typography>
                <ScrollRegion label={translate('route.scheduledJobs')}>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('directoryAccuracy.jobs.name')}</TableCell>
                                <TableCell>{translate('directoryAccuracy.jobs.schedule')}</TableCell>
                                <TableCell>{translate('directoryAccuracy.jobs.lastRun')}</TableCell>
                                <TableCell>{translate('directoryAccuracy.jobs.nextRun')}</TableCell>
                                <TableCell>{translate('directoryAccuracy.jobs.lastSuccess')}</TableCell>
                                <TableCell>{translate('directoryAccuracy.jobs.failures')}</TableCell>
                                <TableCell />
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.map(job => (
                                <TableRow key={job.name}>
                                    <TableCell component="th" scope="row">
                                        {jobName(job)}
                                    </TableCell>
                                    <TableCell>
                                        <code>{job.schedule}</code>
                                    </TableCell>
                                    <TableCell>
                                        {time(job.lastRun?.startedAt)}{' '}
                                        {job.lastRun && (
                                            <Chip
                                                size="small"
                                                color={OUTCOME_COLORS[job.lastRun.outcome]}
                                                label={translate(
                                                    `directoryAccuracy.jobs.outcomes.${job.lastRun.outcome}`
                                                )}
                                            />
                                        )}
                                    </TableCell>
                                    <TableCell>{time(job.nextRunAt)}</TableCell>
                                    <TableCell>{time(job.lastSuccessAt)}</TableCell>
                                    <TableCell>
                                        {job.recentFailures}
                                        {job.lastFailure && (
                                            <Typography variant="body2" color="error">
                                                {translate('directoryAccuracy.jobs.lastFailure', {
                                                    date: time(job.lastFailure.startedAt),
                                                    failure: job.lastFailure.failure ?? '',
                                                })}
                                            </Typography>
                                        )}
                                    </TableCell>
                                    <TableCell align="right">
                                        <Button
                                            size="small"
                                            aria-label={translate('directoryAccuracy.jobs.runNowLabel', {
                                                name: jobName(job),
                                            })}
                                            onClick={() => runNow(job)}
                                        >
                                            {translate('directoryAccuracy.jobs.runNow')}
                                        </Button>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </ScrollRegion>
            </CardContent>
        </Card>
    );
};
