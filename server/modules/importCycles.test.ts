import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle among the files of any module. ESLint's `import/no-cycle` is not installed here,
 * so the imports are read with the TypeScript compiler's parser and walked.
 */
const here = dirname(new URL(import.meta.url).pathname);
/** Every module folder. */
const MODULES = readdirSync(here, { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name);

/** The module's own files a file imports at run time (`import type` is erased, so it makes no cycle). */
const importsOf = (file: string): string[] =>
    ts
        .createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
        .statements.filter(
            (statement): statement is ts.ImportDeclaration | ts.ExportDeclaration =>
                (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
                (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        )
        .map(statement => statement.moduleSpecifier)
        .filter((specifier): specifier is ts.StringLiteral => !!specifier && ts.isStringLiteral(specifier))
        .map(specifier => specifier.text)
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
