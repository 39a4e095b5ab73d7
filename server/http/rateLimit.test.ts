import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSmtpUrl } from '../test/smtpSink';
import { startTestServer, type TestServer } from '../test/testServer';

describe('the general request budgets, counted in this process without REDIS_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({
            env: { REQUESTS_PER_MINUTE_PER_ADDRESS: '8', REQUESTS_PER_MINUTE_PER_SESSION: '4' },
        });
    });
    afterAll(() => server.close());

    it('refuses an address its ninth request in a minute on any API path, saying when to retry, while other addresses go on', async () => {
        const from = (remoteAddress: string, url = '/api/portal/config') => server.app.inject({ url, remoteAddress });
        const statuses = [];
        for (let request = 0; request < 8; request++)
            statuses.push((await from('198.51.100.7', request % 2 ? '/api/no-such-path' : undefined)).statusCode);
        expect(statuses).toEqual([200, 404, 200, 404, 200, 404, 200, 404]);
        const refused = await from('198.51.100.7');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({
            code: 429,
            message: 'Too many requests. Please wait a moment and try again.',
            success: false,
        });
        const retryAt = Date.parse(refused.json().data.retryAt);
        expect(retryAt).toBeGreaterThan(Date.now());
        expect(retryAt).toBeLessThanOrEqual(Date.now() + 60_000);
        expect((await from('198.51.100.8')).statusCode).toBe(200);
        // Load balancers keep asking for the health check: it is never counted.
        expect((await from('198.51.100.7', '/api/health')).json()).toMatchObject({ status: 'ok', budgets: 'memory' });
    });

    it('refuses a session its fifth request in a minute, from whichever address it comes', async () => {
        const token = await server.login('provider', undefined, '203.0.113.1');
        const statuses = [];
        for (let request = 0; request < 5; request++) {
            const response = await server.app.inject({
                url: '/api/user/info',
                headers: { 'x-token': token },
                remoteAddress: `203.0.113.${10 + request}`,
            });
            statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
});

describe('with REDIS_URL set and Redis unreachable', () => {
    let server: TestServer;
    beforeAll(async () => {
        // A port where nothing listens stands for Redis down.
        server = await startTestServer({ env: { REDIS_URL: (await closedSmtpUrl()).replace('smtp:', 'redis:') } });
    });
    afterAll(() => server.close());

    it('keeps serving signed-in users, and the health check says the budgets are unavailable', async () => {
        const token = await server.login('admin');
        const info = await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } });
        expect(info.statusCode).toBe(200);
        const health = await server.app.inject('/api/health');
        expect(health.statusCode).toBe(200);
        expect(health.json()).toMatchObject({
            status: 'degraded',
            ready: false,
            budgets: 'unavailable',
            redis: { state: 'connecting', problem: expect.any(String) },
        });
    });

    it("still ends a locked user's session at once: without Redis no server trusts its session cache", async () => {
        const admin = await server.login('admin');
        const user = await server.addUser('redis-down-lock');
        const token = await server.login('redis-down-lock');
        const info = () => server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } });
        expect((await info()).statusCode).toBe(200);
        const locked = await server.app.inject({
            method: 'POST',
            url: `/api/users/${user.id}/status`,
            payload: { status: 'locked' },
            headers: { 'x-token': admin },
        });
        expect(locked.statusCode, locked.body).toBe(200);
        const after = await info();
        expect(after.statusCode).toBe(401);
        expect(after.json().code).toBe(50012);
    });

    it('refuses the public account endpoints with a translated 503, changing nothing', async () => {
        const outboxBefore = await server.outbox();
        const refused = await server.app.inject({
            method: 'POST',
            url: '/api/user/repasswordemail',
            payload: { email: 'admin@test.example' },
            headers: { 'accept-language': 'es' },
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({
            code: 50000,
            message:
                'El portal no puede comprobar ahora sus límites de solicitudes, así que las solicitudes de cuenta están en pausa. No se ha cambiado nada; inténtelo de nuevo en unos minutos.',
            success: false,
        });
        expect(await server.outbox()).toEqual(outboxBefore);
        expect((await server.app.inject('/api/user/npiFind?providerId=1740283969')).statusCode).toBe(503);
    });
});
