import DownloadIcon from '@mui/icons-material/Download';
import {
    Alert,
    Button,
    Chip,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ImportCheck, ImportJobView } from '../../../common/contract/linkExcel';
import { EXPORT_FORMATS, type ExportFormat } from '../../../common/vocabularies/audit';
import { saveBlob } from '../../lib/download';
import { linkExcelApi } from './linkExcelApi';

/** What the dry run found: what would change, what was normalised, and the refused rows. */
export const CheckReport = ({ job, check }: { job: ImportJobView; check: ImportCheck }) => {
    const translate = useTranslate();
    const report = useMutation({
        mutationFn: (format: ExportFormat) => linkExcelApi.errorReport(job.id, format),
        onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    });
    const value = (cell: unknown) =>
        cell === null || cell === undefined ? '—' : Array.isArray(cell) ? cell.join(', ') : String(cell);
    return (
        <Stack spacing={2}>
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                aria-label={translate('linkExcel.screen.diffTitle')}
            >
                {(['add', 'change', 'unchanged', 'remove', 'conflict'] as const).map(kind => (
                    <Chip
                        key={kind}
                        label={translate(`linkExcel.screen.counts.${kind}`, { smart_count: check.counts[kind] })}
                        color={kind === 'conflict' && check.counts.conflict > 0 ? 'warning' : 'default'}
                    />
                ))}
            </Stack>
            {check.errorRows > 0 && (
                // The downloads sit under the message rather than beside it, where on a phone
                // they squeezed the message into a column a word wide.
                <Alert severity="error">
                    {translate('linkExcel.screen.refused', { smart_count: check.errorRows, rows: check.rows })}
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                        {EXPORT_FORMATS.map(format => (
                            <Button
                                key={format}
                                color="inherit"
                                size="small"
                                variant="outlined"
                                startIcon={<DownloadIcon />}
                                onClick={() => report.mutate(format)}
                            >
                                {translate(`linkExcel.screen.report.${format}`)}
                            </Button>
                        ))}
                    </Stack>
                </Alert>
            )}
            {check.errors.length > 0 && (
                <Detail
                    title={translate('linkExcel.screen.errorsTitle')}
                    headers={['line', 'column', 'value', 'reason'].map(key =>
                        translate(`linkExcel.screen.columns.${key}`)
                    )}
                >
                    {check.errors.flatMap(error =>
                        error.problems.map((problem, index) => (
                            <TableRow key={`${error.line}-${index}`}>
                                <TableCell>{error.line}</TableCell>
                                <TableCell sx={{ minWidth: 100 }}>{problem.column ?? '—'}</TableCell>
                                <TableCell sx={{ whiteSpace: 'pre-line' }}>{problem.value}</TableCell>
                                {/* A sentence to read: on a phone the table scrolls rather than wrap it word by word. */}
                                <TableCell sx={{ minWidth: 240 }}>{problem.message}</TableCell>
                            </TableRow>
                        ))
                    )}
                </Detail>
            )}
            {check.normalisations.length > 0 && (
                <Detail
                    title={translate('linkExcel.screen.normalisedTitle')}
                    headers={['what', 'count', 'example'].map(key => translate(`linkExcel.screen.columns.${key}`))}
                >
                    {check.normalisations.map(summary => (
                        <TableRow key={summary.kind}>
                            <TableCell>{summary.label}</TableCell>
                            <TableCell>{summary.count}</TableCell>
                            <TableCell>
                                {summary.examples
                                    .map(example => translate('linkExcel.screen.example', { ...example }))
                                    .join(' · ')}
                            </TableCell>
                        </TableRow>
                    ))}
                </Detail>
            )}
            {check.changes.length > 0 && (
                <Detail
                    title={translate('linkExcel.screen.changesTitle')}
                    headers={['line', 'column', 'before', 'after'].map(key =>
                        translate(`linkExcel.screen.columns.${key}`)
                    )}
                >
                    {check.changes.flatMap(change =>
                        change.fields.map(field => (
                            <TableRow key={`${change.id}-${field.column}`}>
                                <TableCell>{change.line}</TableCell>
                                <TableCell>{field.column}</TableCell>
                                <TableCell>{value(field.before)}</TableCell>
                                <TableCell>{value(field.after)}</TableCell>
                            </TableRow>
                        ))
                    )}
                </Detail>
            )}
            {check.removals.length > 0 && (
                <Detail
                    title={translate('linkExcel.screen.removalsTitle')}
                    headers={['line', 'row'].map(key => translate(`linkExcel.screen.columns.${key}`))}
                >
                    {check.removals.map(removal => (
                        <TableRow key={removal.id}>
                            <TableCell>{removal.line ?? '—'}</TableCell>
                            <TableCell>{removal.row || `#${removal.id}`}</TableCell>
                        </TableRow>
                    ))}
                </Detail>
            )}
            {check.conflicts.length > 0 && (
                <Detail
                    title={translate('linkExcel.screen.conflictsTitle')}
                    headers={['line', 'column', 'file', 'portal'].map(key =>
                        translate(`linkExcel.screen.columns.${key}`)
                    )}
                >
                    {check.conflicts.flatMap(conflict =>
                        conflict.gone ? (
                            <TableRow key={conflict.id}>
                                <TableCell>{conflict.line}</TableCell>
                                <TableCell colSpan={3}>
                                    {translate('linkExcel.screen.gone', { id: conflict.id })}
                                </TableCell>
                            </TableRow>
                        ) : (
                            conflict.fields.map(field => (
                                <TableRow key={`${conflict.id}-${field.column}`}>
                                    <TableCell>{conflict.line}</TableCell>
                                    <TableCell>{field.column}</TableCell>
                                    <TableCell>{value(field.file)}</TableCell>
                                    <TableCell>{value(field.portal)}</TableCell>
                                </TableRow>
                            ))
                        )
                    )}
                </Detail>
            )}
        </Stack>
    );
};

/** A titled table of the report. */
const Detail = ({ title, headers, children }: { title: string; headers: string[]; children: React.ReactNode }) => (
    <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
            {title}
        </Typography>
        <Table size="small" aria-label={title} sx={{ display: 'block', overflowX: 'auto' }}>
            <TableHead>
                <TableRow>
                    {headers.map(header => (
                        <TableCell key={header}>{header}</TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
        </Table>
    </Stack>
);
