/**
 * Sign-in and session-check costs on the embedded database (or PostgreSQL with TEST_DB=postgres
 * and TEST_DATABASE_URL). Prints its figures; not part of `npm test`. Run: `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../server/db/seed';
import { startTestServer } from '../server/test/testServer';

const percentile = (samples: number[], p: number) =>
    [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;

const measure = async (label: string, runs: number, action: () => Promise<unknown>) => {
    const samples: number[] = [];
    const started = performance.now();
    for (let run = 0; run < runs; run++) {
        const start = performance.now();
        await action();
        samples.push(performance.now() - start);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
        `${label.padEnd(34)} ${String(runs).padStart(5)} runs  p50 ${percentile(samples, 50).toFixed(2)} ms  ` +
            `p95 ${percentile(samples, 95).toFixed(2)} ms  ${(runs / seconds).toFixed(0)} per second`
    );
};

const server = await startTestServer();
console.log(`Database: ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}`);
try {
    await measure('sign-in (scrypt N=2^15, p=3)', 30, () =>
        server.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'provider', password: DEMO_PASSWORD } })
    );
    const token = await server.login('provider');
    await measure('session check GET /api/user/info', 2000, () =>
        server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } })
    );
    let attempt = 0;
    await measure('unknown user (decoy hash)', 30, () => {
        attempt++;
        return server.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { username: `nobody-${attempt}`, password: 'x' },
            remoteAddress: `10.9.0.${attempt}`,
        });
    });
} finally {
    await server.close();
}
