import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useListContext, useNotify } from 'react-admin';
import { EXPORT_FORMATS, type ExportFormat } from '../../common/vocabularies/audit';
import { saveBlob } from '../lib/download';
import type { ListExportRequest } from '../providers/dataProvider';

interface ListExportButtonsProps {
    /** Asks the server for the file of the list's filter and sort. */
    exportFile: (request: ListExportRequest) => Promise<{ data: { blob: Blob; filename: string } }>;
    /** The button of a format, in the user's language. */
    label: (format: ExportFormat) => string;
    /** The notice once the file is saved, in the user's language. */
    saved: (filename: string) => string;
}

/** "Export CSV" and "Export Excel" of a list: the server writes the file for the list's filter and sort. */
export const ListExportButtons = ({ exportFile, label, saved }: ListExportButtonsProps) => {
    const notify = useNotify();
    const { filterValues, filter, sort } = useListContext();
    const exportAs = useMutation({
        mutationFn: (format: ExportFormat) => exportFile({ format, sort, filter: { ...filterValues, ...filter } }),
        onSuccess: ({ data }) => {
            if (!data?.blob) return;
            saveBlob(data.blob, data.filename);
            notify(saved(data.filename), { type: 'success' });
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
                    {label(format)}
                </Button>
            ))}
        </>
    );
};
