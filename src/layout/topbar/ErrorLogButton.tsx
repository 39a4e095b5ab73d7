import BugReportIcon from '@mui/icons-material/BugReport';
import {
    Badge,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorLog, useErrorLog } from '../../providers/errorLog';

/** A badge in the top bar while errors are logged; it opens the list. */
export const ErrorLogButton = () => {
    const translate = useTranslate();
    const entries = useErrorLog();
    const [open, setOpen] = useState(false);
    if (entries.length === 0) return null;
    const label = translate('errorLog.button', { smart_count: entries.length });
    return (
        <>
            <Tooltip title={label}>
                <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
                    <Badge color="error" badgeContent={entries.length}>
                        <BugReportIcon />
                    </Badge>
                </IconButton>
            </Tooltip>
            <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth>
                <DialogTitle>{translate('errorLog.title')}</DialogTitle>
                <DialogContent>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('errorLog.message')}</TableCell>
                                <TableCell>{translate('errorLog.where')}</TableCell>
                                <TableCell>{translate('errorLog.url')}</TableCell>
                                <TableCell>{translate('errorLog.stack')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {entries.map(entry => (
                                <TableRow key={entry.time + entry.message}>
                                    <TableCell>{entry.message}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{entry.where}</TableCell>
                                    <TableCell sx={{ wordBreak: 'break-all' }}>{entry.url}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 12 }}>
                                        {entry.stack}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </DialogContent>
                <DialogActions>
                    <Button
                        color="error"
                        onClick={() => {
                            errorLog.set([]);
                            setOpen(false);
                        }}
                    >
                        {translate('errorLog.clearAll')}
                    </Button>
                    <Button onClick={() => setOpen(false)}>{translate('errorLog.close')}</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
