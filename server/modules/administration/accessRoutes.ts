import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES_BY_PROFILE } from '../../../common/profiles';
import { ACCESS_PATH, LAYOUT_ROUTES } from '../../../common/routes';
import type { Translate } from '../../shared/i18n';
import { accessChangedSchema, accessChangeSchema, accessMatrixSchema } from '../../../common/contract/access';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { ok } from '../../http/envelope';
import { accessMatrix, changeAccess, grantableRoles } from './access';
import type { RouteContext } from '../../shared/routeContext';

/** The roles × screens matrix and its changes, for admins. */
export const accessRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database }) => {
    app.get(
        '/api/access',
        {
            config: { access: { screen: ACCESS_PATH, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'Who may open which screen',
                description:
                    'Every screen of the route table with, per role, its access now and by default, and the API operations it covers. ' +
                    'Menus, routes and the API all follow it.',
                response: {
                    200: okSchema(accessMatrixSchema),
                    ...errorResponses(401, 403),
                },
            },
        },
        async request => {
            const t = request.t;
            const matrix = await accessMatrix(database.db, config.profile);
            const grantable: readonly string[] = grantableRoles(config.profile);
            const rules = app.accessRules;
            return ok({
                roles: ROLES_BY_PROFILE[config.profile].map(id => ({
                    id,
                    label: t(`roles.${id}`),
                    grantable: grantable.includes(id),
                })),
                screens: matrix.map(({ route, access }) => ({
                    screen: route.path!,
                    title: t(`route.${route.title!}`),
                    group: groupTitle(route.path!, t),
                    locked: Boolean(route.locked),
                    actions: rules
                        .filter(rule => typeof rule.access === 'object' && rule.access.screen === route.path)
                        .map(rule => ({
                            method: rule.method,
                            url: rule.url,
                            action: (rule.access as { action: string }).action,
                        })),
                    access,
                })),
            });
        }
    );

    app.put(
        '/api/access',
        {
            config: { access: { screen: ACCESS_PATH, action: 'edit' } },
            schema: {
                tags: ['administration'],
                summary: "Grant, revoke or reset a role's access to a screen",
                description:
                    'Locked screens and the admin role cannot change. Every change is audited with its before and after.',
                body: accessChangeSchema,
                response: {
                    200: okSchema(accessChangedSchema),
                    ...errorResponses(400, 401, 403),
                },
            },
        },
        async request =>
            ok(await changeAccess(database.db, config.profile, request.body, request.auth!.user, request.origin))
    );
};

const groupTitle = (path: string, t: Translate) => {
    const group = LAYOUT_ROUTES.find(candidate => candidate.children?.some(child => child.path === path));
    return group?.title ? t(`route.${group.title}`) : null;
};
