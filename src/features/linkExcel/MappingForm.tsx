import {
    Button,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TableSummary } from '../../../common/contract/directory';
import type { ImportJobView } from '../../../common/contract/linkExcel';
import { IMPORT_MODES, type ImportMode } from '../../../common/vocabularies/linkExcel';
import { localized } from '../../../common/directory/columns';
import type { Locale } from '../../../i18n/types';
import { linkExcelApi } from './linkExcelApi';

/** The file's identity columns (from an export) are matched on their own. */
const IDENTITY_TARGETS = ['@id', '@version'];

/** Sheet, mode and the column mapping over a preview of the first rows; "Check" starts the dry run. */
export const MappingForm = ({
    job,
    table,
    onJob,
}: {
    job: ImportJobView;
    table: TableSummary;
    onJob: (job: ImportJobView) => void;
}) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [sheet, setSheet] = useState(job.sheets[0] ?? '');
    const hasKey = table.columns.some(column => column.key);
    const [mode, setMode] = useState<ImportMode>(hasKey ? 'upsert' : 'append');
    const preview = useQuery({
        queryKey: ['linkExcel', 'preview', job.id, sheet, table.id],
        queryFn: () => linkExcelApi.preview(job.id, sheet, table.id),
        retry: false,
    });
    // The user's changes belong to the preview they were made on; another sheet starts from its own mapping.
    const [edited, setEdited] = useState<{ sheet: string; mapping: (string | null)[] }>();
    const mapping = edited?.sheet === sheet ? edited.mapping : (preview.data?.mapping ?? []);
    const setTarget = (index: number, target: string | null) =>
        setEdited({ sheet, mapping: mapping.map((current, at) => (at === index ? target : current)) });
    const check = useMutation({
        mutationFn: () => linkExcelApi.check(job.id, { tableId: table.id, sheet, mapping, mode }),
        onSuccess: onJob,
    });
    const targetLabel = (target: string) =>
        IDENTITY_TARGETS.includes(target)
            ? translate(`linkExcel.screen.identity.${target.slice(1)}`)
            : localized(
                  table.columns.find(column => column.name === target)?.label ?? { en: target },
                  locale as Locale
              );
    return (
        <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {job.kind === 'xlsx' && (
                    <TextField
                        select
                        label={translate('linkExcel.screen.sheet')}
                        value={sheet}
                        onChange={event => setSheet(event.target.value)}
                        sx={{ minWidth: 200 }}
                    >
                        {job.sheets.map(name => (
                            <MenuItem key={name} value={name}>
                                {name}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                <TextField
                    select
                    label={translate('linkExcel.screen.mode')}
                    value={mode}
                    onChange={event => setMode(event.target.value as ImportMode)}
                    sx={{ minWidth: 260 }}
                >
                    {IMPORT_MODES.map(value => (
                        <MenuItem key={value} value={value} disabled={value !== 'append' && !hasKey}>
                            {translate(`linkExcel.screen.modes.${value}`)}
                        </MenuItem>
                    ))}
                </TextField>
            </Stack>
            {preview.data && (
                <>
                    <Typography variant="body2" color="text.secondary">
                        {translate(preview.data.linked ? 'linkExcel.screen.linked' : 'linkExcel.screen.suggested')}
                    </Typography>
                    <TableContainer sx={{ maxHeight: 420 }}>
                        <Table size="small" stickyHeader aria-label={translate('linkExcel.screen.previewTitle')}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('linkExcel.report.lineColumn')}</TableCell>
                                    {preview.data.headers.map((header, index) => (
                                        <TableCell key={index} sx={{ minWidth: 170, verticalAlign: 'top' }}>
                                            <Typography variant="subtitle2">{header || '—'}</Typography>
                                            <TextField
                                                select
                                                size="small"
                                                fullWidth
                                                label={translate('linkExcel.screen.goesInto', {
                                                    header: header || index + 1,
                                                })}
                                                value={mapping[index] ?? ''}
                                                onChange={event => setTarget(index, event.target.value || null)}
                                            >
                                                <MenuItem value="">{translate('linkExcel.screen.ignore')}</MenuItem>
                                                {[...table.columns.map(column => column.name), ...IDENTITY_TARGETS].map(
                                                    target => (
                                                        <MenuItem key={target} value={target}>
                                                            {targetLabel(target)}
                                                        </MenuItem>
                                                    )
                                                )}
                                            </TextField>
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {preview.data.rows.map(row => (
                                    <TableRow key={row.line}>
                                        <TableCell>{row.line}</TableCell>
                                        {row.cells.map((cell, index) => (
                                            <TableCell key={index} sx={{ whiteSpace: 'pre-line' }}>
                                                {cell}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <Button
                        variant="contained"
                        onClick={() => check.mutate()}
                        disabled={check.isPending}
                        sx={{ alignSelf: 'flex-start' }}
                    >
                        {translate('linkExcel.screen.check')}
                    </Button>
                </>
            )}
        </Stack>
    );
};
