import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle among the SPA's files (features, the layout, the shared layers and the app); that
 * no feature imports another is eslint.config.js's rule. ESLint's `import/no-cycle` is not installed
 * here, so the imports are read with the TypeScript compiler's own pre-processor and walked, as
 * server/modules/importCycles.test.ts does for the server's modules.
 */
const src = dirname(new URL(import.meta.url).pathname);

const sourcesUnder = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap(entry =>
        entry.isDirectory()
            ? sourcesUnder(join(folder, entry.name))
            : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
              ? [join(folder, entry.name)]
              : []
    );

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
const resolveImport = (from: string, specifier: string) =>
    ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
        .map(suffix => resolve(dirname(from), specifier) + suffix)
        .find(isFile);

const files = sourcesUnder(src);
const importsOf = new Map(
    files.map(file => [
        file,
        ts
            .preProcessFile(readFileSync(file, 'utf8'), true, true)
            .importedFiles.map(entry => entry.fileName)
            .filter(name => name.startsWith('.'))
            .map(name => resolveImport(file, name))
            .filter((name): name is string => name !== undefined && name.startsWith(src)),
    ])
);

const firstCycle = (): string[] | undefined => {
    const done = new Set<string>();
    const walk = (file: string, path: string[]): string[] | undefined => {
        if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
        if (done.has(file)) return undefined;
        for (const next of importsOf.get(file) ?? []) {
            const cycle = walk(next, [...path, file]);
            if (cycle) return cycle;
        }
        done.add(file);
        return undefined;
    };
    for (const file of files) {
        const cycle = walk(file, []);
        if (cycle) return cycle.map(name => relative(src, name));
    }
    return undefined;
};

describe('SPA import graph', () => {
    it('has no import cycle', () => {
        expect(firstCycle()).toBeUndefined();
    });
});
