import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { EmailRequestForm } from '../../../components/EmailRequestForm';
import { PublicPage } from '../../../components/PublicPage';
import { accountApi } from '../accountApi';
import { refusalCode, refusalText } from '../../../providers/refusals';

/**
 * `/active?key=`: activates the account on arrival. A used link can still sign in;
 * an unknown or expired one offers a new activation e-mail.
 */
export const ActivationPage = () => {
    const translate = useTranslate();
    const key = new URLSearchParams(useLocation().search).get('key');
    // A query, not a mutation: the activation runs once per key even when the page mounts twice.
    const activation = useQuery({
        queryKey: ['activation', key],
        queryFn: () => accountApi.activate(key!),
        enabled: Boolean(key),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
    });
    const code = refusalCode(activation.error);
    const linkBroken = !key || code === 400 || code === 404;

    return (
        <PublicPage title={translate('activation.heading')}>
            {key && activation.isPending && (
                <>
                    <Typography>{translate('activation.working')}</Typography>
                    <LinearProgress aria-label={translate('ra.page.loading')} />
                </>
            )}
            {activation.isSuccess && <Alert severity="success">{activation.data.message}</Alert>}
            {code === 409 && <Alert severity="info">{refusalText(activation.error, translate)}</Alert>}
            {linkBroken && (
                <>
                    <Alert severity="warning">
                        {key ? refusalText(activation.error, translate) : translate('account.linkIncomplete')}
                    </Alert>
                    <Typography>{translate('activation.resendIntro')}</Typography>
                    <EmailRequestForm send={accountApi.resendActivation} submitLabel={translate('activation.resend')} />
                </>
            )}
            {activation.isError && !linkBroken && code !== 409 && (
                <>
                    <Alert severity="error">{refusalText(activation.error, translate)}</Alert>
                    <Button onClick={() => activation.refetch()}>{translate('account.tryAgain')}</Button>
                </>
            )}
            {(activation.isSuccess || code === 409 || linkBroken) && (
                <Button component={LinkBase} to="/login" variant={linkBroken ? 'text' : 'contained'} size="large">
                    {translate('account.signIn')}
                </Button>
            )}
        </PublicPage>
    );
};
