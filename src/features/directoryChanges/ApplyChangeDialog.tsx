import { Button, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DirectoryChange } from '../../../common/contract/directoryChanges';
import { FormDialog } from '../../components/FormDialog';
import { directoryChangesApi } from './directoryChangesApi';

const shown = (value: unknown) =>
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * Applies a change: the values asked for, as staff confirm or correct them, plus any other column
 * staff find wrong (a member usually only describes the error). The row is written as any edit.
 */
export const ApplyChangeDialog = ({
    change,
    onClose,
    onDone,
}: {
    change: DirectoryChange;
    onClose: () => void;
    onDone: () => void;
}) => {
    const translate = useTranslate();
    const [values, setValues] = useState<Record<string, string>>(() =>
        Object.fromEntries(Object.entries(change.proposed).map(([name, value]) => [name, shown(value)]))
    );
    const [adding, setAdding] = useState('');
    const [problem, setProblem] = useState<string>();
    const labelOf = (name: string) => change.columns.find(column => column.name === name)?.label ?? name;
    const others = change.columns.filter(column => !(column.name in values));

    const submit = async () => {
        try {
            await directoryChangesApi.apply(change.id, change.rowVersion, values);
            onDone();
        } catch (error) {
            setProblem((error as Error).message);
        }
    };

    return (
        <FormDialog
            title={translate('directoryWork.apply.title', { name: change.listingName })}
            submitLabel={translate('directoryWork.apply.confirm')}
            cancelLabel={translate('directoryWork.cancel')}
            onSubmit={() => void submit()}
            onClose={onClose}
            error={problem}
            browserValidation
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                {change.note && <DialogContentText>{change.note}</DialogContentText>}
                {Object.entries(values).map(([name, value]) => (
                    <TextField
                        key={name}
                        label={labelOf(name)}
                        value={value}
                        onChange={event => setValues({ ...values, [name]: event.target.value })}
                        helperText={translate('directoryWork.apply.now', {
                            value: shown(change.current[name]) || '—',
                        })}
                    />
                ))}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField
                        select
                        size="small"
                        label={translate('directoryWork.apply.column')}
                        value={adding}
                        onChange={event => setAdding(event.target.value)}
                        sx={{ minWidth: 220 }}
                    >
                        {others.map(column => (
                            <MenuItem key={column.name} value={column.name}>
                                {column.label}
                            </MenuItem>
                        ))}
                    </TextField>
                    <Button
                        onClick={() => {
                            if (!adding) return;
                            setValues({ ...values, [adding]: shown(change.current[adding]) });
                            setAdding('');
                        }}
                    >
                        {translate('directoryWork.apply.add')}
                    </Button>
                </Stack>
            </Stack>
        </FormDialog>
    );
};
