/**
 * The floor of an endpoint: Fastify 5 alone, answering each route with the bytes and headers the
 * portal sent for it, after running the portal's own statements (named, so prepared once per
 * connection as the server's are, one after the other as the portal runs them) on a pg pool of
 * the portal's size when the route has SQL. Started by bench/floorRuns.ts with FLOOR_SPEC (a
 * JSON file of routes) and PORT.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

import type { FloorRoute } from './floorRuns';

const spec = JSON.parse(readFileSync(process.env.FLOOR_SPEC!, 'utf8')) as {
    databaseUrl: string;
    poolSize: number;
    routes: FloorRoute[];
};
const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
const app = Fastify();
spec.routes.forEach((route, index) => {
    const body = Buffer.from(route.body, 'base64');
    const queries = (route.queries ?? []).map((query, position) => ({
        ...(query.prepared === false ? {} : { name: `floor_${index}_${position}` }),
        text: query.sql,
        values: query.params,
    }));
    app.get(route.path, async (_request, reply) => {
        for (const query of queries) await pool.query(query);
        return reply.code(route.status).headers(route.headers).send(body);
    });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`Floor is running at http://127.0.0.1:${process.env.PORT}/`);
process.once(
    'SIGTERM',
    () =>
        void app
            .close()
            .then(() => pool.end())
            .then(() => process.exit(0))
);
