/**
 * `npm test`: prepares the machine (see testEnvironment.ts), then runs every part of the suite in
 * order and ends with a summary of what ran, on which database, and what did not.
 *
 *   npm test                  every part; a part that cannot run fails the run
 *   npm test -- unit e2e      only the named parts (an explicit partial run)
 *   npm run test:quick        type check, lint, unit and API tests on the embedded database
 *   TEST_PARTIAL=1 npm test   every part that can run here; the others are listed as not run
 *
 * TEST_DATABASE_URL / TEST_REDIS_URL point the run at servers of your own instead of throwaway ones.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    command: (env: RunEnv) => string[][];
    /** Which database (or other servers) the part ran on. */
    on: (env: RunEnv) => string;
    vitest?: boolean;
}

interface RunEnv {
    postgres?: { url: string; description: string };
    redis?: { url: string; description: string };
}

const vitest = (project: string) => ['npx', 'vitest', 'run', '--project', project];

const PARTS: Part[] = [
    {
        name: 'typecheck',
        what: 'type check (SPA and server)',
        needs: [],
        command: () => [['npm', 'run', 'typecheck']],
        on: () => '—',
    },
    { name: 'lint', what: 'ESLint', needs: [], command: () => [['npm', 'run', 'lint']], on: () => '—' },
    {
        name: 'unit',
        what: 'SPA, common and catalog unit tests',
        needs: [],
        command: () => [vitest('unit')],
        on: () => 'the real API on in-memory PGlite',
        vitest: true,
    },
    {
        name: 'server',
        what: 'API tests',
        needs: [],
        command: () => [vitest('server')],
        on: () => 'PGlite (embedded, in memory)',
        vitest: true,
    },
    {
        name: 'server-pg',
        what: 'the same API tests',
        needs: ['postgresql'],
        command: () => [vitest('server-pg')],
        on: env => env.postgres!.description,
        vitest: true,
    },
    {
        name: 'e2e',
        what: 'browser tests in Chromium',
        needs: ['chromium'],
        command: () => [['npm', 'run', 'build', '--silent'], vitest('e2e')],
        on: () => `PGlite in a data folder (as npm start), ${chromiumPath()}`,
        vitest: true,
    },
    {
        name: 'scaleout',
        what: 'two servers behind nginx',
        needs: ['postgresql', 'redis', 'nginx'],
        command: () => [vitest('scaleout')],
        on: env => `${env.postgres!.description}; ${env.redis!.description}`,
        vitest: true,
    },
    {
        name: 'crash',
        what: 'kill -9 while writing, restart, nothing lost',
        needs: [],
        command: () => [vitest('crash')],
        on: () => 'PGlite in a data folder (as npm start)',
        vitest: true,
    },
    {
        name: 'crash-pg',
        what: 'kill -9 while writing, restart, nothing lost',
        needs: ['postgresql'],
        command: () => [vitest('crash-pg')],
        on: env => env.postgres!.description,
        vitest: true,
    },
];

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
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
}

/**
 * Counts from vitest's JSON report, so the summary can say how many tests ran and none was skipped,
 * and the failed tests by name: CI keeps only the end of a run's output.
 */
const vitestCounts = (file: string) => {
    try {
        const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
        const skipped = report.numPendingTests + report.numTodoTests;
        const failures = report.testResults.flatMap(result => {
            const where = path.relative(process.cwd(), result.name);
            const failedTests = result.assertionResults
                .filter(test => test.status === 'failed')
                .map(test => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
            // A file that failed before any test ran (a hook or an import) reports its error on its own.
            return failedTests.length === 0 && result.message
                ? [`${where}: ${firstLine(result.message)}`]
                : failedTests;
        });
        return {
            text: `${report.numPassedTests}/${report.numTotalTests} tests passed${skipped ? `, ${skipped} SKIPPED` : ''}`,
            skipped,
            failures,
        };
    } catch {
        return { text: 'no test report', skipped: 0, failures: [] };
    }
};

const firstLine = (message = '') => message.split('\n', 1)[0]!.slice(0, 300);

/**
 * Parts that may run side by side: neither starts a server nor measures time, so sharing the two
 * cores only shortens the run. Their output is held and printed whole when each ends.
 */
const SIDE_BY_SIDE = [['typecheck', 'lint']];

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

const runPart = async (part: Part, env: RunEnv, reportDir: string, held = false): Promise<Outcome> => {
    const started = Date.now();
    const childEnv: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: chromiumPath(), NGINX_PATH: nginxPath() };
    if (env.postgres) childEnv.TEST_DATABASE_URL = env.postgres.url;
    if (env.redis) childEnv.TEST_REDIS_URL = env.redis.url;
    const report = path.join(reportDir, `${part.name}.json`);
    const heading = `\n━━ ${part.name}: ${part.what} — on ${part.on(env)}`;
    if (!held) console.log(heading);
    let ok = true;
    let output = '';
    for (const command of part.command(env)) {
        const extra =
            part.vitest && command.includes('vitest')
                ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
                : [];
        const result = await run([...command, ...extra], childEnv, held);
        output += result.output;
        if (!result.ok) {
            ok = false;
            break;
        }
    }
    if (held) console.log(`${heading}\n${output.trimEnd()}`);
    const counts = part.vitest ? vitestCounts(report) : undefined;
    // A skipped test is a part of the suite that did not run: it fails the run like a failure.
    const passed = ok && !(counts && counts.skipped > 0 && !partialRun);
    return {
        part,
        status: passed ? 'passed' : 'failed',
        detail: [part.on(env), counts?.text].filter(Boolean).join('; '),
        seconds: Math.round((Date.now() - started) / 1000),
        failures: counts?.failures,
    };
};

/** The selected parts in order, those that may run side by side grouped together. */
const batches = (parts: Part[]): Part[][] => {
    const result: Part[][] = [];
    for (const part of parts) {
        const group = SIDE_BY_SIDE.find(names => names.includes(part.name));
        const previous = result.at(-1);
        if (group && previous?.every(other => group.includes(other.name))) previous.push(part);
        else result.push([part]);
    }
    return result;
};

const printSummary = () => {
    console.log('\n━━ Summary');
    for (const outcome of outcomes) {
        const time = outcome.seconds === undefined ? '' : ` (${outcome.seconds} s)`;
        console.log(
            `  ${outcome.status.toUpperCase().padEnd(8)} ${outcome.part.name.padEnd(10)} ${outcome.part.what} — ${outcome.detail}${time}`
        );
    }
    for (const part of PARTS.filter(part => !selected.includes(part))) {
        console.log(`  ${'NOT RUN'.padEnd(8)} ${part.name.padEnd(10)} ${part.what} — left out of this partial run`);
    }
    for (const outcome of outcomes.filter(outcome => outcome.failures?.length)) {
        console.log(`\n━━ Failed in ${outcome.part.name}`);
        for (const failure of outcome.failures!) console.log(`  ✗ ${failure}`);
    }
};

const main = async () => {
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
        for (const batch of batches(selected)) {
            const runnable: Part[] = [];
            for (const part of batch) {
                const lacking = part.needs.filter(tool => missing.includes(tool));
                if (lacking.length === 0) runnable.push(part);
                else
                    outcomes.push({
                        part,
                        status: 'not run',
                        detail: `${lacking.join(', ')} not installed (TEST_PARTIAL)`,
                    });
            }
            const held = runnable.length > 1;
            outcomes.push(...(await Promise.all(runnable.map(part => runPart(part, env, reportDir, held)))));
        }
    } finally {
        stopServices();
        rmSync(reportDir, { recursive: true, force: true });
    }
    printSummary();
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
