/**
 * After `vite build`: writes gzip and brotli copies of the assets (served as they are by the
 * server) and prints each chunk's gzip size, then what the login page loads in all. Going over
 * the budget is reported, not fatal: `npm start` must still start; the browser tests measure
 * what the login page really downloads and fail there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
    file: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
}

const DIST = path.resolve('dist');
import { LOGIN_BUDGET_BYTES } from './loginBudget';

const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')
);

const gzipSizes = new Map<string, number>();
for (const { file } of Object.values(manifest)) {
    if (gzipSizes.has(file)) continue;
    const content = readFileSync(path.join(DIST, file));
    const gzipped = gzipSync(content, { level: 9 });
    writeFileSync(path.join(DIST, `${file}.gz`), gzipped);
    writeFileSync(path.join(DIST, `${file}.br`), brotliCompressSync(content));
    gzipSizes.set(file, gzipped.length);
}

/** A chunk with everything it imports statically. */
const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
        if (seen.has(key) || !manifest[key]) continue;
        seen.add(key);
        closure(manifest[key].imports ?? [], seen);
    }
    return seen;
};

const entry = Object.keys(manifest).filter(key => manifest[key]!.isEntry);
const loginKeys = Object.keys(manifest).filter(key =>
    /src\/features\/accounts\/login\/LoginPage|i18n\/en\.ts|ra-language-english/.test(key)
);
const loginFiles = new Set([...closure([...entry, ...loginKeys])].map(key => manifest[key]!.file));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

console.log('\nJavaScript chunks (gzip):');
[...gzipSizes.entries()]
    .filter(([file]) => file.endsWith('.js'))
    .sort((a, b) => b[1] - a[1])
    .forEach(([file, size]) => console.log(`${kb(size)}  ${file}${loginFiles.has(file) ? '  (login page)' : ''}`));

const loginTotal = [...loginFiles].reduce((sum, file) => sum + (gzipSizes.get(file) ?? 0), 0);
console.log(
    `\nThe login page loads ${kb(loginTotal).trim()} of gzip JavaScript (budget ${kb(LOGIN_BUDGET_BYTES).trim()}).\n`
);
if (loginTotal > LOGIN_BUDGET_BYTES) {
    console.error('Over budget: keep what the login page does not need out of its chunks.');
}
