import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKeys, auditLog, sessions, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

/** Each request from its own address, so the per-address budgets only bite where meant. */
let addresses = 0;
const from = () => `10.4.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const get = (url: string) => server.app.inject({ url, remoteAddress: from() });
const post = (url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: from() });

const userCount = async () => (await server.db.select({ n: count() }).from(users))[0]!.n;
/** The link of the last e-mail sent to an address, as the path after `#`. */
const linkSentTo = async (address: string) => {
    const mail = (await server.outbox()).filter(message => message.to.includes(address)).at(-1);
    const link = mail?.body.match(/http:\/\/[^\s]+#(\/[^\s]+)/)?.[1];
    if (!link) throw new Error(`no link sent to ${address}`);
    return new URL(link, 'http://portal');
};

const CHIDI = '1735468484';
const NGUYEN = '1938493735';
const provider = (overrides: Record<string, unknown> = {}) => ({
    accountType: 'provider',
    providerId: CHIDI,
    firstName: 'Someone',
    lastName: 'Else',
    email: 'chidi.okafor@memorial-cardiology.example',
    username: 'cokafor',
    orgName: 'Memorial Cardiology Associates',
    password: 'seven tidal lanterns hum',
    language: 'en',
    ...overrides,
});

describe('registration and activation', () => {
    it('creates a pending provider named by the registry, e-mails the activation link, and activates once', async () => {
        const response = await post('/api/user/register', provider());
        expect(response.json()).toEqual({
            code: 200,
            message:
                'Check your e-mail: we sent a message to the address you gave. Open the link in it to activate your account.',
            data: { username: 'cokafor', email: 'chidi.okafor@memorial-cardiology.example', status: 'pending' },
        });
        const [created] = await server.db.select().from(users).where(eq(users.username, 'cokafor'));
        expect(created).toMatchObject({
            firstName: 'CHIDI',
            lastName: 'OKAFOR',
            providerId: CHIDI,
            status: 'pending',
            role: 'provider',
        });
        expect(created!.passwordHash).not.toContain('seven');
        const signIn = await post('/api/user/login', { username: 'cokafor', password: 'seven tidal lanterns hum' });
        expect(signIn.json().message).toBe(
            'This account has not been activated yet. Use the link in your activation e-mail.'
        );

        const link = await linkSentTo('chidi.okafor@memorial-cardiology.example');
        expect(link.pathname).toBe('/active');
        const activation = await get(`/api/user/activate?key=${link.searchParams.get('key')}`);
        expect(activation.json()).toMatchObject({
            code: 200,
            data: {
                username: 'cokafor',
                message:
                    'Your account is active. An administrator now approves it for your organisation; you will get an e-mail, and can sign in to see your profile meanwhile.',
            },
        });
        await expect(server.login('cokafor', 'seven tidal lanterns hum')).resolves.toBeTruthy();

        const again = await get(`/api/user/activate?key=${link.searchParams.get('key')}`);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('This activation link has already been used. You can sign in.');
    });

    it('writes the e-mail in the language chosen at registration', async () => {
        await post(
            '/api/user/register',
            provider({
                providerId: undefined,
                accountType: 'pharma',
                username: 'yamada',
                email: 'yamada@nihon-pharma.example',
                firstName: 'Taro',
                lastName: 'Yamada',
                language: 'ja',
            })
        );
        const mail = (await server.outbox()).find(message => message.to.includes('yamada@nihon-pharma.example'))!;
        expect(mail.subject).toBe('【Rx Connect 処方連携ポータル】アカウント有効化のお願い');
    });

    it('tells an unknown key from an expired one, and sends a new link on request', async () => {
        await post(
            '/api/user/register',
            provider({
                providerId: undefined,
                accountType: 'healthplan',
                username: 'lateuser',
                email: 'late@plan.example',
                planName: 'Late Plan',
            })
        );
        const first = await linkSentTo('late@plan.example');
        await server.db
            .update(accountKeys)
            .set({ expiresAt: sql`now() - interval '1 minute'` })
            .where(eq(accountKeys.purpose, 'activation'));
        const expired = await get(`/api/user/activate?key=${first.searchParams.get('key')}`);
        expect(expired.json().message).toBe('This activation link has expired. Ask for a new activation e-mail.');
        expect((await get('/api/user/activate?key=forged-key-0123456789')).json().message).toBe(
            'This activation link is not valid. Ask for a new activation e-mail.'
        );

        const resend = await post('/api/user/activation-email', { email: 'late@plan.example' });
        expect(resend.json().data.message).toBe(
            'If a pending account uses this address, a new activation e-mail is on its way.'
        );
        const second = await linkSentTo('late@plan.example');
        expect(second.searchParams.get('key')).not.toBe(first.searchParams.get('key'));
        expect((await post('/api/user/activate', { key: second.searchParams.get('key') })).json().code).toBe(200);
        const unknownAddress = await post('/api/user/activation-email', { email: 'nobody@nowhere.example' });
        expect(unknownAddress.json().data.message).toBe(resend.json().data.message);
    });

    it.each([
        [{ username: 'provider' }, 409, 'The username "provider" is already taken.'],
        [
            { providerId: '1938493736' },
            400,
            '"1938493736" is not a valid NPI: it has 10 digits, starts with 1 or 2 and ends with a matching check digit.',
        ],
        [{ providerId: undefined }, 400, '"providerId" is required.'],
        [
            { accountType: 'admin' },
            400,
            'Accounts with the role "Administrator" are granted by an administrator only: they cannot be registered.',
        ],
        [
            { password: 'password12345678' },
            400,
            'This password is too common or too easy to guess: choose something less predictable.',
        ],
        [{ password: 'too short' }, 400, 'Use at least 15 characters.'],
        [
            { password: 'nguyen-has-a-long-password' },
            400,
            'Do not build the password from your name, your username or your e-mail address.',
        ],
        [{ password: 'I love the RxConnect portal' }, 400, 'Do not build the password from the name of the portal.'],
        [
            { username: 'x' },
            400,
            'A username has 3 to 50 letters, digits, dots, dashes or underscores, and starts with a letter or a digit.',
        ],
        [{ email: 'not-an-address' }, 400, '"email" must be an e-mail address such as name@example.com.'],
        [{ role: 'admin' }, 400, '"role" is not an accepted field.'],
    ])('refuses %j with %i, creating nothing', async (changes, status, message) => {
        const before = await userCount();
        const newcomer = { providerId: NGUYEN, username: 'lnguyen', email: 'linh.nguyen@worcester-np.example' };
        const response = await post('/api/user/register', provider({ ...newcomer, ...changes }));
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message);
        expect(await userCount()).toBe(before);
    });
});

