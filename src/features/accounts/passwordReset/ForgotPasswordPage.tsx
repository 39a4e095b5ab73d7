import { Link } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { EmailRequestForm } from '../../../components/EmailRequestForm';
import { PublicPage } from '../../../components/PublicPage';
import { accountApi } from '../accountApi';

/** `/forgotPassword`: an address to send a reset link to; the answer never tells if it exists. */
export const ForgotPasswordPage = () => {
    const translate = useTranslate();
    return (
        <PublicPage title={translate('passwordReset.forgot.heading')} intro={translate('passwordReset.forgot.intro')}>
            <EmailRequestForm
                send={accountApi.requestPasswordReset}
                submitLabel={translate('passwordReset.forgot.submit')}
                autoFocus
            />
            <Link component={LinkBase} to="/login" variant="body2">
                {translate('account.backToSignIn')}
            </Link>
        </PublicPage>
    );
};
