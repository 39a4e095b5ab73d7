import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ssoApi, ssoKeys } from './ssoApi';

/** "Signed in with <name>" in the top bar, for a session an identity provider opened. */
export const SessionProviderBadge = () => {
    const translate = useTranslate();
    const { data } = useQuery({ queryKey: ssoKeys.session, queryFn: ssoApi.session, staleTime: Infinity });
    if (!data?.provider) return null;
    return (
        <Typography variant="caption" component="div" data-testid="session-provider">
            {translate('sso.topBar.via', { name: data.provider.name })}
        </Typography>
    );
};
