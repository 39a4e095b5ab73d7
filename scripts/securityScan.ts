/**
 * `npm run test:security` (run by .ci/run after npm test): Debian's sqlmap and wapiti against a
 * started portal with an admin session, on the list endpoints with their filters and on the
 * account endpoints, each time-boxed. Fails on any finding; prints what was tried.
 *
 * The portal is started as `npm start` does, trusting X-Forwarded-For from loopback: sqlmap's
 * `xforwardedfor` tamper then gives each request an address of its own, so that the per-address
 * budgets and the sign-in throttle do not stop the scan after a few requests (which would make a
 * clean result meaningless). The per-session budget is off for the same reason.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from '../tests/e2e/portal';
import { EnvironmentError, ensureTools } from './testEnvironment';

/**
 * Seconds each sqlmap target may take; wapiti's crawl, each of its attack modules, and wapiti as a
 * whole (past that it is interrupted and asked for its report): about five minutes in all.
 */
const SQLMAP_SECONDS = 20;
const WAPITI_CRAWL_SECONDS = 30;
const WAPITI_MODULE_SECONDS = 10;
const WAPITI_SECONDS = 150;
/** Injection classes only: headers and the CSP are asserted by the API tests themselves. */
const WAPITI_MODULES = 'sql,blindsql,exec,file,xss,permanentxss,crlf,redirect,ssrf';

interface Target {
    name: string;
    url: string;
    /** A JSON body; `*` marks where sqlmap injects. */
    json?: string;
    /** Its own time box, for an endpoint slow by design. */
    seconds?: number;
}

interface Outcome {
    tool: string;
    target: string;
    findings: string[];
    tried: string;
}

/**
 * Runs a scanner for at most `seconds`, then interrupts it (Ctrl-C). `interruptAnswer` is typed
 * at the prompt a scanner may show when interrupted (wapiti asks whether to write its report).
 */
const run = (command: string, args: string[], seconds: number, interruptAnswer?: string) =>
    new Promise<{ output: string; timedOut: boolean }>(resolve => {
        const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stdin.on('error', () => undefined);
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            child.kill('SIGINT');
            if (interruptAnswer) child.stdin.write(interruptAnswer);
            setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
        }, seconds * 1000);
        child.on('close', () => {
            clearTimeout(timer);
            resolve({ output, timedOut });
        });
    });

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const targetsOf = async (base: string): Promise<Target[]> => {
    // Every list endpoint (a `filter` query parameter) of the API description, as it stands.
    const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const lists = Object.entries(document.paths)
        .filter(
            ([route, operations]) =>
                !route.includes('{') && operations.get?.parameters?.some(p => p.in === 'query' && p.name === 'filter')
        )
        .map(([route]) => ({
            name: `GET ${route} filter`,
            url: `${base}${route}?filter=${json({ q: 'a' })}*&range=${json([0, 9])}`,
        }));
    return [
        ...lists,
        {
            name: 'POST /api/user/login',
            url: `${base}/api/user/login`,
            json: '{"username":"admin*","password":"wrong password"}',
            // Every attempt hashes a password: slow on purpose.
            seconds: 45,
        },
        { name: 'GET /api/user/npiFind', url: `${base}/api/user/npiFind?providerId=1740283969*` },
        {
            name: 'GET /api/user/repasswordemail',
            url: `${base}/api/user/repasswordemail?email=someone@clinic.example*`,
        },
        { name: 'GET /api/user/activate', url: `${base}/api/user/activate?key=Qm9vay1zaGVsZi1wYXJ0eS1maXJl*` },
    ];
};

