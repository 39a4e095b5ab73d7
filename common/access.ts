import { CLAIMS_DESK_ROLES, ROLES_BY_PROFILE, type Profile } from './profiles';
import {
    CLAIM_QUERY_PATH,
    flattenRoutes,
    HOME_PATH,
    LAYOUT_ROUTES,
    matchesPath,
    routesOfProfile,
    type RouteConfig,
} from './routes';

/**
 * Pure access rules over the route table and the grants admins store.
 * No I/O: the authProvider, the menu, the router guard and the API server all call these, so
 * that what the menu shows and what the API allows come from one place.
 */

/** A route is visible if it has no roles or any user role is in them. */
export const hasRouteRole = (route: RouteConfig, roles: readonly string[]): boolean =>
    !route.roles || roles.some(role => (route.roles as readonly string[]).includes(role));

/**
 * Admin gets every route; other roles get the routes filtered recursively by `roles`
 * (a group keeps only the children the roles may see). The input is never mutated.
 */
export const filterRoutes = (routes: readonly RouteConfig[], roles: readonly string[]): RouteConfig[] => {
    if (roles.includes('admin')) return routes.map(route => ({ ...route }));
    return routes
        .filter(route => hasRouteRole(route, roles))
        .map(route => (route.children ? { ...route, children: filterRoutes(route.children, roles) } : { ...route }));
};

/** Per role, the screens an admin granted (true) or revoked (false); absent = the table's default. */
export type AccessGrants = Partial<Record<string, Partial<Record<string, boolean>>>>;

/** Whether a role opens a screen by default, before any grant: the route table's roles. */
export const defaultAccess = (route: RouteConfig, role: string): boolean =>
    role === 'admin' || hasRouteRole(route, [role]);

/** Whether a role opens a screen once the grants apply; locked screens ignore grants. */
export const screenAccess = (route: RouteConfig, role: string, grants: AccessGrants): boolean =>
    role === 'admin' || route.locked
        ? defaultAccess(route, role)
        : (grants[role]?.[route.path!] ?? defaultAccess(route, role));

/**
 * The route table with each screen's roles rewritten by the grants. Groups lose their own
 * roles: a group shows when one of its screens does.
 */
export const applyGrants = (routes: readonly RouteConfig[], grants: AccessGrants, profile: Profile): RouteConfig[] =>
    routes.map(route => {
        if (route.children) {
            const { roles: _groupRoles, ...group } = route;
            return { ...group, children: applyGrants(route.children, grants, profile) };
        }
        if (!route.path) return { ...route };
        return { ...route, roles: ROLES_BY_PROFILE[profile].filter(role => screenAccess(route, role, grants)) };
    });

/** The paths of the layout screens these roles may open in the profile, grants applied. */
export const openScreens = (profile: Profile, roles: readonly string[], grants: AccessGrants = {}): string[] =>
    flattenRoutes(filterRoutes(applyGrants(routesOfProfile(LAYOUT_ROUTES, profile), grants, profile), roles)).map(
        route => route.path!
    );

/**
 * The layout routes a user may open, as a tree: cut to the screens the server listed for the
 * session, or, when a server does not list them, by the table's roles.
 */
export const accessibleRoutes = (
    profile: Profile,
    roles: readonly string[],
    screens?: readonly string[]
): RouteConfig[] => {
    const routes = routesOfProfile(LAYOUT_ROUTES, profile);
    return screens ? routesForScreens(routes, screens) : filterRoutes(routes, roles);
};

const routesForScreens = (routes: readonly RouteConfig[], screens: readonly string[]): RouteConfig[] =>
    routes.flatMap(route => {
        if (route.children) {
            const children = routesForScreens(route.children, screens);
            return children.length > 0 ? [{ ...route, children }] : [];
        }
        return route.path && screens.includes(route.path) ? [{ ...route }] : [];
    });

/** Whether a location's pathname is one of the user's screens (`/audits/42` matches `/audits/:id`). */
export const canOpenPath = (
    pathname: string,
    profile: Profile,
    roles: readonly string[],
    screens?: readonly string[]
): boolean =>
    flattenRoutes(accessibleRoutes(profile, roles, screens)).some(route => matchesPath(route.path!, pathname));

/** Where `/` leads: the claim query page for the claims desk roles, else home. */
export const landingPath = (roles: readonly string[]): string =>
    roles.some(role => (CLAIMS_DESK_ROLES as readonly string[]).includes(role)) ? CLAIM_QUERY_PATH : HOME_PATH;
