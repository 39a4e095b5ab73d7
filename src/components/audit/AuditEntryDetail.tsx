import ArrowRightAltIcon from '@mui/icons-material/ArrowRightAlt';
import { Box, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecord } from '../../../common/contract/auditTrail';

/** An audit entry's detail: each changed field as before → after, the reason and the browser. */
export const AuditEntryDetail = () => {
    const translate = useTranslate();
    const entry = useRecordContext<AuditRecord>();
    if (!entry) return null;
    const changes = Object.entries(entry.changes ?? {});
    return (
        <Stack spacing={1.5} sx={{ py: 1.5 }}>
            <Box>
                <Typography variant="subtitle2">{translate('auditTrail.fields.changes')}</Typography>
                {changes.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('auditTrail.noChanges')}
                    </Typography>
                ) : (
                    <Table size="small" sx={{ width: 'auto' }}>
                        <TableBody>
                            {changes.map(([field, { before, after }]) => (
                                <TableRow key={field}>
                                    <TableCell component="th" scope="row">
                                        {field}
                                    </TableCell>
                                    <TableCell>
                                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                            <ChangeValue value={before} />
                                            <ArrowRightAltIcon fontSize="small" aria-label="→" />
                                            <ChangeValue value={after} />
                                        </Stack>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                )}
            </Box>
            {entry.reason && <Labelled label={translate('auditTrail.fields.reason')} value={entry.reason} />}
            <Labelled label={translate('auditTrail.fields.userAgent')} value={entry.userAgent} />
        </Stack>
    );
};

const Labelled = ({ label, value }: { label: string; value: string }) => (
    <Box>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {value}
        </Typography>
    </Box>
);

const ChangeValue = ({ value }: { value: unknown }) => {
    const translate = useTranslate();
    const empty = value === null || value === undefined || value === '';
    return (
        <Typography
            variant="body2"
            component="span"
            color={empty ? 'text.secondary' : undefined}
            sx={{ fontFamily: 'monospace' }}
        >
            {empty ? translate('auditTrail.empty') : typeof value === 'object' ? JSON.stringify(value) : String(value)}
        </Typography>
    );
};
