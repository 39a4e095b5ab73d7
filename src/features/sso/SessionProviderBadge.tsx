import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { onSignOut } from '../../providers/signOut';
import { leaveProviderLogout } from '../../lib/providerLogout';
import { ssoApi, ssoKeys } from './ssoApi';

/**
 * "Signed in with <name>" in the top bar, for a session an identity provider opened. Its sign-out
 * leaves the provider's own sign-out for the login page to offer (the portal's session is over by then).
 */
export const SessionProviderBadge = () => {
    const translate = useTranslate();
    const { data } = useQuery({ queryKey: ssoKeys.session, queryFn: ssoApi.session, staleTime: Infinity });
    useEffect(() => {
        const { provider, logoutUrl } = data ?? {};
        if (!provider || !logoutUrl) return undefined;
        return onSignOut(() => leaveProviderLogout({ name: provider.name, url: logoutUrl }));
    }, [data]);
    if (!data?.provider) return null;
    return (
        <Typography variant="caption" component="div" data-testid="session-provider">
            {translate('sso.topBar.via', { name: data.provider.name })}
        </Typography>
    );
};
