import { describe, expect, it, vi } from 'vitest';
import { errorLog, errorLogEnabled, recordError } from './errorLog';

describe('the error log', () => {
    it('collects in production builds only, by default', () => {
        expect(errorLogEnabled('production')).toBe(true);
        expect(errorLogEnabled('development')).toBe(false);
        expect(errorLogEnabled('test')).toBe(false);
    });

    it('keeps the message, where, the page URL and the stack, and writes to the console', () => {
        const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        window.location.hash = '#/connect';
        const error = new Error('Cannot read properties of undefined');
        recordError(error, '\n    at ClaimTable\n    at Layout');
        expect(errorLog.get().at(-1)).toMatchObject({
            message: 'Cannot read properties of undefined',
            where: 'at ClaimTable\n    at Layout',
            url: expect.stringContaining('#/connect'),
            stack: expect.stringContaining('Cannot read properties of undefined'),
        });
        expect(consoleError).toHaveBeenCalledWith(error, expect.any(String));
        errorLog.set([]);
        consoleError.mockRestore();
    });
});
