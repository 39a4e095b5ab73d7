import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { attemptSucceeded, reserveAttempt, type ThrottlePolicy } from './loginThrottle';

/** The throttle on its own, with a clock of the test's choosing; on PGlite and PostgreSQL. */
let server: TestServer;
beforeAll(async () => {
    server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const POLICY: ThrottlePolicy = {
    windowMinutes: 15,
    maxPerPair: 5,
    maxPerAddress: 20,
    maxPerAccount: 12,
    accountDelayAfter: 6,
    firstDelaySeconds: 10,
    maxDelaySeconds: 30,
};
const T0 = Date.parse('2026-05-01T09:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const attempt = (accountKey: string, ip: string, seconds: number) =>
    reserveAttempt(server.db, { accountKey, ip }, POLICY, at(seconds));

describe('reserveAttempt', () => {
    it('lets exactly the budget through when 30 attempts arrive at once', async () => {
        const refusals = await Promise.all(Array.from({ length: 30 }, () => attempt('parallel', '192.0.2.1', 0)));
        expect(refusals.filter(refusal => refusal === undefined)).toHaveLength(5);
        expect(refusals.filter(refusal => refusal?.code === 429)).toHaveLength(25);
    });

    it('refuses one address after the pair budget and opens again when the window ends', async () => {
        for (let second = 0; second < 5; second++) expect(await attempt('pair', '192.0.2.2', second)).toBeUndefined();
        const refusal = await attempt('pair', '192.0.2.2', 10);
        expect(refusal?.messageKey).toBe('server.login.throttled');
        expect(refusal?.data).toEqual({ retryAt: '2026-05-01T09:15:00.000Z' });
        expect(await attempt('pair', '192.0.2.99', 10)).toBeUndefined();
        expect(await attempt('pair', '192.0.2.2', 15 * 60)).toBeUndefined();
    });

    it('makes an account wait longer and longer across addresses, then stops it at the ceiling', async () => {
        let second = 0;
        for (let address = 0; address < 6; address++) {
            expect(await attempt('spread', `192.0.3.${address}`, second++)).toBeUndefined();
        }
        // After 6 checks: 10 s after the last, then 20 s, then 30 s (the most), and so on.
        const waits: number[] = [];
        for (let address = 6; address < 12; address++) {
            const refusal = await attempt('spread', `192.0.3.${address}`, second);
            expect(refusal?.messageKey).toBe('server.login.slowDown');
            const wait = (Date.parse(refusal!.data!.retryAt as string) - at(second).getTime()) / 1000;
            waits.push(wait + 1);
            second += wait;
            expect(await attempt('spread', `192.0.3.${address}`, second)).toBeUndefined();
            second += 1;
        }
        expect(waits).toEqual([10, 20, 30, 30, 30, 30]);
        const ceiling = await attempt('spread', '192.0.3.200', second + 60);
        expect(ceiling?.messageKey).toBe('server.login.throttled');
    });

    it('gives the count back when the check succeeds', async () => {
        for (let second = 0; second < 5; second++) await attempt('owner', '192.0.2.3', second);
        await attemptSucceeded(server.db, { accountKey: 'owner', ip: '192.0.2.3' });
        for (let second = 5; second < 10; second++) expect(await attempt('owner', '192.0.2.3', second)).toBeUndefined();
    });
});
