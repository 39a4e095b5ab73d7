import DownloadIcon from '@mui/icons-material/Download';
import {
    Alert,
    Button,
    Card,
    CardContent,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { ORGANISATIONS_PATH } from '../../../common/routes';
import { DateTime } from '../../components/TimeAgo';
import { useCanOpen } from '../../providers/useAccess';
import { listOrganisations } from '../../providers/organisationList';
import { saveBlob } from '../../lib/download';
import { formatDay } from '../../lib/dayAndMoney';
import { ScrollRegion } from '../../components/ScrollRegion';
import { AccuracyByTable } from './AccuracyByTable';
import { directoryChangesApi } from './directoryChangesApi';
import { shareOf } from './shareOf';

/**
 * `/directoryAccuracy`: how accurate the directory is, per table and week by week — listings verified
 * within 90 days, overdue and suppressed by their verification clock, changes and member questions past
 * their business-day deadlines. A plan's staff see their own tables only; the table is exportable.
 */
export const AccuracyDashboardPage = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const dashboard = useQuery({ queryKey: ['directoryWork', 'dashboard'], queryFn: directoryChangesApi.dashboard });
    // Admins hand each table to the health plan whose staff answer for it.
    const isAdmin = useCanOpen()(ORGANISATIONS_PATH);
    const plans = useQuery({
        queryKey: ['organisations', 'healthPlans'],
        queryFn: async () => (await listOrganisations()).filter(organisation => organisation.kind === 'health_plan'),
        enabled: isAdmin,
    }).data;
    const number = new Intl.NumberFormat(locale);
    const share = shareOf(locale);
    const exportTable = async () => {
        const { blob, filename } = await directoryChangesApi.exportDashboard();
        saveBlob(blob, filename);
    };
    const data = dashboard.data;
    return (
        <Card>
            <Title title={translate('route.directoryAccuracy')} />
            <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                    <Typography component="h1" variant="h6">
                        {translate('route.directoryAccuracy')}
                    </Typography>
                    <Button startIcon={<DownloadIcon />} onClick={() => void exportTable()}>
                        {translate('directoryWork.dashboard.export')}
                    </Button>
                </Stack>
                {data && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('directoryWork.dashboard.asOf')} <DateTime time={data.asOf} />
                    </Typography>
                )}
                {dashboard.error && <Alert severity="error">{dashboard.error.message}</Alert>}
                {data?.tables.length === 0 && (
                    <Typography color="text.secondary" sx={{ mt: 2 }}>
                        {translate('directoryWork.dashboard.none')}
                    </Typography>
                )}
                {data && data.tables.length > 0 && (
                    <AccuracyByTable tables={data.tables} plans={plans} onAssigned={() => void dashboard.refetch()} />
                )}
                {data && data.tables.length > 0 && (
                    <>
                        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 4 }}>
                            {translate('directoryWork.dashboard.overTime')}
                        </Typography>
                        <ScrollRegion label={translate('directoryWork.dashboard.overTime')}>
                            <Table size="small" aria-label={translate('directoryWork.dashboard.overTime')}>
                                {/* Headings kept whole: on a phone the table scrolls sideways rather than wrap a word a letter a line. */}
                                <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                                    <TableRow>
                                        <TableCell>{translate('directoryWork.dashboard.weekEnding')}</TableCell>
                                        <TableCell align="right">
                                            {translate('directoryWork.dashboard.columns.verifiedWithin90Days')}
                                        </TableCell>
                                        <TableCell align="right">
                                            {translate('directoryWork.dashboard.changesReceived')}
                                        </TableCell>
                                        <TableCell align="right">
                                            {translate('directoryWork.dashboard.columns.changesLate')}
                                        </TableCell>
                                        <TableCell align="right">
                                            {translate('directoryWork.dashboard.inquiriesReceived')}
                                        </TableCell>
                                        <TableCell align="right">
                                            {translate('directoryWork.dashboard.columns.inquiriesLate')}
                                        </TableCell>
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {data.weeks.map(week => (
                                        <TableRow key={week.weekEnding}>
                                            <TableCell component="th" scope="row">
                                                {formatDay(week.weekEnding, locale)}
                                            </TableCell>
                                            <TableCell align="right">
                                                {share(week.verifiedWithin90Days, week.listings)} (
                                                {number.format(week.verifiedWithin90Days)}/
                                                {number.format(week.listings)})
                                            </TableCell>
                                            <TableCell align="right">{number.format(week.changesReceived)}</TableCell>
                                            <TableCell align="right">{number.format(week.changesLate)}</TableCell>
                                            <TableCell align="right">{number.format(week.inquiriesReceived)}</TableCell>
                                            <TableCell align="right">{number.format(week.inquiriesLate)}</TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        </ScrollRegion>
                    </>
                )}
            </CardContent>
        </Card>
    );
};
