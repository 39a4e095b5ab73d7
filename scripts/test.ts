/**
 * `npm test`: prepares the machine (see testEnvironment.ts), then runs the parts of the suite in
 * stages, side by side where the parts leave cores idle (SCHEDULE), and ends with a summary of what
 * ran, on which database, how long each part and the whole run took, and what did not run.
 *
 *   npm test                  every part; a part that cannot run fails the run
 *   npm test -- unit e2e      only the named parts (an explicit partial run)
 *   npm run test:quick        type check, lint, unit and API tests on the embedded database
 *   TEST_PARTIAL=1 npm test   every part that can run here; the others are listed as not run
 *
 * TEST_DATABASE_URL / TEST_REDIS_URL point the run at servers of your own instead of throwaway ones.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
    chromiumPath,
    ensureTools,
    EnvironmentError,
    nginxPath,
    redisAnswers,
    startPostgres,
    startRedis,
    stopLeftovers,
    type Service,
    type Tool,
} from './testEnvironment';

interface Part {
    name: string;
    /** What the part runs, for the summary. */
    what: string;
    needs: Tool[];
    /** Commands run first, once (the build the browser tests load). */
    before?: string[][];
    /** What a part that is no vitest project runs. */
    command?: string[];
    /** Which database (or other servers) the part ran on. */
    on: (env: RunEnv) => string;
    /** The vitest project the part runs, whose JSON report gives the summary its counts. */
    vitest?: string;
    /** Its test files run several at once (vitest's workers), unlike the browser, scale-out and crash tests. */
    filesInParallel?: boolean;
    /** Test files split into this many vitest runs side by side, each with servers of its own. */
    shards?: number;
}

interface RunEnv {
    postgres?: { url: string; description: string };
    redis?: { url: string; description: string };
}

const vitest = (project: string, mode = 'run') => ['npx', 'vitest', mode, '--project', project];

const PARTS: Part[] = [
    {
        name: 'typecheck',
        what: 'type check (SPA and server)',
        needs: [],
        command: ['npm', 'run', 'typecheck'],
        on: () => '—',
    },
    { name: 'lint', what: 'ESLint', needs: [], command: ['npm', 'run', 'lint'], on: () => '—' },
    {
        name: 'unit',
        what: 'SPA, common and catalog unit tests',
        needs: [],
        on: () => 'the real API on in-memory PGlite',
        vitest: 'unit',
        filesInParallel: true,
    },
    {
        name: 'server',
        what: 'API tests',
        needs: ['simplesamlphp'],
        on: () => 'PGlite (embedded, in memory)',
        vitest: 'server',
        filesInParallel: true,
    },
    {
        name: 'server-pg',
        what: 'the same API tests',
        needs: ['postgresql', 'simplesamlphp'],
        on: env => env.postgres!.description,
        vitest: 'server-pg',
        filesInParallel: true,
    },
    {
        name: 'e2e',
        what: 'browser tests in Chromium',
        needs: ['chromium', 'simplesamlphp'],
        before: [['npm', 'run', 'build', '--silent']],
        on: () => `PGlite in a data folder (as npm start), ${chromiumPath()}`,
        vitest: 'e2e',
        shards: 2,
    },
    {
        name: 'scaleout',
        what: 'two servers behind nginx',
        needs: ['postgresql', 'redis', 'nginx'],
        on: env => `${env.postgres!.description}; ${env.redis!.description}`,
        vitest: 'scaleout',
    },
    {
        name: 'crash',
        what: 'kill -9 while writing, restart, nothing lost',
        needs: [],
        on: () => 'PGlite in a data folder (as npm start)',
        vitest: 'crash',
    },
    {
        name: 'crash-pg',
        what: 'kill -9 while writing, restart, nothing lost',
        needs: ['postgresql'],
        on: env => env.postgres!.description,
        vitest: 'crash-pg',
    },
];

