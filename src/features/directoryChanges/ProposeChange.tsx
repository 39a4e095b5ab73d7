import { Alert, Button, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { REPORT_TEXT_MAX } from '../../../common/vocabularies/directoryChanges';
import { localized, type ColumnDefinition } from '../../../common/directory/columns';
import type { Locale } from '../../../i18n/types';
import { FormDialog } from '../../components/FormDialog';
import { formatDay } from '../../lib/dayAndMoney';
import { directoryChangesApi } from './directoryChangesApi';

/**
 * A provider's request to change a field of its own listing that it cannot edit itself (a name, a
 * specialty): the directory team applies or rejects it within 2 business days, and the provider is
 * e-mailed either way.
 */
export const ProposeChange = ({
    table,
    rowId,
}: {
    table: { id: string; columns: ColumnDefinition[] };
    rowId: number;
}) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [open, setOpen] = useState(false);
    const [column, setColumn] = useState('');
    const [value, setValue] = useState('');
    const [note, setNote] = useState('');
    const [problem, setProblem] = useState<string>();
    const [dueOn, setDueOn] = useState<string>();
    const fixed = table.columns.filter(candidate => !candidate.providerEditable);

    const close = () => {
        setOpen(false);
        setColumn('');
        setValue('');
        setNote('');
        setProblem(undefined);
    };
    const submit = async () => {
        try {
            const values = column ? { [column]: value } : {};
            const asked = await directoryChangesApi.propose(table.id, rowId, values, note.trim());
            setDueOn(asked.dueOn);
            close();
        } catch (error) {
            setProblem((error as Error).message);
        }
    };

    return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button onClick={() => setOpen(true)}>{translate('directoryWork.propose.open')}</Button>
            {dueOn && (
                <Alert severity="success" role="status">
                    {translate('directoryWork.propose.sent', { date: formatDay(dueOn, locale) })}
                </Alert>
            )}
            {open && (
                <FormDialog
                    title={translate('directoryWork.propose.title')}
                    submitLabel={translate('directoryWork.propose.send')}
                    cancelLabel={translate('directoryWork.cancel')}
                    onSubmit={() => void submit()}
                    onClose={close}
                    error={problem}
                    browserValidation
                >
                    <DialogContentText sx={{ mb: 2 }}>{translate('directoryWork.propose.intro')}</DialogContentText>
                    <Stack spacing={2}>
                        <TextField
                            select
                            label={translate('directoryWork.propose.field')}
                            value={column}
                            onChange={event => setColumn(event.target.value)}
                        >
                            {fixed.map(candidate => (
                                <MenuItem key={candidate.name} value={candidate.name}>
                                    {localized(candidate.label, locale as Locale)}
                                </MenuItem>
                            ))}
                        </TextField>
                        {column && (
                            <TextField
                                label={translate('directoryWork.propose.value')}
                                value={value}
                                onChange={event => setValue(event.target.value)}
                                required
                            />
                        )}
                        <TextField
                            label={translate('directoryWork.propose.note')}
                            value={note}
                            onChange={event => setNote(event.target.value)}
                            multiline
                            minRows={2}
                            required={!column}
                            slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX } }}
                        />
                    </Stack>
                </FormDialog>
            )}
        </Stack>
    );
};
