import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The portal started the way `npm start` does (after `npm run build`), on a fresh embedded
 * database with the demo data, on a free port.
 */
export const startPortal = async (profile: 'healthcare' | 'claims', env: Record<string, string> = {}) => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), `rx-e2e-${profile}-`));
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PORTAL_PROFILE: profile, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the ${profile} portal did not start`)), 90_000);
        child.once('exit', code => reject(new Error(`the ${profile} portal exited with ${code}`)));
        child.stdout.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('is running at')) {
                clearTimeout(timer);
                resolve();
            }
        });
    });
    return {
        url: `http://127.0.0.1:${port}`,
        dataDir,
        async stop() {
            child.kill('SIGTERM');
            await new Promise(resolve => child.once('exit', resolve));
            await rm(dataDir, { recursive: true, force: true });
        },
    };
};

const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const probe = createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as { port: number };
            probe.close(() => resolve(port));
        });
    });
