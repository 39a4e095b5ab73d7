import type { OrganisationRecord } from '../../common/contract/organisations';
import { api } from './httpClient';

/** The most rows one page of a list holds (the contract's PAGE_MAX, not imported: zod stays out of the bundle). */
const PAGE_MAX = 100;

/**
 * The portal's organisations, read by the administration of organisations, the approval queue, the
 * single sign-on providers and the accuracy dashboard: one cache key, so a change refreshes every one.
 */
export const ORGANISATIONS_KEY = ['organisations'] as const;

/** Every organisation, a page of the list at a time. Refusals toast through the HTTP client. */
export const listOrganisations = async (): Promise<OrganisationRecord[]> => {
    const all: OrganisationRecord[] = [];
    for (let first = 0; ; first += PAGE_MAX) {
        const page = await api.get<OrganisationRecord[]>('/api/organisations', {
            params: { range: JSON.stringify([first, first + PAGE_MAX - 1]) },
        });
        all.push(...page);
        if (page.length < PAGE_MAX) return all;
    }
};
