import { Navigate, useLocation, useParams } from 'react-admin';
import { NOT_FOUND_PATH, PROFILE_PATH, UNAUTHORIZED_PATH } from '../../../common/routes';
import { landingPath } from '../../../common/access';
import { useSessionAccess } from '../../providers/session';
import { useCanOpen } from '../../providers/useAccess';
import type { ReactNode } from 'react';

/**
 * `/` leads to the user's landing page: home, or the claim query page for the claims desk; the
 * profile while a required second factor is not set up.
 */
export const LandingRedirect = () => {
    const { roles, secondFactorSetupRequired } = useSessionAccess();
    return <Navigate to={secondFactorSetupRequired ? PROFILE_PATH : landingPath(roles)} replace />;
};

/** Any unknown path inside the app. */
export const NotFoundRedirect = () => <Navigate to={NOT_FOUND_PATH} replace />;

/** `/redirect/<path>` re-renders `<path>` with its query, without a history entry. */
export const RedirectPage = () => {
    const { '*': path = '' } = useParams();
    const { search } = useLocation();
    return <Navigate to={`/${path}${search}`} replace />;
};

/**
 * A screen the user may not open (route table and grants) leads to the 401 page; every screen
 * leads to the profile while a required second factor is not set up (the server refuses the rest).
 */
export const ScreenAccess = ({ children }: { children: ReactNode }) => {
    const { pathname } = useLocation();
    const { secondFactorSetupRequired } = useSessionAccess();
    const canOpen = useCanOpen();
    if (secondFactorSetupRequired && pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;
    return canOpen(pathname) ? <>{children}</> : <Navigate to={UNAUTHORIZED_PATH} replace />;
};
