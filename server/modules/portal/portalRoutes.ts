import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_THEME_COLOR, ROLES_BY_PROFILE } from '../../../common/profiles';
import { okSchema } from '../../../common/contract/envelope';
import { portalConfigSchema, type PortalConfig } from '../../../common/contract/portal';
import { ok } from '../../http/envelope';
import type { ServerConfig } from '../../config';
import type { Translate } from '../../shared/i18n';
import type { RouteContext } from '../../shared/routeContext';

/**
 * Public facts the SPA needs before anyone signs in, in the caller's language. The page itself
 * carries them too (see spa.ts), so that the first screen does not wait for this call.
 */
export const portalConfigFor = (config: ServerConfig, t: Translate): PortalConfig => ({
    title: t(`app.title.${config.profile}`),
    profile: config.profile,
    roles: ROLES_BY_PROFILE[config.profile].map(id => ({ id, label: t(`roles.${id}`) })),
    themeColor: DEFAULT_THEME_COLOR[config.profile],
    supportPhone: config.supportPhone,
    contactEmail: config.contactEmail,
    chatWidget: config.chatWidget ?? null,
    session: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
});

/** The deployment configuration, for the SPA. */
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
        async request => ok(portalConfigFor(config, request.t))
    );
};
