import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Preload hints for the login page, written by the build: everything the page needs arrives in
 * the first round of requests, with the entry, instead of one round per layer of imports.
 * - index.html gets a `modulepreload` for each chunk the login screen imports that the page does
 *   not already load (none while the login page is part of the start-up chunk);
 * - `.vite/catalogs.json` lists, per language, the chunks of its catalog, for the server to hint
 *   the one the visitor's language needs (only the server knows it when the page is asked for).
 */
export const LOGIN_MODULE = /src\/features\/accounts\/login\/LoginPage\.tsx$/;

/** The modules of each language's catalog: react-admin's messages and the portal's. */
const CATALOG_MODULES: Record<string, RegExp> = {
    en: /(ra-language-english\/.*|i18n\/en)\.(ts|js)$/,
    zh: /i18n\/(common\/ra\/)?zh\.ts$/,
    es: /i18n\/(common\/ra\/)?es\.ts$/,
    ja: /i18n\/(common\/ra\/)?ja\.ts$/,
};

const chunks = (bundle: OutputBundle) =>
    Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** The files of the chunks holding a module, with everything they import statically. */
const filesOf = (bundle: OutputBundle, module: RegExp): string[] => {
    const files = new Set<string>();
    const visit = (file: string) => {
        const chunk = bundle[file];
        if (files.has(file) || chunk?.type !== 'chunk') return;
        files.add(file);
        chunk.imports.forEach(visit);
    };
    chunks(bundle)
        .filter(chunk => chunk.moduleIds.some(id => module.test(id)))
        .forEach(chunk => visit(chunk.fileName));
    return [...files];
};

export const loginPreload = (): Plugin => ({
    name: 'login-preload',
    apply: 'build',
    transformIndexHtml: {
        order: 'post',
        handler: (html, { bundle }) => {
            if (!bundle) return html;
            const files = filesOf(bundle, LOGIN_MODULE);
            if (files.length === 0) throw new Error('login-preload: no chunk for the login page');
            return files
                .filter(file => !html.includes(`/${file}"`))
                .map(file => ({
                    tag: 'link',
                    attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
                    injectTo: 'head' as const,
                }));
        },
    },
    generateBundle(_options, bundle) {
        const catalogs = Object.fromEntries(
            Object.entries(CATALOG_MODULES).map(([locale, module]) => [
                locale,
                filesOf(bundle, module).map(file => `/${file}`),
            ])
        );
        this.emitFile({ type: 'asset', fileName: '.vite/catalogs.json', source: JSON.stringify(catalogs, null, 2) });
    },
});
