import type { MessageAnswer, Ok } from '../../../common/contract/envelope';
import type {
    AuthenticatorCode,
    OwnSession,
    PasswordChange,
    PasswordConfirmation,
    ProfileChanges,
    ProfileSaved,
    SecondFactorEnabled,
    SecondFactorSetup,
    SecondFactorStatus,
    UserInfo,
    UserInfoAnswer,
} from '../../../common/contract/profile';
import type { SessionEnded, SessionsEnded } from '../../../common/contract/users';
import { api } from '../../providers/httpClient';

/** The cache key of a profile, one's own (no id) or another user's: for the pages that read or refresh it. */
export const profileQueryKey = (userId?: string) => ['profile', userId ?? 'self'] as const;

/**
 * One's own account: the profile (an admin may open anyone's), the password, the sessions and
 * the second factor. Calls whose refusal belongs next to a field do not toast.
 */
export const profileApi = {
    async getProfile(userId?: string): Promise<UserInfo> {
        const answer = await api.get<UserInfoAnswer>('/api/user/getUserInfo', {
            params: userId ? { userId } : undefined,
            notifyErrors: false,
        });
        return answer.result;
    },

    /** The saved profile and the server's sentence about it (saved, or a confirmation e-mail sent). */
    async saveProfile(changes: ProfileChanges): Promise<ProfileSaved & MessageAnswer> {
        const answer = await api.post<Ok<ProfileSaved>, ProfileChanges>('/api/user/setUserInfo', changes, {
            notifyErrors: false,
        });
        return { ...answer.data, message: answer.message };
    },

    async changePassword(currentPassword: string, newPassword: string): Promise<string> {
        const answer = await api.post<Ok<MessageAnswer>, PasswordChange>(
            '/api/user/password',
            { currentPassword, newPassword },
            { notifyErrors: false }
        );
        return answer.data.message;
    },

    async sessions(): Promise<OwnSession[]> {
        return (await api.get<Ok<OwnSession[]>>('/api/user/sessions')).data;
    },

    async endSession(id: string): Promise<SessionEnded> {
        return (await api.delete<Ok<SessionEnded>>(`/api/user/sessions/${encodeURIComponent(id)}`)).data;
    },

    async endOtherSessions(): Promise<SessionsEnded> {
        return (await api.delete<Ok<SessionsEnded>>('/api/user/sessions')).data;
    },

    async secondFactor(): Promise<SecondFactorStatus> {
        return (await api.get<Ok<SecondFactorStatus>>('/api/user/totp')).data;
    },

    async startSecondFactorSetup(): Promise<SecondFactorSetup> {
        return (await api.post<Ok<SecondFactorSetup>>('/api/user/totp/setup')).data;
    },

    async enableSecondFactor(code: string): Promise<SecondFactorEnabled> {
        const answer = await api.post<Ok<SecondFactorEnabled>, AuthenticatorCode>(
            '/api/user/totp/enable',
            { code: code.replace(/\s/g, '') },
            { notifyErrors: false }
        );
        return answer.data;
    },

    async disableSecondFactor(password: string): Promise<string> {
        const answer = await api.post<Ok<MessageAnswer>, PasswordConfirmation>(
            '/api/user/totp/disable',
            { password },
            { notifyErrors: false }
        );
        return answer.data.message;
    },
};
