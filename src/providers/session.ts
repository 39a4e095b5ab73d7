import Cookies from 'js-cookie';
import type { UserInfo } from '../../common/contract/profile';
import { createExternalStore, useExternalStore } from '../lib/externalStore';

/**
 * Where the session lives in the browser: the token in cookie `Admin-Token`, the
 * role name in localStorage `role`, the user info in sessionStorage `userInfo`, and the roles
 * in memory, observable by components.
 */
export const TOKEN_COOKIE = 'Admin-Token';
export const ROLE_KEY = 'role';
export const USER_INFO_KEY = 'userInfo';
/** The screens the server opens to this session (grants applied), kept for reloads. */
export const SCREENS_KEY = 'screens';

interface SessionState {
    roles: readonly string[];
    introduction: string;
    /** Absent when the server does not list them: the route table's roles decide. */
    screens?: readonly string[];
    /** A second factor the role requires is not set up yet: only its set-up is open. */
    secondFactorSetupRequired?: boolean;
}

const storedScreens = (): readonly string[] | undefined => {
    try {
        const parsed: unknown = JSON.parse(sessionStorage.getItem(SCREENS_KEY) ?? 'null');
        return Array.isArray(parsed) && parsed.every(item => typeof item === 'string') ? parsed : undefined;
    } catch {
        return undefined;
    }
};

const state = createExternalStore<SessionState>({ roles: [], introduction: '', screens: storedScreens() });

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);

export const setToken = (token: string) =>
    Cookies.set(TOKEN_COOKIE, token, {
        sameSite: 'strict',
        secure: window.location.protocol === 'https:',
    });

export const getRoles = () => state.get().roles;

/** The session's roles, and what the server tells about them (kept until told otherwise). */
export const setRoles = (roles: readonly string[], details: Partial<Omit<SessionState, 'roles'>> = {}) => {
    const next = { ...state.get(), ...details, roles };
    state.set(next);
    if (roles[0]) localStorage.setItem(ROLE_KEY, roles[0]);
    if (next.screens) sessionStorage.setItem(SCREENS_KEY, JSON.stringify(next.screens));
};

export const getStoredRole = (): string | null => localStorage.getItem(ROLE_KEY);

export const useRoles = () => useExternalStore(state).roles;

export const getScreens = () => state.get().screens;

/** The roles and the screens of the session, for access decisions in components. */
export const useSessionAccess = () => useExternalStore(state);

/** The tab's copy of the profile; a copy in an older shape (no `userType` object) is not used. */
export const getUserInfo = (): UserInfo | undefined => {
    try {
        const info = JSON.parse(sessionStorage.getItem(USER_INFO_KEY) ?? 'null');
        return typeof info?.userType === 'object' && info.userType !== null ? info : undefined;
    } catch {
        return undefined;
    }
};

export const setUserInfo = (info: UserInfo) => sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(info));

/** Token reset: the token and the roles only. */
export const resetToken = () => {
    Cookies.remove(TOKEN_COOKIE);
    localStorage.removeItem(ROLE_KEY);
    sessionStorage.removeItem(SCREENS_KEY);
    state.set({ roles: [], introduction: '', screens: undefined, secondFactorSetupRequired: undefined });
};

/** Everything a sign-out clears in the browser. */
export const clearSession = () => {
    resetToken();
    sessionStorage.clear();
};

export const isSignedIn = () => Boolean(getToken()) && getRoles().length > 0;
