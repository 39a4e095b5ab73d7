import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The built SPA: hashed assets cached for a year, everything else revalidated, pre-compressed
 * files served when the browser accepts them.
 */
export const spaRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
    if (!existsSync(path.join(root, 'index.html'))) {
        app.log.warn(`No built SPA in ${root}: run "npm run build" (the API still answers)`);
        return;
    }
    await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        setHeaders: (reply, file) => {
            reply.header(
                'Cache-Control',
                file.includes(`${path.sep}assets${path.sep}`)
                    ? 'public, max-age=31536000, immutable'
                    : 'no-cache'
            );
        },
    });
};
