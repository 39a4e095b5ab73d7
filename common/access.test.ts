import { describe, expect, it } from 'vitest';
import { LAYOUT_ROUTES, type RouteConfig } from './routes';
import {
    accessibleRoutes,
    canOpenPath,
    filterRoutes,
    hasRouteRole,
    landingPath,
    openScreens,
    screenAccess,
} from './access';

const table: RouteConfig[] = [
    { path: '/open', title: 'home' },
    { path: '/editors', title: 'dashboard', roles: ['editor'] },
    {
        title: 'directory',
        roles: ['editor', 'provider'],
        children: [
            { path: '/group/both', title: 'editTable' },
            { path: '/group/editor', title: 'newTable', roles: ['editor'] },
        ],
    },
    { title: 'administration', roles: ['admin'], children: [{ path: '/admin/x', title: 'access' }] },
];

const paths = (routes: RouteConfig[]): string[] =>
    routes.flatMap(route => [route.path ?? `[${route.title}]`, ...paths([...(route.children ?? [])])]);

describe('route filtering: a route without roles is for everyone, admins see every route', () => {
    it('keeps a route without roles, or with one of the user roles', () => {
        expect(hasRouteRole({ path: '/a' }, ['pharma'])).toBe(true);
        expect(hasRouteRole({ path: '/a', roles: ['pharma', 'provider'] }, ['provider'])).toBe(true);
        expect(hasRouteRole({ path: '/a', roles: ['admin'] }, ['provider'])).toBe(false);
        expect(hasRouteRole({ path: '/a', roles: ['admin'] }, [])).toBe(false);
    });

    it('filters children recursively and drops a refused parent with its subtree', () => {
        expect(paths(filterRoutes(table, ['provider']))).toEqual(['/open', '[directory]', '/group/both']);
        expect(paths(filterRoutes(table, ['editor']))).toEqual([
            '/open',
            '/editors',
            '[directory]',
            '/group/both',
            '/group/editor',
        ]);
    });

    it('gives admin every route, even those whose roles do not list admin', () => {
        expect(paths(filterRoutes(table, ['admin']))).toEqual(paths(table));
    });

    it('never changes the table it filters', () => {
        const copy = structuredClone(table);
        filterRoutes(table, ['provider']);
        expect(table).toEqual(copy);
    });

    it('keeps the admin screens away from the other healthcare roles', () => {
        for (const role of ['provider', 'healthplan', 'pharma']) {
            expect(canOpenPath('/home', 'healthcare', [role])).toBe(true);
            expect(canOpenPath('/audits', 'healthcare', [role])).toBe(false);
            expect(canOpenPath('/access', 'healthcare', [role])).toBe(false);
            expect(canOpenPath('/editTable', 'healthcare', [role])).toBe(false);
        }
        expect(canOpenPath('/audits', 'healthcare', ['admin'])).toBe(true);
    });

    it('has the claim query page for every role of both profiles', () => {
        for (const role of ['admin', 'editor', 'claims_adjuster', 'freight_forwarder']) {
            expect(canOpenPath('/claimquery', 'claims', [role]), role).toBe(true);
        }
        for (const role of ['admin', 'provider', 'healthplan', 'pharma']) {
            expect(canOpenPath('/claimquery', 'healthcare', [role]), role).toBe(true);
            expect(paths(accessibleRoutes('healthcare', [role])), role).toContain('/claimquery');
        }
        expect(LAYOUT_ROUTES.length).toBeGreaterThan(0);
    });

    it('lands the claims desk on /claimquery and everyone else on /home', () => {
        expect(landingPath(['claims_adjuster'])).toBe('/claimquery');
        expect(landingPath(['freight_forwarder'])).toBe('/claimquery');
        expect(landingPath(['editor'])).toBe('/home');
        expect(landingPath(['provider'])).toBe('/home');
    });
});

describe('grants', () => {
    it('opens a screen to a role that the table keeps from it, and closes one it gives', () => {
        const grants = { provider: { '/editTable': true, '/connect': false } };
        const screens = openScreens('healthcare', ['provider'], grants);
        expect(screens).toContain('/editTable');
        expect(screens).not.toContain('/connect');
        expect(screens).not.toContain('/newTable');
        expect(paths(accessibleRoutes('healthcare', ['provider'], screens))).toContain('[directory]');
    });

    it('never moves a locked screen: own profile for everyone, the admin screens for admins', () => {
        const grants = { pharma: { '/audits': true, '/access': true, '/userProfile': false } };
        const screens = openScreens('healthcare', ['pharma'], grants);
        expect(screens).toContain('/userProfile');
        expect(screens).not.toContain('/audits');
        expect(screens).not.toContain('/access');
    });

    it('gives admin every screen whatever the grants say', () => {
        const grants = { admin: { '/connect': false } };
        const connect: RouteConfig = { path: '/connect', title: 'connect' };
        expect(screenAccess(connect, 'admin', grants)).toBe(true);
        expect(openScreens('healthcare', ['admin'], grants)).toContain('/connect');
    });

    it('matches detail paths against their pattern', () => {
        expect(canOpenPath('/audits/8f0c', 'healthcare', ['admin'])).toBe(true);
        expect(canOpenPath('/audits/8f0c', 'healthcare', ['provider'])).toBe(false);
        expect(canOpenPath('/audits/', 'healthcare', ['admin'])).toBe(false);
    });

    it('follows the screens the server listed rather than the roles', () => {
        expect(canOpenPath('/connect', 'healthcare', ['provider'], ['/home'])).toBe(false);
        expect(canOpenPath('/editTable', 'healthcare', ['provider'], ['/home', '/editTable'])).toBe(true);
    });
});
