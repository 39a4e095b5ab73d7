import { describe, expect, it } from 'vitest';
import { accessibleRoutes } from '../../../common/access';
import { searchableRoutes } from './searchableRoutes';

const translate = (key: string) => key.replace('route.', '').toUpperCase();

describe('the routes the search offers', () => {
    it('names children by their group, skips hidden routes and groups without a page', () => {
        const options = searchableRoutes(accessibleRoutes('healthcare', ['admin']), translate);
        expect(options.map(option => option.path)).not.toContain('/userProfile');
        expect(options).toContainEqual({ path: '/editTable', title: 'DIRECTORY > EDITTABLE' });
        expect(options.some(option => option.title === 'DIRECTORY')).toBe(false);
    });

    it('offers only what the role may open', () => {
        const paths = searchableRoutes(accessibleRoutes('healthcare', ['provider']), translate).map(
            option => option.path
        );
        expect(paths).toEqual([
            '/home',
            '/dashboard',
            '/claimquery',
            '/connect',
            '/gettingStarted',
            '/support',
            '/myListing',
            '/disputes',
        ]);
    });
});
