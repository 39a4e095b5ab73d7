import type { DirectoryRowRecord } from '../../../common/contract/directory';
import type { BulkDelete, BulkEdit, GridLayout } from '../../../common/contract/directoryGrid';
import type { ExportFormat } from '../../../common/vocabularies/audit';
import { EXPORT_TIMEOUT_MS, fileNameOf } from '../../providers/dataProvider';
import type { RowListParams } from './directoryApi';
import { api, http } from '../../providers/httpClient';

const REST = { envelope: false } as const;
/** The bulk dialog shows the refusal itself: no toast. */
const QUIET = { envelope: false, notifyErrors: false } as const;

const tableUrl = (tableId: string) => `/api/directory/tables/${tableId}`;

/** The Directory Edit View grid's tools: bulk changes, the user's column layout, the view's export. */
export const directoryGridApi = {
    bulkEdit: (tableId: string, edit: BulkEdit) =>
        api.post<DirectoryRowRecord[], BulkEdit>(`${tableUrl(tableId)}/bulkEdit`, edit, QUIET),
    bulkDelete: (tableId: string, request: BulkDelete) =>
        api.post<DirectoryRowRecord[], BulkDelete>(`${tableUrl(tableId)}/bulkDelete`, request, REST),
    layout: (tableId: string) => api.get<GridLayout>(`${tableUrl(tableId)}/layout`, REST),
    saveLayout: (tableId: string, layout: GridLayout) =>
        api.put<GridLayout, GridLayout>(`${tableUrl(tableId)}/layout`, layout, REST),

    /** The rows of the grid's filter and search, in its sort order, as a file. */
    async exportView(tableId: string, format: ExportFormat, view: Omit<RowListParams, 'range'>, name: string) {
        const response = await http.get<Blob>(`${tableUrl(tableId)}/export`, {
            params: {
                format,
                filter: JSON.stringify(view.filter),
                sort: view.sort ? JSON.stringify(view.sort) : undefined,
            },
            responseType: 'blob',
            envelope: false,
            timeout: EXPORT_TIMEOUT_MS,
        });
        return {
            blob: response.data,
            filename: fileNameOf(response.headers['content-disposition']) ?? `${name}.${format}`,
        };
    },
};
