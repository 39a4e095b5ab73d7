import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
    it('has the documented defaults', () => {
        const config = loadConfig({}, '/srv/portal');
        expect(config).toMatchObject({
            port: 8080,
            host: '127.0.0.1',
            dataDir: '/srv/portal/data',
            databaseUrl: undefined,
            profile: 'healthcare',
            smtpUrl: undefined,
            publicUrl: 'http://127.0.0.1:8080',
            seed: 'demo',
            sessionIdleMinutes: 30,
            sessionMaxHours: 12,
            sessionCacheSeconds: 5,
            mailFrom: 'Rx Connect Portal <no-reply@rxconnect.example>',
            chatWidget: undefined,
            redisUrl: undefined,
            requestsPerMinute: { perAddress: 1200, perSession: 600 },
            trustProxy: undefined,
            claimDocuments: { maxFileBytes: 60 * 1024 * 1024, maxClaimBytes: 150 * 1024 * 1024 },
            disputeDueDays: { reconsideration: 30, appeal: 60 },
        });
    });

    it('reads every variable', () => {
        const config = loadConfig({
            PORT: '9000',
            HOST: '0.0.0.0',
            DATA_DIR: '/var/lib/portal',
            DATABASE_URL: 'postgres://portal@db:5432/portal',
            PORTAL_PROFILE: 'claims',
            SMTP_URL: 'smtps://mailer:secret@mail.example:465',
            PUBLIC_URL: 'https://portal.example/',
            SEED: 'none',
            SESSION_IDLE_MINUTES: '15',
            SESSION_MAX_HOURS: '8',
            SESSION_CACHE_SECONDS: '0',
            MAIL_FROM: 'Portal Support <help@portal.example>',
            CHAT_WIDGET_URL: 'https://chat.vendor.example:8443/widget/v2.js?key=abc',
            REDIS_URL: 'redis://:secret@cache:6379/2',
            REQUESTS_PER_MINUTE_PER_ADDRESS: '0',
            REQUESTS_PER_MINUTE_PER_SESSION: '90',
            TRUST_PROXY: '10.0.0.0/8, loopback',
        });
        expect(config).toMatchObject({
            port: 9000,
            host: '0.0.0.0',
            dataDir: '/var/lib/portal',
            databaseUrl: 'postgres://portal@db:5432/portal',
            profile: 'claims',
            smtpUrl: 'smtps://mailer:secret@mail.example:465',
            publicUrl: 'https://portal.example',
            seed: 'none',
            sessionIdleMinutes: 15,
            sessionMaxHours: 8,
            sessionCacheSeconds: 0,
            mailFrom: 'Portal Support <help@portal.example>',
            chatWidget: {
                scriptUrl: 'https://chat.vendor.example:8443/widget/v2.js?key=abc',
                origin: 'https://chat.vendor.example:8443',
            },
            redisUrl: 'redis://:secret@cache:6379/2',
            requestsPerMinute: { perAddress: 0, perSession: 90 },
            trustProxy: ['10.0.0.0/8', 'loopback'],
        });
    });

    it('accepts a plain-http chat widget on this machine only (a widget under test)', () => {
        expect(loadConfig({ CHAT_WIDGET_URL: 'http://127.0.0.1:9000/widget.js' }).chatWidget).toEqual({
            scriptUrl: 'http://127.0.0.1:9000/widget.js',
            origin: 'http://127.0.0.1:9000',
        });
    });

    it.each([
        ['PORTAL_PROFILE', 'hospital', 'PORTAL_PROFILE="hospital" is not valid; accepted values: healthcare, claims'],
        ['PORT', '80a', 'PORT="80a" is not valid; accepted values: a port number from 1 to 65535'],
        ['PORT', '70000', 'PORT="70000" is not valid; accepted values: a port number from 1 to 65535'],
        ['SEED', 'yes', 'SEED="yes" is not valid; accepted values: demo, none'],
        [
            'DATABASE_URL',
            'mysql://db/portal',
            'DATABASE_URL="mysql://db/portal" is not valid; accepted values: a postgres:// or postgresql:// connection URL',
        ],
        [
            'SMTP_URL',
            'mail.example',
            'SMTP_URL="mail.example" is not valid; accepted values: an smtp:// or smtps:// URL',
        ],
        [
            'PUBLIC_URL',
            'portal.example',
            'PUBLIC_URL="portal.example" is not valid; accepted values: an http:// or https:// URL',
        ],
        ...[
            'http://chat.vendor.example/widget.js',
            'chat.vendor.example/widget.js',
            'https://user:secret@chat.vendor.example/widget.js',
        ].map(value => [
            'CHAT_WIDGET_URL',
            value,
            `CHAT_WIDGET_URL=${JSON.stringify(value)} is not valid; accepted values: an https:// URL of the chat widget script (http:// only on 127.0.0.1), without user name or password`,
        ]),
        ...['Rx Connect Portal', 'Portal <no-reply>', 'Portal <no-reply@example.org>\r\nBcc: a@b.example'].map(
            value => [
                'MAIL_FROM',
                value,
                `MAIL_FROM=${JSON.stringify(value)} is not valid; accepted values: an e-mail address, optionally with a name: Name <address@example.org>`,
            ]
        ),
    ])('stops on an invalid %s, naming it and the accepted values', (name, value, message) => {
        expect(() => loadConfig({ [name]: value })).toThrowError(message);
    });

    it('takes DATABASE_MIGRATION_URL, the schema owner, only beside DATABASE_URL', () => {
        const owner = 'postgres://portal_owner@db:5432/portal';
        expect(
            loadConfig({ DATABASE_URL: 'postgres://portal_app@db:5432/portal', DATABASE_MIGRATION_URL: owner })
                .databaseMigrationUrl
        ).toBe(owner);
        expect(() => loadConfig({ DATABASE_MIGRATION_URL: owner })).toThrowError(
            'DATABASE_MIGRATION_URL is set without DATABASE_URL: it is for PostgreSQL only, with DATABASE_URL naming the role the server works as'
        );
    });

    it('accepts a bare address as MAIL_FROM', () => {
        expect(loadConfig({ MAIL_FROM: 'no-reply@portal.example' }).mailFrom).toBe('no-reply@portal.example');
    });

    it('reads the document limits and the dispute due days, a kind left out keeping its default', () => {
        const config = loadConfig({
            CLAIM_DOCUMENT_MAX_MB: '10',
            CLAIM_DOCUMENTS_MAX_MB: '25',
            DISPUTE_DUE_DAYS: 'appeal: 45',
        });
        expect(config.claimDocuments).toEqual({ maxFileBytes: 10 * 1024 * 1024, maxClaimBytes: 25 * 1024 * 1024 });
        expect(config.disputeDueDays).toEqual({ reconsideration: 30, appeal: 45 });
    });

    it.each([
        [
            { CLAIM_DOCUMENT_MAX_MB: '0' },
            /CLAIM_DOCUMENT_MAX_MB="0" is not valid; accepted values: megabytes from 1 to 1024/,
        ],
        [{ CLAIM_DOCUMENTS_MAX_MB: '2MB' }, /CLAIM_DOCUMENTS_MAX_MB="2MB" is not valid/],
        [{ CLAIM_DOCUMENT_MAX_MB: '200' }, /CLAIM_DOCUMENT_MAX_MB is larger than CLAIM_DOCUMENTS_MAX_MB/],
        [
            { DISPUTE_DUE_DAYS: 'grievance:30' },
            /DISPUTE_DUE_DAYS="grievance:30" is not valid; accepted values: type:days/,
        ],
        [{ DISPUTE_DUE_DAYS: 'appeal:0' }, /DISPUTE_DUE_DAYS="appeal:0" is not valid/],
    ])('refuses %o, naming the variable', (env, message) => {
        expect(() => loadConfig(env)).toThrow(message);
    });

    it('reports every invalid variable at once', () => {
        try {
            loadConfig({ PORT: 'x', SEED: 'maybe', REDIS_URL: 'http://cache', TRUST_PROXY: 'the balancer' });
            expect.unreachable();
        } catch (error) {
            expect(error).toBeInstanceOf(ConfigError);
            expect((error as ConfigError).problems).toHaveLength(4);
            expect((error as ConfigError).problems.join('\n')).toMatch(
                /REDIS_URL="http:\/\/cache" is not valid; accepted values: a redis:\/\/ or rediss:\/\/ URL/
            );
        }
    });
});
