/**
 * What the benchmarks that set an endpoint beside its floor share: the floor process
 * (bench/floorServer.ts, started from a spec of routes), and one measured run of a server under
 * the load generator — throughput, p50/p99 and the CPU per request of the Node process and of the
 * PostgreSQL backends connected to the benchmark's database (utime + stime from /proc).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { freePort } from '../scripts/freePort';
import { autocannonProcess, CONNECTIONS, SECONDS } from './http';

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);

/** utime + stime of a process in ms, or undefined once it has ended. */
const cpuOf = (pid: number) => {
    try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
        return undefined;
    }
};
const cpuOfAll = (pids: number[]) => new Map(pids.map(pid => [pid, cpuOf(pid) ?? 0]));
/**
 * CPU spent since `before` by these processes: those started meanwhile count from zero; one that
 * ended meanwhile is left out (its time is lost), which the warm-up run makes rare.
 */
const cpuSince = (before: Map<number, number>, pids: number[]) =>
    pids.reduce((sum, pid) => {
        const now = cpuOf(pid);
        return now === undefined ? sum : sum + now - (before.get(pid) ?? 0);
    }, 0);

/** A route of the floor: the bytes and headers to answer with, after running the statements, if any. */
export interface FloorRoute {
    path: string;
    status: number;
    headers: Record<string, string>;
    /** Base64. */
    body: string;
    /** Run before the answer; `prepared: false` planned each time with its values, as an unnamed statement. */
    queries?: { sql: string; params: unknown[]; prepared?: boolean }[];
}

export const startFloor = async (spec: { databaseUrl: string; poolSize: number; routes: FloorRoute[] }) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rx-floor-'));
    const file = path.join(folder, 'spec.json');
    writeFileSync(file, JSON.stringify(spec));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floorServer.ts'], {
        env: { ...process.env, PORT: String(port), FLOOR_SPEC: file },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
        child.once('exit', code => reject(new Error(`the floor exited with ${code}`)));
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('is running') && resolve());
    });
    return {
        url: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        stop: async () => {
            child.kill('SIGTERM');
            if (child.exitCode === null) await new Promise(resolve => child.once('exit', resolve));
            rmSync(folder, { recursive: true, force: true });
        },
    };
};

export interface Run {
    perSecond: number;
    p50: number;
    p99: number;
    failed: number;
    nodeMs: number;
    databaseMs: number;
}

/** The backends connected to the benchmark's database, but the one asking. */
export const backendsOf = (admin: pg.Pool) => async () =>
    (
        await admin.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
        )
    ).rows.map(row => row.pid);

/** One measured run of `url`, served by process `pid`, after a warm-up. */
export const measure = async (
    url: string,
    pid: number,
    token: string,
    backends: () => Promise<number[]>
): Promise<Run> => {
    // The warm-up also opens the pool's connections, whose backends are then measured.
    await autocannonProcess(url, token, CONNECTIONS, WARM_UP_SECONDS);
    const [node0, database0] = [cpuOf(pid)!, cpuOfAll(await backends())];
    const result = await autocannonProcess(url, token, CONNECTIONS, SECONDS);
    const [node1, database1] = [cpuOf(pid)!, cpuSince(database0, await backends())];
    const total = result.requests.total || 1;
    return {
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.errors + result.non2xx,
        nodeMs: (node1 - node0) / total,
        databaseMs: database1 / total,
    };
};

export const describeRun = (label: string, run: Run) =>
    console.log(
        `    ${label.padEnd(8)} ${run.perSecond.toFixed(0).padStart(6)} req/s  p50 ${String(run.p50).padStart(4)} ms  ` +
            `p99 ${String(run.p99).padStart(4)} ms  Node ${run.nodeMs.toFixed(3)} ms/req  ` +
            `PostgreSQL ${run.databaseMs.toFixed(3)} ms/req${run.failed ? `  ${run.failed} FAILED` : ''}`
    );

/** A statement with its parameters written in, for pgbench. */
export const inlineStatement = (query: { sql: string; params: unknown[] }) =>
    query.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const value = query.params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
