import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { AppServices } from '../layout/AppServices';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { createI18nProvider } from '../providers/i18nProvider';
import { fetchPortalConfig, PortalConfigContext } from '../providers/portalConfig';

/**
 * Renders screens inside react-admin's contexts, against the calling file's real API (`withRealApi()`), at `path`: the real
 * dataProvider, authProvider and English catalog, toasts included. `location()` tells where
 * the screen navigated to.
 */
export const renderScreen = async (path: string, routes: Record<string, ReactNode>) => {
    const [portal, i18nProvider] = await Promise.all([fetchPortalConfig(), createI18nProvider('en')]);
    let location: Location | undefined;
    const view = render(
        <PortalConfigContext.Provider value={portal}>
            <TestMemoryRouter initialEntries={[path]} locationCallback={current => (location = current)}>
                <AdminContext
                    dataProvider={createDataProvider()}
                    authProvider={createAuthProvider(portal.profile)}
                    i18nProvider={i18nProvider}
                    store={memoryStore()}
                >
                    <AppServices />
                    <Notification />
                    <Routes>
                        {Object.entries(routes).map(([pattern, element]) => (
                            <Route key={pattern} path={pattern} element={element} />
                        ))}
                    </Routes>
                </AdminContext>
            </TestMemoryRouter>
        </PortalConfigContext.Provider>
    );
    return { ...view, location: () => location };
};
