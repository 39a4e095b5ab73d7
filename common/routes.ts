import type { en } from '../i18n/en';
import type { Profile, Role } from './profiles';

/** A key under `route.*` in the catalogs: every title must exist in all four languages. */
export type RouteTitle = keyof typeof en.route;

/**
 * The route & menu table: the single source of truth for the router, the sidebar, the
 * tags-view, page titles, route search and access control. Pure data, so the
 * API server can read the same table.
 */
export interface RouteConfig {
    /** Absolute path; absent for a menu group that only holds children. */
    path?: string;
    /** Key under `route.*` in the catalogs. */
    title?: RouteTitle;
    icon?: IconName;
    /** Roles allowed; absent = every signed-in role. The admin role always passes. */
    roles?: readonly Role[];
    /** Kept out of menus and route search. */
    hidden?: boolean;
    /** Tab that survives Close All / Close Others. */
    affix?: boolean;
    /** Not kept in the cached-view list. */
    noCache?: boolean;
    /** Rendered without the layout and reachable without a token. */
    public?: boolean;
    /** Profiles the route exists in; absent = both. */
    profiles?: readonly Profile[];
    /** Access stays as this table says: admins cannot grant or revoke it. */
    locked?: boolean;
    /**
     * Menu entries under this one that come from data rather than from this table: for
     * `directoryTables`, each directory table the user may view, opening `<path>?table=<id>`.
     */
    entries?: 'directoryTables';
    /** External link, opened in a new tab. */
    link?: string;
    children?: readonly RouteConfig[];
}

export type IconName =
    | 'home'
    | 'dashboard'
    | 'connect'
    | 'support'
    | 'gettingStarted'
    | 'directory'
    | 'editTable'
    | 'newTable'
    | 'linkExcel'
    | 'admin'
    | 'userProfiles'
    | 'auditTrail'
    | 'access'
    | 'identityProviders'
    | 'claimQuery'
    | 'disputes';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
/** Re-render helper: `/redirect/<path>` replaces itself with `/<path>` (tags-view Refresh). */
export const REDIRECT_PREFIX = '/redirect';
export const HOME_PATH = '/home';
export const CLAIM_QUERY_PATH = '/claimquery';
export const PROFILE_PATH = '/userProfile';
/** A provider's own directory listing, to correct and confirm every 90 days. */
export const MY_LISTING_PATH = '/myListing';
/** The disputes of healthcare claims: the provider's own, the plan's queue. */
export const DISPUTES_PATH = '/disputes';
export const REGISTER_PATH = '/register';
export const ACTIVATION_PATH = '/active';
export const EMAIL_CHANGE_PATH = '/emailChange';
export const AUTH_REDIRECT_PATH = '/auth-redirect';
export const FORGOT_PASSWORD_PATH = '/forgotPassword';
export const RESET_PASSWORD_PATH = '/resetPassword';
/** The public provider directory search: no account needed. */
export const FIND_PROVIDER_PATH = '/findProvider';
export const DASHBOARD_PATH = '/dashboard';
export const CONNECT_PATH = '/connect';
export const GETTING_STARTED_PATH = '/gettingStarted';
export const SUPPORT_PATH = '/support';
export const EDIT_TABLE_PATH = '/editTable';
export const NEW_TABLE_PATH = '/newTable';
export const LINK_EXCEL_PATH = '/linkExcel';
/** The user profiles (every account, for admins); its URL stays `/audits`, the one users know. */
export const USER_PROFILES_PATH = '/audits';
/** One user's page under the user profiles. */
export const USER_DETAIL_PATH = `${USER_PROFILES_PATH}/:id`;
/** The location of one user's page. */
export const userDetailPath = (id: number | string) => `${USER_PROFILES_PATH}/${id}`;
export const AUDIT_TRAIL_PATH = '/auditTrail';
/** The directory team's queue: changes asked of listings and members' questions, by due date. */
export const DIRECTORY_QUEUE_PATH = '/directoryQueue';
/** The directory's accuracy: verification, suppression and deadlines per table and over time. */
export const DIRECTORY_ACCURACY_PATH = '/directoryAccuracy';
export const ACCESS_PATH = '/access';
/** The identity providers staff sign in with (single sign-on), under the administration. */
export const IDENTITY_PROVIDERS_PATH = '/identityProviders';
/** The organisation records accounts belong to. */
export const ORGANISATIONS_PATH = '/organisations';
/** New accounts waiting for an admin to approve them into an organisation. */
export const REGISTRATIONS_PATH = '/registrations';
/** The jobs the servers run on a schedule: last run, next run, failures. */
export const SCHEDULED_JOBS_PATH = '/scheduledJobs';

