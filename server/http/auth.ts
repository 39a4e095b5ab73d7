import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isScreenPath } from '../../common/routes';
import type { ServerConfig } from '../config';
import type { Db } from '../shared/database';
import { actorOf, recordAudit } from '../shared/audit';
import { AppError, ErrorCode } from '../shared/errors';
import { secondFactorMissing } from '../modules/accounts';
import type { SessionCache } from '../modules/accounts';
import { hashToken, resolveSession, type SessionPolicy } from '../modules/accounts';
import type { Access, AccessRule } from './context';
import { screensOf } from './screens';

/** Routes outside the API contract, described and served by plugins (docs, SPA files). */
const isApiRoute = (url: string) =>
    url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json';

/**
 * Authorization for every endpoint: each `/api/*` route must declare its `access`, naming a
 * screen of the route table if it is guarded by one, or the server refuses to start; the
 * declarations are kept in `app.accessRules`. Session routes get the caller's live session or a
 * refusal; screen routes also need the role's access to the
 * screen, grants applied, and a refusal is audited. A user whose role requires a second factor
 * reaches only the routes marked `beforeSecondFactor` until one is set up; an account an admin has
 * not approved into an organisation reaches only the session routes (its own session and profile).
 */
export const installAuth = (
    app: FastifyInstance,
    db: Db,
    policy: SessionPolicy,
    { profile, totpRequiredRoles }: Pick<ServerConfig, 'profile' | 'totpRequiredRoles'>,
    sessionCache: SessionCache
) => {
    const rules: AccessRule[] = [];
    app.decorate('accessRules', rules);
    app.addHook('onRoute', route => {
        if (!isApiRoute(route.url)) return;
        const access = route.config?.access;
        if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
        if (typeof access === 'object' && !isScreenPath(access.screen)) {
            throw new Error(
                `Route ${String(route.method)} ${route.url} is guarded by "${access.screen}", not a screen of the route table`
            );
        }
        for (const method of [route.method].flat()) {
            if (method !== 'HEAD') rules.push({ method, url: route.url, access });
        }
    });
    const checkCaller = async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
        const tokenHash = requestTokenHash(request);
        if (!tokenHash) throw new AppError(ErrorCode.notSignedIn, 'server.session.missing');
        request.auth = await resolveSession(db, tokenHash, request.origin, policy, new Date(), sessionCache);
        const { user } = request.auth;
        if (secondFactorMissing(user, totpRequiredRoles) && !request.routeOptions.config.beforeSecondFactor) {
            throw new AppError(ErrorCode.forbidden, 'server.totp.setupRequired');
        }
        if (access === 'session') return;
        if (user.approval !== 'approved') {
            await recordAudit(db, request.origin, {
                action: 'access.denied',
                outcome: 'failure',
                actor: actorOf(user),
                targetType: 'endpoint',
                targetId: `${request.method} ${request.routeOptions.url}`,
                reason: `approval_${user.approval}`,
            });
            throw new AppError(ErrorCode.forbidden, `tenancy.${user.approval}`);
        }
        if (!screensOf(profile, user.role, request.auth.grants).includes(access.screen)) {
            await recordAudit(db, request.origin, {
                action: 'access.denied',
                outcome: 'failure',
                actor: actorOf(user),
                targetType: 'endpoint',
                targetId: `${request.method} ${request.routeOptions.url}`,
            });
            throw new AppError(ErrorCode.forbidden, 'server.forbidden');
        }
    };
    // A callback hook: a public route waits for nothing, and an async hook costs a promise each time.
    app.addHook('onRequest', (request, _reply, done) => {
        const access = request.routeOptions.config.access;
        if (!access || access === 'public') return done();
        checkCaller(request, access).then(() => done(), done);
    });
};

/**
 * The SHA-256 of the request's token (what the database and the request budgets know it by),
 * worked out once per request; undefined without a token.
 */
export const requestTokenHash = (request: FastifyRequest): string | undefined => {
    if (request.tokenHash === null) {
        const token = requestToken(request);
        request.tokenHash = token ? hashToken(token) : undefined;
    }
    return request.tokenHash;
};

/** The `X-Token` header, or `?token=` on routes that accept it. */
export const requestToken = (request: FastifyRequest): string | undefined => {
    const header = request.headers['x-token'];
    if (typeof header === 'string' && header) return header;
    const query = request.query as { token?: unknown } | undefined;
    if (request.routeOptions.config.queryToken && typeof query?.token === 'string' && query.token) {
        return query.token;
    }
    return undefined;
};
