import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { ImportJobView } from '../../../common/contract/linkExcel';
import { FileExportButtons } from '../../components/ListExportButtons';
import { SectionCard } from '../../components/SectionCard';
import { linkExcelApi } from './linkExcelApi';
import { ImportSteps } from './ImportSteps';
import { RegistryButton } from './RegistryButton';
import { UploadStep } from './UploadStep';

/**
 * `/linkExcel`: a directory table linked with spreadsheets. Pick the table; take it out to Excel
 * or CSV; bring a file in: upload, map its columns, check it (nothing changes), read what would
 * change and why rows are refused, then apply it in one step or cancel.
 */
export const LinkExcelPage = () => {
    const translate = useTranslate();
    const { data: tables = [] } = useQuery({ queryKey: ['linkExcel', 'tables'], queryFn: linkExcelApi.tables });
    const [tableId, setTableId] = useState('');
    const [job, setJob] = useState<ImportJobView | null>(null);
    const table = tables.find(candidate => candidate.id === tableId);
    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
            <Title title="route.linkExcel" />
            <SectionCard title={translate('linkExcel.screen.tableTitle')}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    <TextField
                        select
                        label={translate('linkExcel.screen.table')}
                        value={tableId}
                        onChange={event => {
                            setTableId(event.target.value);
                            setJob(null);
                        }}
                        sx={{ minWidth: 280 }}
                    >
                        {tables.map(candidate => (
                            <MenuItem key={candidate.id} value={candidate.id}>
                                {translate('linkExcel.screen.tableOption', {
                                    name: candidate.name,
                                    smart_count: candidate.rowCount,
                                })}
                            </MenuItem>
                        ))}
                    </TextField>
                    {table && (
                        <FileExportButtons
                            download={format => linkExcelApi.exportTable(table.id, format, table.name)}
                            label={format => translate(`linkExcel.screen.export.${format}`)}
                            saved={filename => translate('linkExcel.screen.exported', { filename })}
                        />
                    )}
                    {table && <RegistryButton table={table} onJob={setJob} />}
                </Stack>
                {tables.length === 0 && (
                    <Typography sx={{ mt: 2 }} color="text.secondary">
                        {translate('linkExcel.screen.noTables')}
                    </Typography>
                )}
            </SectionCard>
            {table && (
                <SectionCard title={translate('linkExcel.screen.importTitle')}>
                    {job ? (
                        <ImportSteps job={job} table={table} onJob={setJob} onRestart={() => setJob(null)} />
                    ) : (
                        <UploadStep onUploaded={setJob} />
                    )}
                </SectionCard>
            )}
        </Stack>
    );
};
