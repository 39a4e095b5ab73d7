import path from 'node:path';
import { DEFAULT_DISPUTE_DUE_DAYS, DISPUTE_TYPES, type DisputeType } from '../common/claimActions/vocabularies';
import { ALL_ROLES, PROFILES, type Profile } from '../common/profiles';

/** Demo claims on a new database: enough to feel like a real desk, created in seconds. */
export const DEFAULT_DEMO_CLAIMS = 50_000;

/** Everything the server reads from its environment, validated once at start. */
export interface ServerConfig {
    port: number;
    host: string;
    dataDir: string;
    /** PostgreSQL connection string; absent = the embedded database (PGlite) in dataDir. */
    databaseUrl?: string;
    /** The schema owner's connection string, for migrations; absent = databaseUrl's role owns the schema. */
    databaseMigrationUrl?: string;
    profile: Profile;
    /** Redis shared by every server (request budgets); absent = each server counts on its own. */
    redisUrl?: string;
    /** Requests per minute on the whole API from one address / with one session; 0 = no limit. */
    requestsPerMinute: { perAddress: number; perSession: number };
    /** Proxies whose X-Forwarded-For names the client (a load balancer); absent = none. */
    trustProxy?: string[];
    smtpUrl?: string;
    publicUrl: string;
    seed: 'demo' | 'none';
    /** Demo claims created on a database without claims when `seed` is demo. */
    demoClaims: number;
    sessionIdleMinutes: number;
    sessionMaxHours: number;
    /** How long each server trusts a session it read, unless a change moved the epoch; 0 = never. */
    sessionCacheSeconds: number;
    supportPhone: string;
    contactEmail: string;
    /** Sender of every e-mail the portal writes: an address, optionally with a display name. */
    mailFrom: string;
    /** The third-party chat widget's script and origin (for the CSP); absent = no widget. */
    chatWidget?: { scriptUrl: string; origin: string };
    /** Roles whose users must enrol a second factor (TOTP) before using the portal. */
    totpRequiredRoles: string[];
    /** Key for secrets the server reads back (TOTP seeds); absent = one kept in DATA_DIR. */
    secretKey?: Buffer;
    /** Largest document on a claim, and all of a claim's documents together, in bytes. */
    claimDocuments: { maxFileBytes: number; maxClaimBytes: number };
    /** Days the plan has to decide a dispute, by kind of dispute. */
    disputeDueDays: Record<DisputeType, number>;
    logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
    constructor(readonly problems: string[]) {
        super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
        this.name = 'ConfigError';
    }
}

type Env = Record<string, string | undefined>;

const MB = 1024 * 1024;

