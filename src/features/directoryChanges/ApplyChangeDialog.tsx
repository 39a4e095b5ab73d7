import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    MenuItem,
    Stack,
    TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { DirectoryChange } from '../../../common/contract/directoryChanges';
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

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        try {
            await directoryChangesApi.apply(change.id, change.rowVersion, values);
            onDone();
        } catch (error) {
            setProblem((error as Error).message);
        }
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="apply-title">
            <form onSubmit={event => void submit(event)}>
                <DialogTitle id="apply-title">
                    {translate('directoryWork.apply.title', { name: change.listingName })}
                </DialogTitle>
                <DialogContent>
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
                        {problem && (
                            <Alert severity="error" role="alert">
                                {problem}
                            </Alert>
                        )}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('directoryWork.cancel')}</Button>
                    <Button type="submit" variant="contained">
                        {translate('directoryWork.apply.confirm')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
