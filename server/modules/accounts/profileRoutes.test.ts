import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { auditLog, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { currentStep, totpCode } from './totp';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer({ env: { TOTP_REQUIRED_ROLES: 'pharma' } });
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: token ? { 'x-token': token } : {} });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers read field by field in assertions
const body = async (response: Promise<{ json(): unknown }>) => (await response).json() as Record<string, any>;
const infoCode = async (token: string) => (await body(call('GET', '/api/user/info', token))).code;
const userRow = async (username: string) =>
    (await server.db.select().from(users).where(eq(users.username, username)))[0]!;
const lastLinkTo = async (address: string) => {
    const mail = (await server.outbox()).filter(message => message.to.includes(address)).at(-1)!;
    return new URL(mail.body.match(/#(\/\S+)/)![1]!, 'http://portal');
};

describe('profiles: one’s own, and anyone’s for admins', () => {
    it('opens one’s own profile, and another user’s only for an admin, auditing the view', async () => {
        const provider = await server.login('provider');
        const admin = await server.login('admin');
        const healthplan = await userRow('healthplan');
        expect((await body(call('GET', '/api/user/getUserInfo', provider))).result.userName).toBe('provider');

        const seen = await body(call('GET', `/api/user/getUserInfo?userId=${healthplan.id}`, admin));
        expect(seen.result).toMatchObject({ userName: 'healthplan', planName: 'Evergreen Health Advantage PPO' });
        const [view] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'user.view'))
            .orderBy(desc(auditLog.id))
            .limit(1);
        expect(view).toMatchObject({ actorUsername: 'admin', targetId: healthplan.id });

        const refused = await call('GET', `/api/user/getUserInfo?userId=${healthplan.id}`, provider);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('You can only open your own profile.');
        expect(
            (await call('GET', '/api/user/getUserInfo?userId=00000000-0000-4000-8000-000000000000', admin)).json()
                .message
        ).toBe('There is no such user.');
    });

    it('saves names with an audited before and after, and refuses a foreign profile or a taken username', async () => {
        const user = await server.addUser('renamer', { email: 'renamer@clinic.example' });
        const token = await server.login('renamer');
        const saved = await body(
            call('POST', '/api/user/setUserInfo', token, { firstName: 'Rena', lastName: 'Marsh' })
        );
        expect(saved).toMatchObject({
            code: 200,
            message: 'Your profile is saved.',
            data: { user: { firstName: 'Rena', lastName: 'Marsh' }, emailPending: null },
        });
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'user.update'))
            .orderBy(desc(auditLog.id))
            .limit(1);
        expect(entry!.changes).toEqual({
            firstName: { before: 'Test', after: 'Rena' },
            lastName: { before: 'renamer', after: 'Marsh' },
        });

        const admin = await userRow('admin');
        const foreign = await call('POST', '/api/user/setUserInfo', token, { userId: admin.id, firstName: 'Mallory' });
        expect(foreign.statusCode).toBe(403);
        const taken = await call('POST', '/api/user/setUserInfo', token, { userName: 'provider' });
        expect(taken.json()).toMatchObject({ code: 409, message: 'The username "provider" is already taken.' });
        expect((await userRow('renamer')).username).toBe('renamer');
        expect((await userRow('admin')).firstName).toBe('Avery');
        expect(user.id).toBeTruthy();
    });

    it('changes the username and ends the sessions, so the user signs in again with the new one', async () => {
        await server.addUser('oldname');
        const token = await server.login('oldname');
        const response = await body(call('POST', '/api/user/setUserInfo', token, { userName: 'newname' }));
        expect(response.data.usernameChanged).toBe(true);
        expect((await body(call('GET', '/api/user/getUserInfo', token))).code).toBe(50012);
        await expect(server.login('newname')).resolves.toBeTruthy();
    });

    it('changes the e-mail only once confirmed from the new address, telling the old one', async () => {
        const user = await server.addUser('mover', { email: 'mover@old.example' });
        const token = await server.login('mover');
        const response = await body(call('POST', '/api/user/setUserInfo', token, { email: 'mover@new.example' }));
        expect(response.message).toBe(
            'Your profile is saved. Confirm the new address mover@new.example with the link we sent to it.'
        );
        expect((await userRow('mover')).email).toBe('mover@old.example');
        const notice = (await server.outbox()).filter(message => message.to.includes('mover@old.example')).at(-1)!;
        expect(notice.subject).toBe('Your Rx Connect Portal e-mail address is being changed');

        const link = await lastLinkTo('mover@new.example');
        expect(link.pathname).toBe('/emailChange');
        expect(link.searchParams.get('id')).toBe(user.id);
        const wrongUser = await call(
            'GET',
            `/api/user/emailChange?key=${link.searchParams.get('key')}&id=${(await userRow('admin')).id}`
        );
        expect(wrongUser.json().message).toBe('This e-mail confirmation link is not valid.');
        const confirmed = await call('GET', `/api/user/emailChange${link.search}`);
        expect(confirmed.json().data).toEqual({
            email: 'mover@new.example',
            message: 'Your e-mail address is now mover@new.example.',
        });
        expect((await userRow('mover')).email).toBe('mover@new.example');
    });
});

