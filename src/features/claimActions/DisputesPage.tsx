import DownloadIcon from '@mui/icons-material/Download';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Checkbox,
    FormControlLabel,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../common/claimActions/vocabularies';
import type { DisputeListQuery } from '../../../common/contract/claimActions';
import { saveBlob } from '../../lib/download';
import { claimActionsApi } from './claimActionsApi';

/**
 * The disputes of the claims the user sees, as one list for both sides: the provider's own
 * disputes with their outcomes, the plan's queue by due date. Filtered by status and overdue,
 * exported as CSV with the same filter; each claim is handled from its detail in the claim query.
 */
export const DisputesPage = () => {
    const translate = useTranslate();
    const [status, setStatus] = useState<DisputeStatus | ''>('');
    const [overdue, setOverdue] = useState(false);
    const query: DisputeListQuery = {
        ...(status ? { status } : {}),
        ...(overdue ? { overdue: 'true' as const } : {}),
    };
    const disputes = useQuery({
        queryKey: ['claimActions', 'disputes', query],
        queryFn: () => claimActionsApi.listDisputes(query),
    });
    const exportList = async () => {
        const { blob, filename } = await claimActionsApi.exportDisputes(query);
        saveBlob(blob, filename);
    };
    const day = (instant: string | null) => (instant ? instant.slice(0, 16).replace('T', ' ') : '—');
    return (
        <Card>
            <Title title={translate('route.disputes')} />
            <CardContent>
                <Typography component="h1" variant="h6" gutterBottom>
                    {translate('route.disputes')}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                    {translate('claimActionsView.list.heading')}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
                    <TextField
                        select
                        size="small"
                        label={translate('claimActionsView.list.status')}
                        value={status}
                        onChange={event => setStatus(event.target.value as DisputeStatus | '')}
                        sx={{ minWidth: 200 }}
                    >
                        <MenuItem value="">{translate('claimActionsView.list.all')}</MenuItem>
                        {DISPUTE_STATUSES.map(code => (
                            <MenuItem key={code} value={code}>
                                {translate(`claimActionsView.statuses.${code}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <FormControlLabel
                        control={<Checkbox checked={overdue} onChange={event => setOverdue(event.target.checked)} />}
                        label={translate('claimActionsView.list.overdueOnly')}
                    />
                    <Button startIcon={<DownloadIcon />} onClick={() => void exportList()}>
                        {translate('claimActionsView.list.export')}
                    </Button>
                </Stack>
                {disputes.error && <Alert severity="error">{disputes.error.message}</Alert>}
                {disputes.data?.length === 0 && (
                    <Typography color="text.secondary">{translate('claimActionsView.list.none')}</Typography>
                )}
                {disputes.data && disputes.data.length > 0 && (
                    <Box sx={{ overflowX: 'auto' }}>
                        <Table size="small">
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('claimActionsView.list.claim')}</TableCell>
                                    <TableCell>{translate('claimActionsView.list.plan')}</TableCell>
                                    <TableCell>{translate('claimActionsView.disputes.kind')}</TableCell>
                                    <TableCell>{translate('claimActionsView.disputes.reason')}</TableCell>
                                    <TableCell>{translate('claimActionsView.list.status')}</TableCell>
                                    <TableCell>{translate('claimActionsView.list.opened')}</TableCell>
                                    <TableCell>{translate('claimActionsView.list.due')}</TableCell>
                                    <TableCell>{translate('claimActionsView.disputes.outcome')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {disputes.data.map(dispute => (
                                    <TableRow key={dispute.id}>
                                        <TableCell>{dispute.claimNumber}</TableCell>
                                        <TableCell>{dispute.planName ?? '—'}</TableCell>
                                        <TableCell>
                                            {translate(`claimActionsView.types.${dispute.disputeType}`)}
                                        </TableCell>
                                        <TableCell>{translate(`claimActionsView.reasons.${dispute.reason}`)}</TableCell>
                                        <TableCell>
                                            {translate(`claimActionsView.statuses.${dispute.status}`)}
                                        </TableCell>
                                        <TableCell>{day(dispute.openedAt)}</TableCell>
                                        <TableCell sx={dispute.overdue ? { color: 'error.main' } : undefined}>
                                            {dispute.dueOn}
                                            {dispute.overdue
                                                ? ` (${translate('claimActionsView.disputes.overdue')})`
                                                : ''}
                                        </TableCell>
                                        <TableCell>
                                            {dispute.outcome
                                                ? translate(`claimActionsView.outcomes.${dispute.outcome}`)
                                                : '—'}
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                )}
            </CardContent>
        </Card>
    );
};