/**
 * The screens an API route can be guarded by (`config.access.screen`): every screen of the
 * layout. The server refuses to start if a route names anything else.
 */
export type ScreenPath =
    | typeof HOME_PATH
    | typeof DASHBOARD_PATH
    | typeof CLAIM_QUERY_PATH
    | typeof CONNECT_PATH
    | typeof GETTING_STARTED_PATH
    | typeof SUPPORT_PATH
    | typeof PROFILE_PATH
    | typeof MY_LISTING_PATH
    | typeof DISPUTES_PATH
    | typeof DIRECTORY_QUEUE_PATH
    | typeof DIRECTORY_ACCURACY_PATH
    | typeof EDIT_TABLE_PATH
    | typeof NEW_TABLE_PATH
    | typeof LINK_EXCEL_PATH
    | typeof USER_PROFILES_PATH
    | typeof AUDIT_TRAIL_PATH
    | typeof ACCESS_PATH
    | typeof IDENTITY_PROVIDERS_PATH
    | typeof ORGANISATIONS_PATH
    | typeof REGISTRATIONS_PATH
    | typeof SCHEDULED_JOBS_PATH;

export const PUBLIC_ROUTES: readonly RouteConfig[] = [
    { path: LOGIN_PATH, title: 'login', public: true, hidden: true },
    { path: REGISTER_PATH, title: 'register', public: true, hidden: true },
    { path: ACTIVATION_PATH, title: 'active', public: true, hidden: true },
    { path: EMAIL_CHANGE_PATH, title: 'emailChange', public: true, hidden: true },
    { path: AUTH_REDIRECT_PATH, title: 'authRedirect', public: true, hidden: true },
    { path: FORGOT_PASSWORD_PATH, title: 'forgotPassword', public: true, hidden: true },
    { path: RESET_PASSWORD_PATH, title: 'resetPassword', public: true, hidden: true },
    { path: NOT_FOUND_PATH, title: 'notFound', public: true, hidden: true },
    { path: UNAUTHORIZED_PATH, title: 'unauthorized', public: true, hidden: true },
    { path: FIND_PROVIDER_PATH, title: 'findProvider', public: true, hidden: true },
];

const ADMIN: readonly Role[] = ['admin'];

