import type { Ok } from '../../common/contract/envelope';
import type { SecondFactorEnabled, SecondFactorSetup } from '../../common/contract/profile';
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
    const setup = await callApi<Ok<SecondFactorSetup>>(token, 'POST', '/api/user/totp/setup');
    const { secret } = setup.json.data;
    // Enrolled with the previous step's code, so that the current one still signs in; a second
    // try covers a step that ended between reading the code and sending it.
    const enable = async () =>
        callApi<Ok<SecondFactorEnabled>>(token, 'POST', '/api/user/totp/enable', {
            code: (await authenticatorCodes(secret)).previous,
        });
    let enabled = await enable();
    if (enabled.status !== 200) enabled = await enable();
    if (enabled.status !== 200) throw new Error(`second factor of ${username}: ${JSON.stringify(enabled.json)}`);
    return { secret, recoveryCodes: enabled.json.data.recoveryCodes };
};
