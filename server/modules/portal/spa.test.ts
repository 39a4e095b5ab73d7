import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRequestContext } from '../../http/context';
import { spaRoutes } from './spa';

describe('the served page', () => {
    let root: string;
    let app: FastifyInstance;
    beforeAll(async () => {
        root = await mkdtemp(path.join(tmpdir(), 'spa-page-'));
        await mkdir(path.join(root, '.vite'));
        await writeFile(path.join(root, 'index.html'), '<html><head><title>Portal</title></head><body></body></html>');
        await writeFile(
            path.join(root, '.vite', 'catalogs.json'),
            JSON.stringify({ en: ['/assets/en-1.js'], ja: ['/assets/ra-ja-2.js', '/assets/ja-3.js'] })
        );
        app = Fastify();
        installRequestContext(app);
        await app.register(spaRoutes, {
            root,
            pageConfig: request => ({ title: request.t('app.title.healthcare'), note: '</script><b>' }),
        });
    });
    afterAll(async () => {
        await app.close();
        await rm(root, { recursive: true, force: true });
    });

    it("carries the portal configuration in the caller's language and hints that language's catalog", async () => {
        const page = await app.inject({ url: '/', headers: { cookie: 'language=ja' } });
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain(
            '<link rel="modulepreload" crossorigin href="/assets/ra-ja-2.js"><link rel="modulepreload" crossorigin href="/assets/ja-3.js">'
        );
        expect(page.body).not.toContain('/assets/en-1.js');
        const block = /<script type="application\/json" id="portal-config">(.*?)<\/script><\/head>/.exec(
            page.body
        )?.[1];
        // A string of the configuration cannot end the data block early.
        expect(JSON.parse(block!)).toEqual({ title: 'Rx Connect 処方連携ポータル', note: '</script><b>' });
    });

    it('follows Accept-Language when there is no language cookie, and is the same page at /index.html', async () => {
        const page = await app.inject({ url: '/index.html', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
        expect(page.body).toContain('href="/assets/en-1.js"');
        expect(page.headers.vary).toBe('Cookie, Accept-Language');
    });
});
