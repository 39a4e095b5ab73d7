import UploadIcon from '@mui/icons-material/UploadFile';
import {
    Alert,
    Button,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { ClaimImportFormat } from '../../../common/claims/vocabularies';
import type { ClaimImportReport } from '../../../common/contract/claims';
import { FormDialog } from '../../components/FormDialog';
import { claimsApi } from './claimsApi';
import type { ClaimsText } from './useClaimsText';

/** The file names the chooser offers for each format a desk imports. */
const IMPORT_EXTENSIONS: Record<ClaimImportFormat, readonly string[]> = {
    csv: ['.csv'],
    xlsx: ['.xlsx'],
    'x12-835': ['.835', '.txt', '.edi'],
};

/** Refusals the dialog lists; the counts above them cover every claim. */
const SHOWN = 200;

/**
 * Claim import, for the roles that may change claims: a CSV or Excel sheet of claims (laid out
 * as an export), or on the healthcare desk an X12 835 remittance. The report says, claim by
 * claim, what was refused and why; the list refreshes with what went in.
 */
export const ClaimImport = ({ text, desk }: { text: ClaimsText; desk: ClaimDesk }) => {
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    const [file, setFile] = useState<File>();
    const run = useMutation({
        mutationFn: claimsApi.importClaims,
        onSuccess: () => refresh(),
    });
    const close = () => {
        setOpen(false);
        setFile(undefined);
        run.reset();
    };
    const report: ClaimImportReport | undefined = run.data;
    const refused = report?.claims.filter(claim => claim.outcome === 'refused') ?? [];
    return (
        <>
            <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
                {text('import.button')}
            </Button>
            {open && (
                <FormDialog
                    title={text('import.title')}
                    submitLabel={text('import.start')}
                    cancelLabel={text('actions.close')}
                    onSubmit={() => file && run.mutate(file)}
                    onClose={close}
                    error={run.error?.message}
                    submitDisabled={!file || run.isPending}
                    maxWidth="md"
                >
                    <Typography variant="body2" sx={{ mb: 2 }}>
                        {text(`import.help.${desk.profile}`)}
                    </Typography>
                    <Button component="label" variant="outlined" disabled={run.isPending}>
                        {text('import.choose')}
                        <input
                            hidden
                            type="file"
                            aria-label={text('import.choose')}
                            accept={desk.importFormats.flatMap(format => IMPORT_EXTENSIONS[format]).join(',')}
                            onChange={event => {
                                setFile(event.target.files?.[0]);
                                run.reset();
                            }}
                        />
                    </Button>
                    {file && (
                        <Typography component="span" sx={{ ml: 2 }}>
                            {file.name}
                        </Typography>
                    )}
                    {run.isPending && <LinearProgress sx={{ mt: 2 }} aria-label={text('import.running')} />}
                    {report && (
                        <section aria-label={text('import.report')}>
                            <Alert severity={report.refused > 0 ? 'warning' : 'success'} sx={{ mt: 2 }}>
                                {text('import.summary', {
                                    created: report.created,
                                    updated: report.updated,
                                    refused: report.refused,
                                })}
                            </Alert>
                            {report.ignoredColumns.length > 0 && (
                                <Typography variant="body2" sx={{ mt: 1 }}>
                                    {text('import.ignored', { columns: report.ignoredColumns.join(', ') })}
                                </Typography>
                            )}
                            {refused.length > 0 && (
                                <Table size="small" sx={{ mt: 2 }} aria-label={text('import.refusedTitle')}>
                                    <TableHead>
                                        <TableRow>
                                            <TableCell>{text('import.reference')}</TableCell>
                                            <TableCell>
                                                {text(
                                                    `import.position.${report.format === 'x12-835' ? 'segment' : 'line'}`
                                                )}
                                            </TableCell>
                                            <TableCell>{text('import.problems')}</TableCell>
                                        </TableRow>
                                    </TableHead>
                                    <TableBody>
                                        {refused.slice(0, SHOWN).map(claim => (
                                            <TableRow key={`${claim.position}-${claim.reference}`}>
                                                <TableCell>{claim.reference}</TableCell>
                                                <TableCell>{claim.position}</TableCell>
                                                <TableCell>{claim.problems.join(' ')}</TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </Table>
                            )}
                            {report.refused > SHOWN && (
                                <Typography variant="body2">
                                    {text('import.more', { count: report.refused - SHOWN })}
                                </Typography>
                            )}
                        </section>
                    )}
                </FormDialog>
            )}
        </>
    );
};
