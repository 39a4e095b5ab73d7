import type {
    AccuracyDashboard,
    ChangeStatus,
    DirectoryChange,
    DirectoryInquiry,
} from '../../../common/contract/directoryChanges';
import type { Ok } from '../../../common/contract/envelope';
import { EXPORT_TIMEOUT_MS, fileNameOf } from '../../providers/dataProvider';
import { api, http } from '../../providers/httpClient';

/** The directory team's queue and dashboard, as the staff screens read and change them. */
export const directoryChangesApi = {
    changes: async (status: ChangeStatus) =>
        (await api.get<Ok<DirectoryChange[]>>('/api/directory-changes', { params: { status } })).data,

    apply: async (id: string, version: number, values: Record<string, unknown>) =>
        (
            await api.post<Ok<DirectoryChange>, { version: number; values: Record<string, unknown> }>(
                `/api/directory-changes/${id}/apply`,
                { version, values },
                { notifyErrors: false }
            )
        ).data,

    reject: async (id: string, reason: string) =>
        (
            await api.post<Ok<DirectoryChange>, { reason: string }>(
                `/api/directory-changes/${id}/reject`,
                { reason },
                { notifyErrors: false }
            )
        ).data,

    inquiries: async (answered: boolean) =>
        (
            await api.get<Ok<DirectoryInquiry[]>>('/api/directory-inquiries', {
                params: { answered: answered ? 'yes' : 'no' },
            })
        ).data,

    answer: async (id: string, answer: string) =>
        (
            await api.post<Ok<DirectoryInquiry>, { answer: string }>(
                `/api/directory-inquiries/${id}/answer`,
                { answer },
                { notifyErrors: false }
            )
        ).data,

    propose: async (tableId: string, rowId: number, values: Record<string, unknown>, note: string) =>
        (
            await api.post<Ok<{ id: string; dueOn: string }>, { values: Record<string, unknown>; note: string }>(
                `/api/directory/myListing/${tableId}/${rowId}/changes`,
                { values, note },
                { notifyErrors: false }
            )
        ).data,

    assignTable: async (tableId: string, organisationId: string | null) =>
        (
            await api.put<Ok<unknown>, { organisationId: string | null }>(
                `/api/directory/tables/${tableId}/organisation`,
                { organisationId }
            )
        ).data,

    dashboard: async () => (await api.get<Ok<AccuracyDashboard>>('/api/directory-accuracy')).data,

    exportDashboard: async () => {
        const response = await http.get<Blob>('/api/directory-accuracy/export', {
            responseType: 'blob',
            envelope: false,
            timeout: EXPORT_TIMEOUT_MS,
        });
        return {
            blob: response.data,
            filename: fileNameOf(response.headers['content-disposition']) ?? 'directory-accuracy.csv',
        };
    },
};
