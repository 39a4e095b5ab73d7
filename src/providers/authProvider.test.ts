import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockAccounts } from '../../mocks/accountData';
import { MOCK_PASSWORD, mockSessions } from '../../mocks/handlers';
import { mockServer } from '../../mocks/server';
import { createAuthProvider, SecondFactorRequired } from './authProvider';
import { ApiError } from './httpClient';
import { getRoles, getToken, getUserInfo } from './session';
import { notices } from './uiSignals';

const authProvider = createAuthProvider('healthcare');

describe('authProvider.login', () => {
    it('trims the username, sends the password as typed and keeps token, role and user info', async () => {
        let sent: unknown;
        mockServer.events.on('request:start', async ({ request }) => {
            if (request.url.endsWith('/api/user/login')) sent = await request.clone().json();
        });
        await authProvider.login({ username: '  provider ', password: MOCK_PASSWORD });
        mockServer.events.removeAllListeners();
        expect(sent).toEqual({ username: 'provider', password: MOCK_PASSWORD });
        expect(Cookies.get('Admin-Token')).toMatch(/^mock-provider-/);
        expect(localStorage.getItem('role')).toBe('provider');
        expect(getRoles()).toEqual(['provider']);
        expect(getUserInfo()).toMatchObject({ firstName: 'Priya', lastName: 'Raman', providerId: '1740283969' });
        expect(JSON.parse(sessionStorage.getItem('userInfo')!)).toMatchObject({ userName: 'provider' });
    });

    it('keeps a password with spaces exactly as typed', async () => {
        let sent: { password?: string } = {};
        mockServer.use(
            mock.post('*/api/user/login', async ({ request }) => {
                sent = (await request.json()) as typeof sent;
                return HttpResponse.json(
                    { code: 60204, message: 'Account and password are incorrect.' },
                    { status: 401 }
                );
            })
        );
        await authProvider.login({ username: 'provider', password: ' pass word ' }).catch(() => undefined);
        expect(sent.password).toBe(' pass word ');
    });

    it('rejects wrong credentials with the server message and keeps no token', async () => {
        const error = await authProvider.login({ username: 'provider', password: 'nope' }).catch(e => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe('Account and password are incorrect.');
        expect(getToken()).toBeUndefined();
        expect(notices.get()[0]?.message).toBe('Account and password are incorrect.');
    });

    it("fails with 'Verification failed, please Login again.' when the info has no data", async () => {
        mockServer.use(mock.get('*/api/user/info', () => HttpResponse.json({ code: 200, message: 'success' })));
        await expect(authProvider.login({ username: 'provider', password: MOCK_PASSWORD })).rejects.toThrow(
            'session.verificationFailed'
        );
        expect(getToken()).toBeUndefined();
    });

    it("fails with 'getInfo: roles must be a non-null array!' for empty roles", async () => {
        mockServer.use(
            mock.get('*/api/user/info', () =>
                HttpResponse.json({ code: 200, message: 'success', data: { roles: [], name: 'x' } })
            )
        );
        await expect(authProvider.login({ username: 'provider', password: MOCK_PASSWORD })).rejects.toThrow(
            'session.rolesRequired'
        );
        expect(getRoles()).toEqual([]);
    });
});

describe('authProvider.logout', () => {
    it('ends the server session, clears token, role and session storage, and keeps the path to come back to', async () => {
        await authProvider.login({ username: 'admin', password: MOCK_PASSWORD });
        sessionStorage.setItem('userProfileId', 'someone');
        window.location.hash = '#/dashboard?tab=2';
        expect(mockSessions.size).toBe(1);
        const redirect = await authProvider.logout({});
        expect(mockSessions.size).toBe(0);
        expect(redirect).toBe('/login?redirect=%2Fdashboard%3Ftab%3D2');
        expect([getToken(), localStorage.getItem('role'), sessionStorage.length, getRoles()]).toEqual([
            undefined,
            null,
            0,
            [],
        ]);
    });

    it('still clears the local session when the server call fails', async () => {
        await authProvider.login({ username: 'admin', password: MOCK_PASSWORD });
        mockServer.use(mock.get('*/api/user/logout', () => HttpResponse.error()));
        await authProvider.logout({});
        expect(getToken()).toBeUndefined();
        expect(getRoles()).toEqual([]);
        expect(notices.get()).toEqual([]);
    });
});

describe('authProvider checks', () => {
    it('checkAuth needs a token and roles, and sends to sign-in with the wanted path', async () => {
        window.location.hash = '#/connect?x=1';
        await expect(authProvider.checkAuth({})).rejects.toMatchObject({
            message: false,
            redirectTo: '/login?redirect=%2Fconnect%3Fx%3D1',
        });
        await authProvider.login({ username: 'provider', password: MOCK_PASSWORD });
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    });

    it('checkError never logs out by itself on session codes, and ignores other errors', async () => {
        await expect(authProvider.checkError(new ApiError('ended', 50012, 401, {}))).rejects.toEqual({
            logoutUser: false,
            message: false,
        });
        await expect(authProvider.checkError(new ApiError('no', 403, 403, {}))).resolves.toBeUndefined();
    });

    it('getIdentity answers the full name', async () => {
        await authProvider.login({ username: 'healthplan', password: MOCK_PASSWORD });
        await expect(authProvider.getIdentity!()).resolves.toMatchObject({
            id: 'id-healthplan',
            fullName: 'Marcus Bennett',
        });
    });
});

describe('authProvider.login with a second factor (issue 4)', () => {
    it('answers SecondFactorRequired with the challenge, then completes with a code', async () => {
        mockAccounts.totpEnabled.add('provider');
        const first = await authProvider.login({ username: 'provider', password: MOCK_PASSWORD }).catch(e => e);
        expect(first).toBeInstanceOf(SecondFactorRequired);
        expect(first.challenge).toMatch(/^challenge-provider-/);
        expect(getToken()).toBeUndefined();
        expect(getRoles()).toEqual([]);

        let sent: unknown;
        mockServer.events.on('request:start', async ({ request }) => {
            if (request.url.endsWith('/api/user/login/totp')) sent = await request.clone().json();
        });
        await authProvider.login({ challenge: first.challenge, code: ' 123456 ' });
        mockServer.events.removeAllListeners();
        expect(sent).toEqual({ challenge: first.challenge, code: '123456' });
        expect(getToken()).toMatch(/^mock-provider-/);
        expect(getRoles()).toEqual(['provider']);
        expect(getUserInfo()).toMatchObject({ userName: 'provider' });
    });

    it('refuses a wrong code with the server message and keeps the challenge usable', async () => {
        mockAccounts.totpEnabled.add('provider');
        const { challenge } = await authProvider.login({ username: 'provider', password: MOCK_PASSWORD }).catch(e => e);
        const wrong = await authProvider.login({ challenge, code: '654321' }).catch(e => e);
        expect(wrong).toBeInstanceOf(ApiError);
        expect(wrong.message).toBe('The code is not correct.');
        expect(getToken()).toBeUndefined();
        await authProvider.login({ challenge, code: 'ABCDE-FGHIJ' });
        expect(getToken()).toMatch(/^mock-provider-/);
    });

    it('sends a role that requires a second factor, not set up yet, to its set-up', async () => {
        mockAccounts.totpRequired.add('healthplan');
        await expect(authProvider.login({ username: 'healthplan', password: MOCK_PASSWORD })).resolves.toEqual({
            redirectTo: '/userProfile',
        });
        await expect(authProvider.login({ username: 'provider', password: MOCK_PASSWORD })).resolves.toBeUndefined();
    });
});
