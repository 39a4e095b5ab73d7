import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DirectoryRowRecord, DirectoryTableRecord } from '../../../common/contract/directory';
import { localized, type ColumnDefinition } from '../../../common/directory/columns';
import { displayValue, type CellValue } from '../../../common/directory/values';
import type { Locale } from '../../../i18n/types';

/** An edit refused as stale: what the user typed and the row as it is now on the server. */
export interface Conflict {
    rowId: number;
    values: Record<string, unknown>;
    current: DirectoryRowRecord;
}

/**
 * Shows, field by field, the user's value beside the current one. The user's edit stays in the
 * grid until they choose: save theirs over the newer version, or keep the current values.
 */
export const ConflictDialog = ({
    table,
    conflict,
    onKeepMine,
    onTakeTheirs,
}: {
    table: DirectoryTableRecord;
    conflict: Conflict;
    onKeepMine: (conflict: Conflict) => void;
    onTakeTheirs: () => void;
}) => {
    const translate = useTranslate();
    const [locale] = useLocaleState() as [Locale, unknown];
    const message = translate('directory.errors.stale', {
        sent: conflict.current.version - 1,
        current: conflict.current.version,
    });
    return (
        <Dialog open onClose={onTakeTheirs} aria-labelledby="conflict-title">
            <DialogTitle id="conflict-title">{translate('directory.ui.conflictTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{message}</DialogContentText>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('directory.ui.conflictField')}</TableCell>
                            <TableCell>{translate('directory.ui.conflictYours')}</TableCell>
                            <TableCell>{translate('directory.ui.conflictTheirs')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {table.columns
                            .filter(column => column.name in conflict.values)
                            .map(column => (
                                <TableRow key={column.name}>
                                    <TableCell>{localized(column.label, locale)}</TableCell>
                                    <TableCell>{shownEdit(column, conflict.values[column.name], locale)}</TableCell>
                                    <TableCell>
                                        {displayValue(column, conflict.current.values[column.name] ?? null, locale)}
                                    </TableCell>
                                </TableRow>
                            ))}
                    </TableBody>
                </Table>
            </DialogContent>
            <DialogActions>
                <Button onClick={onTakeTheirs}>{translate('directory.ui.takeTheirs')}</Button>
                <Button variant="contained" onClick={() => onKeepMine(conflict)}>
                    {translate('directory.ui.keepMine')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** An edit as the user typed it, or, where it was sent as read (a list of languages), as it reads. */
const shownEdit = (column: ColumnDefinition, edit: unknown, locale: Locale) =>
    typeof edit === 'string' || edit == null ? String(edit ?? '') : displayValue(column, edit as CellValue, locale);
