import { LEGACY_QUERY_FORM } from '../config/env';
import { http } from './httpClient';
import { getToken, type UserInfo } from './session';

/** The `/api/user/info` answer: what menus are built from (spec §7). */
export interface SessionInfo {
    roles: string[];
    name: string;
    avatar: string;
    introduction: string;
    /** The screens the session may open, grants applied (this server's addition). */
    screens?: string[];
    /** This server's addition: `setupRequired` = only the second factor's set-up is open. */
    secondFactor?: { enabled: boolean; required: boolean; setupRequired: boolean };
}

/** A sign-in's first answer: a token, or a challenge to complete with a second-factor code. */
export type LoginAnswer = { token: string } | { challenge: string };

/** The session calls of spec §7. */
export const userApi = {
    async login(username: string, password: string): Promise<LoginAnswer> {
        const response = LEGACY_QUERY_FORM
            ? await http.post('/api/user/login', undefined, { params: { username, password } })
            : await http.post('/api/user/login', { username, password });
        const { token, totpRequired, challenge } = response.data.data;
        return totpRequired ? { challenge } : { token };
    },

    /** The second step: the challenge and a code from the authenticator, or a recovery code. */
    async loginWithCode(challenge: string, code: string): Promise<string> {
        const response = await http.post('/api/user/login/totp', { challenge, code: code.trim() });
        return response.data.data.token;
    },

    async info(): Promise<SessionInfo | undefined> {
        const params = LEGACY_QUERY_FORM ? { token: getToken() } : undefined;
        const response = await http.get('/api/user/info', { params });
        return response.data.data ?? undefined;
    },

    async getUserInfo(): Promise<UserInfo> {
        const response = await http.get('/api/user/getUserInfo');
        return response.data.result;
    },

    /** The answer's message, or the refusal: the contact dialog shows either in its own dialog. */
    async contactUs(request: { email: string; subject: string; description: string }): Promise<void> {
        await http.post('/api/user/contactus', request, { notifyErrors: false });
    },

    /** Silent: signing out goes on locally whatever the server answers. */
    async logout(): Promise<void> {
        await http.get('/api/user/logout', { silent: true });
    },
};
