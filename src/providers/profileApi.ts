import { http } from './httpClient';
import type { UserSession } from './records';
import type { UserInfo } from './session';

export interface ProfileChanges {
    /** Another user's id (admins only); absent = oneself. */
    userId?: string;
    firstName?: string;
    lastName?: string;
    email?: string;
    userName?: string;
    orgName?: string;
    planName?: string;
    language?: string;
}

export interface ProfileSaved {
    user: UserInfo;
    /** The new address waiting for its confirmation link, if the e-mail changed. */
    emailPending: string | null;
    /** The user's sessions have ended: they sign in again with the new username. */
    usernameChanged: boolean;
    message: string;
}

/** One's own session, with the one making the request marked. */
export interface OwnSession extends UserSession {
    current: boolean;
}

export interface SecondFactorStatus {
    enabled: boolean;
    required: boolean;
}

export interface SecondFactorSetup {
    secret: string;
    otpauthUrl: string;
    qrSvg: string;
}

/** The cache key of a profile, one's own (no id) or another user's: for the pages that read or refresh it. */
export const profileQueryKey = (userId?: string) => ['profile', userId ?? 'self'] as const;

/**
 * One's own account (issue 4): the profile (an admin may open anyone's), the password, the
 * sessions and the second factor. Calls whose refusal belongs next to a field do not toast.
 */
export const profileApi = {
    async getProfile(userId?: string): Promise<UserInfo> {
        const response = await http.get('/api/user/getUserInfo', {
            params: userId ? { userId } : undefined,
            notifyErrors: false,
        });
        return response.data.result;
    },

    async saveProfile(changes: ProfileChanges): Promise<ProfileSaved> {
        const { data } = await http.post('/api/user/setUserInfo', changes, { notifyErrors: false });
        return { ...data.data, message: data.message };
    },

    async changePassword(currentPassword: string, newPassword: string): Promise<string> {
        const { data } = await http.post('/api/user/password', { currentPassword, newPassword }, { notifyErrors: false });
        return data.data.message;
    },

    async sessions(): Promise<OwnSession[]> {
        return (await http.get('/api/user/sessions')).data.data;
    },

    async endSession(id: string): Promise<{ ended: boolean }> {
        return (await http.delete(`/api/user/sessions/${encodeURIComponent(id)}`)).data.data;
    },

    async endOtherSessions(): Promise<{ ended: number }> {
        return (await http.delete('/api/user/sessions')).data.data;
    },

    async secondFactor(): Promise<SecondFactorStatus> {
        return (await http.get('/api/user/totp')).data.data;
    },

    async startSecondFactorSetup(): Promise<SecondFactorSetup> {
        return (await http.post('/api/user/totp/setup')).data.data;
    },

    async enableSecondFactor(code: string): Promise<{ recoveryCodes: string[]; message: string }> {
        const response = await http.post('/api/user/totp/enable', { code: code.replace(/\s/g, '') }, { notifyErrors: false });
        return response.data.data;
    },

    async disableSecondFactor(password: string): Promise<string> {
        return (await http.post('/api/user/totp/disable', { password }, { notifyErrors: false })).data.data.message;
    },
};
