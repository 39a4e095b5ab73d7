import type { AuthProvider } from 'react-admin';
import { LOGIN_PATH, PROFILE_PATH } from '../../common/routes';
import type { Credentials, SecondFactorCode } from '../../common/contract/session';
import type { Profile } from '../../common/profiles';
import { canOpenPath } from '../../common/access';
import { isSessionCode } from './errorRule';
import { ApiError } from './httpClient';
import {
    clearSession,
    getRoles,
    getScreens,
    getToken,
    getUserInfo,
    isSignedIn,
    resetToken,
    setRoles,
    setToken,
    setUserInfo,
} from './session';
import { runSignOutCleanups } from './signOut';
import { userApi } from './userApi';

/** The route the hash router is on, with its query: `/dashboard?tab=2`. */
export const currentRoute = () => window.location.hash.replace(/^#/, '') || '/';

/** `/login?redirect=<path and query>`, never nesting a login inside a login. */
export const loginRedirectFor = (route: string) =>
    route === LOGIN_PATH || route.startsWith(`${LOGIN_PATH}?`)
        ? route
        : `${LOGIN_PATH}?redirect=${encodeURIComponent(route)}`;

/** Where a user whose role requires a second factor, not set up yet, goes after signing in. */
/** Where a user whose role requires a second factor sets it up (the profile's security part). */
export const SECOND_FACTOR_SETUP_PATH = PROFILE_PATH;

/**
 * A sign-in whose password was right, waiting for a second-factor code. The challenge is kept
 * by the login page, in memory only, and sent back with the code.
 */
export class SecondFactorRequired extends Error {
    constructor(readonly challenge: string) {
        super('secondFactor.signIn.required');
        this.name = 'SecondFactorRequired';
    }
}

/**
 * The login page's two steps: the credentials, then the second-factor code for the challenge; or
 * the end of a single sign-on, whose session token the server already put in the cookie.
 */
export type LoginParams = Credentials | SecondFactorCode | { sso: true };

/**
 * The authProvider. Sign-in stores the token and the role, then checks the session info (no
 * answer, or no roles, is refused with its own message); session failures never log out by themselves
 * (the Confirm-logout dialog asks first). An account with a second factor signs in in two
 * calls: the credentials reject with SecondFactorRequired, then the challenge and the code.
 */
export const createAuthProvider = (profile: Profile): AuthProvider => ({
    async login(params: LoginParams) {
        let token: string;
        if ('sso' in params) {
            token = getToken() ?? '';
            if (!token) throw new Error('sso.refusals.expired');
        } else if ('challenge' in params) {
            token = await userApi.loginWithCode(params.challenge, params.code);
        } else {
            const answer = await userApi.login(params.username.trim(), params.password);
            if ('challenge' in answer) throw new SecondFactorRequired(answer.challenge);
            token = answer.token;
        }
        setToken(token);
        try {
            const info = await loadSessionInfo();
            setUserInfo(await userApi.getUserInfo());
            // Until the required second factor is set up, only its set-up is open (server rule).
            if (info.secondFactor?.setupRequired) return { redirectTo: SECOND_FACTOR_SETUP_PATH };
        } catch (error) {
            resetToken();
            throw error;
        }
    },

    async checkAuth() {
        if (!isSignedIn()) throw { message: false, redirectTo: loginRedirectFor(currentRoute()) };
    },

    async checkError(error) {
        if (error instanceof ApiError && isSessionCode(error.code)) {
            // The interceptor already opened the dialog: no automatic logout, no second toast.
            throw { logoutUser: false, message: false };
        }
    },

    async logout() {
        const route = currentRoute();
        await runSignOutCleanups().catch(() => undefined);
        if (getToken()) await userApi.logout().catch(() => undefined);
        clearSession();
        return loginRedirectFor(route);
    },

    async getIdentity() {
        const info = getUserInfo() ?? (await refreshUserInfo());
        return { ...info, id: info.userId, fullName: `${info.firstName} ${info.lastName}`.trim() };
    },

    async canAccess({ resource }) {
        return canOpenPath(`/${resource}`, profile, getRoles(), getScreens());
    },
});

/** The session's roles from the server; no answer or an empty list of roles is refused with its own message. */
export const loadRoles = async () => (await loadSessionInfo()).roles;

const loadSessionInfo = async () => {
    const info = await userApi.info();
    if (!info) throw new Error('session.verificationFailed');
    if (!Array.isArray(info.roles) || info.roles.length === 0) {
        throw new Error('session.rolesRequired');
    }
    setRoles(info.roles, {
        introduction: info.introduction,
        screens: info.screens,
        secondFactorSetupRequired: info.secondFactor?.setupRequired ?? false,
    });
    return info;
};

export const refreshUserInfo = async () => {
    const info = await userApi.getUserInfo();
    setUserInfo(info);
    return info;
};