/** `address@example.org` or `Display Name <address@example.org>`; never a line break (header injection). */
const MAILBOX = /^(?:[^<>@\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/**
 * Reads the configuration from the environment. Every invalid value is reported at once,
 * naming the variable and what it accepts, and nothing starts.
 */
export const loadConfig = (env: Env = process.env, cwd = process.cwd()): ServerConfig => {
    const problems: string[] = [];
    const read = <T>(name: string, fallback: T, parse: (raw: string) => T | undefined, accepted: string): T => {
        const raw = env[name];
        if (raw === undefined || raw === '') return fallback;
        const value = parse(raw);
        if (value === undefined) {
            problems.push(`${name}=${JSON.stringify(raw)} is not valid; accepted values: ${accepted}`);
            return fallback;
        }
        return value;
    };
    const oneOf =
        <T extends string>(values: readonly T[]) =>
        (raw: string): T | undefined =>
            (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
    const integer = (min: number, max: number) => (raw: string) => {
        const value = Number(raw);
        return /^\d+$/.test(raw) && value >= min && value <= max ? value : undefined;
    };
    const url = (protocols: string[]) => (raw: string) => {
        try {
            return protocols.includes(new URL(raw).protocol) ? raw : undefined;
        } catch {
            return undefined;
        }
    };

    const port = read('PORT', 8080, integer(1, 65535), 'a port number from 1 to 65535');
    const host = read('HOST', '127.0.0.1', raw => raw.trim() || undefined, 'a host name or address');
    const config: ServerConfig = {
        port,
        host,
        dataDir: path.resolve(
            cwd,
            read('DATA_DIR', './data', raw => raw, 'a folder path')
        ),
        databaseUrl: read<string | undefined>(
            'DATABASE_URL',
            undefined,
            url(['postgres:', 'postgresql:']),
            'a postgres:// or postgresql:// connection URL'
        ),
        databaseMigrationUrl: read<string | undefined>(
            'DATABASE_MIGRATION_URL',
            undefined,
            url(['postgres:', 'postgresql:']),
            'a postgres:// or postgresql:// connection URL of the role that owns the schema'
        ),
        profile: read('PORTAL_PROFILE', 'healthcare', oneOf(PROFILES), PROFILES.join(', ')),
        redisUrl: read<string | undefined>(
            'REDIS_URL',
            undefined,
            url(['redis:', 'rediss:']),
            'a redis:// or rediss:// URL'
        ),
        requestsPerMinute: {
            perAddress: read(
                'REQUESTS_PER_MINUTE_PER_ADDRESS',
                1200,
                integer(0, 1_000_000),
                'a number from 0 (no limit) to 1000000'
            ),
            perSession: read(
                'REQUESTS_PER_MINUTE_PER_SESSION',
                600,
                integer(0, 1_000_000),
                'a number from 0 (no limit) to 1000000'
            ),
        },
        trustProxy: read<string[] | undefined>(
            'TRUST_PROXY',
            undefined,
            raw => {
                const entries = raw
                    .split(',')
                    .map(entry => entry.trim())
                    .filter(Boolean);
                const named = ['loopback', 'linklocal', 'uniquelocal'];
                const address = /^[0-9a-f:.]+(\/\d{1,3})?$/i;
                return entries.length > 0 && entries.every(entry => named.includes(entry) || address.test(entry))
                    ? entries
                    : undefined;
            },
            'comma-separated addresses or subnets of your load balancers (10.0.0.5, 10.0.0.0/8), or loopback'
        ),
        smtpUrl: read<string | undefined>(
            'SMTP_URL',
            undefined,
            url(['smtp:', 'smtps:']),
            'an smtp:// or smtps:// URL'
        ),
        publicUrl: read(
            'PUBLIC_URL',
            `http://${host}:${port}`,
            raw => url(['http:', 'https:'])(raw)?.replace(/\/+$/, ''),
            'an http:// or https:// URL'
        ),
        seed: read('SEED', 'demo', oneOf(['demo', 'none'] as const), 'demo, none'),
        demoClaims: read(
            'DEMO_CLAIMS',
            DEFAULT_DEMO_CLAIMS,
            integer(0, 1_000_000),
            'a number of claims from 0 to 1000000'
        ),
        sessionIdleMinutes: read('SESSION_IDLE_MINUTES', 30, integer(1, 24 * 60), 'minutes from 1 to 1440'),
        sessionMaxHours: read('SESSION_MAX_HOURS', 12, integer(1, 24 * 7), 'hours from 1 to 168'),
        sessionCacheSeconds: read('SESSION_CACHE_SECONDS', 5, integer(0, 60), 'seconds from 0 to 60'),
        supportPhone: read('SUPPORT_PHONE', '1-800-555-0199', raw => raw.trim() || undefined, 'a phone number'),
        contactEmail: read(
            'CONTACT_EMAIL',
            'support@rxconnect.example',
            raw => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) ? raw : undefined),
            'an e-mail address'
        ),
        mailFrom: read(
            'MAIL_FROM',
            'Rx Connect Portal <no-reply@rxconnect.example>',
            raw => (MAILBOX.test(raw.trim()) ? raw.trim() : undefined),
            'an e-mail address, optionally with a name: Name <address@example.org>'
        ),
        chatWidget: read<ServerConfig['chatWidget']>(
            'CHAT_WIDGET_URL',
            undefined,
            raw => {
                if (!url(['https:', 'http:'])(raw)) return undefined;
                const parsed = new URL(raw);
                // Plain http only on this machine (a widget under test); credentials in a script
                // URL would reach every browser, and nothing needs them.
                const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
                if ((parsed.protocol === 'http:' && !loopback) || parsed.username || parsed.password) {
                    return undefined;
                }
                return { scriptUrl: parsed.href, origin: parsed.origin };
            },
            'an https:// URL of the chat widget script (http:// only on 127.0.0.1), without user name or password'
        ),
        totpRequiredRoles: read(
            'TOTP_REQUIRED_ROLES',
            [],
            raw => {
                const roles = raw
                    .split(',')
                    .map(role => role.trim())
                    .filter(Boolean);
                return roles.every(role => (ALL_ROLES as readonly string[]).includes(role)) ? roles : undefined;
            },
            `a comma-separated list of roles: ${ALL_ROLES.join(', ')}`
        ),
        secretKey: read<Buffer | undefined>(
            'SECRET_KEY',
            undefined,
            raw => {
                const key = Buffer.from(raw, 'base64');
                return key.length === 32 ? key : undefined;
            },
            '32 random bytes in base64 (openssl rand -base64 32)'
        ),
        claimDocuments: {
            maxFileBytes: read('CLAIM_DOCUMENT_MAX_MB', 60, integer(1, 1024), 'megabytes from 1 to 1024') * MB,
            maxClaimBytes: read('CLAIM_DOCUMENTS_MAX_MB', 150, integer(1, 10_240), 'megabytes from 1 to 10240') * MB,
        },
        disputeDueDays: read(
            'DISPUTE_DUE_DAYS',
            DEFAULT_DISPUTE_DUE_DAYS,
            raw => {
                const days = { ...DEFAULT_DISPUTE_DUE_DAYS };
                for (const entry of raw.split(',')) {
                    const [type, count] = entry.split(':').map(part => part.trim());
                    const value = integer(1, 365)(count ?? '');
                    if (!(DISPUTE_TYPES as readonly string[]).includes(type!) || value === undefined) return undefined;
                    days[type as DisputeType] = value;
                }
                return days;
            },
            `type:days pairs, days from 1 to 365, types ${DISPUTE_TYPES.join(', ')} (reconsideration:30,appeal:60)`
        ),
        logLevel: read(
            'LOG_LEVEL',
            'info',
            oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
            'fatal, error, warn, info, debug, trace, silent'
        ),
    };
    if (config.databaseMigrationUrl && !config.databaseUrl) {
        problems.push(
            'DATABASE_MIGRATION_URL is set without DATABASE_URL: it is for PostgreSQL only, with DATABASE_URL naming the role the server works as'
        );
    }
    if (config.claimDocuments.maxFileBytes > config.claimDocuments.maxClaimBytes) {
        problems.push(
            "CLAIM_DOCUMENT_MAX_MB is larger than CLAIM_DOCUMENTS_MAX_MB: one document can never be larger than all of a claim's documents together"
        );
    }
    if (problems.length > 0) throw new ConfigError(problems);
    return config;
};
