import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUILD, SERVER_NODE_OPTIONS } from '../../scripts/buildServer';
import { freePort } from '../../scripts/freePort';

/** Demo claims of the test portals: enough for every search of the tests, loaded in a few seconds. */
export const E2E_DEMO_CLAIMS = 3_000;

/**
 * The server's sources run by node itself with tsx's loader, not by the tsx command: that one runs
 * the server in a child process of its own, which a SIGKILL of the command would leave running.
 */
const SERVER_SOURCES = ['--import', 'tsx', 'server/main.ts'];

/**
 * The portal's server on a fresh embedded database with the demo data, on a free port; ready once
 * its demo claims are loaded. A DATA_DIR in `env` starts it on that folder's data instead (a
 * restart), which `stop` then leaves in place. `nodeArgs` go to node (a benchmark's `--cpu-prof`).
 * By default it runs the sources through tsx's loader, so that no build is needed; `'compiled'`
 * runs the compiled server (built beforehand by `buildServer`) exactly as `npm start` does, with
 * `SERVER_NODE_OPTIONS` — which `nodeArgs`, coming after them, may override.
 */
export const startPortal = async (
    profile: 'healthcare' | 'claims',
    env: Record<string, string> = {},
    nodeArgs: string[] = [],
    server: 'sources' | 'compiled' = 'sources'
) => {
    const port = await freePort();
    const ownDataDir = env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), `rx-e2e-${profile}-`));
    const dataDir = env.DATA_DIR ?? ownDataDir!;
    const command =
        server === 'compiled' ? [...SERVER_NODE_OPTIONS, ...nodeArgs, SERVER_BUILD] : [...nodeArgs, ...SERVER_SOURCES];
    const child = spawn(process.execPath, command, {
        env: {
            ...process.env,
            PORT: String(port),
            DATA_DIR: dataDir,
            PORTAL_PROFILE: profile,
            LOG_LEVEL: 'warn',
            DEMO_CLAIMS: String(E2E_DEMO_CLAIMS),
            ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    const seedsClaims = env.SEED !== 'none' && env.DEMO_CLAIMS !== '0';
    await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the ${profile} portal did not start`)), 180_000);
        child.once('exit', code => reject(new Error(`the ${profile} portal exited with ${code}`)));
        child.stdout.on('data', (chunk: Buffer) => {
            const ready = seedsClaims ? 'Demo claims ready' : 'is running at';
            if (chunk.toString().includes(ready)) {
                clearTimeout(timer);
                resolve();
            }
        });
    });
    // A server that ends unasked (out of memory, killed) says how, where its requests only fail.
    let ending = false;
    child.once('exit', (code, signal) => {
        if (!ending) console.error(`the ${profile} portal ended unasked: exit code ${code}, signal ${signal}`);
    });
    return {
        url: `http://127.0.0.1:${port}`,
        /** The server's process, whose memory a benchmark samples. */
        pid: child.pid!,
        dataDir,
        /** Ends the server at once, as a power cut or the OOM killer would (no shutdown). */
        async crash() {
            ending = true;
            child.kill('SIGKILL');
            if (child.exitCode === null && child.signalCode === null)
                await new Promise(resolve => child.once('exit', resolve));
        },
        async stop() {
            ending = true;
            child.kill('SIGTERM');
            // A server that has already ended (out of memory in a benchmark) sends no second 'exit'.
            if (child.exitCode === null && child.signalCode === null)
                await new Promise(resolve => child.once('exit', resolve));
            if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
        },
    };
};
