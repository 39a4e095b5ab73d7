import type { Ok } from '../../../common/contract/envelope';
import type {
    Applicant,
    Approval,
    OrganisationFields,
    OrganisationRecord,
    Rejection,
} from '../../../common/contract/organisations';
import { api } from '../../providers/httpClient';

/** The cache key of the approval queue (the organisations' own is shared: src/providers/organisationList.ts). */
export const organisationKeys = {
    applicants: ['registrations'] as const,
};

/** Writes of organisation records, and the accounts waiting for approval. Refusals toast through the HTTP client. */
export const organisationsApi = {
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
