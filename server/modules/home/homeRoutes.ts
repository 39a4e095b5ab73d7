import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
    checklistDismissSchema,
    checklistSchema,
    checklistStepParams,
    checklistTickSchema,
    homeSchema,
} from '../../../common/contract/home';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { GETTING_STARTED_PATH, HOME_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import { dismissChecklist, getChecklist, tickStep } from './gettingStarted';
import { getHome } from './home';
import type { RouteContext } from '../../shared/routeContext';

/** Home (what needs the caller's attention) and the getting-started checklist, both the caller's own. */
export const homeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database }) => {
    const { db } = database;
    const { profile } = config;

    app.get(
        '/api/home',
        {
            config: { access: { screen: HOME_PATH, action: 'view' } },
            schema: {
                tags: ['home'],
                summary: 'What needs the caller’s attention now',
                description:
                    'Connection requests waiting for the caller’s answer, their directory listing’s verification (providers), ' +
                    'the getting-started steps left, the latest status changes of the claims they may see and, for a healthcare ' +
                    'provider, the plan’s open requests for documents on its claims. A part is null ' +
                    'when the caller’s role does not open the screen where it is handled.',
                response: { 200: okSchema(homeSchema), ...errorResponses(401, 403) },
            },
        },
        async request => ok(await getHome(db, profile, request.auth!.user, request.locale))
    );

    app.get(
        '/api/gettingStarted',
        {
            config: { access: { screen: GETTING_STARTED_PATH, action: 'view' } },
            schema: {
                tags: ['home'],
                summary: 'The caller’s getting-started checklist',
                description:
                    'The steps of the caller’s role, each done as the portal’s data shows it or as ticked by the caller.',
                response: { 200: okSchema(checklistSchema), ...errorResponses(401, 403) },
            },
        },
        async request => ok(await getChecklist(db, profile, request.auth!.user))
    );

    app.put(
        '/api/gettingStarted/steps/:step',
        {
            config: { access: { screen: GETTING_STARTED_PATH, action: 'tick' } },
            schema: {
                tags: ['home'],
                summary: 'Tick or untick a step confirmed by hand',
                description:
                    '400 for a step not on the caller’s checklist; 409 for a step the portal derives from its data ' +
                    '(it is done by doing it, not by ticking it).',
                params: checklistStepParams,
                body: checklistTickSchema,
                response: { 200: okSchema(checklistSchema), ...errorResponses(400, 401, 403, 409) },
            },
        },
        async request =>
            ok(await tickStep(db, profile, request.auth!.user, request.params.step, request.body.done, request.origin))
    );

    app.put(
        '/api/gettingStarted/dismissed',
        {
            config: { access: { screen: GETTING_STARTED_PATH, action: 'dismiss' } },
            schema: {
                tags: ['home'],
                summary: 'Put the completed checklist away, or show it again',
                description: '409 when putting away a checklist that is not complete.',
                body: checklistDismissSchema,
                response: { 200: okSchema(checklistSchema), ...errorResponses(400, 401, 403, 409) },
            },
        },
        async request =>
            ok(await dismissChecklist(db, profile, request.auth!.user, request.body.dismissed, request.origin))
    );
};
