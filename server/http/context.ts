import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ScreenPath } from '../../common/routes';
import type { Locale } from '../../i18n/types';
import type { Origin } from '../shared/audit';
import type { FoundSession } from '../modules/accounts';
import { requestLocale, translator, type Translate } from '../shared/i18n';

/**
 * Who may call a route: anyone; any caller with a live session; or a caller whose role may
 * open a screen of the route table (grants applied), the same rule the menu follows. The
 * screen is one of the route table's constants; the server refuses to start on any other.
 */
export type Access = 'public' | 'session' | { screen: ScreenPath; action: string };

/** One API operation and who may call it: the table the authorization tests walk. */
export interface AccessRule {
    method: string;
    url: string;
    access: Access;
}

declare module 'fastify' {
    interface FastifyInstance {
        accessRules: AccessRule[];
    }
    interface FastifyContextConfig {
        /** Required on every `/api/*` route; checked when the route is registered. */
        access?: Access;
        /** Also accept the token as `?token=` (the legacy form of `/api/user/info`, kept for old clients). */
        queryToken?: boolean;
        /** Open to a user who still has to set up a required second factor. */
        beforeSecondFactor?: boolean;
    }
    interface FastifyRequest {
        locale: Locale;
        t: Translate;
        origin: Origin;
        /** The hash of the request's token once worked out (`requestTokenHash`); null until then. */
        tokenHash: string | undefined | null;
        /** The caller's live session, on `session` routes, with the screen grants read along with it. */
        auth: FoundSession | null;
    }
}

/** Language, translator and origin of each request, set before anything else runs. */
export const installRequestContext = (app: FastifyInstance) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('t', null as unknown as Translate);
    app.decorateRequest('origin', null as unknown as Origin);
    app.decorateRequest('auth', null);
    app.decorateRequest('tokenHash', null);
    // A callback hook: it waits for nothing, and an async one costs a promise on every request.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
        request.locale = requestLocale(request.headers);
        request.t = translator(request.locale);
        request.origin = {
            ip: request.ip,
            userAgent: String(request.headers['user-agent'] ?? ''),
        };
        done();
    });
};
