import { http, HttpResponse } from 'msw';
import { isValidNpi } from '../common/validation/npi';
import type { UserInfo } from '../common/contract/profile';
import {
    keyState,
    MOCK_NPI_REGISTRY,
    MOCK_RECOVERY_CODE,
    MOCK_TOTP_CODE,
    mockAccounts,
    passwordRefusal,
} from './accountData';
import { ACCOUNTS, MOCK_PASSWORD, mockSessions, ok, refuse, sessionOf, type Username } from './handlers';

/**
 * The account part of the contract (issue 4): sign-in with its second step, the session and
 * profile reads, registration and the e-mail links. The signed-in changes are in
 * profileHandlers.ts.
 */
export const profileOf = (username: Username): UserInfo => {
    const account = ACCOUNTS[username];
    return {
        userId: `id-${username}`,
        userName: username,
        firstName: account.firstName,
        lastName: account.lastName,
        email: `${username}@example.test`,
        role: account.role,
        userType: { orgType: account.orgType },
        providerId: account.providerId,
        providerName: '',
        planName: account.planName,
        language: 'en',
        ...mockAccounts.profiles.get(username),
    };
};

export const usernames = () => Object.keys(ACCOUNTS) as Username[];

export const userById = (id: string) => usernames().find(username => `id-${username}` === id);

const keyRefusal = (key: string, messages: Record<'unknown' | 'used' | 'expired', string>) => {
    const state = keyState(key);
    if (state === 'valid') return undefined;
    const status = { unknown: 404, used: 409, expired: 400 }[state];
    return refuse(status, messages[state], status);
};

const openSession = (username: Username) => {
    const token = `mock-${username}-${mockSessions.size + 1}`;
    mockSessions.set(token, username);
    return HttpResponse.json({ code: 200, message: 'success', data: { token } });
};

export const body = async <T>(request: Request) => ((await request.json().catch(() => null)) ?? {}) as T;

const signInHandlers = [
    http.post('*/api/user/login', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        const sent = await body<{ username?: string; password?: string }>(request);
        const username = (sent.username ?? query.get('username') ?? '').trim();
        const password = sent.password ?? query.get('password');
        if (!(username in ACCOUNTS) || password !== MOCK_PASSWORD) {
            return refuse(60204, 'Account and password are incorrect.', 401);
        }
        if (mockAccounts.totpEnabled.has(username)) {
            const challenge = `challenge-${username}-${mockAccounts.challenges.size + 1}`;
            mockAccounts.challenges.set(challenge, username);
            return ok({ totpRequired: true, challenge });
        }
        return openSession(username as Username);
    }),

    http.post('*/api/user/login/totp', async ({ request }) => {
        const { challenge = '', code = '' } = await body<{ challenge?: string; code?: string }>(request);
        const username = mockAccounts.challenges.get(challenge) as Username | undefined;
        if (!username) return refuse(404, 'This sign-in is no longer valid. Sign in again.', 404);
        if (code.trim() !== MOCK_TOTP_CODE && code.trim().toUpperCase() !== MOCK_RECOVERY_CODE) {
            return refuse(60204, 'The code is not correct.', 401);
        }
        mockAccounts.challenges.delete(challenge);
        return openSession(username);
    }),

    http.get('*/api/user/info', ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const { account, username } = session;
        const enabled = mockAccounts.totpEnabled.has(username);
        const required = mockAccounts.totpRequired.has(username);
        return ok({
            roles: [account.role],
            name: `${account.firstName} ${account.lastName}`,
            avatar: '',
            introduction: '',
            secondFactor: { enabled, required, setupRequired: required && !enabled },
        });
    }),

    http.get('*/api/user/getUserInfo', ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const wanted = new URL(request.url).searchParams.get('userId');
        let username = session.username;
        if (wanted && wanted !== `id-${session.username}`) {
            if (session.account.role !== 'admin') return refuse(403, 'You can only open your own profile.', 403);
            const found = userById(wanted);
            if (!found) return refuse(404, 'There is no such user.', 404);
            username = found;
        }
        return HttpResponse.json({ code: 200, success: true, message: 'success', result: profileOf(username) });
    }),
];

