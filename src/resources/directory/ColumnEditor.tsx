import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ColumnDefinitionInput } from '../../../common/contract/directory';
import { COLUMN_TYPES, localized, OPTION_TYPES } from '../../../common/directory/columns';
import type { Locale } from '../../../i18n/types';

const FLAGS = ['required', 'unique', 'key', 'providerEditable'] as const;

/** The ordered columns of a table being defined: identifier, label, type, flags, choices. */
export const ColumnEditor = ({
    columns,
    locale,
    onChange,
}: {
    columns: ColumnDefinitionInput[];
    locale: Locale;
    onChange: (columns: ColumnDefinitionInput[]) => void;
}) => {
    const translate = useTranslate();
    const change = (index: number, patch: Partial<ColumnDefinitionInput>) =>
        onChange(columns.map((column, at) => (at === index ? { ...column, ...patch } : column)));
    const add = () =>
        onChange([
            ...columns,
            { name: `column${columns.length + 1}`, type: 'text', label: { en: `Column ${columns.length + 1}` } },
        ]);
    return (
        <Stack spacing={1}>
            {columns.map((column, index) => (
                <Paper key={index} variant="outlined" sx={{ p: 1 }}>
                    <Stack
                        direction={{ xs: 'column', md: 'row' }}
                        spacing={1}
                        useFlexGap
                        sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
                    >
                        <TextField
                            size="small"
                            fullWidth={false}
                            sx={{ flex: '1 1 160px' }}
                            label={translate('directory.ui.columnName')}
                            value={column.name}
                            onChange={event => change(index, { name: event.target.value })}
                        />
                        <TextField
                            size="small"
                            fullWidth={false}
                            sx={{ flex: '2 1 200px' }}
                            label={translate('directory.ui.columnLabel')}
                            value={column.label.en}
                            helperText={locale === 'en' ? undefined : localized({ ...column.label }, locale)}
                            onChange={event => change(index, { label: { ...column.label, en: event.target.value } })}
                        />
                        <TextField
                            select
                            size="small"
                            label={translate('directory.ui.columnType')}
                            value={column.type}
                            onChange={event =>
                                change(index, { type: event.target.value as ColumnDefinitionInput['type'] })
                            }
                            fullWidth={false}
                            sx={{ flex: '1 1 180px' }}
                        >
                            {COLUMN_TYPES.map(type => (
                                <MenuItem key={type} value={type}>
                                    {translate(`directory.columnTypes.${type}`)}
                                </MenuItem>
                            ))}
                        </TextField>
                        {FLAGS.map(flag => (
                            <FormControlLabel
                                key={flag}
                                control={
                                    <Checkbox
                                        size="small"
                                        checked={Boolean(column[flag])}
                                        onChange={event => change(index, { [flag]: event.target.checked })}
                                    />
                                }
                                label={translate(`directory.ui.${flag}`)}
                            />
                        ))}
                        <IconButton
                            aria-label={translate('directory.ui.removeColumn', { name: column.name })}
                            onClick={() => onChange(columns.filter((_, at) => at !== index))}
                        >
                            <DeleteIcon />
                        </IconButton>
                    </Stack>
                    {OPTION_TYPES.includes(column.type) && (
                        <TextField
                            size="small"
                            fullWidth
                            sx={{ mt: 1 }}
                            label={translate('directory.ui.options')}
                            value={(column.options ?? []).join('; ')}
                            onChange={event =>
                                change(index, {
                                    options: event.target.value
                                        .split(';')
                                        .map(option => option.trim())
                                        .filter(Boolean),
                                })
                            }
                        />
                    )}
                </Paper>
            ))}
            <Box>
                <Button startIcon={<AddIcon />} onClick={add}>
                    {translate('directory.ui.addColumn')}
                </Button>
            </Box>
        </Stack>
    );
};
