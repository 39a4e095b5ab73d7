/**
 * Compiles the server to one JavaScript file, `dist-server/main.js`, which `npm start` runs with
 * node itself (with `SERVER_NODE_OPTIONS`). Running the TypeScript through tsx cost about 70 MB more resident memory at idle
 * (tsx's loader and the sources it compiles in the process) plus a second node process and
 * esbuild's service (docs/performance-log.md, "Excel link memory (29 November, second session)").
 * Packages stay in node_modules (imported, not bundled); the project's own modules are bundled.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUILD_DIR = path.join(ROOT, 'dist-server');
/** The compiled server: `node dist-server/main.js`. */
export const SERVER_BUILD = path.join(SERVER_BUILD_DIR, 'main.js');
/**
 * The node options the compiled server runs with, set in one place: package.json's
 * `config.serverNodeOptions`, which `npm start` hands to node (`$npm_package_config_…`) and
 * `startPortal` too when it starts the compiled server — a 192 MB heap
 * (docs/decisions/088-server-heap-limit.md).
 */
export const SERVER_NODE_OPTIONS = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { config: { serverNodeOptions: string } }
).config.serverNodeOptions
    .split(' ')
    .filter(Boolean);

/**
 * Keeps `import.meta.url` pointing at each module's own source file, so that the folders found
 * from it (the migrations, the NPI sample, the SPA's dist) are the same whether the server runs
 * from its sources or from the bundle; the path is relative, so the project folder may move.
 */
const sourceLocations: Plugin = {
    name: 'source-locations',
    setup(builder) {
        builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
            const source = await readFile(file, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const fromBundle = path.relative(SERVER_BUILD_DIR, file).split(path.sep).join('/');
            return {
                contents: source.replaceAll(
                    'import.meta.url',
                    `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`
                ),
                loader: 'ts',
            };
        });
    },
};

export const buildServer = async () => {
    await build({
        entryPoints: [path.join(ROOT, 'server/main.ts')],
        outfile: SERVER_BUILD,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        // For `node --enable-source-maps`, which maps a stack trace back to the sources.
        sourcemap: 'linked',
        logLevel: 'warning',
        plugins: [sourceLocations],
    });
    return SERVER_BUILD;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    await buildServer();
    console.log(`Server compiled to ${path.relative(process.cwd(), SERVER_BUILD)}`);
}
