import { Navigate, useLocation } from 'react-admin';
import { loginRedirectFor } from '../../../providers/authProvider';
import { isSignedIn } from '../../../providers/session';
import { redirectTarget } from './redirectTarget';

/**
 * `/auth-redirect?redirect=<path>`: a signed-in user goes to the target, anyone else
 * to sign in with it as the redirect. Only paths inside the app are followed.
 */
export const AuthRedirectPage = () => {
    const target = redirectTarget(useLocation().search);
    return <Navigate to={isSignedIn() ? target : loginRedirectFor(target)} replace />;
};
