import { lazy } from 'react';
import { useRoles } from './providers/session';

/**
 * Home and Getting started, behind one small chunk so that the portal's first download names
 * their pages' chunks only once they are opened.
 */

const DirectoryEditView = lazy(() =>
    import('./features/directory').then(module => ({ default: module.EditTablePage }))
);
/** Home's page, with the cards of other features it shows: a feature imports no other, the app composes them. */
const AttentionPage = lazy(() =>
    Promise.all([import('./features/home'), import('./features/claimActions/DocumentRequestsCard')]).then(
        ([home, claimActions]) => ({
            default: () => <home.HomePage DocumentRequestsCard={claimActions.DocumentRequestsCard} />,
        })
    )
);

/** `/home`: for admins the Directory Edit View (where their daily work is); for every other role what needs their attention now. */
export const HomeScreen = () => (useRoles().includes('admin') ? <DirectoryEditView /> : <AttentionPage />);

const GettingStartedPage = lazy(() =>
    import('./features/home/gettingStarted').then(module => ({ default: module.GettingStartedPage }))
);

/** `/gettingStarted`: a component, not the lazy page itself (a lazy screen must resolve to a component). */
export const GettingStartedScreen = () => <GettingStartedPage />;
