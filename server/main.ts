import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirError, secureDataDir } from './dataDir';
import { openDatabase } from './shared/database';
import { seedDemoDirectory } from './db/demoDirectory';
import { failureForLog, loggerOptions, startFailureText } from './http/logging';
import {
    DEMO_ACCOUNTS,
    DEMO_PASSWORD,
    ensureProfile,
    loadDemoClaims,
    ProfileMismatchError,
    seedDemoData,
    seedNpiSample,
} from './db/seed';

const STATIC_DIR = fileURLToPath(new URL('../dist', import.meta.url));

const start = async () => {
    const config = loadConfig();
    await secureDataDir(config.dataDir);
    const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        migrationUrl: config.databaseMigrationUrl,
        dataDir: config.dataDir,
    });
    // Once per database, however many servers start at the same moment: the first to take the
    // lock sets up, the others wait their turn and find it done.
    await database.exclusively('setup', async () => {
        await ensureProfile(database.db, config.profile);
        if (config.seed === 'demo') {
            await seedDemoData(database.db, config.profile);
            await seedNpiSample(database.db);
            if (config.profile === 'healthcare') await seedDemoDirectory(database.db);
        }
    });

    const app = await buildApp({
        config,
        database,
        staticDir: STATIC_DIR,
        logger: loggerOptions(config.logLevel),
    });
    const shutdown = async () => {
        // Closing the app stops the background work first, so none of it runs on a closed database.
        await app.close();
        await database.close();
        process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);

    await app.listen({ port: config.port, host: config.host });
    // From here on the process serves: a failure nobody awaited is logged, it does not end it.
    process.on('unhandledRejection', reason =>
        app.log.error({ failure: failureForLog(reason) }, 'a background task failed unhandled')
    );
    const lines = [
        '',
        `Rx Connect Portal (${config.profile} profile) is running at http://${config.host}:${config.port}/`,
        `Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
        `API description: http://${config.host}:${config.port}/api/docs`,
        `Health: http://${config.host}:${config.port}/api/health`,
        `Mail: ${config.smtpUrl ? 'sent through SMTP_URL' : `kept as .eml files in ${path.join(config.dataDir, 'outbox')} (SMTP_URL is not set)`}`,
        `Chat widget: ${config.chatWidget ? config.chatWidget.scriptUrl : 'off (CHAT_WIDGET_URL is not set)'}`,
    ];
    if (config.seed === 'demo') {
        lines.push(
            `Demo accounts, for trying the portal only (password ${DEMO_PASSWORD}):`,
            ...DEMO_ACCOUNTS[config.profile].map(account => `  ${account.username.padEnd(10)} ${account.role}`)
        );
    }
    console.log(lines.join('\n') + '\n');
    // Once the server listens: a job queue that cannot start is retried and shown in /api/health, never fatal.
    app.background.start('scheduledJobs', () => app.scheduledJobs.start());
    if (config.seed === 'demo') {
        app.background.start('demoClaims', work => loadDemoClaims(database, config.profile, config.demoClaims, work));
    }
};

start().catch(error => {
    if (error instanceof ConfigError || error instanceof ProfileMismatchError || error instanceof DataDirError) {
        console.error(error.message);
    } else {
        console.error(startFailureText(error));
    }
    process.exit(1);
});
