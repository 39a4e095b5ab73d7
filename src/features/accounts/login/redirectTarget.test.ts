import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('where a sign-in leads', () => {
    it('follows the redirect query, keeping its own query string', () => {
        expect(redirectTarget('?redirect=%2Fdashboard%3Ftab%3D2')).toBe('/dashboard?tab=2');
    });

    it('keeps the other query keys of the login page', () => {
        expect(redirectTarget('?redirect=%2Fhome&from=mail')).toBe('/home?from=mail');
        expect(redirectTarget('?redirect=%2Fhome%3Fa%3D1&from=mail')).toBe('/home?a=1&from=mail');
    });

    it('goes to / without a redirect, or with one leaving the app', () => {
        expect(redirectTarget('')).toBe('/');
        expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
        expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    });
});
