import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort';
import type { Health } from '../../common/contract/health';
import { DEMO_PASSWORD } from '../db/seed';
import { startTestServer, type TestServer } from '../test/testServer';

/** A Redis server of this test's own, on a free port, keeping nothing on disk. */
const startRedis = async () => {
    const port = await freePort();
    const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
            stdio: 'ignore',
        }
    );
    const url = `redis://127.0.0.1:${port}`;
    return { child, url };
};

const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
};

describe('a Redis that stops answering (SIGSTOP) while its connection stays open', () => {
    let redis: { child: ChildProcess; url: string };
    let server: TestServer;
    let token: string;
    const health = async () => (await server.app.inject('/api/health')).json<Health>();
    const until = async (condition: (body: Health) => boolean) => {
        const deadline = Date.now() + 10_000;
        for (let body = await health(); ; body = await health()) {
            if (condition(body)) return body;
            if (Date.now() > deadline) throw new Error(`health never matched: ${JSON.stringify(body)}`);
            await new Promise(resolve => setTimeout(resolve, 100));
        }
    };

    beforeAll(async () => {
        redis = await startRedis();
        server = await startTestServer({ env: { REDIS_URL: redis.url } });
        await until(body => body.ready);
        token = await server.login('admin');
    });
    afterAll(async () => {
        redis.child.kill('SIGCONT');
        redis.child.kill('SIGKILL');
        await server.close();
    });

    it('reads as unavailable, and every request answers within a second instead of hanging', async () => {
        expect(await health()).toMatchObject({ status: 'ok', ready: true, redis: { state: 'ok' }, budgets: 'ok' });
        redis.child.kill('SIGSTOP');

        // At once, before the watch has noticed: a request waits at most the command timeout.
        const first = await timed(() => server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } }));
        expect(first.result.statusCode).toBe(200);
        expect(first.ms).toBeLessThan(1_500);

        const frozen = await until(body => body.redis?.state === 'unavailable');
        expect(frozen).toMatchObject({
            status: 'degraded',
            ready: false,
            budgets: 'unavailable',
            redis: { state: 'unavailable', problem: expect.stringMatching(/no answer/) },
        });

        const requests = [
            () => server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } }),
            () => server.app.inject({ url: '/api/claims?range=[0,9]', headers: { 'x-token': token } }),
            () => server.app.inject({ url: '/api/user/npiFind?providerId=1740283969' }),
            // Sign-in is a public account endpoint: refused (503) while budgets cannot be counted, not left hanging.
            () =>
                server.app.inject({
                    method: 'POST',
                    url: '/api/user/login',
                    payload: { username: 'provider', password: DEMO_PASSWORD },
                }),
        ];
        for (const [index, request] of requests.entries()) {
            const { result, ms } = await timed(request);
            expect(ms, `request ${index}`).toBeLessThan(1_000);
            expect(result.statusCode).toBeLessThan(504);
        }
    });

    it('reads as available again once Redis answers again', async () => {
        redis.child.kill('SIGCONT');
        expect(await until(body => body.redis?.state === 'ok')).toMatchObject({
            status: 'ok',
            ready: true,
            budgets: 'ok',
        });
    });
});