export const LAYOUT_ROUTES: readonly RouteConfig[] = [
    { path: HOME_PATH, title: 'home', icon: 'home', affix: true },
    { path: DASHBOARD_PATH, title: 'dashboard', icon: 'dashboard' },
    { path: CLAIM_QUERY_PATH, title: 'claimQuery', icon: 'claimQuery' },
    { path: CONNECT_PATH, title: 'connect', icon: 'connect' },
    { path: GETTING_STARTED_PATH, title: 'gettingStarted', icon: 'gettingStarted' },
    { path: SUPPORT_PATH, title: 'support', icon: 'support' },
    { path: PROFILE_PATH, title: 'userProfile', hidden: true, noCache: true, locked: true },
    {
        path: MY_LISTING_PATH,
        title: 'myListing',
        icon: 'directory',
        roles: ['provider'],
        profiles: ['healthcare'],
    },
    {
        path: DISPUTES_PATH,
        title: 'disputes',
        icon: 'disputes',
        roles: ['provider', 'healthplan'],
        profiles: ['healthcare'],
    },
    {
        path: DIRECTORY_QUEUE_PATH,
        title: 'directoryQueue',
        icon: 'directory',
        roles: ['healthplan'],
        profiles: ['healthcare'],
    },
    {
        path: DIRECTORY_ACCURACY_PATH,
        title: 'directoryAccuracy',
        icon: 'dashboard',
        roles: ['healthplan'],
        profiles: ['healthcare'],
    },
    {
        title: 'directory',
        icon: 'directory',
        roles: ADMIN,
        children: [
            { path: EDIT_TABLE_PATH, title: 'editTable', icon: 'editTable', roles: ADMIN, entries: 'directoryTables' },
            { path: NEW_TABLE_PATH, title: 'newTable', icon: 'newTable', roles: ADMIN },
            { path: LINK_EXCEL_PATH, title: 'linkExcel', icon: 'linkExcel', roles: ADMIN },
        ],
    },
    {
        title: 'administration',
        icon: 'admin',
        roles: ADMIN,
        children: [
            { path: USER_PROFILES_PATH, title: 'userProfiles', icon: 'userProfiles', roles: ADMIN, locked: true },
            { path: USER_DETAIL_PATH, title: 'userDetail', hidden: true, roles: ADMIN, locked: true, noCache: true },
            { path: AUDIT_TRAIL_PATH, title: 'auditTrail', icon: 'auditTrail', roles: ADMIN, locked: true },
            { path: ACCESS_PATH, title: 'access', icon: 'access', roles: ADMIN, locked: true, noCache: true },
            {
                path: IDENTITY_PROVIDERS_PATH,
                title: 'identityProviders',
                icon: 'identityProviders',
                roles: ADMIN,
                locked: true,
                noCache: true,
            },
            { path: ORGANISATIONS_PATH, title: 'organisations', icon: 'admin', roles: ADMIN, locked: true },
            { path: REGISTRATIONS_PATH, title: 'registrations', icon: 'userProfiles', roles: ADMIN, locked: true },
            { path: SCHEDULED_JOBS_PATH, title: 'scheduledJobs', icon: 'admin', roles: ADMIN, locked: true },
        ],
    },
];

/** Every route of the table with a path, depth first, for lookups by path. */
export const flattenRoutes = (routes: readonly RouteConfig[]): RouteConfig[] =>
    routes.flatMap(route => [...(route.path ? [route] : []), ...flattenRoutes(route.children ?? [])]);

/** The routes of one deployment profile, children included. */
export const routesOfProfile = (routes: readonly RouteConfig[], profile: Profile): RouteConfig[] =>
    routes
        .filter(route => !route.profiles || route.profiles.includes(profile))
        .map(route => (route.children ? { ...route, children: routesOfProfile(route.children, profile) } : route));

/** Whether a route path (with `:param` segments) matches a location's pathname. */
export const matchesPath = (pattern: string, pathname: string): boolean => {
    const expected = pattern.split('/');
    const actual = pathname.split('/');
    return (
        expected.length === actual.length &&
        expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
    );
};

export const findRoute = (pathname: string): RouteConfig | undefined =>
    flattenRoutes([...PUBLIC_ROUTES, ...LAYOUT_ROUTES]).find(route => matchesPath(route.path!, pathname));

/** The screen a location shows, as its route's path (`/audits/:id` for every user's page), if it is a screen. */
export const screenOf = (pathname: string): string | undefined => {
    const route = findRoute(pathname);
    return route?.title ? route.path : undefined;
};

/** Whether a path is a screen of the layout that an API route may be guarded by. */
export const isScreenPath = (path: string): path is ScreenPath =>
    flattenRoutes(LAYOUT_ROUTES).some(route => route.path === path && !route.path.includes(':'));
