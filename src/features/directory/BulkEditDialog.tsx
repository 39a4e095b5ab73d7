import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DirectoryTableRecord } from '../../../common/contract/directory';
import { localized } from '../../../common/directory/columns';
import type { Locale } from '../../../i18n/types';
import { FormDialog } from '../../components/FormDialog';
import { directoryGridApi } from './directoryGridApi';
import { valueProblem, type GridRow } from './gridColumns';

/**
 * "Edit selected": one column set to one value on every selected row. The value is checked by
 * the column's type as it is typed (the messages of a cell edit); the server applies it to all
 * the rows or to none, and its refusal (a row changed meanwhile, say) is shown here.
 */
export const BulkEditDialog = ({
    table,
    rows,
    onClose,
    onDone,
}: {
    table: DirectoryTableRecord;
    rows: GridRow[];
    onClose: () => void;
    onDone: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState() as [Locale, unknown];
    const [columnName, setColumnName] = useState(table.columns[0]?.name ?? '');
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const [refusal, setRefusal] = useState<string>();
    const column = table.columns.find(candidate => candidate.name === columnName);
    const problem = column ? valueProblem(column, value, translate, locale) : undefined;
    const apply = async () => {
        setTouched(true);
        if (problem || !column) return;
        try {
            const rowsSeen = rows.map(row => ({ id: row.id, version: row.record.version }));
            const changed = await directoryGridApi.bulkEdit(table.id, { column: column.name, value, rows: rowsSeen });
            notify('directoryGrid.ui.bulkSaved', { type: 'success', messageArgs: { smart_count: changed.length } });
            onDone();
        } catch (error) {
            setRefusal(error instanceof Error ? error.message : String(error));
        }
    };
    return (
        <FormDialog
            title={translate('directoryGrid.ui.bulkTitle', { smart_count: rows.length })}
            submitLabel={translate('directoryGrid.ui.apply')}
            cancelLabel={translate('directory.ui.cancel')}
            onSubmit={() => void apply()}
            onClose={onClose}
            error={refusal}
        >
            <Stack spacing={2} sx={{ mt: 1 }}>
                <TextField
                    select
                    size="small"
                    label={translate('directoryGrid.ui.column')}
                    value={columnName}
                    onChange={event => (setColumnName(event.target.value), setRefusal(undefined))}
                >
                    {table.columns.map(each => (
                        <MenuItem key={each.name} value={each.name}>
                            {localized(each.label, locale)}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    size="small"
                    label={translate('directoryGrid.ui.value')}
                    value={value}
                    onChange={event => (setValue(event.target.value), setRefusal(undefined))}
                    onBlur={() => setTouched(true)}
                    error={touched && Boolean(problem)}
                    helperText={(touched && problem) || translate('directoryGrid.ui.emptyHint')}
                    multiline={column?.type === 'longText'}
                />
            </Stack>
        </FormDialog>
    );
};
