import type { ContactAnswer, ContactRequest } from '../../common/contract/contact';
import type { Ok } from '../../common/contract/envelope';
import type { UserInfo, UserInfoAnswer } from '../../common/contract/profile';
import type {
    Credentials,
    LoginAnswer,
    SecondFactorCode,
    SessionInfo,
    TokenAnswer,
} from '../../common/contract/session';
import { LEGACY_QUERY_FORM } from '../config/env';
import { api } from './httpClient';
import { getToken } from './session';

/** A sign-in's first step as the SPA goes on with it: a token, or a challenge for a second-factor code. */
export type SignInStep = TokenAnswer | Pick<Extract<LoginAnswer, { challenge: string }>, 'challenge'>;

/** Sign-in, the session's roles, the user info, the contact form and sign-out. */
export const userApi = {
    async login(username: string, password: string): Promise<SignInStep> {
        const answer = LEGACY_QUERY_FORM
            ? await api.post<Ok<LoginAnswer>>('/api/user/login', undefined, { params: { username, password } })
            : await api.post<Ok<LoginAnswer>, Credentials>('/api/user/login', { username, password });
        return 'token' in answer.data ? { token: answer.data.token } : { challenge: answer.data.challenge };
    },

    /** The second step: the challenge and a code from the authenticator, or a recovery code. */
    async loginWithCode(challenge: string, code: string): Promise<string> {
        const answer = await api.post<Ok<TokenAnswer>, SecondFactorCode>('/api/user/login/totp', {
            challenge,
            code: code.trim(),
        });
        return answer.data.token;
    },

    async info(): Promise<SessionInfo | undefined> {
        const params = LEGACY_QUERY_FORM ? { token: getToken() } : undefined;
        const answer = await api.get<Ok<SessionInfo | null>>('/api/user/info', { params });
        return answer.data ?? undefined;
    },

    async getUserInfo(): Promise<UserInfo> {
        return (await api.get<UserInfoAnswer>('/api/user/getUserInfo')).result;
    },

    /** The answer's message, or the refusal: the contact dialog shows either in its own dialog. */
    async contactUs(request: ContactRequest): Promise<void> {
        await api.post<ContactAnswer, ContactRequest>('/api/user/contactus', request, { notifyErrors: false });
    },

    /** Silent: signing out goes on locally whatever the server answers. */
    async logout(): Promise<void> {
        await api.get<Ok<null>>('/api/user/logout', { silent: true });
    },
};
