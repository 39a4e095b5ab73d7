/**
 * Where the server's CPU goes per request: starts the portal (as `npm start` does) under
 * `node --cpu-prof` on a throwaway PostgreSQL database (TEST_DATABASE_URL) or, with
 * `BENCH_DB=pglite`, on the embedded database; loads one endpoint with autocannon
 * (BENCH_CONNECTIONS, BENCH_SECONDS) and prints the functions and packages with the most self
 * time, in milliseconds per request. Endpoint: `BENCH_PATH` (default /api/user/info, signed in as
 * `provider`, or BENCH_USER). BENCH_DATABASE_URL: an existing database, kept. Run: `npx tsx bench/profile.ts`.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from '../tests/e2e/portal';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import { printProfile, readProfile } from './cpuProfile';
import { describeFigures, hammer, machineLoad, PORTAL_ENV, SECONDS, signIn } from './http';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = process.env.BENCH_PATH ?? '/api/user/info';

const main = async () => {
    console.log(`Profile of GET ${TARGET}; ${machineLoad()}`);
    const folder = mkdtempSync(path.join(tmpdir(), 'rx-profile-'));
    // BENCH_DATABASE_URL: a database kept between runs (a million claims seeded once), not dropped.
    const database = process.env.BENCH_DATABASE_URL
        ? { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined }
        : process.env.BENCH_DB === 'pglite'
          ? undefined
          : await throwawayDatabase('perf_profile');
    const portal = await startPortal(
        'healthcare',
        {
            ...PORTAL_ENV,
            ...(database ? { DATABASE_URL: database.url } : {}),
        },
        ['--cpu-prof', `--cpu-prof-dir=${folder}`]
    );
    let stopped: Promise<void> | undefined;
    const stop = () => (stopped ??= portal.stop());
    try {
        const token = await signIn(portal.url, process.env.BENCH_USER ?? 'provider');
        const figures = await hammer(`${portal.url}${TARGET}`, { 'x-token': token });
        console.log(`  ${describeFigures(figures)}`);
        await stop();
        const file = readdirSync(folder).find(name => name.endsWith('.cpuprofile'));
        if (!file) throw new Error('the server wrote no profile');
        printProfile(readProfile(path.join(folder, file)), figures.perSecond * SECONDS, SECONDS);
    } finally {
        await stop();
        await database?.drop();
        rmSync(folder, { recursive: true, force: true });
    }
};

await main();
