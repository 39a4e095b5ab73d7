import type { Ok } from '../../../common/contract/envelope';
import type { LoginProvider, ProviderInput, ProviderRecord, SessionProvider } from '../../../common/contract/sso';
import { api } from '../../providers/httpClient';

/** The cache keys of the single sign-on queries. */
export const ssoKeys = {
    loginProviders: ['sso', 'loginProviders'] as const,
    session: ['sso', 'session'] as const,
    providers: ['sso', 'providers'] as const,
};

/** Single sign-on: the login page's providers, the session's provider, and their administration. */
export const ssoApi = {
    async loginProviders(): Promise<LoginProvider[]> {
        return (await api.get<Ok<LoginProvider[]>>('/api/sso/providers')).data;
    },

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

/** The provider that serves an e-mail address's domain, if the username typed is one. */
export const providerForEmail = (providers: readonly LoginProvider[], typed: string) => {
    const domain = /^[^@\s]+@([^@\s]+)$/.exec(typed.trim())?.[1]?.toLowerCase();
    return domain ? providers.find(provider => provider.emailDomains.includes(domain)) : undefined;
};

/** Where a provider's button leads: its start, with the route to open after signing in. */
export const startUrlOf = (provider: LoginProvider, redirect: string) =>
    `${provider.startUrl}?${new URLSearchParams({ redirect })}`;

/** Where the provider's sign-out waits for the login page after the portal's sign-out (local storage). */
export const PROVIDER_LOGOUT_KEY = 'ssoProviderLogout';