describe('password reset', () => {
    it('mails a one-hour link, sets the new password once, and ends every session', async () => {
        const user = await server.addUser('forgetful', { email: 'forgetful@clinic.example' });
        const sessionToken = await server.login('forgetful');
        const ask = await get('/api/user/repasswordemail?email=forgetful@clinic.example');
        expect(ask.json().data.message).toBe(
            'If an account uses this address, an e-mail with a reset link is on its way.'
        );
        const link = await linkSentTo('forgetful@clinic.example');
        expect(link.pathname).toBe('/resetPassword');

        const weak = await post('/api/user/repassword', {
            key: link.searchParams.get('key'),
            password: 'forgetful-again-and-again',
        });
        expect(weak.json().message).toBe(
            'Do not build the password from your name, your username or your e-mail address.'
        );
        const done = await post('/api/user/repassword', {
            key: link.searchParams.get('key'),
            password: 'quiet meadow under snow',
        });
        expect(done.json().data.message).toBe('Your password is changed. Sign in with the new one.');
        expect(
            (await server.app.inject({ url: '/api/user/info', headers: { 'x-token': sessionToken } })).json().code
        ).toBe(50012);
        await expect(server.login('forgetful', 'quiet meadow under snow')).resolves.toBeTruthy();
        expect(
            (
                await post('/api/user/repassword', {
                    key: link.searchParams.get('key'),
                    password: 'another fine passphrase',
                })
            ).json().message
        ).toBe('This password reset link has already been used. Ask for a new one if you need to.');
        const notices = (await server.outbox()).filter(message => message.to.includes('forgetful@clinic.example'));
        expect(notices.at(-1)!.subject).toBe('Your Rx Connect Portal password was changed');
        const audit = await server.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
        expect(audit.map(entry => entry.action)).toEqual(
            expect.arrayContaining(['user.passwordResetRequested', 'user.passwordReset'])
        );
    });

    it('answers an unknown address exactly as a known one, and limits requests per address', async () => {
        const before = (await server.outbox()).length;
        const unknown = await get('/api/user/repasswordemail?email=ghost@nowhere.example');
        expect(unknown.json().data.message).toBe(
            'If an account uses this address, an e-mail with a reset link is on its way.'
        );
        expect((await server.outbox()).length).toBe(before);
        const codes = [];
        for (let request = 0; request < 4; request++)
            codes.push((await get('/api/user/repasswordemail?email=ghost@nowhere.example')).statusCode);
        expect(codes).toEqual([200, 200, 429, 429]);
    });

    it('keeps the key usable after a refused password, and refuses a forged or expired one', async () => {
        await server.addUser('resetter', { email: 'resetter@clinic.example' });
        await get('/api/user/repasswordemail?email=resetter@clinic.example');
        const key = (await linkSentTo('resetter@clinic.example')).searchParams.get('key');
        expect((await post('/api/user/repassword', { key, password: 'short' })).statusCode).toBe(400);
        const sessionsBefore = (await server.db.select({ n: count() }).from(sessions))[0]!.n;
        expect(
            (
                await post('/api/user/repassword', {
                    key: 'forged-key-abcdefghij',
                    password: 'quiet meadow under snow',
                })
            ).json().message
        ).toBe('This password reset link is not valid. Ask for a new one.');
        await server.db
            .update(accountKeys)
            .set({ expiresAt: sql`now() - interval '1 second'` })
            .where(eq(accountKeys.purpose, 'reset'));
        expect((await post('/api/user/repassword', { key, password: 'quiet meadow under snow' })).json().message).toBe(
            'This password reset link has expired. Ask for a new one.'
        );
        expect((await server.db.select({ n: count() }).from(sessions))[0]!.n).toBe(sessionsBefore);
    });
});