/**
 * The run in stages, one after another; a stage's lanes run side by side, each lane's parts one
 * after another. On two cores, side by side shortens the run only where parts leave a core idle,
 * and parts that time answers (the API tests' prompt-answer and equal-time checks) must not be
 * starved, so no stage asks much more than two cores:
 * - the type check and the lint are single-threaded, and the crash tests on the embedded database
 *   mostly wait for a portal to start: one after another they take about as long as the unit
 *   tests (60 + 34 + 26 s against 146 s, 8 December), whose screens (a vitest worker) and API
 *   servers (the main vitest process) mostly take turns on one core;
 * - each API part runs one file at a time on two cores (vitest's workers: the cores less one),
 *   PGlite in the worker's own thread, PostgreSQL working while its worker waits; the PostgreSQL
 *   part ends a minute or two before the PGlite one (214 s against 288 s, 8 December), and the
 *   scale-out and PostgreSQL crash tests, which mostly wait for servers to start, follow it in
 *   its lane;
 * - the browser tests mostly wait on Chromium and on the portals' answers: they run alone, in two
 *   shards (three shards kept the load at 8–11 and took longer, 995 s against 826 s: decision 146).
 */
const SCHEDULE: string[][][] = [
    [['typecheck', 'lint', 'crash'], ['unit']],
    [['server'], ['server-pg', 'scaleout', 'crash-pg']],
    [['e2e']],
];

const partNamed = (name: string) => PARTS.find(part => part.name === name)!;
const scheduled = SCHEDULE.flat(2);
if (PARTS.some(part => scheduled.filter(name => name === part.name).length !== 1)) {
    throw new Error('SCHEDULE must name every part exactly once');
}

const QUICK = ['typecheck', 'lint', 'unit', 'server'];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const named = args.filter(arg => !arg.startsWith('--'));
const unknown = named.filter(name => !PARTS.some(part => part.name === name));
if (unknown.length > 0) {
    console.error(`Unknown part ${unknown.join(', ')}; the parts are ${PARTS.map(part => part.name).join(', ')}.`);
    process.exit(2);
}
const selected = PARTS.filter(part =>
    quick ? QUICK.includes(part.name) : named.length === 0 || named.includes(part.name)
);
/** The user asked for some parts only: the others are listed as left out. */
const subset = quick || named.length > 0;
/** The user accepts that parts needing what this machine lacks do not run (listed, not failing). */
const partialRun = ['1', 'true', 'yes'].includes(process.env.TEST_PARTIAL ?? '');

interface Outcome {
    part: Part;
    status: 'passed' | 'failed' | 'not run';
    detail: string;
    seconds?: number;
    failures?: string[];
}
const outcomes: Outcome[] = [];
const services: Service[] = [];
const stopServices = () => {
    for (const service of services.splice(0).reverse()) service.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
        stopServices();
        process.exit(130);
    });
}

const shown = (raw: string) => {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
};

const postgresAnswers = async (url: string) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
        await client.connect();
        const { rows } = await client.query<{ server_version: string }>('show server_version');
        return `PostgreSQL ${rows[0]!.server_version} at ${shown(url)} (TEST_DATABASE_URL)`;
    } finally {
        await client.end().catch(() => undefined);
    }
};

/** Servers the selected parts need: the user's own when given, otherwise throwaway ones. */
const prepare = async (): Promise<{ env: RunEnv; missing: Tool[] }> => {
    const needed = [...new Set(selected.flatMap(part => part.needs))];
    const ownPostgres = process.env.TEST_DATABASE_URL;
    const ownRedis = process.env.TEST_REDIS_URL;
    const toInstall = needed.filter(tool => !(tool === 'postgresql' && ownPostgres) && !(tool === 'redis' && ownRedis));
    const missing = ensureTools(toInstall, partialRun);
    stopLeftovers();
    const env: RunEnv = {};
    if (needed.includes('postgresql')) {
        if (ownPostgres) {
            env.postgres = {
                url: ownPostgres,
                description: await postgresAnswers(ownPostgres).catch((error: Error) => {
                    throw new EnvironmentError(
                        `TEST_DATABASE_URL is set, but PostgreSQL does not answer at ${shown(ownPostgres)}: ${error.message}`
                    );
                }),
            };
        } else if (!missing.includes('postgresql')) {
            const service = await startPostgres();
            services.push(service);
            env.postgres = service;
        }
    }
    if (needed.includes('redis')) {
        if (ownRedis) {
            const { hostname, port } = new URL(ownRedis);
            if (!(await redisAnswers(Number(port || 6379), hostname))) {
                throw new EnvironmentError(`TEST_REDIS_URL is set, but Redis does not answer at ${shown(ownRedis)}`);
            }
            env.redis = { url: ownRedis, description: `Redis at ${shown(ownRedis)} (TEST_REDIS_URL)` };
        } else if (!missing.includes('redis')) {
            const service = await startRedis();
            services.push(service);
            env.redis = service;
        }
    }
    return { env, missing };
};

