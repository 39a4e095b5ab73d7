import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from './context';

/** Liveness and database reachability, for load balancers and the start-up banner. */
export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    app.get(
        '/api/health',
        {
            config: { access: 'public' },
            schema: {
                tags: ['portal'],
                summary: 'Health check',
                description: 'Answers 200 when the server and its database answer, 503 otherwise.',
                response: {
                    200: z.object({ status: z.literal('ok') }),
                    503: z.object({ status: z.literal('unavailable') }),
                },
            },
        },
        async (request, reply) => {
            try {
                await database.db.execute(sql`select 1`);
                return { status: 'ok' as const };
            } catch (error) {
                request.log.error({ err: error }, 'database unreachable');
                return reply.status(503).send({ status: 'unavailable' as const });
            }
        }
    );
};
