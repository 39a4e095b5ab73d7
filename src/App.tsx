import { CssBaseline } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import {
    AdminContext,
    CoreAdminUI,
    CustomRoutes,
    localStorageStore,
    Notification,
    type I18nProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { ERROR_TOAST_MS } from './config/env';
import {
    flattenRoutes,
    LAYOUT_ROUTES,
    LOGIN_PATH,
    PUBLIC_ROUTES,
    REDIRECT_PREFIX,
    routesOfProfile,
} from '../common/routes';
import { AppServices } from './layout/AppServices';
import { createPortalTheme } from './layout/theme';
import { LandingRedirect, NotFoundRedirect, RedirectPage, ScreenAccess } from './layout/navigation/redirects';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { startProgress } from './providers/navigationProgress';
import type { PortalConfig } from '../common/contract/portal';
import { PortalConfigContext } from './providers/portalConfig';
import { useSettings, useSize } from './providers/preferences';
import LoginPage from './features/accounts/login/LoginPage';
import { SCREENS } from './screens';

/**
 * The portal: react-admin wired to the route table. It uses react-admin's CoreAdminUI rather
 * than AdminUI, whose default pages the portal replaces, so that they stay out of the bundle.
 * Public routes render without the layout; every other route needs a session and a role
 * allowed by the table. The login page is part of the start-up code, not a screen loaded on
 * demand: a signed-out visitor sees it without a second round of requests.
 */
export const App = ({ portal, i18nProvider }: { portal: PortalConfig; i18nProvider: I18nProvider }) => {
    const authProvider = useMemo(() => createAuthProvider(portal.profile), [portal.profile]);
    const dataProvider = useMemo(() => createDataProvider(), []);
    const { themeColor } = useSettings();
    const size = useSize();
    const theme = useMemo(
        () => createPortalTheme(themeColor ?? portal.themeColor, size),
        [themeColor, portal.themeColor, size]
    );
    const store = useMemo(() => {
        const created = localStorageStore(undefined, 'RxConnect');
        // The language lives in its cookie; react-admin's copy follows it.
        created.setItem('locale', i18nProvider.getLocale());
        return created;
    }, [i18nProvider]);
    const publicRoutes = PUBLIC_ROUTES.filter(route => route.path !== LOGIN_PATH);
    const layoutRoutes = flattenRoutes(routesOfProfile(LAYOUT_ROUTES, portal.profile));

    return (
        <PortalConfigContext.Provider value={portal}>
            <AdminContext
                authProvider={authProvider}
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                theme={theme}
                store={store}
            >
                <CssBaseline enableColorScheme />
                <AppServices />
                <Notification autoHideDuration={ERROR_TOAST_MS} />
                <CoreAdminUI
                    disableTelemetry
                    requireAuth
                    title={portal.title}
                    layout={SuspendedLayout}
                    loginPage={LoginPage}
                    dashboard={LandingRedirect}
                    catchAll={NotFoundRedirect}
                    loading={ScreenLoading}
                >
                    <CustomRoutes noLayout>
                        {publicRoutes.map(({ path }) => (
                            <Route key={path} path={path} element={<Suspended screen={screenAt(path!)} />} />
                        ))}
                    </CustomRoutes>
                    <CustomRoutes>
                        {layoutRoutes.map(({ path }) => (
                            <Route
                                key={path}
                                path={path}
                                element={
                                    <ScreenAccess>
                                        <Suspended screen={screenAt(path!)} />
                                    </ScreenAccess>
                                }
                            />
                        ))}
                        <Route path={`${REDIRECT_PREFIX}/*`} element={<RedirectPage />} />
                    </CustomRoutes>
                </CoreAdminUI>
            </AdminContext>
        </PortalConfigContext.Provider>
    );
};

const screenAt = (path: string) => {
    const screen = SCREENS[path];
    if (!screen) throw new Error(`No screen for route ${path}: add it to src/screens.ts`);
    return screen;
};

/** While a screen's code loads, the navigation progress bar stays on (no spinner). */
const ScreenLoading = () => {
    useEffect(() => startProgress(), []);
    return null;
};

const Suspended = ({ screen: Screen }: { screen: ComponentType }) => (
    <Suspense fallback={<ScreenLoading />}>
        <Screen />
    </Suspense>
);

/** The layout loads after sign-in, keeping the login page light. */
const AppLayout = lazy(() => import('./layout/AppLayout').then(module => ({ default: module.AppLayout })));

const SuspendedLayout = ({ children }: { children?: ReactNode }) => (
    <Suspense fallback={<ScreenLoading />}>
        <AppLayout>{children}</AppLayout>
    </Suspense>
);
