import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../common/contract/users';
import { authenticatorCodes, enableSecondFactor, sessionLives } from '../test/accountState';
import { mswServer } from '../test/mswServer';
import { bodiesSentTo, callApi, demoPassword, setAccount, tokenOf, withRealApi } from '../test/realApi';
import { createAuthProvider, SecondFactorRequired } from './authProvider';
import { ApiError } from './httpClient';
import { getRoles, getToken, getUserInfo } from './session';
import { notices } from './uiSignals';

const authProvider = createAuthProvider('healthcare');

// Pharma users must set up a second factor on this server; `two.step` has one.
withRealApi({ TOTP_REQUIRED_ROLES: 'pharma' });
let secondFactor: { secret: string; recoveryCodes: string[] };
beforeAll(async () => {
    await setAccount('two.step');
    secondFactor = await enableSecondFactor('two.step');
}, 60_000);

describe('authProvider.login', () => {
    it('trims the username, sends the password as typed and keeps token, role and user info', async () => {
        await authProvider.login({ username: '  provider ', password: demoPassword() });
        expect(bodiesSentTo('/api/user/login')).toEqual([{ username: 'provider', password: demoPassword() }]);
        expect(Cookies.get('Admin-Token')).toBe(getToken());
        expect(await sessionLives(getToken()!)).toBe(true);
        expect(localStorage.getItem('role')).toBe('provider');
        expect(getRoles()).toEqual(['provider']);
        expect(getUserInfo()).toMatchObject({ firstName: 'Priya', lastName: 'Raman', providerId: '1740283969' });
        expect(JSON.parse(sessionStorage.getItem('userInfo')!)).toMatchObject({ userName: 'provider' });
    });

    it('keeps a password with spaces exactly as typed', async () => {
        await authProvider.login({ username: 'provider', password: ' pass word ' }).catch(() => undefined);
        expect(bodiesSentTo('/api/user/login')[0].password).toBe(' pass word ');
    });

    it('rejects wrong credentials with the server message and keeps no token', async () => {
        const error = await authProvider.login({ username: 'provider', password: 'nope' }).catch(e => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe('Account and password are incorrect.');
        expect(getToken()).toBeUndefined();
        expect(notices.get()[0]?.message).toBe('Account and password are incorrect.');
    });

    // The two answers below break the contract: no real server gives them, so they are stand-ins.
    it("fails with 'Verification failed, please Login again.' when the info has no data", async () => {
        mswServer.use(mock.get('*/api/user/info', () => HttpResponse.json({ code: 200, message: 'success' })));
        await expect(authProvider.login({ username: 'provider', password: demoPassword() })).rejects.toThrow(
            'session.verificationFailed'
        );
        expect(getToken()).toBeUndefined();
    });

    it("fails with 'getInfo: roles must be a non-null array!' for empty roles", async () => {
        mswServer.use(
            mock.get('*/api/user/info', () =>
                HttpResponse.json({ code: 200, message: 'success', data: { roles: [], name: 'x' } })
            )
        );
        await expect(authProvider.login({ username: 'provider', password: demoPassword() })).rejects.toThrow(
            'session.rolesRequired'
        );
        expect(getRoles()).toEqual([]);
    });
});

describe('authProvider.logout', () => {
    it('ends the server session, clears token, role and session storage, and keeps the path to come back to', async () => {
        await authProvider.login({ username: 'admin', password: demoPassword() });
        const token = getToken()!;
        sessionStorage.setItem('userProfileId', 'someone');
        window.location.hash = '#/dashboard?tab=2';
        expect(await sessionLives(token)).toBe(true);
        const redirect = await authProvider.logout({});
        expect(await sessionLives(token)).toBe(false);
        expect(redirect).toBe('/login?redirect=%2Fdashboard%3Ftab%3D2');
        expect([getToken(), localStorage.getItem('role'), sessionStorage.length, getRoles()]).toEqual([
            undefined,
            null,
            0,
            [],
        ]);
    });

    it('still clears the local session when the server call fails', async () => {
        await authProvider.login({ username: 'admin', password: demoPassword() });
        mswServer.use(mock.get('*/api/user/logout', () => HttpResponse.error()));
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
        await authProvider.login({ username: 'provider', password: demoPassword() });
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
        const admin = await tokenOf('admin');
        const users = await callApi<UserRecord[]>(admin, 'GET', '/api/users?filter={"q":"healthplan"}');
        const healthplan = users.json.find(user => user.username === 'healthplan')!;
        await authProvider.login({ username: 'healthplan', password: demoPassword() });
        await expect(authProvider.getIdentity!()).resolves.toMatchObject({
            id: healthplan.id,
            fullName: 'Marcus Bennett',
        });
    });
});

describe('authProvider.login with a second factor', () => {
    it('answers SecondFactorRequired with the challenge, then completes with a code', async () => {
        const first = await authProvider.login({ username: 'two.step', password: demoPassword() }).catch(e => e);
        expect(first).toBeInstanceOf(SecondFactorRequired);
        expect(first.challenge).toEqual(expect.any(String));
        expect(getToken()).toBeUndefined();
        expect(getRoles()).toEqual([]);

        const { current } = await authenticatorCodes(secondFactor.secret);
        await authProvider.login({ challenge: first.challenge, code: ` ${current} ` });
        expect(bodiesSentTo('/api/user/login/totp')).toEqual([{ challenge: first.challenge, code: current }]);
        expect(await sessionLives(getToken()!)).toBe(true);
        expect(getRoles()).toEqual(['provider']);
        expect(getUserInfo()).toMatchObject({ userName: 'two.step' });
    });

    it('refuses a wrong code with the server message and keeps the challenge usable', async () => {
        const { challenge } = await authProvider
            .login({ username: 'two.step', password: demoPassword() })
            .catch(e => e);
        const { previous, current } = await authenticatorCodes(secondFactor.secret);
        const badCode = ['654321', '765432'].find(code => code !== previous && code !== current)!;
        const wrong = await authProvider.login({ challenge, code: badCode }).catch(e => e);
        expect(wrong).toBeInstanceOf(ApiError);
        expect(wrong.message).toBe('The code is not correct.');
        expect(getToken()).toBeUndefined();
        await authProvider.login({ challenge, code: secondFactor.recoveryCodes[0]! });
        expect(await sessionLives(getToken()!)).toBe(true);
    });

    it('sends a role that requires a second factor, not set up yet, to its set-up', async () => {
        await expect(authProvider.login({ username: 'pharma', password: demoPassword() })).resolves.toEqual({
            redirectTo: '/userProfile',
        });
        await expect(authProvider.login({ username: 'provider', password: demoPassword() })).resolves.toBeUndefined();
    });
});
