import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DirectoryRowRecord, DirectoryTableRecord } from '../../../common/contract/directory';
import { localized } from '../../../common/directory/columns';
import { filterKind } from '../../../common/directory/rows';
import type { Locale } from '../../../i18n/types';
import { VerificationChip } from './verification/VerificationChip';
import { VerificationSummary } from './verification/VerificationSummary';
import { directoryApi } from './directoryApi';
import { columnChoices, submittedValue, toGridRow, valueProblem } from './gridColumns';

/**
 * One listing of the provider: the fields the table lets providers edit as inputs (checked as
 * typed), the others as read-only text; save the corrections, then confirm the listing.
 */
export const ListingCorrectionCard = ({
    table,
    row,
    onChanged,
}: {
    table: DirectoryTableRecord;
    row: DirectoryRowRecord;
    onChanged: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState() as [Locale, unknown];
    const initial = toGridRow(table.columns, row, locale);
    const [edits, setEdits] = useState<Record<string, string>>({});
    const [error, setError] = useState<string>();
    const problems = Object.fromEntries(
        Object.entries(edits).map(([name, text]) => [
            name,
            valueProblem(
                table.columns.find(column => column.name === name)!,
                text,
                translate,
                locale
            ),
        ])
    );
    const saveCorrections = async () => {
        setError(undefined);
        try {
            await directoryApi.correctListing(table.id, row.id, {
                version: row.version,
                values: Object.fromEntries(
                    Object.entries(edits).map(([name, text]) => [
                        name,
                        submittedValue(
                            table.columns.find(column => column.name === name)!,
                            text
                        ),
                    ])
                ),
            });
            notify('directory.ui.saved', { type: 'success' });
            setEdits({});
            onChanged();
        } catch (failure) {
            setError(failure instanceof Error ? failure.message : String(failure));
        }
    };
    const confirm = async () => {
        await directoryApi.confirmListing(table.id, row.id);
        notify('directory.ui.confirmed', { type: 'success' });
        onChanged();
    };
    const headingId = `listing-${table.id}-${row.id}`;
    return (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
            <Typography id={headingId} variant="h6" component="h2">
                {table.name}
            </Typography>
            <Stack spacing={0.5} sx={{ mb: 1, alignItems: 'flex-start' }}>
                <VerificationChip row={row} />
                <VerificationSummary row={row} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('directory.ui.readOnly')}
            </Typography>
            {row.stale && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate('directory.ui.staleWarning')}
                </Alert>
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {table.columns.map(column => (
                    <TextField
                        key={column.name}
                        select={isOneOfList(column)}
                        size="small"
                        label={localized(column.label, locale)}
                        value={column.name in edits ? edits[column.name] : String(initial[column.name] ?? '')}
                        disabled={!column.providerEditable}
                        helperText={problems[column.name]}
                        fullWidth={false}
                        error={Boolean(problems[column.name])}
                        onChange={event => setEdits(current => ({ ...current, [column.name]: event.target.value }))}
                        sx={{ flex: '1 1 240px' }}
                    >
                        {isOneOfList(column) &&
                            columnChoices(column, translate).map(choice => {
                                const { value, label } =
                                    typeof choice === 'string' ? { value: choice, label: choice } : choice;
                                return (
                                    <MenuItem key={value} value={value}>
                                        {label}
                                    </MenuItem>
                                );
                            })}
                    </TextField>
                ))}
            </Stack>
            {error && (
                <Alert severity="error" sx={{ mt: 2 }}>
                    {error}
                </Alert>
            )}
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                <Button
                    variant="outlined"
                    disabled={Object.keys(edits).length === 0 || Object.values(problems).some(Boolean)}
                    onClick={saveCorrections}
                >
                    {translate('directory.ui.save')}
                </Button>
                <Button variant="contained" disabled={Object.keys(edits).length > 0} onClick={confirm}>
                    {translate('directory.ui.confirmListing')}
                </Button>
            </Stack>
        </Paper>
    );
};

/** Columns whose value is one code of a list (the grid's "any of" filter): picked from it, shown by label. */
const isOneOfList = (column: DirectoryTableRecord['columns'][number]) => filterKind(column) === 'anyOf';