describe('password and sessions', () => {
    it('asks for the current password, applies the rules, and ends the other sessions only', async () => {
        await server.addUser('changer', { email: 'changer@clinic.example' });
        const here = await server.login('changer');
        const elsewhere = await server.login('changer');
        const wrong = await call('POST', '/api/user/password', here, {
            currentPassword: 'guess',
            newPassword: 'quiet meadow under snow',
        });
        expect(wrong.json().message).toBe('The current password is not correct.');
        const weak = await call('POST', '/api/user/password', here, {
            currentPassword: DEMO_PASSWORD,
            newPassword: 'short',
        });
        expect(weak.json().message).toBe('Use at least 15 characters.');
        expect(await infoCode(elsewhere)).toBe(200);

        const done = await call('POST', '/api/user/password', here, {
            currentPassword: DEMO_PASSWORD,
            newPassword: 'quiet meadow under snow',
        });
        expect(done.json().data.message).toBe('Your password is changed. Your other sessions have ended.');
        expect(await infoCode(here)).toBe(200);
        expect(await infoCode(elsewhere)).toBe(50012);
    });

    it('lists one’s sessions with the current one marked, and ends one or all the others', async () => {
        await server.addUser('juggler');
        const [first, second, third] = [
            await server.login('juggler'),
            await server.login('juggler'),
            await server.login('juggler'),
        ];
        const list = (await body(call('GET', '/api/user/sessions', first))).data as {
            id: string;
            current: boolean;
            live: boolean;
        }[];
        expect(list).toHaveLength(3);
        expect(list.filter(entry => entry.current)).toHaveLength(1);
        const other = list.find(entry => !entry.current)!;
        expect((await body(call('DELETE', `/api/user/sessions/${other.id}`, first))).data).toEqual({ ended: true });
        expect([await infoCode(second), await infoCode(third)].sort()).toEqual([200, 50012]);
        expect((await body(call('DELETE', '/api/user/sessions', first))).data).toEqual({ ended: 1 });
        expect([await infoCode(first), await infoCode(second), await infoCode(third)]).toEqual([200, 50012, 50012]);

        const stranger = await server.login('provider');
        const foreign = await call('DELETE', `/api/user/sessions/${list.find(entry => entry.current)!.id}`, stranger);
        expect(foreign.json().message).toBe('There is no such session of yours.');
        expect(await infoCode(first)).toBe(200);
    });
});

describe('the second factor', () => {
    const enrol = async (token: string) => {
        const { data } = await body(call('POST', '/api/user/totp/setup', token));
        expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Rx%20Connect%20Portal:/);
        expect(data.qrSvg).toMatch(/^<svg/);
        const enabled = await body(
            call('POST', '/api/user/totp/enable', token, { code: totpCode(data.secret, currentStep()) })
        );
        return { secret: data.secret as string, recoveryCodes: enabled.data.recoveryCodes as string[] };
    };

    it('is enrolled with a first code, then asked at every sign-in; codes and recovery codes work once', async () => {
        await server.addUser('careful');
        const { secret, recoveryCodes } = await enrol(await server.login('careful'));
        expect(recoveryCodes).toHaveLength(10);

        const step1 = (
            await body(call('POST', '/api/user/login', undefined, { username: 'careful', password: DEMO_PASSWORD }))
        ).data;
        expect(step1).toEqual({ totpRequired: true, challenge: expect.any(String) });
        const wrong = await call('POST', '/api/user/login/totp', undefined, {
            challenge: step1.challenge,
            code: '000000',
        });
        expect(wrong.json()).toMatchObject({ code: 60204, message: 'The code is not correct.' });
        const next = totpCode(secret, currentStep() + 1);
        const done = await body(
            call('POST', '/api/user/login/totp', undefined, { challenge: step1.challenge, code: next })
        );
        expect(await infoCode(done.data.token)).toBe(200);
        const replay = await call('POST', '/api/user/login/totp', undefined, {
            challenge: step1.challenge,
            code: next,
        });
        expect(replay.json().message).toBe('This sign-in is already complete. Sign in again if needed.');

        const step2 = (
            await body(call('POST', '/api/user/login', undefined, { username: 'careful', password: DEMO_PASSWORD }))
        ).data;
        const recovered = await body(
            call('POST', '/api/user/login/totp', undefined, { challenge: step2.challenge, code: recoveryCodes[0] })
        );
        expect(recovered.data.token).toBeTruthy();
        const step3 = (
            await body(call('POST', '/api/user/login', undefined, { username: 'careful', password: DEMO_PASSWORD }))
        ).data;
        expect(
            (
                await call('POST', '/api/user/login/totp', undefined, {
                    challenge: step3.challenge,
                    code: recoveryCodes[0],
                })
            ).json().code
        ).toBe(60204);
    });

    it('keeps a user of a role that requires it to the set-up until it is done', async () => {
        const token = await server.login('pharma');
        const info = (await body(call('GET', '/api/user/info', token))).data;
        expect(info.secondFactor).toEqual({ enabled: false, required: true, setupRequired: true });
        expect(info.screens).toEqual(['/userProfile']);
        const refused = await call('GET', '/api/user/sessions', token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Set up a second factor (an authenticator app) before you continue.');
        await enrol(token);
        expect((await call('GET', '/api/user/sessions', token)).statusCode).toBe(200);
        const disable = await call('POST', '/api/user/totp/disable', token, { password: DEMO_PASSWORD });
        expect(disable.json().message).toBe('Your role requires a second factor: it cannot be removed.');
    });

    it('is removed with the password, after which sign-in gives a token at once', async () => {
        await server.addUser('relaxed');
        const token = await server.login('relaxed');
        await enrol(token);
        expect((await call('POST', '/api/user/totp/disable', token, { password: 'not it' })).json().message).toBe(
            'The current password is not correct.'
        );
        expect(
            (await call('POST', '/api/user/totp/disable', token, { password: DEMO_PASSWORD })).json().data.message
        ).toBe('The second factor is off.');
        await expect(server.login('relaxed')).resolves.toBeTruthy();
        const [entries] = await server.db
            .select({ n: count() })
            .from(auditLog)
            .where(eq(auditLog.action, 'user.secondFactorDisabled'));
        expect(entries!.n).toBeGreaterThan(0);
    });
});
