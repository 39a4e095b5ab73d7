import type {
    AccountKey,
    AccountType,
    Activated,
    EmailChanged,
    EmailRequest,
    PasswordReset,
    Registered,
    Registration,
} from '../../../common/contract/account';
import type { MessageAnswer, Ok } from '../../../common/contract/envelope';
import { api } from '../../providers/httpClient';

/**
 * Getting into an account: the public calls of the registration, activation, password reset and
 * e-mail confirmation pages. Each page shows refusals where they belong, so none raises a toast;
 * the server's messages are already in the user's language (cookie `language`).
 */
export const accountApi = {
    async accountTypes(): Promise<AccountType[]> {
        return (await api.get<Ok<AccountType[]>>('/api/user/accountTypes', { notifyErrors: false })).data;
    },

    /** The new account and the server's sentence saying what comes next. */
    async register(registration: Registration): Promise<Registered & MessageAnswer> {
        const answer = await api.post<Ok<Registered>, Registration>('/api/user/register', registration, {
            notifyErrors: false,
        });
        return { ...answer.data, message: answer.message };
    },

    async activate(key: string): Promise<Activated> {
        return (await api.post<Ok<Activated>, AccountKey>('/api/user/activate', { key }, { notifyErrors: false })).data;
    },

    async resendActivation(email: string): Promise<MessageAnswer> {
        return (
            await api.post<Ok<MessageAnswer>, EmailRequest>(
                '/api/user/activation-email',
                { email },
                { notifyErrors: false }
            )
        ).data;
    },

    async requestPasswordReset(email: string): Promise<MessageAnswer> {
        return (
            await api.post<Ok<MessageAnswer>, EmailRequest>(
                '/api/user/repasswordemail',
                { email },
                { notifyErrors: false }
            )
        ).data;
    },

    async resetPassword(key: string, password: string): Promise<MessageAnswer> {
        return (
            await api.post<Ok<MessageAnswer>, PasswordReset>(
                '/api/user/repassword',
                { key, password },
                { notifyErrors: false }
            )
        ).data;
    },

    async confirmEmailChange(key: string, id: string): Promise<EmailChanged> {
        return (await api.get<Ok<EmailChanged>>('/api/user/emailChange', { params: { key, id }, notifyErrors: false }))
            .data;
    },
};
