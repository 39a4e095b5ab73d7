import type {
    DirectoryRowRecord,
    DirectoryTableRecord,
    ListingRecord,
    RowHistoryEntryRecord,
    RowUpdate,
    TableCreate,
    TableSummary,
    TemplateRecord,
} from '../../../common/contract/directory';
import { api, http } from '../../providers/httpClient';

/** A page of rows and how many rows the filter keeps (from `Content-Range`): exact, or a lower bound. */
export interface RowPage {
    rows: DirectoryRowRecord[];
    total: number;
    exact: boolean;
}

export interface RowListParams {
    sort?: [string, 'ASC' | 'DESC'];
    range: [number, number];
    filter: Record<string, unknown>;
}

const REST = { envelope: false } as const;
/** Cell edits show their refusal on the cell: no toast. */
const QUIET = { envelope: false, notifyErrors: false } as const;

const rowsUrl = (tableId: string) => `/api/directory/tables/${tableId}/rows`;

/**
 * The provider directory: tables, their rows (ra-data-simple-rest shapes: plain
 * records, lists with `Content-Range`) and a provider's own listing.
 */
export const directoryApi = {
    listTables: () => api.get<TableSummary[]>('/api/directory/tables', REST),
    getTable: (tableId: string) => api.get<DirectoryTableRecord>(`/api/directory/tables/${tableId}`, REST),
    templates: () => api.get<TemplateRecord[]>('/api/directory/templates', REST),
    createTable: (table: TableCreate) =>
        api.post<DirectoryTableRecord, TableCreate>('/api/directory/tables', table, QUIET),

    async listRows(tableId: string, params: RowListParams): Promise<RowPage> {
        const response = await http.get<DirectoryRowRecord[]>(rowsUrl(tableId), {
            ...REST,
            params: {
                sort: params.sort ? JSON.stringify(params.sort) : undefined,
                range: JSON.stringify(params.range),
                filter: JSON.stringify(params.filter),
            },
        });
        return {
            rows: response.data,
            total: totalOf(response.headers['content-range']),
            exact: response.headers['x-total-exact'] !== 'false',
        };
    },
    addRow: (tableId: string, values: Record<string, unknown>) =>
        api.post<DirectoryRowRecord, { values: Record<string, unknown> }>(rowsUrl(tableId), { values }, QUIET),
    updateRow: (tableId: string, id: number, update: RowUpdate) =>
        api.put<DirectoryRowRecord, RowUpdate>(`${rowsUrl(tableId)}/${id}`, update, QUIET),
    deleteRow: (tableId: string, id: number, version: number) =>
        api.delete<DirectoryRowRecord>(`${rowsUrl(tableId)}/${id}`, { ...REST, params: { version } }),
    restoreRow: (tableId: string, id: number) =>
        api.post<DirectoryRowRecord, object>(`${rowsUrl(tableId)}/${id}/restore`, {}, REST),
    verifyRows: (tableId: string, ids: number[]) =>
        api.post<DirectoryRowRecord[], { ids: number[] }>(`/api/directory/tables/${tableId}/verify`, { ids }, REST),
    rowHistory: (tableId: string, id: number) =>
        api.get<RowHistoryEntryRecord[]>(`${rowsUrl(tableId)}/${id}/history`, REST),

    myListing: () => api.get<ListingRecord[]>('/api/directory/myListing', REST),
    correctListing: (tableId: string, id: number, update: RowUpdate) =>
        api.put<DirectoryRowRecord, RowUpdate>(`/api/directory/myListing/${tableId}/${id}`, update, QUIET),
    confirmListing: (tableId: string, id: number) =>
        api.post<DirectoryRowRecord>(`/api/directory/myListing/${tableId}/${id}/confirm`, undefined, REST),
};

/** `rows 0-24/1000` → 1000. */
const totalOf = (contentRange: unknown) => Number(String(contentRange ?? '').split('/')[1] ?? 0) || 0;
