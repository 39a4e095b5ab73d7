import { describe, expect, it } from 'vitest';
import { restoreSession } from './restoreSession';
import { getRoles, getToken, setToken } from './session';
import { notices } from './uiSignals';

describe('page-load session restore', () => {
    it('does nothing without a token', () => {
        expect(restoreSession()).toBeUndefined();
        expect(notices.get()).toEqual([]);
    });

    it('restores the role from localStorage and stays on the wanted page', () => {
        setToken('t');
        localStorage.setItem('role', 'provider');
        window.location.hash = '#/connect';
        expect(restoreSession()).toBeUndefined();
        expect(getRoles()).toEqual(['provider']);
    });

    it.each(['claims_adjuster', 'freight_forwarder'])('sends %s to the claim query page', role => {
        setToken('t');
        localStorage.setItem('role', role);
        window.location.hash = '#/home';
        expect(restoreSession()).toBe('/claimquery');
    });

    it('leaves the token a single sign-on just set to the login page, which finishes the sign-in', () => {
        setToken('t');
        window.location.hash = '#/login?sso=provider-1&redirect=%2Fconnect';
        expect(restoreSession()).toBeUndefined();
        expect(getToken()).toBe('t');
        expect(notices.get()).toEqual([]);
    });

    it("resets the token, shows 'Has Error' and goes to sign-in when no role is stored", () => {
        setToken('t');
        window.location.hash = '#/dashboard?tab=2';
        expect(restoreSession()).toBe('/login?redirect=%2Fdashboard%3Ftab%3D2');
        expect(getToken()).toBeUndefined();
        expect(notices.get()).toEqual([{ message: 'session.hasError', type: 'error' }]);
    });
});
