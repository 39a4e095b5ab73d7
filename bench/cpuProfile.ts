/**
 * CPU profiles for the request benchmarks: where a server's CPU goes per request, as the
 * functions and packages with the most self time. `profiled` records this process (the
 * benchmarks that run the server in process); `readProfile` reads a `node --cpu-prof` file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);

interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface CpuProfile {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    endTime: number;
}

export const readProfile = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

/**
 * Runs `work` under the V8 profiler of this process: its result and the profile, also written to
 * BENCH_PROFILE_FILE when set (a .cpuprofile that Chrome's DevTools opens, to see who calls what).
 */
export const profiled = async <T>(work: () => Promise<T>) => {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    try {
        const result = await work();
        const { profile } = await session.post('Profiler.stop');
        if (process.env.BENCH_PROFILE_FILE) writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
        return { result, profile: profile as unknown as CpuProfile };
    } finally {
        session.disconnect();
    }
};

/**
 * Self time (ms) per key of a node, summed over the samples of the profile's last `seconds`
 * when given (a server profiled until it stops right after the load: its start-up is not measured).
 */
const selfTimes = (profile: CpuProfile, keyOf: (node: ProfileNode) => string, seconds?: number) => {
    const byId = new Map(profile.nodes.map(node => [node.id, node]));
    const totals = new Map<string, number>();
    const from = seconds === undefined ? -Infinity : profile.endTime - seconds * 1e6;
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

const shortUrl = (url: string) =>
    url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|common|bench)\//, '$1/');
const packageOf = (url: string) =>
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (/\/(server|common|i18n)\//.test(url) ? 'portal' : url ? 'node' : '(native, gc, idle)');
const frameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
    `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;

const printTop = (title: string, rows: [string, number][], count: number, unit: string) => {
    console.log(`\n${title}`);
    for (const [key, ms] of rows.slice(0, TOP)) {
        console.log(`  ${((ms * 1000) / count).toFixed(1).padStart(8)} µs/${unit}  ${key}`);
    }
};

/**
 * Prints self time per request (or per `unit`, `count` of them) by function and by package (all
 * samples, or the last `seconds`).
 */
export const printProfile = (profile: CpuProfile, count: number, seconds?: number, unit = 'request') => {
    printTop('Self time by function', selfTimes(profile, frameOf, seconds), count, unit);
    printTop(
        'Self time by package',
        selfTimes(profile, node => packageOf(node.callFrame.url), seconds),
        count,
        unit
    );
};