const sqlmap = async (target: Target, token: string, workDir: string): Promise<Outcome> => {
    const args = [
        '-u',
        target.url,
        ...(target.json ? ['--data', target.json, '--method', 'POST'] : []),
        '--headers',
        `X-Token: ${token}${target.json ? '\nContent-Type: application/json' : ''}`,
        '--batch',
        '--flush-session',
        '--disable-coloring',
        '--output-dir',
        workDir,
        '--tamper',
        'xforwardedfor',
        '--dbms',
        'PostgreSQL',
        '--technique',
        'BEUST',
        '--time-sec',
        '2',
        '--level',
        '2',
        '--risk',
        '1',
        '--threads',
        '2',
        // Refusals are the normal answer to most probes (wrong password, unknown key): test them anyway.
        '--ignore-code',
        '400,401,404,409,429',
    ];
    const seconds = target.seconds ?? SQLMAP_SECONDS;
    const { output, timedOut } = await run('sqlmap', args, seconds);
    const findings = /identified the following injection point|is vulnerable/i.test(output)
        ? output
              .split('\n')
              .filter(line => /Parameter:|Type:|Title:/.test(line))
              .map(line => line.trim())
        : [];
    const techniques = new Set(output.split('\n').flatMap(line => line.match(/testing '([^']+)'/)?.[1] ?? []));
    // A target sqlmap could not test at all is not a clean one.
    if (techniques.size === 0) {
        findings.push(
            `not tested: ${
                output
                    .split('\n')
                    .filter(line => /\[(ERROR|CRITICAL)\]/.test(line))
                    .join(' ') || 'no technique ran'
            }`
        );
    }
    return {
        tool: 'sqlmap',
        target: target.name,
        findings,
        tried: `${techniques.size} injection techniques${timedOut ? ` (stopped at ${seconds} s)` : ''}`,
    };
};

const wapiti = async (base: string, targets: Target[], token: string, workDir: string): Promise<Outcome> => {
    const report = path.join(workDir, 'wapiti.json');
    const starts = targets.filter(target => !target.json).flatMap(target => ['-s', target.url.replace('*', '')]);
    const args = [
        '-u',
        `${base}/`,
        ...starts,
        '--scope',
        'folder',
        '-m',
        WAPITI_MODULES,
        '-H',
        `X-Token: ${token}`,
        '--flush-session',
        '--max-scan-time',
        String(WAPITI_CRAWL_SECONDS),
        '--max-attack-time',
        String(WAPITI_MODULE_SECONDS),
        '-f',
        'json',
        '-o',
        report,
    ];
    // Interrupted, wapiti asks what to do: "r" stops and writes the report of what it attacked.
    const { output, timedOut } = await run('wapiti', args, WAPITI_SECONDS, 'r\n');
    const parsed = JSON.parse(await readFile(report, 'utf8').catch(() => '{}')) as {
        vulnerabilities?: Record<string, { info: string; path: string }[]>;
        anomalies?: Record<string, { info: string; path: string }[]>;
    };
    if (!parsed.vulnerabilities) {
        return {
            tool: 'wapiti',
            target: base,
            findings: [`no report: ${output.split('\n').slice(-5).join(' ')}`],
            tried: '',
        };
    }
    const findings = Object.entries({ ...parsed.vulnerabilities, ...parsed.anomalies }).flatMap(([category, found]) =>
        found.map(item => `${category}: ${item.path} — ${item.info}`)
    );
    const launched = output.split('\n').flatMap(line => line.match(/Launching module (\w+)/)?.[1] ?? []);
    return {
        tool: 'wapiti',
        target: `${base}/ and ${starts.length / 2} API URLs`,
        findings,
        tried: `modules run: ${launched.join(', ') || 'none'}${timedOut ? ` (stopped at ${WAPITI_SECONDS} s)` : ''}`,
    };
};

const main = async () => {
    try {
        ensureTools(['sqlmap', 'wapiti'], false);
    } catch (error) {
        if (error instanceof EnvironmentError) {
            console.error(error.message);
            return 1;
        }
        throw error;
    }
    const portal = await startPortal('healthcare', { TRUST_PROXY: 'loopback', REQUESTS_PER_MINUTE_PER_SESSION: '0' });
    const workDir = await mkdtemp(path.join(tmpdir(), 'rx-scan-'));
    const outcomes: Outcome[] = [];
    try {
        const login = await fetch(`${portal.url}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password: 'Demo-Password-2026' }),
        });
        const token = ((await login.json()) as { data: { token: string } }).data.token;
        const targets = await targetsOf(portal.url);
        for (const target of targets) {
            console.log(`sqlmap: ${target.name}`);
            outcomes.push(await sqlmap(target, token, workDir));
        }
        console.log('wapiti: the SPA and the API URLs');
        outcomes.push(await wapiti(portal.url, targets, token, workDir));
    } finally {
        await portal.stop();
        await rm(workDir, { recursive: true, force: true });
    }
    console.log('\n━━ Security scan (admin session)');
    for (const outcome of outcomes) {
        console.log(
            `  ${outcome.findings.length ? 'FINDING' : 'clean  '} ${outcome.tool.padEnd(7)} ${outcome.target}: ${outcome.tried}`
        );
        for (const finding of outcome.findings) console.log(`            ${finding}`);
    }
    const found = outcomes.filter(outcome => outcome.findings.length > 0);
    console.log(found.length ? `\nFAILED: ${found.length} target(s) with findings.` : '\nNo finding.');
    return found.length ? 1 : 0;
};

process.exitCode = await main();