interface VitestReport {
    numTotalTests: number;
    numPassedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
        name: string;
        message?: string;
        startTime: number;
        endTime: number;
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
}

/**
 * Counts from vitest's JSON reports (one per shard), so the summary can say how many tests ran and
 * none was skipped, and the failed tests by name: CI keeps only the end of a run's output.
 */
const vitestCounts = (files: string[]) => {
    let passed = 0;
    let total = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const file of files) {
        let report: VitestReport;
        try {
            report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
        } catch {
            return { text: 'no test report', skipped: 0, failures: [] };
        }
        passed += report.numPassedTests;
        total += report.numTotalTests;
        skipped += report.numPendingTests + report.numTodoTests;
        for (const result of report.testResults) {
            const where = path.relative(process.cwd(), result.name);
            const failedTests = result.assertionResults
                .filter(test => test.status === 'failed')
                .map(test => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
            // A file that failed before any test ran (a hook or an import) reports its error on its own.
            failures.push(
                ...(failedTests.length === 0 && result.message
                    ? [`${where}: ${firstLine(result.message)}`]
                    : failedTests)
            );
        }
    }
    return { text: `${passed}/${total} tests passed${skipped ? `, ${skipped} SKIPPED` : ''}`, skipped, failures };
};

const firstLine = (message = '') => message.split('\n', 1)[0]!.slice(0, 300);

