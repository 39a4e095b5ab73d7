import { describe, expect, it } from 'vitest';
import { flattenRoutes, LAYOUT_ROUTES, PUBLIC_ROUTES } from '../common/routes';
import { SCREENS } from './screens';

describe('the screens of the route table', () => {
    it('has a lazily loaded screen for every path but the login page', () => {
        const paths = flattenRoutes([...PUBLIC_ROUTES, ...LAYOUT_ROUTES])
            .map(route => route.path!)
            .filter(path => path !== '/login');
        expect(Object.keys(SCREENS).sort()).toEqual(paths.sort());
        for (const screen of Object.values(SCREENS)) {
            expect(screen.$$typeof).toBe(Symbol.for('react.lazy'));
        }
    });

    it('gives every route a title', () => {
        for (const route of flattenRoutes([...PUBLIC_ROUTES, ...LAYOUT_ROUTES])) {
            expect(route.title, route.path).toBeTruthy();
        }
    });
});
