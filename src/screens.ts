import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type * as PublicPages from './pages/publicPages';

/**
 * The component behind each path of the route table, each loaded only when opened. Screens
 * whose issue has not filled them yet share the PendingScreen, which shows their title.
 */
const PendingScreen = lazy(() => import('./pages/pending/PendingScreen'));

export const LoginPage = lazy(() => import('./pages/login/LoginPage'));

/** The public account pages share one chunk (see src/pages/publicPages.ts). */
const publicPage = (name: keyof typeof PublicPages) =>
    lazy(() => import('./pages/publicPages').then(module => ({ default: module[name] })));

export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
    '/register': publicPage('RegisterPage'),
    '/active': publicPage('ActivationPage'),
    '/emailChange': publicPage('EmailChangePage'),
    '/auth-redirect': lazy(() =>
        import('./pages/login/AuthRedirectPage').then(module => ({ default: module.AuthRedirectPage }))
    ),
    '/forgotPassword': publicPage('ForgotPasswordPage'),
    '/resetPassword': publicPage('ResetPasswordPage'),
    '/404': lazy(() => import('./pages/errors/ErrorPage').then(module => ({ default: module.NotFoundPage }))),
    '/401': lazy(() =>
        import('./pages/errors/ErrorPage').then(module => ({ default: module.UnauthorizedPage }))
    ),
    '/home': PendingScreen,
    '/dashboard': PendingScreen,
    '/claimquery': lazy(() => import('./resources/claims').then(module => ({ default: module.ClaimQuery }))),
    '/connect': lazy(() => import('./pages/connect').then(module => ({ default: module.ConnectPage }))),
    '/gettingStarted': PendingScreen,
    '/support': lazy(() => import('./pages/support').then(module => ({ default: module.SupportPage }))),
    '/userProfile': lazy(() => import('./pages/profile/ProfilePage').then(module => ({ default: module.ProfilePage }))),
    '/editTable': lazy(() => import('./resources/directory').then(module => ({ default: module.EditTablePage }))),
    '/newTable': lazy(() => import('./resources/directory').then(module => ({ default: module.NewTablePage }))),
    '/linkExcel': lazy(() => import('./pages/linkExcel').then(module => ({ default: module.LinkExcelPage }))),
    '/myListing': lazy(() => import('./resources/directory').then(module => ({ default: module.MyListingPage }))),
    '/audits': lazy(() => import('./resources/users').then(module => ({ default: module.UserList }))),
    '/audits/:id': lazy(() => import('./resources/users').then(module => ({ default: module.UserShow }))),
    '/auditTrail': lazy(() => import('./resources/audit').then(module => ({ default: module.AuditTrailList }))),
    '/access': lazy(() => import('./pages/access/AccessPage').then(module => ({ default: module.AccessPage }))),
};
