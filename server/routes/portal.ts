import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_THEME_COLOR, ROLES_BY_PROFILE } from '../../common/profiles';
import { okSchema, ok } from '../http/envelope';
import type { RouteContext } from './context';

export const portalConfigSchema = z
    .object({
        title: z.string().describe("Product title in the caller's language"),
        profile: z.enum(['healthcare', 'claims']),
        roles: z.array(z.object({ id: z.string(), label: z.string() })),
        themeColor: z.string().describe('Default theme colour of the profile'),
        supportPhone: z.string(),
        contactEmail: z.string().describe('Fixed To address of the contact form'),
        chatWidget: z
            .object({
                scriptUrl: z.string().describe('The chat widget script to load on the layout (CHAT_WIDGET_URL)'),
                origin: z.string().describe("The script's origin, which the Content-Security-Policy allows"),
            })
            .nullable()
            .describe('Null when no chat widget is configured'),
        session: z.object({ idleMinutes: z.number(), maxHours: z.number() }),
    })
    .meta({ id: 'PortalConfig' });

/** Public facts the SPA needs before anyone signs in (design.md §4). */
export const portalRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config }) => {
    app.get(
        '/api/portal/config',
        {
            config: { access: 'public' },
            schema: {
                tags: ['portal'],
                summary: 'Deployment configuration',
                description:
                    'Profile, roles with labels, theme colour, support phone, contact address and chat-widget settings. Needs no token.',
                response: { 200: okSchema(portalConfigSchema) },
            },
        },
        async request =>
            ok({
                title: request.t(`app.title.${config.profile}`),
                profile: config.profile,
                roles: ROLES_BY_PROFILE[config.profile].map(id => ({
                    id,
                    label: request.t(`roles.${id}`),
                })),
                themeColor: DEFAULT_THEME_COLOR[config.profile],
                supportPhone: config.supportPhone,
                contactEmail: config.contactEmail,
                chatWidget: config.chatWidget ?? null,
                session: {
                    idleMinutes: config.sessionIdleMinutes,
                    maxHours: config.sessionMaxHours,
                },
            })
    );
};
