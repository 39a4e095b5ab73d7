import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { TableSummary } from '../../../common/contract/directory';
import { EXPORT_FORMATS, type ExportFormat } from '../../../common/vocabularies/audit';
import { saveBlob } from '../../lib/download';
import { linkExcelApi } from '../../providers/linkExcelApi';

/** "Export Excel" and "Export CSV": the whole table, streamed by the server, ready to come back. */
export const ExportButtons = ({ table }: { table: TableSummary }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const exportAs = useMutation({
        mutationFn: (format: ExportFormat) => linkExcelApi.exportTable(table.id, format, table.name),
        onSuccess: ({ blob, filename }) => {
            saveBlob(blob, filename);
            notify('linkExcel.screen.exported', { type: 'success', messageArgs: { filename } });
        },
    });
    return (
        <>
            {[...EXPORT_FORMATS].reverse().map(format => (
                <Button
                    key={format}
                    startIcon={<DownloadIcon />}
                    disabled={exportAs.isPending}
                    onClick={() => exportAs.mutate(format)}
                >
                    {translate(`linkExcel.screen.export.${format}`)}
                </Button>
            ))}
        </>
    );
};
