import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { loggerOptions } from './http/logging';
import {
    DEMO_ACCOUNTS,
    DEMO_PASSWORD,
    ensureProfile,
    ProfileMismatchError,
    seedDemoData,
    seedNpiSample,
} from './db/seed';

const STATIC_DIR = fileURLToPath(new URL('../dist', import.meta.url));

const start = async () => {
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await ensureProfile(database.db, config.profile);
    if (config.seed === 'demo') {
        await seedDemoData(database.db, config.profile);
        await seedNpiSample(database.db);
    }

    const app = await buildApp({
        config,
        database,
        staticDir: STATIC_DIR,
        logger: loggerOptions(config.logLevel),
    });
    const shutdown = async () => {
        await app.close();
        await database.close();
        process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);

    await app.listen({ port: config.port, host: config.host });
    const lines = [
        '',
        `Rx Connect Portal (${config.profile} profile) is running at http://${config.host}:${config.port}/`,
        `Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
        `API description: http://${config.host}:${config.port}/api/docs`,
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
};

start().catch(error => {
    if (error instanceof ConfigError || error instanceof ProfileMismatchError) {
        console.error(error.message);
    } else {
        console.error('The portal could not start:', error);
    }
    process.exit(1);
});
