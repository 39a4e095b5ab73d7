import { Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ColumnDefinitionInput, TableSummary } from '../../../common/contract/directory';
import { localized } from '../../../common/directory/columns';
import type { Locale } from '../../../i18n/types';
import { FormDialog } from '../../components/FormDialog';
import { directoryColumnsApi } from './directoryColumnsApi';
import { ColumnEditor } from './ColumnEditor';

/**
 * "Edit columns" of a table that holds values: add, relabel, reorder, retype, remove. The server
 * checks the values against the new settings and refuses with the count and examples, shown
 * here; removing a column that holds values asks first, saying how many go with it.
 */
export const ColumnsDialog = ({ table, onClose }: { table: TableSummary; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [locale] = useLocaleState() as [Locale, unknown];
    const [columns, setColumns] = useState<ColumnDefinitionInput[]>(table.columns);
    const [removing, setRemoving] = useState<ColumnDefinitionInput>();
    const [error, setError] = useState<string>();
    const [saving, setSaving] = useState(false);
    const { data: usage } = useQuery({
        queryKey: ['directoryColumnUsage', table.id, table.definitionVersion],
        queryFn: () => directoryColumnsApi.usage(table.id),
    });
    const stored = useMemo(() => new Set(table.columns.map(column => column.name)), [table.columns]);
    const lost = removing ? (usage?.filled[removing.name] ?? 0) : 0;
    const remove = (index: number) => {
        const column = columns[index]!;
        if (stored.has(column.name)) setRemoving(column);
        else setColumns(columns.filter((_, at) => at !== index));
    };
    const save = async () => {
        setSaving(true);
        setError(undefined);
        try {
            const changed = await directoryColumnsApi.change(table.id, {
                definitionVersion: table.definitionVersion,
                columns,
            });
            await queryClient.invalidateQueries({ queryKey: ['directoryTables'] });
            await queryClient.invalidateQueries({ queryKey: ['directoryRows', table.id] });
            notify('directoryColumns.ui.saved', {
                type: 'success',
                messageArgs: { version: changed.definitionVersion },
            });
            onClose();
        } catch (failure) {
            setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
            setSaving(false);
        }
    };
    return (
        <FormDialog
            title={translate('directoryColumns.ui.editColumnsOf', { name: table.name })}
            submitLabel={translate('directoryColumns.ui.save')}
            cancelLabel={translate('directoryColumns.ui.cancel')}
            onSubmit={() => void save()}
            onClose={onClose}
            error={error}
            submitDisabled={saving}
            maxWidth="lg"
            fullScreenOnPhone
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('directoryColumns.ui.version', { version: table.definitionVersion })}
            </Typography>
            <ColumnEditor
                columns={columns}
                locale={locale}
                onChange={setColumns}
                lockedNames={stored}
                onRemove={remove}
            />
            <Confirm
                isOpen={removing !== undefined}
                title="directoryColumns.ui.removeTitle"
                titleTranslateOptions={{ name: removing ? localized({ ...removing.label }, locale) : '' }}
                content={
                    <>
                        {lost > 0
                            ? translate('directoryColumns.ui.removeLoses', { smart_count: lost })
                            : translate('directoryColumns.ui.removeEmpty')}{' '}
                        {translate('directoryColumns.ui.removeLater')}
                    </>
                }
                confirm="directoryColumns.ui.removeConfirm"
                confirmColor="warning"
                onConfirm={() => {
                    setColumns(columns.filter(column => column !== removing));
                    setRemoving(undefined);
                }}
                onClose={() => setRemoving(undefined)}
            />
        </FormDialog>
    );
};
