import { http, HttpResponse } from 'msw';
import type { UserInfo } from '../common/contract/profile';
import { MOCK_TOTP_CODE, mockAccounts, otherSessionsOf, passwordRefusal } from './accountData';
import { body, profileOf, userById, usernames } from './accountHandlers';
import { MOCK_PASSWORD, mockSessions, ok, refuse, sessionOf } from './handlers';

/** Signed-in account calls (issue 4): profile changes, password, own sessions, second factor. */
const profileHandlers = [
    http.post('*/api/user/setUserInfo', async ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const { userId, ...changes } = await body<Partial<UserInfo> & { orgName?: string }>(request);
        mockAccounts.profileSaves.push({ userId, ...changes });
        let target = session.username;
        if (userId && userId !== `id-${session.username}`) {
            if (session.account.role !== 'admin') return refuse(403, 'You can only open your own profile.', 403);
            const found = userById(userId);
            if (!found) return refuse(404, 'There is no such user.', 404);
            target = found;
        }
        const before = profileOf(target);
        const { email, userName, orgName, ...direct } = changes;
        const usernameChanged = userName !== undefined && userName !== before.userName;
        if (
            usernameChanged &&
            usernames().some(taken => taken !== target && taken.toLowerCase() === userName.toLowerCase())
        ) {
            return refuse(409, `The username "${userName}" is already taken.`, 409);
        }
        const emailPending = email !== undefined && email.toLowerCase() !== before.email.toLowerCase() ? email : null;
        if (
            emailPending &&
            usernames().some(taken => taken !== target && `${taken}@example.test` === emailPending.toLowerCase())
        ) {
            return refuse(409, `An account already uses the e-mail address ${emailPending}.`, 409);
        }
        mockAccounts.profiles.set(target, {
            ...mockAccounts.profiles.get(target),
            ...direct,
            ...(orgName !== undefined ? { providerName: orgName } : {}),
            ...(usernameChanged ? { userName } : {}),
        });
        if (usernameChanged) {
            [...mockSessions].filter(([, owner]) => owner === target).forEach(([token]) => mockSessions.delete(token));
        }
        return HttpResponse.json({
            code: 200,
            message: emailPending
                ? `Your profile is saved. Confirm the new address ${emailPending} with the link we sent to it.`
                : 'Your profile is saved.',
            data: { user: profileOf(target), emailPending, usernameChanged },
        });
    }),

    http.post('*/api/user/password', async ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const sent = await body<{ currentPassword: string; newPassword: string }>(request);
        mockAccounts.passwordChanges.push(sent);
        if (sent.currentPassword !== MOCK_PASSWORD) return refuse(400, 'The current password is not correct.', 400);
        const profile = profileOf(session.username);
        const weak = passwordRefusal(sent.newPassword, { ...profile, username: profile.userName });
        if (weak) return refuse(400, weak, 400);
        otherSessionsOf(session.username).forEach(other => {
            if (other.live)
                Object.assign(other, { live: false, endedAt: new Date().toISOString(), endReason: 'revoked' });
        });
        return ok({ message: 'Your password is changed. Your other sessions have ended.' });
    }),

    http.get('*/api/user/sessions', ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const now = new Date().toISOString();
        const current = {
            id: `${session.username}-current`,
            createdAt: now,
            lastSeenAt: now,
            expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
            endedAt: null,
            endReason: null,
            ip: '127.0.0.1',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
            live: true,
            current: true,
        };
        return ok([current, ...otherSessionsOf(session.username)]);
    }),

    http.delete('*/api/user/sessions/:id', ({ request, params }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const other = otherSessionsOf(session.username).find(candidate => candidate.id === params.id);
        if (!other) return refuse(404, 'There is no such session of yours.', 404);
        const ended = other.live;
        if (ended) Object.assign(other, { live: false, endedAt: new Date().toISOString(), endReason: 'revoked' });
        return ok({ ended });
    }),

    http.delete('*/api/user/sessions', ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const live = otherSessionsOf(session.username).filter(other => other.live);
        live.forEach(other =>
            Object.assign(other, { live: false, endedAt: new Date().toISOString(), endReason: 'revoked' })
        );
        return ok({ ended: live.length });
    }),
];

const secondFactorHandlers = [
    http.get('*/api/user/totp', ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        return ok({
            enabled: mockAccounts.totpEnabled.has(session.username),
            required: mockAccounts.totpRequired.has(session.username),
        });
    }),

    http.post('*/api/user/totp/setup', ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        if (mockAccounts.totpEnabled.has(session.username))
            return refuse(409, 'A second factor is already set up.', 409);
        mockAccounts.totpSetupStarted.add(session.username);
        const otpauthUrl = `otpauth://totp/Rx%20Connect%20Portal:${session.username}?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Rx%20Connect%20Portal`;
        return ok({
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            otpauthUrl,
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
        });
    }),

    http.post('*/api/user/totp/enable', async ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        if (!mockAccounts.totpSetupStarted.has(session.username)) {
            return refuse(409, 'Start the set-up of the second factor first.', 409);
        }
        const { code } = await body<{ code: string }>(request);
        if (code !== MOCK_TOTP_CODE) return refuse(400, 'The code is not correct.', 400);
        mockAccounts.totpEnabled.add(session.username);
        const recoveryCodes = Array.from({ length: 10 }, (_, index) => `RCVR${index}-CODE${index}`);
        return ok({ recoveryCodes, message: 'The second factor is on. Keep the recovery codes somewhere safe.' });
    }),

    http.post('*/api/user/totp/disable', async ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        if (mockAccounts.totpRequired.has(session.username)) {
            return refuse(403, 'Your role requires a second factor: it cannot be removed.', 403);
        }
        const { password } = await body<{ password: string }>(request);
        if (password !== MOCK_PASSWORD) return refuse(400, 'The current password is not correct.', 400);
        mockAccounts.totpEnabled.delete(session.username);
        return ok({ message: 'The second factor is off.' });
    }),
];

export const accountProfileHandlers = [...profileHandlers, ...secondFactorHandlers];
