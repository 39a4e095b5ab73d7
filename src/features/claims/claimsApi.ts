import type { Identifier } from 'react-admin';
import type {
    ClaimDetail,
    ClaimImportReport,
    ClaimSummary,
    ClaimUpdateInput,
    SavedClaimSearch,
    SavedClaimSearchInput,
} from '../../../common/contract/claims';
import type { Ok } from '../../../common/contract/envelope';
import { exportFile, type ListExportRequest } from '../../providers/dataProvider';
import { api } from '../../providers/httpClient';

const path = (id: Identifier) => encodeURIComponent(String(id));
/** A claim import is written in one transaction before it answers: give it time. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * The claim desk's calls beyond the `claims` list resource. Loaded with the claim query screen,
 * so the login page does not carry them.
 */
export const claimsApi = {
    /** The file of a claim search under the list's filter and sort. */
    exportClaims: (request: ListExportRequest) => exportFile('/api/claims/export', 'claims', request),

    /** Count and amounts of a claim search per status bucket and age. */
    summary: (filter: object, signal?: AbortSignal) =>
        api
            .get<Ok<ClaimSummary>>('/api/claims/summary', { params: { filter: JSON.stringify(filter) }, signal })
            .then(answer => answer.data),

    /** The user's own saved claim searches. */
    listSavedSearches: () => api.get<Ok<SavedClaimSearch[]>>('/api/claims/saved-searches').then(answer => answer.data),

    saveSearch: (search: SavedClaimSearchInput) =>
        api
            .post<Ok<SavedClaimSearch>, SavedClaimSearchInput>('/api/claims/saved-searches', search)
            .then(answer => answer.data),

    deleteSavedSearch: (id: string) => api.delete<Ok<{ deleted: boolean }>>(`/api/claims/saved-searches/${path(id)}`),

    /** Imports a sheet of claims or an 835 remittance; the answer is the import's report. */
    importClaims: (file: File) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return api
            .post<Ok<ClaimImportReport>, FormData>('/api/claims/import', form, { timeout: IMPORT_TIMEOUT_MS })
            .then(answer => answer.data);
    },

    /** Changes a claim's handling; refused with its current state (409) when it changed since `version`. */
    updateClaim: (id: Identifier, change: ClaimUpdateInput) =>
        api
            .put<Ok<ClaimDetail>, ClaimUpdateInput>(`/api/claims/${path(id)}`, change, { notifyErrors: false })
            .then(answer => answer.data),

    /** A claim with its lines, adjustments, history and documents. */
    getClaim: (id: Identifier) => api.get<Ok<ClaimDetail>>(`/api/claims/${path(id)}`).then(answer => answer.data),
};
