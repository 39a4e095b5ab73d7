/**
 * Where the server's CPU goes per request: starts the portal (as `npm start` does) under
 * `node --cpu-prof` on a throwaway PostgreSQL database (TEST_DATABASE_URL) or, with
 * `BENCH_DB=pglite`, on the embedded database; loads one endpoint with autocannon
 * (BENCH_CONNECTIONS, BENCH_SECONDS) and prints the functions and packages with the most self
 * time, in milliseconds per request. Endpoint: `BENCH_PATH` (default /api/user/info, signed in as
 * `provider`). Run: `npx tsx bench/profile.ts`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from '../tests/e2e/portal';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import { describeFigures, hammer, machineLoad, PORTAL_ENV, SECONDS, signIn } from './http';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = process.env.BENCH_PATH ?? '/api/user/info';
const TOP = 25;

interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    endTime: number;
}

/**
 * Self time (ms) per key of a node, summed over the samples of the profile's last `seconds`
 * (the load: the server stops right after it, and its start-up is not what is measured).
 */
const selfTimes = (profile: Profile, seconds: number, keyOf: (node: ProfileNode) => string) => {
    const byId = new Map(profile.nodes.map(node => [node.id, node]));
    const totals = new Map<string, number>();
    const from = profile.endTime - seconds * 1e6;
    let at = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
    profile.samples.forEach((id, index) => {
        const delta = profile.timeDeltas[index] ?? 0;
        at += delta;
        if (at < from) return;
        const key = keyOf(byId.get(id)!);
        totals.set(key, (totals.get(key) ?? 0) + delta / 1000);
    });
    return [...totals].sort((a, b) => b[1] - a[1]);
};

const shortUrl = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|common)\//, '$1/');
const packageOf = (url: string) =>
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (/\/(server|common|i18n)\//.exec(url)?.[1] ? 'portal' : url ? 'node' : '(native, gc, idle)');

const print = (title: string, rows: [string, number][], requests: number) => {
    console.log(`\n${title}`);
    for (const [key, ms] of rows.slice(0, TOP)) {
        console.log(`  ${((ms * 1000) / requests).toFixed(1).padStart(7)} µs/request  ${key}`);
    }
};

const main = async () => {
    console.log(`Profile of GET ${TARGET}; ${machineLoad()}`);
    const folder = mkdtempSync(path.join(tmpdir(), 'rx-profile-'));
    const database = process.env.BENCH_DB === 'pglite' ? undefined : await throwawayDatabase('perf_profile');
    const portal = await startPortal(
        'healthcare',
        { ...PORTAL_ENV, ...(database ? { DATABASE_URL: database.url } : {}) },
        ['--cpu-prof', `--cpu-prof-dir=${folder}`]
    );
    let stopped: Promise<void> | undefined;
    const stop = () => (stopped ??= portal.stop());
    try {
        const token = await signIn(portal.url, 'provider');
        const figures = await hammer(`${portal.url}${TARGET}`, { 'x-token': token });
        console.log(`  ${describeFigures(figures)}`);
        await stop();
        const file = readdirSync(folder).find(name => name.endsWith('.cpuprofile'));
        if (!file) throw new Error('the server wrote no profile');
        const profile = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Profile;
        const requests = figures.perSecond * SECONDS;
        const frame = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
            `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
        print('Self time by function', selfTimes(profile, SECONDS, frame), requests);
        print('Self time by package', selfTimes(profile, SECONDS, node => packageOf(node.callFrame.url)), requests);
    } finally {
        await stop();
        await database?.drop();
        rmSync(folder, { recursive: true, force: true });
    }
};

await main();
