import { lazy } from 'react';
import { useRoles } from './providers/session';

/**
 * Home and Getting started, behind one small chunk so that the portal's first download names
 * their pages' chunks only once they are opened.
 */

const DirectoryEditView = lazy(() =>
    import('./resources/directory').then(module => ({ default: module.EditTablePage }))
);
const AttentionPage = lazy(() => import('./pages/home').then(module => ({ default: module.HomePage })));

/** `/home`: for admins the Directory Edit View (where their daily work is); for every other role what needs their attention now. */
export const HomeScreen = () => (useRoles().includes('admin') ? <DirectoryEditView /> : <AttentionPage />);

const GettingStartedPage = lazy(() =>
    import('./pages/gettingStarted').then(module => ({ default: module.GettingStartedPage }))
);

/** `/gettingStarted`: a component, not the lazy page itself (a lazy screen must resolve to a component). */
export const GettingStartedScreen = () => <GettingStartedPage />;
