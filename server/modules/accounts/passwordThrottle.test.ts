import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { auditLog } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

/** A password asked again behind a session spends the sign-in budget: a stolen session cannot guess it. */
let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, token: string, payload: object) =>
    server.app.inject({ method: 'POST', url, payload, headers: { 'x-token': token }, remoteAddress: '203.0.113.70' });

it.each([
    [
        '/api/user/password',
        'user.passwordChange',
        (password: string) => ({ currentPassword: password, newPassword: 'quiet meadow under snow' }),
    ],
    ['/api/user/totp/disable', 'user.secondFactorDisabled', (password: string) => ({ password })],
] as const)(
    '%s answers 429 after 5 wrong passwords, even for the right one, and audits the refusal',
    async (url, action, payload) => {
        const username = `guessed-${url.split('/').pop()}`;
        const user = await server.addUser(username);
        const token = await server.login(username, DEMO_PASSWORD, '203.0.113.70');
        for (let attempt = 0; attempt < 5; attempt++) {
            const wrong = await post(url, token, payload(`guess-${attempt}`));
            expect(wrong.statusCode).toBe(400);
            expect(wrong.json().message).toBe('The current password is not correct.');
        }
        const refused = await post(url, token, payload(DEMO_PASSWORD));
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(/^Too many failed sign-in attempts\. Try again after/);
        const reasons = await server.db
            .select({ reason: auditLog.reason })
            .from(auditLog)
            .where(and(eq(auditLog.action, action), eq(auditLog.targetId, user.id)))
            .orderBy(auditLog.id);
        expect(reasons.map(entry => entry.reason)).toEqual([...Array(5).fill('wrong_current_password'), 'throttled']);
    }
);
