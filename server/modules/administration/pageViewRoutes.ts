import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { pageViewReportSchema, pageViewsStoredSchema } from '../../../common/contract/pageViews';
import { ok } from '../../http/envelope';
import { recordPageViews } from './pageViews';
import type { RouteContext } from '../../shared/routeContext';

/**
 * Reports one user may send per minute: the SPA sends its queue every 10 seconds or at 20 views,
 * so a few tabs stay well inside, and a script cannot fill the table or slow the dashboard.
 */
export const PAGE_VIEW_REPORTS_PER_MINUTE = 30;

/** Page views for the usage statistics, reported by the SPA in batches. Not audited. */
export const pageViewRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database, budgets }) => {
    app.post(
        '/api/pageviews',
        {
            config: { access: 'session' },
            schema: {
                tags: ['statistics'],
                summary: 'Report page views',
                description:
                    "Stores 1 to 50 page views for the signed-in user, all or none. Each `path` starts with '/' and has no query " +
                    "string (a '?' is refused, not stripped) and is a screen of the portal's route table, stored as that screen " +
                    '(`/audits/42` as `/audits/:id`); each `at` is at most 24 hours old and at most 1 minute in the future. ' +
                    `400 names the first invalid field, e.g. \`views.3.at\`; 429 after ${PAGE_VIEW_REPORTS_PER_MINUTE} reports in a minute from one user.`,
                body: pageViewReportSchema,
                response: {
                    200: okSchema(pageViewsStoredSchema),
                    ...errorResponses(400, 401, 429, 503),
                },
            },
        },
        async request => {
            // Statistics are expendable: when the shared count cannot be reached, the report is refused.
            await budgets.take(
                request,
                `pageviews|${request.auth!.user.id}`,
                { max: PAGE_VIEW_REPORTS_PER_MINUTE, windowMinutes: 1 },
                true
            );
            const stored = await recordPageViews(
                database.db,
                request.auth!.user.id,
                request.body.views.map(view => ({ path: view.path, at: new Date(view.at) }))
            );
            return ok({ stored });
        }
    );
};
