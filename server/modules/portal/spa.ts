import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PAGE_CONFIG_ID } from '../../../common/pageConfig';
import type { Locale } from '../../../i18n/types';

export interface SpaOptions {
    root: string;
    /** What the page carries for the SPA's first screen, in the caller's language. */
    pageConfig: (request: FastifyRequest) => unknown;
}

/**
 * The built SPA: hashed assets cached for a year, everything else revalidated, pre-compressed
 * files served when the browser accepts them. The page itself is completed per request: it
 * carries the portal configuration (a JSON data block, which the CSP does not treat as script)
 * and preload hints for the catalog of the caller's language, so that the login page loads in
 * one round of requests.
 */
export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, { root, pageConfig }) => {
    if (!existsSync(path.join(root, 'index.html'))) {
        app.log.warn(`No built SPA in ${root}: run "npm run build" (the API still answers)`);
        return;
    }
    const page = readFileSync(path.join(root, 'index.html'), 'utf8');
    const catalogsFile = path.join(root, '.vite', 'catalogs.json');
    const catalogs: Partial<Record<Locale, string[]>> = existsSync(catalogsFile)
        ? JSON.parse(readFileSync(catalogsFile, 'utf8'))
        : {};

    await app.register(fastifyStatic, {
        root,
        index: false,
        preCompressed: true,
        setHeaders: (reply, file) => {
            reply.header(
                'Cache-Control',
                file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'
            );
        },
    });

    const sendPage = async (request: FastifyRequest) => {
        const hints = (catalogs[request.locale] ?? [])
            .map(file => `<link rel="modulepreload" crossorigin href="${file}">`)
            .join('');
        // `<` escaped: the data block cannot be closed from inside a string.
        const config = JSON.stringify(pageConfig(request)).replaceAll('<', '\\u003c');
        return page.replace(
            '</head>',
            `${hints}<script type="application/json" id="${PAGE_CONFIG_ID}">${config}</script></head>`
        );
    };
    for (const url of ['/', '/index.html']) {
        // The page, not an API operation: left out of the API description.
        app.get(url, { schema: { hide: true } }, async (request, reply) =>
            reply
                .type('text/html; charset=utf-8')
                .header('Cache-Control', 'no-cache')
                .header('Vary', 'Cookie, Accept-Language')
                .send(await sendPage(request))
        );
    }
};
