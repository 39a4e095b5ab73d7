import { describe, expect, it } from 'vitest';
import {
    addAffixViews,
    addView,
    closeAll,
    closeOthers,
    closeView,
    destinationAfterClose,
    EMPTY_TAGS,
    uncache,
    type TagView,
} from './tagsModel';

const home: TagView = { path: '/home', fullPath: '/home', title: 'home', affix: true };
const connect: TagView = { path: '/connect', fullPath: '/connect', title: 'connect' };
const profile: TagView = { path: '/userProfile', fullPath: '/userProfile', title: 'userProfile', noCache: true };
const support: TagView = { path: '/support', fullPath: '/support', title: 'support' };

const open = (...views: TagView[]) => views.reduce(addView, addAffixViews(EMPTY_TAGS, [home]));
const paths = (views: TagView[]) => views.map(view => view.path);

describe('the tags-view rules', () => {
    it('opens each path once, in the order visited, after the affix tabs', () => {
        const state = open(connect, support, connect);
        expect(paths(state.visited)).toEqual(['/home', '/connect', '/support']);
    });

    it('updates the open tab of a path when its query changes, without adding one', () => {
        const state = addView(open(connect, support), { ...connect, fullPath: '/connect?tab=2' });
        expect(state.visited).toHaveLength(3);
        expect(state.visited[1]).toMatchObject({ path: '/connect', fullPath: '/connect?tab=2' });
    });

    it('caches visited screens but never a noCache one, and an affix tab only once visited', () => {
        expect(open(connect, profile, support).cached).toEqual(['/connect', '/support']);
        expect(addView(open(connect), home).cached).toEqual(['/connect', '/home']);
    });

    it('closes a tab and forgets its cache, but never an affix tab', () => {
        const state = closeView(open(connect, support), '/connect');
        expect(paths(state.visited)).toEqual(['/home', '/support']);
        expect(state.cached).toEqual(['/support']);
        expect(paths(closeView(state, '/home').visited)).toEqual(['/home', '/support']);
    });

    it('Close Others keeps the affix tabs and the chosen one, which alone stays cached', () => {
        const state = closeOthers(open(connect, support, profile), '/support');
        expect(paths(state.visited)).toEqual(['/home', '/support']);
        expect(state.cached).toEqual(['/support']);
        expect(closeOthers(open(connect, profile), '/userProfile').cached).toEqual([]);
    });

    it('Close All keeps only the affix tabs and empties the cache', () => {
        const state = closeAll(open(connect, support));
        expect(paths(state.visited)).toEqual(['/home']);
        expect(state.cached).toEqual([]);
    });

    it('Refresh takes a screen out of the cache only', () => {
        const state = uncache(open(connect, support), '/connect');
        expect(state.cached).toEqual(['/support']);
        expect(state.visited).toHaveLength(3);
    });

    it('after closing the current tab, goes to the rightmost remaining tab, else /', () => {
        const state = open(connect, support);
        expect(destinationAfterClose(closeView(state, '/connect'), '/connect')).toBe('/support');
        expect(destinationAfterClose(closeView(state, '/support'), '/support')).toBe('/connect');
        expect(destinationAfterClose(closeView(state, '/connect'), '/support')).toBeUndefined();
        expect(destinationAfterClose(EMPTY_TAGS, '/connect')).toBe('/');
    });

    it('Close All from an affix tab never leaves the current page without a tab', () => {
        const state = closeAll(open(connect, { ...support, fullPath: '/support?x=1' }));
        expect(destinationAfterClose(state, '/support')).toBe('/home');
    });
});
