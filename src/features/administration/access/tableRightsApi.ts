import type { TableAccess, TableRightsRow } from '../../../../common/contract/directory';
import { api } from '../../../providers/httpClient';

const REST = { envelope: false } as const;

/** The directory tables' rows of the access matrix: every table's rights per role, and one right set. */
export const tableRightsApi = {
    list: () => api.get<TableRightsRow[]>('/api/directory/access', REST),
    set: (tableId: string, role: string, access: TableAccess) =>
        api.put<TableAccess, TableAccess>(`/api/directory/tables/${tableId}/access/${role}`, access, REST),
};
