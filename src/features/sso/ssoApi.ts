import type { Ok } from '../../../common/contract/envelope';
import type { ProviderInput, ProviderRecord, SessionProvider } from '../../../common/contract/sso';
import { api } from '../../providers/httpClient';

/** The cache keys of the single sign-on queries. */
export const ssoKeys = {
    session: ['sso', 'session'] as const,
    providers: ['sso', 'providers'] as const,
};

/** Single sign-on: the session's provider, and the providers' administration. */
export const ssoApi = {
    async session(): Promise<SessionProvider> {
        return (await api.get<Ok<SessionProvider>>('/api/sso/session')).data;
    },

    async list(): Promise<ProviderRecord[]> {
        return (await api.get<Ok<ProviderRecord[]>>('/api/identity-providers')).data;
    },

    async create(input: ProviderInput): Promise<ProviderRecord> {
        return (await api.post<Ok<ProviderRecord>, ProviderInput>('/api/identity-providers', input)).data;
    },

    async update(id: string, input: ProviderInput): Promise<ProviderRecord> {
        return (await api.put<Ok<ProviderRecord>, ProviderInput>(`/api/identity-providers/${id}`, input)).data;
    },
};
