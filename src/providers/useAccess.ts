import { useMemo } from 'react';
import { accessibleRoutes, canOpenPath } from '../../common/access';
import { usePortalConfig } from './portalConfig';
import { useSessionAccess } from './session';

/** The routes the signed-in user may open, as a tree (menu, tabs, route search). */
export const useOpenRoutes = () => {
    const { profile } = usePortalConfig();
    const { roles, screens } = useSessionAccess();
    return useMemo(() => accessibleRoutes(profile, roles, screens), [profile, roles, screens]);
};

/** Whether the signed-in user may open a location's pathname. */
export const useCanOpen = () => {
    const { profile } = usePortalConfig();
    const { roles, screens } = useSessionAccess();
    return (pathname: string) => canOpenPath(pathname, profile, roles, screens);
};
