/**
 * How long the login form takes to show, the portal's against a bare react-admin app
 * (bench/bareAdmin: react-admin's tutorial set-up behind a sign-in), measured side by side in one
 * run in headless Chromium with the cache off. Both are served the same way: built by Vite,
 * pre-compressed, from @fastify/static; the portal by its own server (`npm start` without the
 * demo data). Prints each median and the ratio, on loopback and with a simulated round trip.
 * Run: `npm run bench:login` (builds both first; `--no-build` reuses dist/).
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/browser';
import { startPortal } from '../tests/e2e/portal';

const RUNS = Number(process.env.RUNS ?? 21);
/** Round trips to simulate besides loopback, in milliseconds. */
const ROUND_TRIPS = [0, 40];

const median = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The bare app, built and pre-compressed like the portal's assets, served with the same headers. */
const serveBareAdmin = async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'bench-bare-admin-'));
    await build({
        root: path.resolve('bench/bareAdmin'),
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    const assets = path.join(outDir, 'assets');
    for (const file of await readdir(assets)) {
        const content = await readFile(path.join(assets, file));
        await writeFile(path.join(assets, `${file}.gz`), gzipSync(content, { level: 9 }));
        await writeFile(path.join(assets, `${file}.br`), brotliCompressSync(content));
    }
    const app = Fastify();
    await app.register(fastifyStatic, {
        root: outDir,
        preCompressed: true,
        setHeaders: (reply, file) =>
            reply.header(
                'Cache-Control',
                file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'
            ),
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
        url,
        stop: async () => {
            await app.close();
            await rm(outDir, { recursive: true, force: true });
        },
    };
};

/** Milliseconds from the start of the navigation until the username field is on screen. */
const timeToLoginForm = async (browser: Browser, url: string, roundTrip: number) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (roundTrip > 0) {
        await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: roundTrip,
            downloadThroughput: -1,
            uploadThroughput: -1,
        });
    }
    await page.goto(url, { waitUntil: 'commit' });
    // Checked in the page at every frame (this file is type-checked without the DOM's types).
    const shown = await page.waitForFunction(
        () => {
            const { document } = globalThis as unknown as {
                document: {
                    querySelector: (selector: string) => { getBoundingClientRect: () => { height: number } } | null;
                };
            };
            const field = document.querySelector('input[name=username]');
            return field && field.getBoundingClientRect().height > 0 ? performance.now() : false;
        },
        null,
        { polling: 'raf', timeout: 30_000 }
    );
    const elapsed = (await shown.jsonValue()) as number;
    await context.close();
    return elapsed;
};

if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
}
const [bare, portal, browser] = await Promise.all([
    serveBareAdmin(),
    startPortal('healthcare', { SEED: 'none', DEMO_CLAIMS: '0' }),
    launchBrowser(),
]);
try {
    const targets = { 'bare react-admin': `${bare.url}/#/login`, portal: `${portal.url}/#/login` };
    console.log(`\nLogin form visible, cache off, median of ${RUNS} runs each (alternating):`);
    for (const roundTrip of ROUND_TRIPS) {
        const samples: Record<string, number[]> = { 'bare react-admin': [], portal: [] };
        // One warm-up each (the servers' first answers), then alternate so both see the same load.
        for (const url of Object.values(targets)) await timeToLoginForm(browser, url, roundTrip);
        for (let run = 0; run < RUNS; run++) {
            for (const [name, url] of run % 2 ? Object.entries(targets).reverse() : Object.entries(targets)) {
                samples[name]!.push(await timeToLoginForm(browser, url, roundTrip));
            }
        }
        const baseline = median(samples['bare react-admin']!);
        const ours = median(samples.portal!);
        console.log(
            `  ${roundTrip ? `${roundTrip} ms round trip` : 'loopback'}`.padEnd(20) +
                `bare react-admin ${baseline.toFixed(0).padStart(5)} ms   portal ${ours.toFixed(0).padStart(5)} ms   ` +
                `ratio ${(ours / baseline).toFixed(2)}`
        );
    }
} finally {
    await browser.close();
    await Promise.all([bare.stop(), portal.stop()]);
}
