import { http } from './httpClient';

/** An NPI registry entry as the portal's lookup answers it (`GET /api/user/npiFind`). */
export interface NpiEntry {
    npi: string;
    entityType: 'individual' | 'organization';
    name: string;
    firstName: string;
    lastName: string;
    credential: string;
    organizationName: string;
    taxonomy: { code: string; description: string | null } | null;
    address: { line1: string; line2: string; city: string; state: string; postalCode: string };
    phone: string;
}

export interface Registration {
    accountType: string;
    providerId?: string;
    firstName: string;
    lastName: string;
    email: string;
    username: string;
    orgName: string;
    planName?: string;
    password: string;
    language: string;
}

/** The server's `message` of a successful answer, shown as it is (already translated). */
export interface Answer {
    message: string;
}

/**
 * Getting into an account (issue 4): the public calls of the registration, activation, password
 * reset and e-mail confirmation pages. Each page shows refusals where they belong, so none
 * raises a toast; the server's messages are already in the user's language (cookie `language`).
 */
export const accountApi = {
    async accountTypes(): Promise<{ id: string; label: string }[]> {
        return (await http.get('/api/user/accountTypes', { notifyErrors: false })).data.data;
    },

    async findNpi(npi: string): Promise<NpiEntry> {
        return (await http.get('/api/user/npiFind', { params: { providerId: npi }, notifyErrors: false })).data.data;
    },

    async register(registration: Registration): Promise<{ username: string; email: string } & Answer> {
        const { data } = await http.post('/api/user/register', registration, { notifyErrors: false });
        return { ...data.data, message: data.message };
    },

    async activate(key: string): Promise<Answer> {
        return (await http.post('/api/user/activate', { key }, { notifyErrors: false })).data.data;
    },

    async resendActivation(email: string): Promise<Answer> {
        return (await http.post('/api/user/activation-email', { email }, { notifyErrors: false })).data.data;
    },

    async requestPasswordReset(email: string): Promise<Answer> {
        return (await http.post('/api/user/repasswordemail', { email }, { notifyErrors: false })).data.data;
    },

    async resetPassword(key: string, password: string): Promise<Answer> {
        return (await http.post('/api/user/repassword', { key, password }, { notifyErrors: false })).data.data;
    },

    async confirmEmailChange(key: string, id: string): Promise<{ email: string } & Answer> {
        return (await http.get('/api/user/emailChange', { params: { key, id }, notifyErrors: false })).data.data;
    },
};
