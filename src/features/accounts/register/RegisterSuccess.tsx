import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { LinkBase, useTranslate } from 'react-admin';
import { PublicPage } from '../../../components/PublicPage';
import { accountApi } from '../accountApi';
import { refusalText } from '../../../providers/refusals';

/** After registering: check the e-mail (the address shown), or have it sent again. */
export const RegisterSuccess = ({ email }: { email: string }) => {
    const translate = useTranslate();
    const resend = useMutation({ mutationFn: () => accountApi.resendActivation(email) });
    return (
        <PublicPage title={translate('register.done.heading')}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <MarkEmailReadIcon color="success" fontSize="large" />
                <Typography>{translate('register.done.checkEmail', { email })}</Typography>
            </Stack>
            <Typography color="text.secondary">{translate('register.done.notReceived')}</Typography>
            {resend.data && <Alert severity="info">{resend.data.message}</Alert>}
            {resend.error && <Alert severity="error">{refusalText(resend.error, translate)}</Alert>}
            <Button onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
                {translate('register.done.resend')}
            </Button>
            <Button component={LinkBase} to="/login" variant="contained" size="large">
                {translate('account.signIn')}
            </Button>
        </PublicPage>
    );
};
