import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../common/contract/envelope';
import { scheduledJobStatusSchema } from '../../../common/contract/scheduledJobs';
import { SCHEDULED_JOBS_PATH } from '../../../common/routes';
import type { RouteContext } from '../../shared/routeContext';
import { actorOf, recordAudit } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { jobStatuses } from './jobStatus';

/** Admins' view of the scheduled jobs: each one's last run, next run and failures, across servers. */
export const scheduledJobRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    app.get(
        '/api/scheduledJobs',
        {
            config: { access: { screen: SCHEDULED_JOBS_PATH, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'The scheduled jobs',
                description:
                    'Each job with its schedule (cron, UTC), next run, last run (on whichever server), last success ' +
                    'and the failures of the last 7 days.',
                response: { 200: z.array(scheduledJobStatusSchema), ...errorResponses(401, 403) },
            },
        },
        async () => jobStatuses(database.db, app.scheduledJobs.jobs, new Date())
    );

    app.post(
        '/api/scheduledJobs/:name/run',
        {
            config: { access: { screen: SCHEDULED_JOBS_PATH, action: 'run' } },
            schema: {
                tags: ['administration'],
                summary: 'Run a job now',
                description:
                    'Outside its schedule, once (on PostgreSQL one of the servers takes it from the queue), retried ' +
                    'as a scheduled run; the run shows in the list. Audited as `scheduledJobs.run`.',
                params: z.object({ name: z.string().max(100) }),
                response: { 202: z.object({ queued: z.literal(true) }), ...errorResponses(401, 403, 404) },
            },
        },
        async (request, reply) => {
            const job = app.scheduledJobs.job(request.params.name);
            if (!job)
                throw new AppError(ErrorCode.notFound, 'directoryAccuracy.jobs.unknown', { name: request.params.name });
            await app.scheduledJobs.runSoon(job);
            await recordAudit(database.db, request.origin, {
                action: 'scheduledJobs.run',
                outcome: 'success',
                actor: actorOf(request.auth!.user),
                targetType: 'scheduledJob',
                targetId: job.name,
            });
            return reply.code(202).send({ queued: true });
        }
    );
};
