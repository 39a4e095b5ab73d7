import { describe, expect, it } from 'vitest';
import { permissionAllows } from './permission';

describe('the role guard of pieces of a screen', () => {
    it('keeps an element for a user with one of the listed roles, removes it otherwise', () => {
        expect(permissionAllows(['admin', 'editor'], ['editor'])).toBe(true);
        expect(permissionAllows(['admin'], ['provider'])).toBe(false);
    });

    it('keeps the element when the list is empty', () => {
        expect(permissionAllows([], ['provider'])).toBe(true);
    });

    it.each(['admin', undefined, null, { roles: ['admin'] }])('throws the exact error for %j', value => {
        expect(() => permissionAllows(value, ['admin'])).toThrowError(
            "A role guard needs an array of roles, like roles={['admin', 'editor']}"
        );
    });
});
