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
    /**
     * One database ping at a time: checks that arrive while one is under way share its answer,
     * so a balancer polling every server often costs the database one query per round trip.
     */
    let ping: Promise<unknown> | undefined;
    const pingDatabase = () =>
        (ping ??= database.db.execute(sql`select 1`).finally(() => {
            ping = undefined;
        }));

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
                await pingDatabase();
                return { status: 'ok' as const, budgets: shared.state() };
            } catch (error) {
                request.log.error({ failure: failureForLog(error) }, 'database unreachable');
                return reply.status(503).send({ status: 'unavailable' as const, budgets: shared.state() });
            }
        }
    );
};
