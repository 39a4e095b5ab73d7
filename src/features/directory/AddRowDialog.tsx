import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DirectoryTableRecord } from '../../../common/contract/directory';
import { localized } from '../../../common/directory/columns';
import type { Locale } from '../../../i18n/types';
import { FormDialog } from '../../components/FormDialog';
import { directoryApi } from './directoryApi';
import { ApiError } from '../../providers/httpClient';
import { valueProblem } from './gridColumns';

/**
 * A new row, one field per column, each checked by its type as it is typed; the server's refusal
 * (a duplicate key, say) is shown on the field it names, and what was typed stays.
 */
export const AddRowDialog = ({
    table,
    onClose,
    onAdded,
}: {
    table: DirectoryTableRecord;
    onClose: () => void;
    onAdded: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState() as [Locale, unknown];
    const [values, setValues] = useState<Record<string, string>>({});
    const [serverError, setServerError] = useState<{ field?: string; message: string }>();
    const problems = Object.fromEntries(
        table.columns.map(column => [column.name, valueProblem(column, values[column.name] ?? '', translate, locale)])
    );
    const [touched, setTouched] = useState<Record<string, boolean>>({});
    const [submitted, setSubmitted] = useState(false);
    const submit = async () => {
        setSubmitted(true);
        if (Object.values(problems).some(Boolean)) return;
        try {
            await directoryApi.addRow(table.id, values);
            notify('directory.ui.saved', { type: 'success' });
            onAdded();
            onClose();
        } catch (error) {
            const field =
                error instanceof ApiError ? (error.body as { data?: { field?: string } })?.data?.field : undefined;
            setServerError({ field, message: error instanceof Error ? error.message : String(error) });
        }
    };
    return (
        <FormDialog
            title={translate('directory.ui.addRowTitle', { table: table.name })}
            submitLabel={translate('directory.ui.save')}
            cancelLabel={translate('directory.ui.cancel')}
            onSubmit={() => void submit()}
            onClose={onClose}
            error={serverError?.message}
        >
            <Stack spacing={2} sx={{ mt: 1 }}>
                {table.columns.map(column => {
                    const shown = (submitted || touched[column.name]) && problems[column.name];
                    return (
                        <TextField
                            key={column.name}
                            size="small"
                            label={localized(column.label, locale)}
                            required={column.required || column.key}
                            value={values[column.name] ?? ''}
                            onChange={event =>
                                setValues(current => ({ ...current, [column.name]: event.target.value }))
                            }
                            onBlur={() => setTouched(current => ({ ...current, [column.name]: true }))}
                            error={Boolean(shown) || serverError?.field === column.name}
                            helperText={shown || (column.help ? localized(column.help, locale) : undefined)}
                            multiline={column.type === 'longText'}
                        />
                    );
                })}
            </Stack>
        </FormDialog>
    );
};
