import type { Ok } from '../../../common/contract/envelope';
import type {
    Applicant,
    Approval,
    OrganisationFields,
    OrganisationRecord,
    Rejection,
} from '../../../common/contract/organisations';
import { api } from '../../providers/httpClient';

/** The most rows one page of a list holds (the contract's PAGE_MAX, not imported: zod stays out of the bundle). */
const PAGE_MAX = 100;

/** The cache keys of the administration of organisations and of the approval queue. */
export const organisationKeys = {
    organisations: ['organisations'] as const,
    applicants: ['registrations'] as const,
};

/** Organisation records and the accounts waiting for approval. Refusals toast through the HTTP client. */
export const organisationsApi = {
    /** Every organisation, a page of the list at a time. */
    async list(): Promise<OrganisationRecord[]> {
        const all: OrganisationRecord[] = [];
        for (let first = 0; ; first += PAGE_MAX) {
            const page = await api.get<OrganisationRecord[]>('/api/organisations', {
                params: { range: JSON.stringify([first, first + PAGE_MAX - 1]) },
            });
            all.push(...page);
            if (page.length < PAGE_MAX) return all;
        }
    },

    create: async (fields: OrganisationFields) =>
        (await api.post<Ok<OrganisationRecord>, OrganisationFields>('/api/organisations', fields)).data,

    update: async (id: string, fields: OrganisationFields) =>
        (await api.put<Ok<OrganisationRecord>, OrganisationFields>(`/api/organisations/${id}`, fields)).data,

    applicants: async () => (await api.get<Ok<Applicant[]>>('/api/registrations')).data,

    approve: async (id: string, approval: Approval) =>
        (await api.post<Ok<Applicant>, Approval>(`/api/registrations/${id}/approve`, approval)).data,

    reject: async (id: string, rejection: Rejection) =>
        (await api.post<Ok<Applicant>, Rejection>(`/api/registrations/${id}/reject`, rejection)).data,
};
