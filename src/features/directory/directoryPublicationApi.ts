import type { PublicationState } from '../../../common/contract/directoryPublication';
import type { Publication } from '../../../common/directory/publication';
import { api } from '../../providers/httpClient';

/** The dialog shows the refusals beside the mapping: no toast. */
const QUIET = { envelope: false, notifyErrors: false } as const;

/** What a directory table publishes in the public directory (its settings). */
export const directoryPublicationApi = {
    get: (tableId: string) =>
        api.get<PublicationState>(`/api/directory/tables/${tableId}/publication`, { envelope: false }),
    set: (tableId: string, publication: Publication | null) =>
        api.put<PublicationState, { publication: Publication | null }>(
            `/api/directory/tables/${tableId}/publication`,
            { publication },
            QUIET
        ),
};
