import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES_BY_PROFILE } from '../../common/profiles';
import { LAYOUT_ROUTES } from '../../common/routes';
import type { Translate } from '../http/i18n';
import { errorResponses, ok, okSchema } from '../http/envelope';
import { accessMatrix, changeAccess, grantableRoles } from '../services/access';
import type { RouteContext } from './context';

const ACCESS_SCREEN = '/access';

const roleAccessSchema = z.object({
    allowed: z.boolean().describe('Whether the role opens the screen now, grants applied'),
    byDefault: z.boolean().describe("What the route table gives the role without any grant"),
});

const screenSchema = z
    .object({
        screen: z.string().describe('Path of the screen in the route table'),
        title: z.string().describe("The screen's title in the caller's language"),
        group: z.string().nullable().describe("Title of the menu group holding it, if any"),
        locked: z.boolean().describe('Access no admin can change: own profile for all, admin screens for admins'),
        actions: z.array(z.object({ method: z.string(), url: z.string(), action: z.string() })).describe(
            'The API operations that need access to this screen'
        ),
        access: z.record(z.string(), roleAccessSchema).describe('Per role'),
    })
    .meta({ id: 'ScreenAccess' });

const changeSchema = z
    .object({
        role: z.string().min(1).max(50),
        screen: z.string().min(1).max(200),
        allowed: z.boolean().nullable().describe('true grants, false revokes, null returns to the default'),
    })
    .strict()
    .meta({ id: 'AccessChange', examples: [{ role: 'healthplan', screen: '/editTable', allowed: true }] });

/** The roles × screens matrix and its changes (issue 5), for admins. */
export const accessRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database }) => {
    app.get(
        '/api/access',
        {
            config: { access: { screen: ACCESS_SCREEN, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'Who may open which screen',
                description:
                    'Every screen of the route table with, per role, its access now and by default, and the API operations it covers. ' +
                    'Menus, routes and the API all follow it.',
                response: {
                    200: okSchema(z.object({ roles: z.array(z.object({ id: z.string(), label: z.string(), grantable: z.boolean() })), screens: z.array(screenSchema) })),
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
            config: { access: { screen: ACCESS_SCREEN, action: 'edit' } },
            schema: {
                tags: ['administration'],
                summary: "Grant, revoke or reset a role's access to a screen",
                description: 'Locked screens and the admin role cannot change. Every change is audited with its before and after.',
                body: changeSchema,
                response: {
                    200: okSchema(z.object({ role: z.string(), screen: z.string(), allowed: z.boolean(), byDefault: z.boolean() })),
                    ...errorResponses(400, 401, 403),
                },
            },
        },
        async request => ok(await changeAccess(database.db, config.profile, request.body, request.auth!.user, request.origin))
    );
};

const groupTitle = (path: string, t: Translate) => {
    const group = LAYOUT_ROUTES.find(candidate => candidate.children?.some(child => child.path === path));
    return group?.title ? t(`route.${group.title}`) : null;
};
