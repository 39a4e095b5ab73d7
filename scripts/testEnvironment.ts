/**
 * What the test run needs from the machine: Debian's Chromium for the browser tests, PostgreSQL
 * for the API suite on PostgreSQL, SimpleSAMLphp (with PHP) as the real SAML identity provider of
 * the single sign-on tests, Redis and nginx for the tests of several servers. Installs what
 * is missing where it may (root or passwordless sudo on Debian/Ubuntu), otherwise says at once which
 * command to run; then starts a throwaway PostgreSQL cluster and Redis on free loopback ports,
 * stopped again when the run ends.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export type Tool = 'chromium' | 'postgresql' | 'simplesamlphp' | 'redis' | 'nginx' | 'sqlmap' | 'wapiti';

/** Debian packages of each tool. */
const PACKAGES: Record<Tool, string[]> = {
    chromium: ['chromium'],
    postgresql: ['postgresql'],
    // The tests serve it with PHP's own web server; it reads XML (DOM) and multibyte strings.
    simplesamlphp: ['simplesamlphp', 'php-cli', 'php-xml', 'php-mbstring'],
    redis: ['redis-server'],
    nginx: ['nginx-light'],
    sqlmap: ['sqlmap'],
    wapiti: ['wapiti'],
};

/** Where Debian's SimpleSAMLphp keeps the pages PHP serves. */
export const SIMPLESAMLPHP_WWW = '/usr/share/simplesamlphp/www';

/** PHP on PATH with the extensions SimpleSAMLphp needs. */
const phpWithExtensions = () => {
    const php = onPath('php');
    const check = 'exit(class_exists("DOMDocument") && function_exists("mb_strlen") ? 0 : 1);';
    return php && spawnSync(php, ['-r', check], { stdio: 'ignore' }).status === 0 ? php : undefined;
};

const onPath = (command: string) =>
    (process.env.PATH ?? '')
        .split(path.delimiter)
        .map(folder => path.join(folder, command))
        .find(candidate => existsSync(candidate));

/** The newest PostgreSQL server programs installed (Debian keeps them out of PATH). */
const postgresBin = () => {
    const versions = existsSync('/usr/lib/postgresql')
        ? readdirSync('/usr/lib/postgresql')
              .filter(version => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
              .sort((a, b) => Number(b) - Number(a))
        : [];
    if (versions[0]) return `/usr/lib/postgresql/${versions[0]}/bin`;
    const initdb = onPath('initdb');
    return initdb ? path.dirname(initdb) : undefined;
};

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const locate: Record<Tool, () => string | undefined> = {
    chromium: () => (existsSync(chromiumPath()) ? chromiumPath() : undefined),
    postgresql: postgresBin,
    simplesamlphp: () => (existsSync(SIMPLESAMLPHP_WWW) && phpWithExtensions() ? SIMPLESAMLPHP_WWW : undefined),
    redis: () => onPath('redis-server'),
    nginx: () =>
        process.env.NGINX_PATH ?? onPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined),
    sqlmap: () => onPath('sqlmap'),
    wapiti: () => onPath('wapiti'),
};

export const isRoot = () => process.getuid?.() === 0;
const canSudo = () => !isRoot() && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
const hasApt = () => existsSync('/usr/bin/apt-get');

export class EnvironmentError extends Error {}

/**
 * Makes sure every tool in `needed` is there, installing the missing ones with apt-get when
 * allowed. Returns the tools still missing when `partial`; otherwise throws with the command to run.
 */
export const ensureTools = (needed: Tool[], partial: boolean): Tool[] => {
    const missing = needed.filter(tool => !locate[tool]());
    if (missing.length === 0) return [];
    const packages = missing.flatMap(tool => PACKAGES[tool]);
    const sudo = isRoot() ? [] : canSudo() ? ['sudo', '-n'] : undefined;
    if (sudo && hasApt()) {
        const started = Date.now();
        console.log(`Installing ${packages.join(', ')} from the distribution (apt-get), once for this machine…`);
        const run = (args: string[]) => {
            const [command, ...rest] = [...sudo, ...args];
            const result = spawnSync(command!, rest, {
                stdio: ['ignore', 'ignore', 'inherit'],
                env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
            });
            if (result.status !== 0) throw new EnvironmentError(`apt-get failed: ${[...sudo, ...args].join(' ')}`);
        };
        run(['apt-get', 'update', '-qq']);
        run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
        console.log(`Installed in ${Math.round((Date.now() - started) / 1000)} s.`);
        const still = missing.filter(tool => !locate[tool]());
        if (still.length === 0) return [];
        throw new EnvironmentError(
            `apt-get installed ${packages.join(', ')} but ${still.join(', ')} is still not found`
        );
    }
    const command = hasApt()
        ? `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`
        : `install ${missing.join(', ')} with your system's package manager (Debian packages: ${packages.join(' ')})`;
    const message =
        `The tests need ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed, ` +
        `and this user may not install packages. Run:\n\n    ${command}\n\nthen npm test again` +
        (missing.includes('chromium') ? ' (or set CHROMIUM_PATH to a Chromium binary).' : '.') +
        '\nFor a partial run without them: TEST_PARTIAL=1 npm test (or npm run test:quick).';
    if (partial) {
        console.warn(message);
        return missing;
    }
    throw new EnvironmentError(message);
};

