import path from 'node:path';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './shared/database';
import { installAuth } from './http/auth';
import { installNoStore } from './http/caching';
import { installRequestContext } from './http/context';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { RequestLog } from './http/logging';
import { installSecurityHeaders } from './http/securityHeaders';
import { openapiOptions } from './http/openapi';
import { serializerCompiler } from './http/serialization';
import { installRequestBudgets } from './http/rateLimit';
import { connectRedis } from './shared/redis';
import { installSessionStateSync } from './http/sessionState';
import { SessionCache, sessionEpoch } from './modules/accounts';
import { validatorCompiler } from './http/validation';
import { accessRoutes } from './modules/administration';
import { auditTrailRoutes } from './modules/administration';
import { claimRoutes } from './modules/claims';
import { claimActionRoutes } from './modules/claimActions';
import { connectionRoutes } from './modules/connections';
import { npiRegistryRoutes } from './modules/npiRegistry';
import { contactRoutes, dashboardRoutes, homeRoutes } from './modules/home';
import { directoryRoutes } from './modules/directory';
import { directoryColumnRoutes } from './modules/directory';
import { directoryGridRoutes } from './modules/directory';
import { docsRoutes } from './modules/portal';
import { healthRoutes } from './modules/portal';
import { linkExcelRoutes } from './modules/linkExcel';
import { myListingRoutes } from './modules/directory';
import { pageViewRoutes } from './modules/administration';
import { portalConfigFor, portalRoutes } from './modules/portal';
import type { RouteContext } from './shared/routeContext';
import { spaRoutes } from './modules/portal';
import { userAccountRoutes } from './modules/accounts';
import { userProfileRoutes } from './modules/accounts';
import { ownSessionRoutes } from './modules/accounts';
import { secondFactorRoutes } from './modules/accounts';
import { userRoutes } from './modules/administration';
import { userSessionRoutes } from './modules/accounts';
import { PUBLIC_DIRECTORY_PREFIX, publicationRoutes, publicDirectoryRoutes } from './modules/publicDirectory';
import { ssoRoutes } from './modules/sso';
import { organisationRoutes } from './modules/organisations';
import { directoryAccuracyRoutes } from './modules/directoryAccuracy';
import { JobScheduler, portalJobs, scheduledJobRoutes } from './modules/scheduledJobs';
import { directoryChangeRoutes, openReportedChange } from './modules/directoryChanges';
import { memberReportRoutes } from './modules/directoryReports';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from './modules/accounts';
import { createAccountMailer } from './modules/accounts';
import { createMailer } from './shared/mail';
import { createSecretBox, loadSecretKey } from './shared/secretBox';
import { BackgroundWork } from './shared/backgroundWork';

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
    const jobs = portalJobs({ mailer, publicUrl: config.publicUrl, profile: config.profile });
    const scheduler = new JobScheduler({ database, databaseUrl: config.databaseUrl, jobs, log: app.log });
    app.decorate('scheduledJobs', scheduler);
    app.addHook('onClose', () => scheduler.stop());

    await app.register(swagger, openapiOptions(config));

    await app.register(healthRoutes, context);
    await app.register(portalRoutes, context);
    await app.register(userSessionRoutes, context);
    await app.register(ssoRoutes, context);
    await app.register(npiRegistryRoutes, context);
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
    await app.register(publicationRoutes, context);
    await app.register(myListingRoutes, context);
    await app.register(directoryAccuracyRoutes, context);
    await app.register(scheduledJobRoutes, context);
    await app.register(directoryChangeRoutes, context);
    await app.register(memberReportRoutes, { ...context, openReportedChange });
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
