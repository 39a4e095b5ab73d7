import { callApi, controlServer, tokenOf } from './realApi';

/** The state of an e-mail link a test opens. */
export type KeyState = 'valid' | 'used' | 'expired';

/**
 * The key of an e-mail link (activation, password reset, e-mail change) of an account on the
 * calling file's real server, as the user would have received it, in the state asked for.
 */
export const linkKey = (
    username: string,
    purpose: 'activation' | 'reset' | 'email_change',
    state: KeyState = 'valid',
    newEmail?: string
) => controlServer<{ key: string; userId: string }>('keys', 'POST', { username, purpose, state, newEmail });

/** Whether the real server still takes the token as a session. */
export const sessionLives = async (token: string) => (await callApi(token, 'GET', '/api/user/info')).status === 200;

/** What an authenticator app for `secret` showed one step ago and shows now. */
export const authenticatorCodes = (secret: string) =>
    controlServer<{ previous: string; current: string }>('totp', 'POST', { secret });

/** The e-mails the real server sent so far, oldest first. */
export const sentMail = () => controlServer<{ to: string; subject: string; body: string }[]>('outbox', 'GET');

/**
 * Turns on a second factor for a demo account through the API, as the user would from the
 * profile; answers its secret and its recovery codes.
 */
export const enableSecondFactor = async (username: string) => {
    const token = await tokenOf(username);
    const setup = await callApi<{ data: { secret: string } }>(token, 'POST', '/api/user/totp/setup');
    const { secret } = setup.json.data;
    const { previous } = await authenticatorCodes(secret);
    const enabled = await callApi<{ data: { recoveryCodes: string[] } }>(token, 'POST', '/api/user/totp/enable', {
        code: previous,
    });
    if (enabled.status !== 200) throw new Error(`second factor of ${username}: ${JSON.stringify(enabled.json)}`);
    return { secret, recoveryCodes: enabled.json.data.recoveryCodes };
};
