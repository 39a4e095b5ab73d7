import type { Ok } from '../../../../common/contract/envelope';
import type { LoginProvider } from '../../../../common/contract/sso';
import { api } from '../../../providers/httpClient';

/** The identity providers the login page offers, as the server lists them for anyone. */
export const loginProvidersOf = async (): Promise<LoginProvider[]> =>
    (await api.get<Ok<LoginProvider[]>>('/api/sso/providers')).data;

/** The provider that serves an e-mail address's domain, if the username typed is one. */
export const providerForEmail = (providers: readonly LoginProvider[], typed: string) => {
    const domain = /^[^@\s]+@([^@\s]+)$/.exec(typed.trim())?.[1]?.toLowerCase();
    return domain ? providers.find(provider => provider.emailDomains.includes(domain)) : undefined;
};

/** Where a provider's button leads: its start, with the route to open after signing in. */
export const startUrlOf = (provider: LoginProvider, redirect: string) =>
    `${provider.startUrl}?${new URLSearchParams({ redirect })}`;
