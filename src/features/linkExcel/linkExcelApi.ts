import type { TableSummary } from '../../../common/contract/directory';
import type { Ok } from '../../../common/contract/envelope';
import type { ImportJobView, ImportPreview, ImportSettingsInput } from '../../../common/contract/linkExcel';
import type { ExportFormat } from '../../../common/vocabularies/audit';
import { EXPORT_TIMEOUT_MS, fileNameOf } from '../../providers/dataProvider';
import { api, http } from '../../providers/httpClient';

/** The Excel link (/linkExcel): uploads, their check and apply, and table exports. */

/** Uploads may take long on a slow line; the browser streams the file from disk. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

const base = (id: string) => `/api/linkExcel/uploads/${id}`;

const download = async (url: string, params: Record<string, string>, fallback: string) => {
    const response = await http.get<Blob>(url, {
        params,
        responseType: 'blob',
        envelope: false,
        timeout: EXPORT_TIMEOUT_MS,
    });
    return { blob: response.data, filename: fileNameOf(response.headers['content-disposition']) ?? fallback };
};

export const linkExcelApi = {
    tables: () => api.get<TableSummary[]>('/api/directory/tables'),

    /** Sends the file as multipart form data, reporting the share sent so far (0 to 1). */
    async upload(file: File, onProgress: (share: number) => void): Promise<ImportJobView> {
        const form = new FormData();
        form.append('file', file, file.name);
        const answer = await api.post<Ok<ImportJobView>, FormData>('/api/linkExcel/uploads', form, {
            timeout: UPLOAD_TIMEOUT_MS,
            onUploadProgress: event => onProgress(event.total ? event.loaded / event.total : 0),
        });
        return answer.data;
    },

    job: async (id: string) => (await api.get<Ok<ImportJobView>>(base(id))).data,

    preview: async (id: string, sheet: string, tableId: string) =>
        (await api.get<Ok<ImportPreview>>(`${base(id)}/preview`, { params: { sheet, tableId } })).data,

    check: async (id: string, settings: ImportSettingsInput) =>
        (await api.post<Ok<ImportJobView>, ImportSettingsInput>(`${base(id)}/check`, settings)).data,

    apply: async (id: string) => (await api.post<Ok<ImportJobView>>(`${base(id)}/apply`)).data,

    cancel: async (id: string) => (await api.post<Ok<ImportJobView>>(`${base(id)}/cancel`)).data,

    errorReport: (id: string, format: ExportFormat) => download(`${base(id)}/errors`, { format }, `errors.${format}`),

    /** Compares the table with the NPI registry: an upload of the comparison, already being checked. */
    npiRefresh: async (tableId: string) =>
        (await api.post<Ok<ImportJobView>>(`/api/linkExcel/tables/${tableId}/npiRefresh`)).data,

    exportTable: (tableId: string, format: ExportFormat, name: string) =>
        download(`/api/linkExcel/tables/${tableId}/export`, { format }, `${name}.${format}`),
};
