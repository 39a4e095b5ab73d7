import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle inside a module that has moved into its folder. ESLint's `import/no-cycle` is not
 * installed here, so the imports are read with the TypeScript compiler's own pre-processor and walked.
 */
const MODULES = ['connections'];
const here = dirname(new URL(import.meta.url).pathname);

const importsOf = (file: string): string[] =>
    ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(entry => entry.fileName)
        .filter(name => name.startsWith('./'))
        .map(name => resolve(dirname(file), `${name}.ts`));

const cycleIn = (folder: string): string[] | undefined => {
    const files = readdirSync(folder)
        .filter(name => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map(name => join(folder, name));
    const done = new Set<string>();
    const walk = (file: string, path: string[]): string[] | undefined => {
        if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
        if (done.has(file) || !files.includes(file)) return undefined;
        for (const next of importsOf(file)) {
            const cycle = walk(next, [...path, file]);
            if (cycle) return cycle;
        }
        done.add(file);
        return undefined;
    };
    for (const file of files) {
        const cycle = walk(file, []);
        if (cycle) return cycle.map(name => name.slice(folder.length + 1));
    }
    return undefined;
};

describe('module import graph', () => {
    it.each(MODULES)('%s has no import cycle among its files', module => {
        expect(cycleIn(join(here, module))).toBeUndefined();
    });
});