export interface Service {
    url: string;
    description: string;
    stop(): void;
}

/** A PostgreSQL cluster of its own in a temporary folder, on a free loopback port, trust auth. */
export const startPostgres = async (): Promise<Service> => {
    const bin = postgresBin()!;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rx-test-pg-'));
    // PostgreSQL refuses to run as root: root runs it as the postgres user Debian's package creates.
    const runAs = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
    if (isRoot())
        chownSync(
            dataDir,
            Number(spawnSync('id', ['-u', 'postgres']).stdout),
            Number(spawnSync('id', ['-g', 'postgres']).stdout)
        );
    const runQuietly = (args: string[]) => {
        const [command, ...rest] = [...runAs, ...args];
        return spawnSync(command!, rest, { encoding: 'utf8' });
    };
    const run = (args: string[]) => {
        const result = runQuietly(args);
        if (result.status !== 0)
            throw new EnvironmentError(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
        return result.stdout;
    };
    run([
        `${bin}/initdb`,
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
    ]);
    const port = await freePort();
    const settings = [
        `-c listen_addresses=127.0.0.1`,
        `-c port=${port}`,
        `-c unix_socket_directories=${dataDir}`,
        // A throwaway cluster: durability against power loss is not what these tests are about.
        `-c fsync=off`,
        `-c synchronous_commit=off`,
        `-c full_page_writes=off`,
        `-c max_connections=300`,
    ].join(' ');
    run([
        `${bin}/pg_ctl`,
        '-D',
        dataDir,
        '-l',
        path.join(dataDir, 'server.log'),
        '-o',
        settings,
        '-w',
        '-t',
        '60',
        'start',
    ]);
    writeFileSync(
        path.join(tmpdir(), `${path.basename(dataDir)}.owner`),
        JSON.stringify({ owner: process.pid, dataDir, bin })
    );
    const version = run([`${bin}/postgres`, '--version'])
        .trim()
        .replace(/^postgres \(PostgreSQL\) /, '');
    return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        description: `PostgreSQL ${version}, a throwaway cluster on 127.0.0.1:${port}`,
        stop() {
            runQuietly([`${bin}/pg_ctl`, '-D', dataDir, '-m', 'immediate', 'stop']);
            rmSync(dataDir, { recursive: true, force: true });
            rmSync(path.join(tmpdir(), `${path.basename(dataDir)}.owner`), { force: true });
        },
    };
};

/** Asks a Redis server for PONG. */
export const redisAnswers = (port: number, host = '127.0.0.1') =>
    new Promise<boolean>(resolve => {
        const socket = createConnection({ port, host });
        const done = (answer: boolean) => {
            socket.destroy();
            resolve(answer);
        };
        socket.setTimeout(1000, () => done(false));
        socket.once('error', () => done(false));
        socket.once('connect', () => socket.write('PING\r\n'));
        socket.once('data', data => done(data.toString().startsWith('+PONG')));
    });

/** A Redis server without persistence on a free loopback port. */
export const startRedis = async (): Promise<Service> => {
    const port = await freePort();
    const child: ChildProcess = spawn(
        locate.redis()!,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
        { stdio: ['ignore', 'ignore', 'inherit'], detached: false }
    );
    const deadline = Date.now() + 20_000;
    while (!(await redisAnswers(port))) {
        if (child.exitCode !== null || Date.now() > deadline)
            throw new EnvironmentError(`redis-server did not start on port ${port}`);
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    const version = spawnSync(locate.redis()!, ['--version'], { encoding: 'utf8' }).stdout.match(/v=(\S+)/)?.[1] ?? '';
    const ownerFile = path.join(tmpdir(), `rx-test-redis-${port}.owner`);
    writeFileSync(ownerFile, JSON.stringify({ owner: process.pid, pid: child.pid }));
    return {
        url: `redis://127.0.0.1:${port}`,
        description: `Redis ${version}, a throwaway server on 127.0.0.1:${port}`,
        stop() {
            child.kill('SIGKILL');
            rmSync(ownerFile, { force: true });
        },
    };
};

export const nginxPath = () => locate.nginx();

const alive = (pid: number) => {
    try {
        process.kill(pid, 0);
        return true;
    } catch {
        return false;
    }
};

/**
 * Stops the servers of earlier runs that were killed before they could stop them (each server
 * notes the run that owns it; a server whose run is gone is a leftover).
 */
export const stopLeftovers = () => {
    for (const file of readdirSync(tmpdir()).filter(name => /^rx-test-(pg|redis)-.*\.owner$/.test(name))) {
        const note = path.join(tmpdir(), file);
        const { owner, pid, dataDir, bin } = JSON.parse(readFileSync(note, 'utf8')) as {
            owner: number;
            pid?: number;
            dataDir?: string;
            bin?: string;
        };
        if (alive(owner)) continue;
        if (dataDir && bin) {
            const stop = [`${bin}/pg_ctl`, '-D', dataDir, '-m', 'immediate', 'stop'];
            const [command, ...rest] = isRoot() ? ['runuser', '-u', 'postgres', '--', ...stop] : stop;
            spawnSync(command!, rest, { stdio: 'ignore' });
            rmSync(dataDir, { recursive: true, force: true });
        }
        if (pid && alive(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('redis-server'))
            process.kill(pid, 'SIGKILL');
        rmSync(note, { force: true });
    }
};
