import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okSchema } from '../../common/contract/envelope';
import { pageViewReportSchema, pageViewsStoredSchema } from '../../common/contract/pageViews';
import { ok } from '../http/envelope';
import { recordPageViews } from '../services/pageViews';
import type { RouteContext } from './context';

/** Page views for the usage statistics, reported by the SPA in batches. Not audited. */
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
                    200: okSchema(pageViewsStoredSchema),
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
