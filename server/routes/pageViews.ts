import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okSchema } from '../http/envelope';
import { catalogMessage } from '../http/validation';
import { PAGE_VIEW_LIMITS, pageViewTimeProblem, recordPageViews } from '../services/pageViews';
import type { RouteContext } from './context';

const pageViewSchema = z
    .object({
        path: z
            .string()
            .min(1)
            .max(PAGE_VIEW_LIMITS.pathLength)
            .startsWith('/', { error: catalogMessage('server.pageViews.pathStart') })
            .refine(path => !path.includes('?'), { error: catalogMessage('server.pageViews.pathQuery') })
            .describe("The screen's route path, e.g. `/home`; at most 300 characters, no query string"),
        at: z.iso
            .datetime({ offset: true, error: catalogMessage('server.pageViews.atFormat') })
            .refine(at => pageViewTimeProblem(new Date(at)) !== 'stale', {
                error: catalogMessage('server.pageViews.atStale'),
            })
            .refine(at => pageViewTimeProblem(new Date(at)) !== 'future', {
                error: catalogMessage('server.pageViews.atFuture'),
            })
            .describe('When the screen was opened: ISO 8601, at most 24 hours ago and at most 1 minute ahead'),
    })
    .strict();

const pageViewReportSchema = z
    .object({
        views: z
            .array(pageViewSchema)
            .min(1, { error: catalogMessage('server.pageViews.none') })
            .max(PAGE_VIEW_LIMITS.perRequest, { error: catalogMessage('server.pageViews.tooMany') }),
    })
    .strict()
    .meta({
        id: 'PageViewReport',
        examples: [
            {
                views: [
                    { path: '/home', at: '2026-05-01T09:30:00.000Z' },
                    { path: '/claimquery', at: '2026-05-01T09:30:12.500Z' },
                ],
            },
        ],
    });

/** Page views for the usage statistics (spec §2), reported by the SPA in batches. Not audited. */
export const pageViewRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    app.post(
        '/api/pageviews',
        {
            config: { access: 'session' },
            schema: {
                tags: ['statistics'],
                summary: 'Report page views',
                description:
                    "Stores 1 to 50 page views for the signed-in user, all or none. Each `path` starts with '/' and has no query " +
                    "string (a '?' is refused, not stripped); each `at` is at most 24 hours old and at most 1 minute in the future. " +
                    '400 names the first invalid field, e.g. `views.3.at`.',
                body: pageViewReportSchema,
                response: {
                    200: okSchema(z.object({ stored: z.number().int().describe('How many views were stored') })),
                    ...errorResponses(400, 401),
                },
            },
        },
        async request => {
            const stored = await recordPageViews(
                database.db,
                request.auth!.user.id,
                request.body.views.map(view => ({ path: view.path, at: new Date(view.at) }))
            );
            return ok({ stored });
        }
    );
};
