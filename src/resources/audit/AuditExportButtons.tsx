import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { EXPORT_FORMATS, type ExportFormat } from '../../../common/vocabularies/audit';
import { saveBlob } from '../../lib/download';
import type { PortalDataProvider } from '../../providers/dataProvider';

/** "Export CSV" and "Export Excel": the server writes the file for the list's filter and sort. */
export const AuditExportButtons = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const { filterValues, filter, sort } = useListContext();
    const exportAs = useMutation({
        mutationFn: (format: ExportFormat) =>
            dataProvider.exportAudit({ format, sort, filter: { ...filterValues, ...filter } }),
        onSuccess: ({ data }) => {
            if (!data?.blob) return;
            saveBlob(data.blob, data.filename);
            notify('auditTrail.export.saved', { type: 'success', messageArgs: { filename: data.filename } });
        },
    });
    return (
        <>
            {EXPORT_FORMATS.map(format => (
                <Button
                    key={format}
                    size="small"
                    startIcon={<DownloadIcon />}
                    disabled={exportAs.isPending}
                    onClick={() => exportAs.mutate(format)}
                >
                    {translate(`auditTrail.export.${format}`)}
                </Button>
            ))}
        </>
    );
};
