import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { TableSummary } from '../../../common/contract/directory';
import type { ImportJobView } from '../../../common/contract/linkExcel';
import { linkExcelApi } from './linkExcelApi';

/**
 * "Compare with the NPI registry", for a table with an NPI column: the comparison comes back as
 * an import being checked, shown and applied (or cancelled) like a file.
 */
export const RegistryButton = ({ table, onJob }: { table: TableSummary; onJob: (job: ImportJobView) => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useMutation({
        mutationFn: () => linkExcelApi.npiRefresh(table.id),
        onSuccess: onJob,
        onError: (error: Error) => notify(error.message, { type: 'error' }),
    });
    if (!table.columns.some(column => column.type === 'npi')) return null;
    return (
        <Button startIcon={<SyncIcon />} disabled={refresh.isPending} onClick={() => refresh.mutate()}>
            {translate('linkExcel.screen.refresh')}
        </Button>
    );
};
