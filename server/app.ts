import path from 'node:path';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { installAuth } from './http/auth';
import { installNoStore } from './http/caching';
import { installRequestContext } from './http/context';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { RequestLog } from './http/logging';
import { installSecurityHeaders } from './http/securityHeaders';
import { openapiOptions } from './http/openapi';
import { serializerCompiler } from './http/serialization';
import { installRequestBudgets } from './http/rateLimit';
import { connectRedis } from './db/redis';
import { installSessionStateSync } from './http/sessionState';
import { SessionCache, sessionEpoch } from './services/sessionCache';
import { validatorCompiler } from './http/validation';
import { accessRoutes } from './routes/access';
import { auditTrailRoutes } from './routes/auditTrail';
import { claimRoutes } from './routes/claims';
import { claimActionRoutes } from './modules/claimActions';
import { connectionRoutes } from './modules/connections';
import { dashboardRoutes } from './routes/dashboard';
import { contactRoutes } from './routes/contact';
import { directoryRoutes } from './routes/directory';
import { directoryColumnRoutes } from './routes/directoryColumns';
import { directoryGridRoutes } from './routes/directoryGrid';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { linkExcelRoutes } from './routes/linkExcel';
import { myListingRoutes } from './routes/myListing';
import { pageViewRoutes } from './routes/pageViews';
import { portalConfigFor, portalRoutes } from './routes/portal';
import type { RouteContext } from './routes/context';
import { spaRoutes } from './routes/spa';
import { userAccountRoutes } from './routes/userAccount';
import { userProfileRoutes } from './routes/userProfile';
import { ownSessionRoutes } from './routes/ownSessions';
import { secondFactorRoutes } from './routes/secondFactor';
import { userRoutes } from './routes/users';
import { userSessionRoutes } from './routes/userSession';
import { PUBLIC_DIRECTORY_PREFIX, publicDirectoryRoutes } from './modules/publicDirectory';
import { ssoRoutes } from './modules/sso';
import { organisationRoutes } from './modules/organisations';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from './services/loginThrottle';
import { createAccountMailer } from './services/accountMail';
import { createMailer } from './services/mail';
import { createSecretBox, loadSecretKey } from './services/secretBox';
import { BackgroundWork } from './services/backgroundWork';

declare module 'fastify' {
    interface FastifyInstance {
        /** Work this server does after it listens; stopped when the app closes. */
        background: BackgroundWork;
    }
}

export interface AppOptions {
    config: ServerConfig;
    database: Database;
    /** Folder of the built SPA; absent = API only. */
    staticDir?: string;
    throttle?: ThrottlePolicy;
    logger?: FastifyServerOptions['logger'];
    /** Where mail is kept without SMTP_URL; default `<DATA_DIR>/outbox`. */
    outboxDir?: string;
}

/** Bodies beyond this are refused before parsing; uploads get their own limits. */
const BODY_LIMIT = 256 * 1024;

/**
 * The Content-Security-Policy: everything from the portal itself, no inline script, no framing.
 * A configured chat widget's origin (and only it) may add scripts, styles, images, frames and calls.
 */
export const contentSecurityDirectives = (config: Pick<ServerConfig, 'chatWidget'>) => {
    const widget = config.chatWidget ? [config.chatWidget.origin] : [];
    return {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...widget],
        // MUI writes its styles at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'", ...widget],
        imgSrc: ["'self'", 'data:', ...widget],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...widget],
        ...(widget.length > 0 ? { frameSrc: ["'self'", ...widget] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
    };
};

export const buildApp = async ({
    config,
    database,
    staticDir,
    throttle,
    logger = false,
    outboxDir = path.join(config.dataDir, 'outbox'),
}: AppOptions) => {
    const app = Fastify({
        logger,
        logController: new RequestLog(),
        bodyLimit: BODY_LIMIT,
        trustProxy: config.trustProxy ?? false,
        frameworkErrors,
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    const background = new BackgroundWork(app.log);
    app.decorate('background', background);
    app.addHook('onClose', () => background.stop());
    const shared = await connectRedis(config.redisUrl, app.log);
    app.addHook('onClose', () => shared.close());
    const sessionCache = new SessionCache(sessionEpoch(shared, app.log), {
        maxAgeMs: config.sessionCacheSeconds * 1000,
        maxEntries: 10_000,
    });
    installSessionStateSync(app, database.sessionWrites, sessionCache);
    await installSecurityHeaders(app, {
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
        hsts: config.publicUrl.startsWith('https:'),
    });
    installRequestContext(app);
    installErrorHandling(app);
    installNoStore(app);
    const budgets = await installRequestBudgets(app, shared, config.requestsPerMinute);

    const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom, log: app.log });
    const context: RouteContext = {
        config,
        database,
        authPolicy: {
            session: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
            throttle: throttle ?? DEFAULT_THROTTLE,
        },
        mailer,
        accountMailer: createAccountMailer({
            mailer,
            publicUrl: config.publicUrl,
            profile: config.profile,
        }),
        secretBox: createSecretBox(await loadSecretKey(config.secretKey, config.dataDir)),
        shared,
        budgets,
        background,
    };
    installAuth(app, database.db, context.authPolicy.session, config, sessionCache);

    await app.register(swagger, openapiOptions(config));

    await app.register(healthRoutes, context);
    await app.register(portalRoutes, context);
    await app.register(userSessionRoutes, context);
    await app.register(ssoRoutes, context);
    await app.register(userAccountRoutes, context);
    await app.register(userProfileRoutes, context);
    await app.register(ownSessionRoutes, context);
    await app.register(secondFactorRoutes, context);
    await app.register(contactRoutes, context);
    await app.register(pageViewRoutes, context);
    await app.register(accessRoutes, context);
    await app.register(userRoutes, context);
    await app.register(organisationRoutes, context);
    await app.register(auditTrailRoutes, context);
    await app.register(claimRoutes, context);
    await app.register(claimActionRoutes, context);
    await app.register(linkExcelRoutes, context);
    await app.register(directoryRoutes, context);
    await app.register(directoryColumnRoutes, context);
    await app.register(directoryGridRoutes, context);
    await app.register(myListingRoutes, context);
    await app.register(connectionRoutes, context);
    await app.register(dashboardRoutes, context);
    await app.register(homeRoutes, context);
    await app.register(docsRoutes);
    await app.register(publicDirectoryRoutes, { ...context, prefix: PUBLIC_DIRECTORY_PREFIX });
    if (staticDir) {
        await app.register(spaRoutes, { root: staticDir, pageConfig: request => portalConfigFor(config, request.t) });
    }
    return app;
};