const publicHandlers = [
    http.get('*/api/user/accountTypes', () =>
        ok([
            { id: 'provider', label: 'Provider' },
            { id: 'healthplan', label: 'Health plan' },
            { id: 'pharma', label: 'Pharma company' },
        ])
    ),

    http.get('*/api/user/npiFind', ({ request }) => {
        const npi = new URL(request.url).searchParams.get('providerId')?.trim() ?? '';
        if (!isValidNpi(npi)) {
            return refuse(
                400,
                `"${npi}" is not a valid NPI: it has 10 digits, starts with 1 or 2 and ends with a matching check digit.`,
                400
            );
        }
        const entry = MOCK_NPI_REGISTRY[npi];
        return entry ? ok(entry) : refuse(404, `NPI ${npi} is not in the NPI registry.`, 404);
    }),

    http.post('*/api/user/register', async ({ request }) => {
        const sent = await body<Record<string, string>>(request);
        mockAccounts.registrations.push(sent);
        const { accountType, providerId, username = '', email = '', password = '' } = sent;
        if (!['provider', 'healthplan', 'pharma'].includes(accountType ?? '')) {
            return refuse(400, `Accounts of type "${accountType}" cannot be registered.`, 400);
        }
        let names = { firstName: sent.firstName, lastName: sent.lastName };
        if (accountType === 'provider') {
            const entry = MOCK_NPI_REGISTRY[providerId ?? ''];
            if (!entry) return refuse(404, `NPI ${providerId} is not in the NPI registry.`, 404);
            if (entry.npi === ACCOUNTS.provider.providerId) {
                return refuse(409, `An account already exists for NPI ${entry.npi}.`, 409);
            }
            if (entry.entityType === 'individual') names = { firstName: entry.firstName, lastName: entry.lastName };
        }
        const weak = passwordRefusal(password, { username, email, ...names });
        if (weak) return refuse(400, weak, 400);
        if (usernames().some(taken => taken.toLowerCase() === username.toLowerCase())) {
            return refuse(409, `The username "${username}" is already taken.`, 409);
        }
        if (usernames().some(taken => `${taken}@example.test` === email.toLowerCase())) {
            return refuse(409, `An account already uses the e-mail address ${email}.`, 409);
        }
        return HttpResponse.json({
            code: 200,
            message: 'Your account is created. Open the link in the e-mail we sent you to activate it.',
            data: { username, email, status: 'pending' },
        });
    }),

    http.post('*/api/user/activate', async ({ request }) => {
        const { key = '' } = await body<{ key?: string }>(request);
        const refusal = keyRefusal(key, {
            unknown: 'This activation link is not valid. Ask for a new activation e-mail.',
            used: 'This activation link has already been used. You can sign in.',
            expired: 'This activation link has expired. Ask for a new activation e-mail.',
        });
        if (refusal) return refusal;
        mockAccounts.usedKeys.add(key);
        return ok({ username: 'jdoe', message: 'Your account is active. You can sign in now.' });
    }),

    http.post('*/api/user/activation-email', async ({ request }) => {
        mockAccounts.activationRequests.push((await body<{ email: string }>(request)).email);
        return ok({ message: 'If a pending account uses this address, a new activation e-mail is on its way.' });
    }),

    http.post('*/api/user/repasswordemail', async ({ request }) => {
        mockAccounts.resetRequests.push((await body<{ email: string }>(request)).email);
        return ok({ message: 'If an account uses this address, an e-mail with a reset link is on its way.' });
    }),

    http.post('*/api/user/repassword', async ({ request }) => {
        const { key = '', password = '' } = await body<{ key?: string; password?: string }>(request);
        const refusal = keyRefusal(key, {
            unknown: 'This password reset link is not valid. Ask for a new one.',
            used: 'This password reset link has already been used. Ask for a new one if you need to.',
            expired: 'This password reset link has expired. Ask for a new one.',
        });
        if (refusal) return refusal;
        // The key is the provider's: their names count against the password.
        const weak = passwordRefusal(password, { username: 'provider', ...ACCOUNTS.provider });
        if (weak) return refuse(400, weak, 400);
        mockAccounts.usedKeys.add(key);
        return ok({ message: 'Your password is changed. Sign in with the new one.' });
    }),

    http.get('*/api/user/emailChange', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const refusal = keyRefusal(query.get('key') ?? '', {
            unknown: 'This e-mail confirmation link is not valid.',
            used: 'This e-mail change has already been confirmed.',
            expired: 'This e-mail confirmation link has expired. Change the address again from your profile.',
        });
        if (refusal) return refusal;
        const username = userById(query.get('id') ?? '');
        if (!username) return refuse(404, 'This e-mail confirmation link is not valid.', 404);
        const email = `new.${username}@example.test`;
        mockAccounts.profiles.set(username, { ...mockAccounts.profiles.get(username), email });
        return ok({ email, message: `Your e-mail address is now ${email}.` });
    }),
];

export const accountHandlers = [...signInHandlers, ...publicHandlers];