/** Runs a command; with `held`, its output is kept and returned instead of streamed. */
const run = (command: string[], env: NodeJS.ProcessEnv, held: boolean) =>
    new Promise<{ ok: boolean; output: string }>(resolve => {
        const [program, ...rest] = command;
        const child = spawn(program!, rest, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
        const chunks: Buffer[] = [];
        child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.on('error', error => resolve({ ok: false, output: `${Buffer.concat(chunks)}${error.message}\n` }));
        child.on('close', status => resolve({ ok: status === 0, output: Buffer.concat(chunks).toString() }));
    });

const secondsSince = (started: number) => Math.round((Date.now() - started) / 1000);

/**
 * How long each sharded part's files took in a recent whole run, in seconds (`{ part: { file: s } }`),
 * committed so that a fresh clone shards by time too; a run rewrites it when the times moved.
 */
const FILE_TIMES = 'tests/fileTimes.json';
type FileTimes = Record<string, Record<string, number>>;

const readFileTimes = (): FileTimes => (existsSync(FILE_TIMES) ? JSON.parse(readFileSync(FILE_TIMES, 'utf8')) : {});

/**
 * A part's test files in `count` groups of about equal time, the longest files placed first, each
 * into the lightest group. A file's time is its last whole run's; a file not timed yet weighs its
 * size at the timed files' median seconds per byte (its size alone when none is timed).
 */
const shardFiles = async (part: Part, env: NodeJS.ProcessEnv, count: number, reportDir: string) => {
    // Written to a file: vitest's own warnings share its output streams.
    const list = path.join(reportDir, `${part.name}-files.json`);
    const listed = await run([...vitest(part.vitest!, 'list'), '--filesOnly', `--json=${list}`], env, true);
    if (!listed.ok) throw new Error(`vitest could not list the ${part.name} files:\n${listed.output}`);
    const files = (JSON.parse(readFileSync(list, 'utf8')) as { file: string }[]).map(entry =>
        path.relative(process.cwd(), entry.file)
    );
    const timed = readFileTimes()[part.name] ?? {};
    const rates = files
        .filter(file => timed[file] !== undefined)
        .map(file => timed[file]! / statSync(file).size)
        .sort((a, b) => a - b);
    const rate = rates[Math.floor(rates.length / 2)] ?? 1;
    const weighed = files.map(file => ({ file, weight: timed[file] ?? statSync(file).size * rate }));
    const shards = Array.from({ length: count }, () => ({ files: [] as string[], weight: 0 }));
    for (const { file, weight } of weighed.sort((a, b) => b.weight - a.weight)) {
        const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
        lightest.files.push(file);
        lightest.weight += weight;
    }
    return shards.map(shard => shard.files.sort()).filter(shardList => shardList.length > 0);
};

/**
 * Keeps the times of a part's whole run when they moved: a file added or gone, or one whose time
 * changed by more than a third, so that a run on a busier machine does not churn the file.
 */
const keepFileTimes = (part: Part, reports: string[]) => {
    const times: Record<string, number> = {};
    for (const report of reports) {
        for (const result of (JSON.parse(readFileSync(report, 'utf8')) as VitestReport).testResults) {
            times[path.relative(process.cwd(), result.name)] = Math.round((result.endTime - result.startTime) / 1000);
        }
    }
    const all = readFileTimes();
    const before = all[part.name] ?? {};
    const moved =
        Object.keys(times).length !== Object.keys(before).length ||
        Object.entries(times).some(([file, seconds]) => {
            const was = before[file];
            return was === undefined || Math.abs(seconds - was) > Math.max(was, seconds) / 3;
        });
    if (!moved) return;
    all[part.name] = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(FILE_TIMES, `${JSON.stringify(all, null, 4)}\n`);
};

/** Prints a heading, then the output it heads, at once: parts side by side never interleave. */
const printHeld = (heading: string, output: string) => console.log(`${heading}\n${output.trimEnd()}`);

const reporterFlags = (report: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

/**
 * A part's test files in shards run side by side, each a vitest run with its own global set-up (the
 * browser tests' portals), its output held and printed when it ends.
 */
const runShards = async (part: Part, env: NodeJS.ProcessEnv, reportDir: string) => {
    const shards = await shardFiles(part, env, part.shards!, reportDir);
    console.log(`  ${part.name}: ${shards.length} shards side by side, each printed when it ends`);
    const results = await Promise.all(
        shards.map(async (files, index) => {
            const started = Date.now();
            const report = path.join(reportDir, `${part.name}-${index + 1}.json`);
            const result = await run([...vitest(part.vitest!), ...files, ...reporterFlags(report)], env, true);
            const seconds = secondsSince(started);
            printHeld(
                `\n━━ ${part.name} shard ${index + 1} of ${shards.length} (${seconds} s): ${files.join(' ')}`,
                result.output
            );
            return { ok: result.ok, report, time: `shard ${index + 1} ${seconds} s` };
        })
    );
    const ok = results.every(result => result.ok);
    if (ok)
        keepFileTimes(
            part,
            results.map(result => result.report)
        );
    return {
        ok,
        reports: results.map(result => result.report),
        times: results.map(result => result.time).join(', '),
    };
};

/**
 * Runs one part: streamed when it runs alone, held and printed whole when it ends if other parts
 * run beside it (`beside` is the number of lanes of its stage).
 */
const runPart = async (part: Part, env: RunEnv, reportDir: string, beside: number): Promise<Outcome> => {
    const started = Date.now();
    const held = beside > 1;
    const childEnv: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: chromiumPath(), NGINX_PATH: nginxPath() };
    if (env.postgres) childEnv.TEST_DATABASE_URL = env.postgres.url;
    if (env.redis) childEnv.TEST_REDIS_URL = env.redis.url;
    // vitest gives each run the machine's cores less one as workers: runs side by side share them.
    if (part.filesInParallel && held && !process.env.VITEST_MAX_WORKERS) {
        const cores = availableParallelism();
        childEnv.VITEST_MAX_WORKERS = String(Math.max(1, Math.min(cores - 1, Math.floor(cores / beside))));
    }
    const heading = `\n━━ ${part.name}: ${part.what} — on ${part.on(env)}`;
    console.log(held ? `\n▶ ${part.name} started beside other parts; its output follows when it ends` : heading);
    let output = '';
    let ok = true;
    for (const step of part.before ?? []) {
        const result = await run(step, childEnv, held);
        output += result.output;
        ok = result.ok;
        if (!ok) break;
    }
    let reports: string[] = [];
    let shardTimes: string | undefined;
    if (ok && part.shards) {
        if (held) printHeld(heading, output);
        output = '';
        try {
            ({ ok, reports, times: shardTimes } = await runShards(part, childEnv, reportDir));
        } catch (error) {
            ok = false;
            console.log((error as Error).message);
        }
    } else if (ok) {
        const report = path.join(reportDir, `${part.name}.json`);
        if (part.vitest) reports = [report];
        const result = await run(
            part.vitest ? [...vitest(part.vitest), ...reporterFlags(report)] : part.command!,
            childEnv,
            held
        );
        output += result.output;
        ok = result.ok;
    }
    const seconds = secondsSince(started);
    if (held && output) printHeld(heading, output);
    const counts = reports.length > 0 ? vitestCounts(reports) : undefined;
    // A skipped test is a part of the suite that did not run: it fails the run like a failure.
    const passed = ok && !(counts && counts.skipped > 0 && !partialRun);
    if (held) console.log(`■ ${part.name} ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
    return {
        part,
        status: passed ? 'passed' : 'failed',
        detail: [part.on(env), counts?.text, shardTimes].filter(Boolean).join('; '),
        seconds,
        failures: counts?.failures,
    };
};

/** A lane's selected parts one after another; a part lacking a tool is listed as not run. */
const runLane = async (lane: Part[], env: RunEnv, missing: Tool[], reportDir: string, beside: number) => {
    const laneOutcomes: Outcome[] = [];
    for (const part of lane) {
        const lacking = part.needs.filter(tool => missing.includes(tool));
        if (lacking.length > 0)
            laneOutcomes.push({
                part,
                status: 'not run',
                detail: `${lacking.join(', ')} not installed (TEST_PARTIAL)`,
            });
        else laneOutcomes.push(await runPart(part, env, reportDir, beside));
    }
    return laneOutcomes;
};

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

/** Each stage as run, for the summary: its lanes and its wall time. */
const stageLines: string[] = [];

const printSummary = (wallSeconds: number) => {
    console.log('\n━━ Summary');
    const ordered = PARTS.flatMap(part => outcomes.filter(outcome => outcome.part === part));
    for (const outcome of ordered) {
        const time = outcome.seconds === undefined ? '' : ` (${outcome.seconds} s)`;
        console.log(
            `  ${outcome.status.toUpperCase().padEnd(8)} ${outcome.part.name.padEnd(10)} ${outcome.part.what} — ${outcome.detail}${time}`
        );
    }
    for (const part of PARTS.filter(part => !selected.includes(part))) {
        console.log(`  ${'NOT RUN'.padEnd(8)} ${part.name.padEnd(10)} ${part.what} — left out of this partial run`);
    }
    const partSeconds = outcomes.reduce((sum, outcome) => sum + (outcome.seconds ?? 0), 0);
    console.log(
        `\n  Wall time ${minutes(wallSeconds)}; the parts' own times add up to ${minutes(partSeconds)} (side by side per stage: ${stageLines.join(' → ')})`
    );
    for (const outcome of ordered.filter(outcome => outcome.failures?.length)) {
        console.log(`\n━━ Failed in ${outcome.part.name}`);
        for (const failure of outcome.failures!) console.log(`  ✗ ${failure}`);
    }
};

const main = async () => {
    const started = Date.now();
    let env: RunEnv;
    let missing: Tool[];
    try {
        ({ env, missing } = await prepare());
    } catch (error) {
        stopServices();
        if (error instanceof EnvironmentError) {
            console.error(`\nnpm test cannot run here yet.\n${error.message}`);
            return 1;
        }
        throw error;
    }
    const reportDir = mkdtempSync(path.join(tmpdir(), 'rx-test-report-'));
    try {
        for (const stage of SCHEDULE) {
            const lanes = stage
                .map(names => names.map(partNamed).filter(part => selected.includes(part)))
                .filter(lane => lane.length > 0);
            if (lanes.length === 0) continue;
            const stageStarted = Date.now();
            const laneOutcomes = await Promise.all(
                lanes.map(lane => runLane(lane, env, missing, reportDir, lanes.length))
            );
            outcomes.push(...laneOutcomes.flat());
            stageLines.push(
                `${lanes.map(lane => lane.map(part => part.name).join(', ')).join(' ‖ ')} ${secondsSince(stageStarted)} s`
            );
        }
    } finally {
        stopServices();
        rmSync(reportDir, { recursive: true, force: true });
    }
    printSummary(secondsSince(started));
    const failed = outcomes.filter(outcome => outcome.status === 'failed');
    const notRun = outcomes.filter(outcome => outcome.status === 'not run');
    if (failed.length > 0) {
        console.log(`\nFAILED: ${failed.map(outcome => outcome.part.name).join(', ')}`);
        return 1;
    }
    console.log(
        notRun.length > 0 || subset
            ? `\nPassed, as a PARTIAL run: ${[...notRun.map(outcome => outcome.part.name), ...PARTS.filter(part => !selected.includes(part)).map(part => part.name)].join(', ')} did not run.`
            : '\nEvery part passed.'
    );
    return 0;
};

process.exitCode = await main();
