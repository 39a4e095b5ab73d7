import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LoginProvider } from '../../../../common/contract/sso';
import { SSO_REFUSALS } from '../../../../common/vocabularies/sso';
import { takeProviderLogout } from '../../../lib/providerLogout';
import { loginProvidersOf, startUrlOf } from './loginProvidersApi';

/** The providers the login page offers (none when the server lists none). */
export const useLoginProviders = () =>
    useQuery({ queryKey: ['loginProviders'], queryFn: loginProvidersOf, staleTime: 60_000 }).data ?? [];

/** A refused single sign-on, named by the server's redirect back: its reason, in the user's language. */
export const SsoRefusal = ({ reason }: { reason: string | null }) => {
    const translate = useTranslate();
    if (!reason) return null;
    const known = (SSO_REFUSALS as readonly string[]).includes(reason) ? reason : 'providerError';
    return (
        <Alert severity="error" role="alert">
            {translate(`sso.refusals.${known}`)}
        </Alert>
    );
};

/** "Sign in with <name>" for each enabled provider, under the password form. */
export const SsoButtons = ({ providers, redirect }: { providers: readonly LoginProvider[]; redirect: string }) => {
    const translate = useTranslate();
    if (providers.length === 0) return null;
    return (
        <Stack spacing={1}>
            <Divider>
                <Typography variant="body2">{translate('sso.login.or')}</Typography>
            </Divider>
            {providers.map(provider => (
                <Button key={provider.id} variant="outlined" href={startUrlOf(provider, redirect)}>
                    {translate('sso.login.signInWith', { name: provider.name })}
                </Button>
            ))}
        </Stack>
    );
};

/** Said while the typed address belongs to a provider's domain: the form's button then leads there. */
export const DomainHint = ({ provider, email }: { provider: LoginProvider; email: string }) => {
    const translate = useTranslate();
    return (
        <Alert severity="info" aria-live="polite">
            {translate('sso.login.domainLeads', { domain: email.split('@')[1] ?? '', name: provider.name })}
        </Alert>
    );
};

/** After signing out of a session a provider opened: the offer to sign out of the provider too, once. */
export const ProviderLogoutOffer = () => {
    const translate = useTranslate();
    const [offer] = useState(takeProviderLogout);
    if (!offer) return null;
    return (
        <Button variant="text" href={offer.url}>
            {translate('sso.login.providerLogout', { name: offer.name })}
        </Button>
    );
};
