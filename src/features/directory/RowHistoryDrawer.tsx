import { Box, Button, Drawer, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DirectoryTableRecord } from '../../../common/contract/directory';
import { localized } from '../../../common/directory/columns';
import { displayValue, type CellValue } from '../../../common/directory/values';
import type { Locale } from '../../../i18n/types';
import { parseTime } from '../../lib/time';
import { directoryApi } from './directoryApi';

/** Every change of one row, newest first: who, when, each field before → after. */
export const RowHistoryDrawer = ({
    table,
    rowId,
    onClose,
}: {
    table: DirectoryTableRecord;
    rowId?: number;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const [locale] = useLocaleState() as [Locale, unknown];
    const { data } = useQuery({
        queryKey: ['directoryRowHistory', table.id, rowId],
        queryFn: () => directoryApi.rowHistory(table.id, rowId!),
        enabled: rowId !== undefined,
    });
    const label = (field: string) => {
        const column = table.columns.find(candidate => candidate.name === field);
        return column ? localized(column.label, locale) : field;
    };
    /** A value as the grid shows it (languages by name), or ∅ when empty. */
    const show = (field: string, value: unknown) => {
        if (value === null || value === undefined) return '∅';
        const column = table.columns.find(candidate => candidate.name === field);
        return column ? displayValue(column, value as CellValue, locale) : String(value);
    };
    return (
        <Drawer anchor="right" open={rowId !== undefined} onClose={onClose}>
            <Box sx={{ width: { xs: 320, sm: 420 }, p: 2 }} role="region" aria-labelledby="row-history-title">
                <Typography id="row-history-title" variant="h6" component="h2">
                    {translate('directory.ui.historyTitle', { id: rowId })}
                </Typography>
                {data?.length === 0 && <Typography>{translate('directory.ui.historyEmpty')}</Typography>}
                <List dense>
                    {(data ?? []).map(entry => (
                        <ListItem key={entry.id} divider alignItems="flex-start">
                            <ListItemText
                                primary={`${parseTime(entry.at, undefined, locale) ?? ''} · ${entry.actor ?? '—'} · ${translate(`directory.historyAction.${entry.action}`)} · v${entry.version}`}
                                secondary={Object.entries(entry.changes)
                                    .map(
                                        ([field, change]) =>
                                            `${label(field)}: ${show(field, change.before)} → ${show(field, change.after)}`
                                    )
                                    .join('\n')}
                                slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
                            />
                        </ListItem>
                    ))}
                </List>
                <Button onClick={onClose}>{translate('directory.ui.close')}</Button>
            </Box>
        </Drawer>
    );
};
