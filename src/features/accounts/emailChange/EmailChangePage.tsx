import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { PublicPage } from '../../../components/PublicPage';
import { accountApi } from '../accountApi';
import { profileQueryKey } from '../profileApi';
import { refusalText } from '../../../providers/refusals';
import { getUserInfo, isSignedIn, setUserInfo } from '../../../providers/session';

/**
 * `/emailChange?key=&id=`: confirms a new e-mail address on arrival, then leads back
 * to the portal (signed in) or to sign in.
 */
export const EmailChangePage = () => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const query = new URLSearchParams(useLocation().search);
    const key = query.get('key');
    const id = query.get('id');
    const confirmation = useQuery({
        queryKey: ['emailChange', key, id],
        queryFn: async () => {
            const answer = await accountApi.confirmEmailChange(key!, id!);
            // The signed-in user's own copy of the profile follows at once.
            const info = getUserInfo();
            if (isSignedIn() && info?.userId === id) {
                setUserInfo({ ...info, email: answer.email });
                await queryClient.invalidateQueries({ queryKey: ['userInfo'] });
                await queryClient.invalidateQueries({ queryKey: profileQueryKey() });
            }
            return answer;
        },
        enabled: Boolean(key && id),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
    });
    const signedIn = isSignedIn();

    return (
        <PublicPage title={translate('emailChange.heading')}>
            {key && id && confirmation.isPending && (
                <>
                    <Typography>{translate('emailChange.working')}</Typography>
                    <LinearProgress aria-label={translate('ra.page.loading')} />
                </>
            )}
            {confirmation.isSuccess && <Alert severity="success">{confirmation.data.message}</Alert>}
            {confirmation.isError && <Alert severity="warning">{refusalText(confirmation.error, translate)}</Alert>}
            {!(key && id) && <Alert severity="warning">{translate('account.linkIncomplete')}</Alert>}
            {!(key && id && confirmation.isPending) && (
                <Button component={LinkBase} to={signedIn ? '/' : '/login'} variant="contained" size="large">
                    {translate(signedIn ? 'account.backToPortal' : 'account.signIn')}
                </Button>
            )}
        </PublicPage>
    );
};
