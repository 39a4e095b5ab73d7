import { describe, expect, it, vi } from 'vitest';
import { checkPermission, NEED_ROLES_ERROR, permissionAllows } from './permission';

describe('the permission helper (spec §5)', () => {
    it('keeps an element for a user with one of the listed roles, removes it otherwise', () => {
        expect(permissionAllows(['admin', 'editor'], ['editor'])).toBe(true);
        expect(permissionAllows(['admin'], ['provider'])).toBe(false);
    });

    it('keeps the element when the list is empty', () => {
        expect(permissionAllows([], ['provider'])).toBe(true);
    });

    it.each(['admin', undefined, null, { roles: ['admin'] }])('throws the exact error for %j', value => {
        expect(() => permissionAllows(value, ['admin'])).toThrowError(
            `need roles! Like v-permission="['admin','editor']"`
        );
    });

    it('checkPermission reports a missing or empty list and denies', () => {
        const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        expect(checkPermission([], ['admin'])).toBe(false);
        expect(checkPermission('admin', ['admin'])).toBe(false);
        expect(report).toHaveBeenCalledWith(NEED_ROLES_ERROR);
        expect(checkPermission(['admin'], ['admin'])).toBe(true);
        report.mockRestore();
    });
});
