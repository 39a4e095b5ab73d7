import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLAIM_DESKS } from '../../../common/claims/desks';
import { dashboardQuery, dashboardSchema } from '../../../common/contract/dashboard';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { DASHBOARD_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import { buildDashboard } from './dashboard';
import type { RouteContext } from '../../shared/routeContext';

/** The dashboard's figures and charts, computed for the caller's role and organisation. */
export const dashboardRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database }) => {
    const desk = CLAIM_DESKS[config.profile];
    app.get(
        '/api/dashboard',
        {
            config: { access: { screen: DASHBOARD_PATH, action: 'view' } },
            schema: {
                tags: ['dashboard'],
                summary: "The caller's figures and charts over a period",
                description:
                    'Admins: users by role and status, sign-ins and refused sign-ins per day, the screens opened most, ' +
                    'open connection requests and the share of each directory table verified in the last 90 days. ' +
                    'Everyone else their own: connections by kind and status (a health plan also the providers it is connected with), ' +
                    "a provider's listing rows by verification state, claims by status bucket received in the period " +
                    '(providers, health plans and the claims desk), the denial reasons of a health plan’s denied claims, and the ' +
                    'claims desk’s open claims by age. Connections and claims are scoped as Connect and claim query scope them.',
                querystring: dashboardQuery,
                response: { 200: okSchema(dashboardSchema), ...errorResponses(400, 401, 403) },
            },
        },
        async request =>
            ok(
                await buildDashboard({
                    db: database.db,
                    profile: config.profile,
                    desk,
                    user: request.auth!.user,
                    period: request.query.period,
                })
            )
    );
};
