/** What the HTTP benchmarks share: autocannon and pgbench runs, sign-in, and the machine's load. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** What the portal needs for a request benchmark: demo accounts, no demo claims, budgets that never refuse. */
export const PORTAL_ENV = {
    DEMO_CLAIMS: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    REQUESTS_PER_MINUTE_PER_ADDRESS: '1000000',
    REQUESTS_PER_MINUTE_PER_SESSION: '1000000',
};

export interface Figures {
    perSecond: number;
    p50: number;
    p99: number;
    errors: number;
}

/**
 * autocannon in a process of its own, so that the load generator does not share the event loop of a
 * server started in the benchmark's process; waited for without blocking, since that server answers
 * from this process. Detached, it runs in a session of its own: Linux shares the CPU between
 * sessions first (autogroups), and in the benchmark's session it took half of the measured server's
 * share on a busy machine, while pgbench's C client costs little and its backends have the
 * database's own share.
 */
export const autocannonProcess = (url: string, token: string, connections: number, seconds: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
        const child = spawn(
            path.resolve('node_modules/.bin/autocannon'),
            ['--json', '-c', String(connections), '-d', String(seconds), '-H', `x-token=${token}`, url],
            { detached: true, stdio: ['ignore', 'pipe', 'ignore'] }
        );
        let stdout = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.on('error', reject);
        child.on('close', code =>
            code === 0 ? resolve(JSON.parse(stdout) as autocannon.Result) : reject(new Error(`autocannon: ${code}`))
        );
    });

/** autocannon against one URL: requests per second, latency percentiles, and every non-2xx or error. */
export const hammer = async (
    url: string,
    headers: Record<string, string> = {},
    connections = CONNECTIONS
): Promise<Figures> => {
    const result = await autocannon({ url, connections, duration: SECONDS, headers });
    return {
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx, // autocannon counts a timeout among its errors too
    };
};

/**
 * autocannon against several servers at once, the connections shared out among them: the summed
 * throughput and errors, and the worst of their percentiles.
 */
export const hammerAll = async (urls: string[], headers: Record<string, string> = {}): Promise<Figures> => {
    const each = await Promise.all(urls.map(url => hammer(url, headers, Math.ceil(CONNECTIONS / urls.length))));
    return {
        perSecond: each.reduce((total, figures) => total + figures.perSecond, 0),
        p50: Math.max(...each.map(figures => figures.p50)),
        p99: Math.max(...each.map(figures => figures.p99)),
        errors: each.reduce((total, figures) => total + figures.errors, 0),
    };
};

export const describeFigures = ({ perSecond, p50, p99, errors }: Figures) =>
    `${perSecond.toFixed(0).padStart(6)} req/s  p50 ${String(p50).padStart(3)} ms  p99 ${String(p99).padStart(4)} ms${errors ? `  ${errors} ERRORS` : ''}`;

export const signIn = async (base: string, username: string) => {
    const response = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Demo-Password-2026' }),
    });
    const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`${username} could not sign in`);
    return token;
};

export const machineLoad = () =>
    `load average ${loadavg()
        .map(value => value.toFixed(2))
        .join(', ')}`;

/**
 * pgbench running `statements` (one transaction a round) from `connections` clients on two
 * threads for `seconds`: transactions a second, the average latency, and pgbench's whole report.
 * `prepared` parses and plans each statement once per connection, as the server's prepared
 * statements are; `perStatement` adds each statement's latency to the report. Waited for
 * synchronously: it needs nothing from this process meanwhile.
 */
export const pgbench = (
    databaseUrl: string,
    statements: string[],
    { connections = CONNECTIONS, seconds = SECONDS, prepared = false, perStatement = false } = {}
) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rx-pgbench-'));
    const script = path.join(folder, 'statements.sql');
    writeFileSync(script, statements.map(statement => `${statement};\n`).join(''));
    try {
        const result = spawnSync(
            'pgbench',
            [
                '-n',
                ...(prepared ? ['-M', 'prepared'] : []),
                ...(perStatement ? ['-r'] : []),
                '-c',
                String(connections),
                '-j',
                '2',
                '-T',
                String(seconds),
                '-f',
                script,
                databaseUrl,
            ],
            { encoding: 'utf8' }
        );
        const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
        if (!tps) throw new Error(`pgbench failed: ${result.stderr}`);
        const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
        return { perSecond: Number(tps), averageMs: Number(latency), report: result.stdout };
    } finally {
        rmSync(folder, { recursive: true, force: true });
    }
};
