import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthySchema, unhealthySchema } from '../../common/contract/health';
import { failureForLog } from '../http/logging';
import type { RouteContext } from './context';

/** How long a successful database ping answers for the checks that follow it. */
const PING_REUSE_MS = 1_000;

/**
 * Liveness and database reachability, for load balancers and the start-up banner. Redis being
 * unreachable does not take the server out of the balancer (it still serves signed-in users), but
 * the answer says so.
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database, shared }) => {
    /**
     * One database ping at a time, and none within a second of one that succeeded: checks that
     * arrive meanwhile share its answer, so a balancer polling every server often — or a flood of
     * checks — costs the database at most one query a second. On the embedded database a ping runs
     * on the server's own thread. A failure is never reused: the next check pings again.
     */
    let ping: Promise<unknown> | undefined;
    let answeredAt = -Infinity;
    const pingDatabase = async () => {
        if (performance.now() - answeredAt < PING_REUSE_MS) return;
        await (ping ??= database.db
            .execute(sql`select 1`)
            .then(() => (answeredAt = performance.now()))
            .finally(() => {
                ping = undefined;
            }));
    };

    app.get(
        '/api/health',
        {
            config: { access: 'public' },
            schema: {
                tags: ['portal'],
                summary: 'Health check',
                description:
                    'Answers 200 when the server and its database answer (the database is asked at most once a second), 503 otherwise. `budgets` says where request budgets are counted.',
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
