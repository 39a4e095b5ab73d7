import { CLAIMS_DESK_ROLES } from '../../common/profiles';
import { CLAIM_QUERY_PATH, LOGIN_PATH } from '../../common/routes';
import { currentRoute, loginRedirectFor } from './authProvider';
import { getRoles, getStoredRole, getToken, resetToken, setRoles } from './session';
import { pushNotice } from './uiSignals';

const isReturnFromProvider = (route: string) =>
    route.startsWith(`${LOGIN_PATH}?`) && new URLSearchParams(route.slice(LOGIN_PATH.length + 1)).has('sso');

/**
 * Page load with a token but no roles in memory: the role comes back from
 * localStorage, and the claims desk roles land on the claim query page. Without a stored role
 * the token is reset, 'Has Error' shows and the user goes to sign in — except back from an
 * identity provider (`/login?sso=`), where the token is the one the server just set and the login
 * page loads its roles. Answers the route to open instead of the current one, if any.
 */
export const restoreSession = (): string | undefined => {
    if (!getToken() || getRoles().length > 0) return undefined;
    const wanted = currentRoute();
    if (isReturnFromProvider(wanted)) return undefined;
    try {
        const role = getStoredRole();
        if (!role) throw new Error('session.hasError');
        setRoles([role]);
        return CLAIMS_DESK_ROLES.includes(role as never) ? CLAIM_QUERY_PATH : undefined;
    } catch (error) {
        resetToken();
        pushNotice({ message: (error as Error).message || 'session.hasError', type: 'error' });
        return loginRedirectFor(wanted);
    }
};
