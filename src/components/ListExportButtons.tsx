import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useListContext, useNotify } from 'react-admin';
import { EXPORT_FORMATS, type ExportFormat } from '../../common/vocabularies/audit';
import { saveBlob } from '../lib/download';
import type { ListExportRequest } from '../providers/dataProvider';

interface ExportButtonTexts {
    /** The button of a format, in the user's language. */
    label: (format: ExportFormat) => string;
    /** The notice once the file is saved, in the user's language. */
    saved: (filename: string) => string;
}

/** "Export CSV" and "Export Excel": the server writes the file, the browser saves it. */
export const FileExportButtons = ({
    download,
    label,
    saved,
}: ExportButtonTexts & { download: (format: ExportFormat) => Promise<{ blob: Blob; filename: string }> }) => {
    const notify = useNotify();
    const exportAs = useMutation({
        mutationFn: download,
        onSuccess: data => {
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
                    // A label on two lines reads as two buttons; a row short of room wraps the buttons instead.
                    sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                    {label(format)}
                </Button>
            ))}
        </>
    );
};

/** The export buttons of a react-admin list: the file of the list's filter and sort. */
export const ListExportButtons = ({
    exportFile,
    ...texts
}: ExportButtonTexts & {
    /** Asks the server for the file of the list's filter and sort. */
    exportFile: (request: ListExportRequest) => Promise<{ data: { blob: Blob; filename: string } }>;
}) => {
    const { filterValues, filter, sort } = useListContext();
    return (
        <FileExportButtons
            {...texts}
            download={async format => (await exportFile({ format, sort, filter: { ...filterValues, ...filter } })).data}
        />
    );
};
