import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthySchema, unhealthySchema } from '../../common/contract/health';
import { failureForLog } from '../http/logging';
import type { RouteContext } from './context';

/**
 * Liveness and database reachability, for load balancers and the start-up banner. Redis being
 * unreachable does not take the server out of the balancer (it still serves signed-in users), but
 * the answer says so.
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database, shared }) => {
    app.get(
        '/api/health',
        {
            config: { access: 'public' },
            schema: {
                tags: ['portal'],
                summary: 'Health check',
                description:
                    'Answers 200 when the server and its database answer, 503 otherwise. `budgets` says where request budgets are counted.',
                response: {
                    200: healthySchema,
                    503: unhealthySchema,
                },
            },
        },
        async (request, reply) => {
            try {
                await database.db.execute(sql`select 1`);
                return { status: 'ok' as const, budgets: shared.state() };
            } catch (error) {
                request.log.error({ failure: failureForLog(error) }, 'database unreachable');
                return reply.status(503).send({ status: 'unavailable' as const, budgets: shared.state() });
            }
        }
    );
};
