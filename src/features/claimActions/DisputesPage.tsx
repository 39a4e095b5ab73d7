import DownloadIcon from '@mui/icons-material/Download';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Checkbox,
    FormControlLabel,
    Link,
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
import { LinkBase, Title, useTranslate } from 'react-admin';
import {
    DISPUTE_OUTCOMES,
    DISPUTE_STATUSES,
    DISPUTE_TYPES,
    type DisputeOutcome,
    type DisputeStatus,
    type DisputeType,
} from '../../../common/claimActions/vocabularies';
import type { DisputeListQuery } from '../../../common/contract/claimActions';
import { CodeSelect } from '../../components/CodeSelect';
import { claimQueryFor } from '../../lib/claimQueryLink';
import { saveBlob } from '../../lib/download';
import { claimActionsApi } from './claimActionsApi';

/**
 * The disputes of the claims the user sees, as one list for both sides: the provider's own
 * disputes with their outcomes, the plan's queue by due date. Filtered by status, kind, outcome,
 * claim number and overdue, exported as CSV with the same filter; each claim links to the claim
 * query, where it is handled from its detail.
 */
export const DisputesPage = () => {
    const translate = useTranslate();
    const [status, setStatus] = useState<DisputeStatus | ''>('');
    const [disputeType, setDisputeType] = useState<DisputeType | ''>('');
    const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
    const [claimNumber, setClaimNumber] = useState('');
    const [overdue, setOverdue] = useState(false);
    const query: DisputeListQuery = {
        ...(status ? { status } : {}),
        ...(disputeType ? { disputeType } : {}),
        ...(outcome ? { outcome } : {}),
        ...(claimNumber.trim() ? { claimNumber: claimNumber.trim() } : {}),
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
                {/* The filters side by side, wrapping without an indent, each as wide as it needs; one a line on a phone. */}
                <Stack
                    direction="row"
                    spacing={2}
                    useFlexGap
                    sx={{
                        alignItems: 'center',
                        flexWrap: 'wrap',
                        my: 2,
                        '& > .MuiFormControl-root': { width: { xs: '100%', sm: 'auto' } },
                    }}
                >
                    <CodeSelect<DisputeStatus | ''>
                        size="small"
                        label={translate('claimActionsView.list.status')}
                        codes={DISPUTE_STATUSES}
                        nameOf={code => translate(`claimActionsView.statuses.${code}`)}
                        anyLabel={translate('claimActionsView.list.all')}
                        value={status}
                        onChange={setStatus}
                        sx={{ minWidth: 200 }}
                    />
                    <CodeSelect<DisputeType | ''>
                        size="small"
                        label={translate('claimActionsView.disputes.kind')}
                        codes={DISPUTE_TYPES}
                        nameOf={code => translate(`claimActionsView.types.${code}`)}
                        anyLabel={translate('claimActionsView.list.all')}
                        value={disputeType}
                        onChange={setDisputeType}
                        sx={{ minWidth: 180 }}
                    />
                    <CodeSelect<DisputeOutcome | ''>
                        size="small"
                        label={translate('claimActionsView.disputes.outcome')}
                        codes={DISPUTE_OUTCOMES}
                        nameOf={code => translate(`claimActionsView.outcomes.${code}`)}
                        anyLabel={translate('claimActionsView.list.all')}
                        value={outcome}
                        onChange={setOutcome}
                        sx={{ minWidth: 180 }}
                    />
                    <TextField
                        size="small"
                        label={translate('claimActionsView.list.claimNumber')}
                        value={claimNumber}
                        onChange={event => setClaimNumber(event.target.value)}
                        slotProps={{ htmlInput: { maxLength: 64 } }}
                    />
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
                                        <TableCell>
                                            <Link component={LinkBase} to={claimQueryFor(dispute.claimNumber)}>
                                                {dispute.claimNumber}
                                            </Link>
                                        </TableCell>
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
