import type { DirectoryTableRecord } from '../../../common/contract/directory';
import type { ColumnGuess, ColumnsChange, ColumnUsage } from '../../../common/contract/directoryColumns';
import { api } from '../../providers/httpClient';

/** A header row is read in seconds, but a large workbook has to arrive first. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
/** The screens show these refusals beside the columns: no toast. */
const QUIET = { envelope: false, notifyErrors: false } as const;

/** A table's columns: guessed from a spreadsheet for /newTable, and changed later. */
export const directoryColumnsApi = {
    guess(file: File) {
        const form = new FormData();
        form.append('file', file, file.name);
        return api.post<ColumnGuess, FormData>('/api/directory/columnGuesses', form, {
            ...QUIET,
            timeout: UPLOAD_TIMEOUT_MS,
        });
    },
    usage: (tableId: string) =>
        api.get<ColumnUsage>(`/api/directory/tables/${tableId}/columnUsage`, { envelope: false }),
    change: (tableId: string, change: ColumnsChange) =>
        api.put<DirectoryTableRecord, ColumnsChange>(`/api/directory/tables/${tableId}/columns`, change, QUIET),
};
