import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Checkbox, FormControlLabel, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ColumnDefinitionInput } from '../../../common/contract/directory';
import { COLUMN_TYPES, localized, OPTION_TYPES } from '../../../common/directory/columns';
import type { Locale } from '../../../i18n/types';
import { LabelField, OtherLanguages } from './ColumnTexts';

const FLAGS = ['required', 'unique', 'key', 'providerEditable'] as const;

/**
 * One column being defined: identifier (fixed once the column holds values), label and help in
 * each language, type, flags, choices, and the values read for it when it was guessed from a file.
 */
export const ColumnRow = ({
    column,
    locale,
    examples,
    nameLocked,
    first,
    last,
    onChange,
    onMove,
    onRemove,
}: {
    column: ColumnDefinitionInput;
    locale: Locale;
    examples?: string[];
    nameLocked: boolean;
    first: boolean;
    last: boolean;
    onChange: (patch: Partial<ColumnDefinitionInput>) => void;
    onMove: (by: -1 | 1) => void;
    onRemove: () => void;
}) => {
    const translate = useTranslate();
    const named = { name: localized({ ...column.label }, locale) };
    return (
        <Paper variant="outlined" sx={{ p: 1 }}>
            <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
            >
                <TextField
                    size="small"
                    fullWidth={false}
                    sx={{ flex: { md: '1 1 160px' } }}
                    label={translate('directory.ui.columnName')}
                    value={column.name}
                    disabled={nameLocked}
                    onChange={event => onChange({ name: event.target.value })}
                />
                <LabelField column={column} locale={locale} onChange={onChange} />
                <TextField
                    select
                    size="small"
                    label={translate('directory.ui.columnType')}
                    value={column.type}
                    onChange={event => onChange({ type: event.target.value as ColumnDefinitionInput['type'] })}
                    fullWidth={false}
                    sx={{ flex: { md: '1 1 180px' } }}
                >
                    {COLUMN_TYPES.map(type => (
                        <MenuItem key={type} value={type}>
                            {translate(`directory.columnTypes.${type}`)}
                        </MenuItem>
                    ))}
                </TextField>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {FLAGS.map(flag => (
                        <FormControlLabel
                            key={flag}
                            control={
                                <Checkbox
                                    size="small"
                                    checked={Boolean(column[flag])}
                                    onChange={event => onChange({ [flag]: event.target.checked })}
                                />
                            }
                            label={translate(`directory.ui.${flag}`)}
                        />
                    ))}
                </Stack>
                <Stack direction="row">
                    <IconButton
                        aria-label={translate('directoryColumns.ui.moveUp', named)}
                        disabled={first}
                        onClick={() => onMove(-1)}
                    >
                        <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                        aria-label={translate('directoryColumns.ui.moveDown', named)}
                        disabled={last}
                        onClick={() => onMove(1)}
                    >
                        <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={translate('directory.ui.removeColumn', named)} onClick={onRemove}>
                        <DeleteIcon />
                    </IconButton>
                </Stack>
            </Stack>
            {OPTION_TYPES.includes(column.type) && (
                <TextField
                    size="small"
                    fullWidth
                    sx={{ mt: 1 }}
                    label={translate('directory.ui.options')}
                    value={(column.options ?? []).join('; ')}
                    onChange={event =>
                        onChange({
                            options: event.target.value
                                .split(';')
                                .map(option => option.trim())
                                .filter(Boolean),
                        })
                    }
                />
            )}
            <OtherLanguages column={column} locale={locale} name={named.name} onChange={onChange} />
            {examples && examples.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {translate('directoryColumns.ui.examples', { values: examples.join(' · ') })}
                </Typography>
            )}
        </Paper>
    );
};
