import PublicIcon from '@mui/icons-material/Public';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
    Button,
    Chip,
    Link,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TableSummary } from '../../../common/contract/directory';
import { NEW_TABLE_PATH } from '../../../common/routes';
import { parseTime } from '../../lib/time';
import { useCanOpen } from '../../providers/useAccess';
import { ColumnsDialog } from './ColumnsDialog';
import { PublicationDialog } from './PublicationDialog';

/**
 * The tables with their figures: rows, share verified in 90 days, stale rows, last change and
 * import; and, for those who define tables and may edit this one, its columns to change.
 */
export const TableList = ({ tables, onOpen }: { tables: TableSummary[]; onOpen: (id: string) => void }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const canDefine = useCanOpen()(NEW_TABLE_PATH);
    const [editing, setEditing] = useState<TableSummary>();
    const [publishing, setPublishing] = useState<TableSummary>();
    const when = (iso: string | null) => parseTime(iso, undefined, locale) ?? translate('directory.ui.never');
    if (tables.length === 0)
        return (
            <Typography>
                {translate('directory.ui.noTables')}{' '}
                {canDefine && (
                    <Link component={RouterLink} to={NEW_TABLE_PATH}>
                        {translate('directory.ui.newTableLink')}
                    </Link>
                )}
            </Typography>
        );
    return (
        <TableContainer>
            {editing && <ColumnsDialog key={editing.id} table={editing} onClose={() => setEditing(undefined)} />}
            {publishing && (
                <PublicationDialog key={publishing.id} table={publishing} onClose={() => setPublishing(undefined)} />
            )}
            {/* Headings and figures kept whole (a phone scrolls the table sideways); descriptions wrap. */}
            <Table size="small" sx={{ '& .MuiTableCell-head, & .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('directory.ui.table')}</TableCell>
                        <TableCell align="right">{translate('directory.ui.rows')}</TableCell>
                        <TableCell align="right">{translate('directory.ui.verifiedShare')}</TableCell>
                        <TableCell align="right">{translate('directory.ui.staleRows')}</TableCell>
                        <TableCell>{translate('directory.ui.lastChange')}</TableCell>
                        <TableCell>{translate('directory.ui.lastImport')}</TableCell>
                        {canDefine && <TableCell>{translate('ra.action.edit')}</TableCell>}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {tables.map(table => (
                        <TableRow key={table.id} hover>
                            {/* Wide enough on a phone for the description to read as a sentence; the other columns scroll. */}
                            <TableCell sx={{ minWidth: 200 }}>
                                <Link component="button" onClick={() => onOpen(table.id)} sx={{ fontWeight: 500 }}>
                                    {table.name}
                                </Link>
                                <Typography variant="body2" color="text.secondary">
                                    {table.description}
                                </Typography>
                            </TableCell>
                            <TableCell align="right">{table.rowCount.toLocaleString(locale)}</TableCell>
                            <TableCell align="right">
                                {table.rowCount === 0
                                    ? '—'
                                    : `${Math.round((100 * table.verifiedRows) / table.rowCount)} %`}
                            </TableCell>
                            <TableCell align="right">
                                {table.staleRows > 0 ? (
                                    <Chip size="small" color="warning" label={table.staleRows.toLocaleString(locale)} />
                                ) : (
                                    0
                                )}
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(table.lastChangeAt)}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(table.lastImportAt)}</TableCell>
                            {canDefine && (
                                <TableCell>
                                    {table.canEdit && (
                                        <Button
                                            size="small"
                                            startIcon={<ViewColumnIcon />}
                                            onClick={() => setEditing(table)}
                                        >
                                            {translate('directoryColumns.ui.editColumns')}
                                        </Button>
                                    )}
                                    {table.canEdit && (
                                        <Button
                                            size="small"
                                            startIcon={<PublicIcon />}
                                            onClick={() => setPublishing(table)}
                                        >
                                            {translate('directoryPublication.button')}
                                        </Button>
                                    )}
                                </TableCell>
                            )}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
