import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type * as PublicPages from './features/accounts/publicPages';
import {
    ACCESS_PATH,
    ACTIVATION_PATH,
    AUDIT_TRAIL_PATH,
    AUTH_REDIRECT_PATH,
    CLAIM_QUERY_PATH,
    CONNECT_PATH,
    DASHBOARD_PATH,
    DIRECTORY_ACCURACY_PATH,
    DIRECTORY_QUEUE_PATH,
    DISPUTES_PATH,
    EDIT_TABLE_PATH,
    EMAIL_CHANGE_PATH,
    FIND_PROVIDER_PATH,
    FORGOT_PASSWORD_PATH,
    GETTING_STARTED_PATH,
    HOME_PATH,
    IDENTITY_PROVIDERS_PATH,
    LINK_EXCEL_PATH,
    MY_LISTING_PATH,
    NEW_TABLE_PATH,
    NOT_FOUND_PATH,
    ORGANISATIONS_PATH,
    PROFILE_PATH,
    REGISTER_PATH,
    REGISTRATIONS_PATH,
    SCHEDULED_JOBS_PATH,
    RESET_PASSWORD_PATH,
    SUPPORT_PATH,
    UNAUTHORIZED_PATH,
    USER_DETAIL_PATH,
    USER_PROFILES_PATH,
} from '../common/routes';

/** The public account pages share one chunk (see src/pages/publicPages.ts). */
const publicPage = (name: keyof typeof PublicPages) =>
    lazy(() => import('./features/accounts/publicPages').then(module => ({ default: module[name] })));

/** The component behind each path of the route table, each loaded only when opened. */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
    [REGISTER_PATH]: publicPage('RegisterPage'),
    [ACTIVATION_PATH]: publicPage('ActivationPage'),
    [EMAIL_CHANGE_PATH]: publicPage('EmailChangePage'),
    [AUTH_REDIRECT_PATH]: lazy(() =>
        import('./features/accounts/login/AuthRedirectPage').then(module => ({ default: module.AuthRedirectPage }))
    ),
    [FORGOT_PASSWORD_PATH]: publicPage('ForgotPasswordPage'),
    [RESET_PASSWORD_PATH]: publicPage('ResetPasswordPage'),
    [NOT_FOUND_PATH]: lazy(() =>
        import('./layout/errors/ErrorPage').then(module => ({ default: module.NotFoundPage }))
    ),
    [UNAUTHORIZED_PATH]: lazy(() =>
        import('./layout/errors/ErrorPage').then(module => ({ default: module.UnauthorizedPage }))
    ),
    [HOME_PATH]: lazy(() => import('./homeScreens').then(module => ({ default: module.HomeScreen }))),
    [DASHBOARD_PATH]: lazy(() =>
        import('./features/home/dashboard').then(module => ({ default: module.DashboardPage }))
    ),
    [CLAIM_QUERY_PATH]: lazy(() => import('./claimScreens').then(module => ({ default: module.ClaimQueryScreen }))),
    [CONNECT_PATH]: lazy(() => import('./features/connections').then(module => ({ default: module.ConnectPage }))),
    [GETTING_STARTED_PATH]: lazy(() =>
        import('./homeScreens').then(module => ({ default: module.GettingStartedScreen }))
    ),
    [SUPPORT_PATH]: lazy(() => import('./features/home/support').then(module => ({ default: module.SupportPage }))),
    [PROFILE_PATH]: lazy(() =>
        import('./features/accounts/profile/ProfilePage').then(module => ({ default: module.ProfilePage }))
    ),
    [EDIT_TABLE_PATH]: lazy(() => import('./features/directory').then(module => ({ default: module.EditTablePage }))),
    [NEW_TABLE_PATH]: lazy(() => import('./features/directory').then(module => ({ default: module.NewTablePage }))),
    [LINK_EXCEL_PATH]: lazy(() => import('./features/linkExcel').then(module => ({ default: module.LinkExcelPage }))),
    [DISPUTES_PATH]: lazy(() =>
        import('./features/claimActions/DisputesPage').then(module => ({ default: module.DisputesPage }))
    ),
    [DIRECTORY_QUEUE_PATH]: lazy(() =>
        import('./features/directoryChanges').then(module => ({ default: module.DirectoryQueuePage }))
    ),
    [DIRECTORY_ACCURACY_PATH]: lazy(() =>
        import('./features/directoryChanges').then(module => ({ default: module.AccuracyDashboardPage }))
    ),
    [MY_LISTING_PATH]: lazy(() => import('./directoryScreens').then(module => ({ default: module.MyListingScreen }))),
    [USER_PROFILES_PATH]: lazy(() =>
        import('./features/administration/users').then(module => ({ default: module.UserList }))
    ),
    [USER_DETAIL_PATH]: lazy(() =>
        import('./features/administration/users').then(module => ({ default: module.UserShow }))
    ),
    [AUDIT_TRAIL_PATH]: lazy(() =>
        import('./features/administration/audit').then(module => ({ default: module.AuditTrailList }))
    ),
    [FIND_PROVIDER_PATH]: lazy(() =>
        import('./features/findProvider').then(module => ({ default: module.FindProviderPage }))
    ),
    [ACCESS_PATH]: lazy(() =>
        import('./features/administration/access/AccessPage').then(module => ({ default: module.AccessPage }))
    ),
    [IDENTITY_PROVIDERS_PATH]: lazy(() =>
        import('./features/sso/IdentityProvidersPage').then(module => ({ default: module.IdentityProvidersPage }))
    ),
    [ORGANISATIONS_PATH]: lazy(() =>
        import('./features/organisations').then(module => ({ default: module.OrganisationsPage }))
    ),
    [REGISTRATIONS_PATH]: lazy(() =>
        import('./features/organisations').then(module => ({ default: module.RegistrationsPage }))
    ),
    [SCHEDULED_JOBS_PATH]: lazy(() =>
        import('./features/scheduledJobs').then(module => ({ default: module.ScheduledJobsPage }))
    ),
};
