import {
    Alert,
    Box,
    Button,
    Drawer,
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
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DirectoryRowRecord } from '../../../../common/contract/directory';
import { parseTime } from '../../../lib/time';
import { directoryAccuracyApi } from './directoryAccuracyApi';
import { VerificationChip } from './VerificationChip';
import { VerificationSummary } from './VerificationSummary';

/**
 * One listing's verification clock for staff: where it stands and how it was last verified, a
 * verification by phone recorded with its note, a hold that keeps it public while overdue (or its
 * release), and the campaign — who was reminded, when, whether they followed the link — with each
 * withdrawal from the public directory.
 */
export const VerificationDrawer = ({
    tableId,
    row,
    canEdit,
    onChanged,
    onClose,
}: {
    tableId: string;
    row: DirectoryRowRecord | undefined;
    canEdit: boolean;
    onChanged: () => void;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    return (
        <Drawer anchor="right" open={row !== undefined} onClose={onClose}>
            {row && (
                <Box sx={{ width: { xs: 320, sm: 480 }, p: 2 }} role="region" aria-labelledby="verification-title">
                    <Typography id="verification-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                        {translate('directoryAccuracy.ui.campaignTitle', { id: row.id })}
                    </Typography>
                    <Stack spacing={1} sx={{ mb: 2 }}>
                        <Box>
                            <VerificationChip row={row} />
                        </Box>
                        <VerificationSummary row={row} />
                    </Stack>
                    {canEdit && !row.deletedAt && (
                        <StaffActions tableId={tableId} row={row} onChanged={onChanged} key={row.version} />
                    )}
                    <Campaign tableId={tableId} rowId={row.id} version={row.version} />
                    <Button sx={{ mt: 2 }} onClick={onClose}>
                        {translate('directoryAccuracy.ui.close')}
                    </Button>
                </Box>
            )}
        </Drawer>
    );
};

const StaffActions = ({
    tableId,
    row,
    onChanged,
}: {
    tableId: string;
    row: DirectoryRowRecord;
    onChanged: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [note, setNote] = useState('');
    const [reason, setReason] = useState('');
    const done = () => {
        notify('directoryAccuracy.ui.saved', { type: 'success' });
        onChanged();
    };
    return (
        <Stack spacing={2} sx={{ mb: 2 }}>
            <Stack spacing={1} component="section" aria-labelledby="phone-verification">
                <Typography id="phone-verification" variant="subtitle2" component="h3">
                    {translate('directoryAccuracy.ui.phoneTitle')}
                </Typography>
                <TextField
                    label={translate('directoryAccuracy.ui.phoneNote')}
                    value={note}
                    onChange={event => setNote(event.target.value)}
                    multiline
                    minRows={2}
                    size="small"
                />
                <Box>
                    <Button
                        variant="outlined"
                        disabled={note.trim().length < 3}
                        onClick={() => directoryAccuracyApi.recordPhoneVerification(tableId, row.id, note).then(done)}
                    >
                        {translate('directoryAccuracy.ui.phone')}
                    </Button>
                </Box>
            </Stack>
            <Stack spacing={1} component="section" aria-labelledby="publication-hold">
                <Typography id="publication-hold" variant="subtitle2" component="h3">
                    {translate('directoryAccuracy.ui.holdTitle')}
                </Typography>
                {row.publicationHold ? (
                    <Box>
                        <Button
                            variant="outlined"
                            onClick={() => directoryAccuracyApi.release(tableId, row.id).then(done)}
                        >
                            {translate('directoryAccuracy.ui.release')}
                        </Button>
                    </Box>
                ) : (
                    <>
                        <TextField
                            label={translate('directoryAccuracy.ui.holdReason')}
                            value={reason}
                            onChange={event => setReason(event.target.value)}
                            size="small"
                        />
                        <Box>
                            <Button
                                variant="outlined"
                                disabled={reason.trim().length < 3}
                                onClick={() => directoryAccuracyApi.hold(tableId, row.id, reason).then(done)}
                            >
                                {translate('directoryAccuracy.ui.hold')}
                            </Button>
                        </Box>
                    </>
                )}
            </Stack>
        </Stack>
    );
};

const Campaign = ({ tableId, rowId, version }: { tableId: string; rowId: number; version: number }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { data, error } = useQuery({
        queryKey: ['directoryCampaign', tableId, rowId, version],
        queryFn: () => directoryAccuracyApi.campaign(tableId, rowId),
    });
    const time = (value: string) => parseTime(value, '{y}-{m}-{d} {h}:{i}', locale);
    if (error) return <Alert severity="error">{error.message}</Alert>;
    if (!data) return null;
    return (
        <Stack spacing={1} component="section" aria-labelledby="campaign-title">
            <Typography id="campaign-title" variant="subtitle2" component="h3">
                {translate('directoryAccuracy.ui.campaign')}
            </Typography>
            {data.suppressions.map(entry => (
                <Alert severity="warning" key={entry.recordedAt}>
                    {translate('directoryAccuracy.ui.withdrawnOn', { date: time(entry.recordedAt) })}
                </Alert>
            ))}
            {data.reminders.length === 0 ? (
                <Typography variant="body2">{translate('directoryAccuracy.ui.noReminders')}</Typography>
            ) : (
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('directoryAccuracy.ui.sentAt')}</TableCell>
                            <TableCell>{translate('directoryAccuracy.ui.recipient')}</TableCell>
                            <TableCell>{translate('directoryAccuracy.ui.threshold')}</TableCell>
                            <TableCell>{translate('directoryAccuracy.ui.opened')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.reminders.map(reminder => (
                            <TableRow key={`${reminder.sentAt}-${reminder.recipient}-${reminder.daysBefore}`}>
                                <TableCell>{time(reminder.sentAt)}</TableCell>
                                <TableCell>{reminder.recipient}</TableCell>
                                <TableCell>
                                    {reminder.daysBefore === 0
                                        ? translate('directoryAccuracy.ui.overdueNotice')
                                        : translate('directoryAccuracy.ui.daysBefore', {
                                              smart_count: reminder.daysBefore,
                                          })}
                                </TableCell>
                                <TableCell>
                                    {reminder.openedAt
                                        ? time(reminder.openedAt)
                                        : translate('directoryAccuracy.ui.notOpened')}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </Stack>
    );
};
