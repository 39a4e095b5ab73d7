import type { DirectoryRowRecord } from '../../../../common/contract/directory';
import type { ListingCampaignRecord } from '../../../../common/contract/directoryAccuracy';
import { api } from '../../../providers/httpClient';

const REST = { envelope: false } as const;
const rowUrl = (tableId: string, id: number) => `/api/directory/tables/${tableId}/rows/${id}`;

/** A listing's verification clock as staff work it, and a provider's attestation of several listings. */
export const directoryAccuracyApi = {
    campaign: (tableId: string, id: number) => api.get<ListingCampaignRecord>(`${rowUrl(tableId, id)}/campaign`, REST),
    recordPhoneVerification: (tableId: string, id: number, note: string) =>
        api.post<DirectoryRowRecord, { note: string }>(`${rowUrl(tableId, id)}/phoneVerification`, { note }, REST),
    hold: (tableId: string, id: number, reason: string) =>
        api.put<DirectoryRowRecord, { reason: string }>(`${rowUrl(tableId, id)}/publicationHold`, { reason }, REST),
    release: (tableId: string, id: number) =>
        api.delete<DirectoryRowRecord>(`${rowUrl(tableId, id)}/publicationHold`, REST),
    confirmListings: (listings: { tableId: string; id: number }[]) =>
        api.post<DirectoryRowRecord[], { listings: { tableId: string; id: number }[] }>(
            '/api/directory/myListing/confirm',
            { listings },
            REST
        ),
};
