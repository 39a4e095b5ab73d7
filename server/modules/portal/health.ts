import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '../../../common/contract/health';
import { migrationState } from '../../shared/database';
import { failureForLog } from '../../http/logging';
import type { RouteContext } from '../../shared/routeContext';

/** How long a successful database check answers for the checks that follow it. */
const PING_REUSE_MS = 1_000;

type DatabaseHealth = Health['database'];

/**
 * What this server depends on and whether each answers, for load balancers, monitors and an
 * operator. Only a database that cannot serve answers 503 (the balancer takes the server out);
 * Redis or mail not answering leaves it serving (signed-in users keep working) with `degraded`.
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (
    app,
    { database, shared, mailer, background }
) => {
    /**
     * One database check at a time, and none within a second of one that succeeded: checks that
     * arrive meanwhile share its answer, so a balancer polling every server often — or a flood of
     * checks — costs the database at most one query a second. On the embedded database it runs
     * on the server's own thread. A failure is never reused: the next check asks again.
     */
    let check: Promise<DatabaseHealth> | undefined;
    let answered: { at: number; health: DatabaseHealth } | undefined;
    const checkDatabase = async (): Promise<DatabaseHealth> => {
        if (answered && performance.now() - answered.at < PING_REUSE_MS) return answered.health;
        return (check ??= migrationState(database.db)
            .then(
                migrations => {
                    const health: DatabaseHealth = {
                        kind: database.kind,
                        reachable: true,
                        migrations,
                        ...(migrations === 'behind'
                            ? { problem: 'migrations this server needs are missing: restart it to run them' }
                            : migrations === 'ahead'
                              ? { problem: 'a newer server version migrated the database: update this server' }
                              : {}),
                    };
                    answered = { at: performance.now(), health };
                    return health;
                },
                (error: unknown) => {
                    const failure = failureForLog(error);
                    app.log.error({ failure }, 'database unreachable');
                    answered = undefined;
                    return {
                        kind: database.kind,
                        reachable: false,
                        migrations: 'unknown' as const,
                        problem: `${failure.type}: ${failure.message}`,
                    };
                }
            )
            .finally(() => {
                check = undefined;
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
                    'What the server depends on and whether each answers: the database (asked at most once a second), Redis and ' +
                    'the SMTP server when configured (the SMTP server at most once a minute), and the work it does in the ' +
                    'background. 503 when it cannot serve (the database does not answer, or lacks migrations), 200 otherwise: a ' +
                    'load balancer goes by the status; `ready` says whether everything answers (a new server is added once it is true).',
                response: { 200: healthSchema, 503: healthSchema },
            },
        },
        async (_request, reply) => {
            const [db, mailProblem] = await Promise.all([checkDatabase(), mailer.check?.()]);
            const redis = shared.health();
            const mail = mailer.check
                ? mailProblem
                    ? { state: 'unavailable' as const, problem: mailProblem }
                    : { state: 'ok' as const }
                : undefined;
            const work = background.statuses();
            const serves = db.reachable && db.migrations !== 'behind';
            const ready = serves && db.migrations === 'current' && (!redis || redis.state === 'ok');
            const degraded = !ready || mail?.state === 'unavailable' || Object.values(work).some(task => task.failure);
            const health: Health = {
                status: !serves ? 'unavailable' : degraded ? 'degraded' : 'ok',
                ready,
                budgets: shared.state(),
                database: db,
                ...(redis ? { redis } : {}),
                ...(mail ? { mail } : {}),
                background: work,
                jobs: { running: background.runningJobs() },
            };
            return reply.status(serves ? 200 : 503).send(health);
        }
    );
};
