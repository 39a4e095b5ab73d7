import { sql } from 'drizzle-orm';
import {
    bigint,
    bigserial,
    boolean,
    check,
    index,
    integer,
    jsonb,
    pgTable,
    primaryKey,
    text,
    timestamp,
    uniqueIndex,
    uuid,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL 15+. Migrations are generated from this file with
 * `npm run db:generate` (drizzle-kit) and applied at start.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const USER_STATUSES = ['pending', 'active', 'locked', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
    'users',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        username: text('username').notNull(),
        email: text('email').notNull(),
        passwordHash: text('password_hash').notNull(),
        firstName: text('first_name').notNull(),
        lastName: text('last_name').notNull(),
        role: text('role').notNull(),
        orgType: text('org_type').notNull(),
        /** Practice, plan or company name. */
        orgName: text('org_name').notNull().default(''),
        /** NPI, for providers. */
        providerId: text('provider_id'),
        /** Health plan name, for health-plan users. */
        planName: text('plan_name'),
        avatar: text('avatar').notNull().default(''),
        introduction: text('introduction').notNull().default(''),
        status: text('status').$type<UserStatus>().notNull().default('pending'),
        language: text('language').notNull().default('en'),
        createdAt: createdAt(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
        /** TOTP secret, encrypted with the server key (AES-256-GCM); null without a second factor. */
        totpSecret: text('totp_secret'),
        /** Set once the user proved the authenticator works; the factor is then required. */
        totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
        /** The last time step accepted, so a code is never accepted twice. */
        totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    },
    table => [
        uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
        uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
        check(
            'users_status_check',
            sql`${table.status} in ('pending', 'active', 'locked', 'disabled')`
        ),
    ]
);

export const SESSION_END_REASONS = ['logout', 'expired', 'idle', 'revoked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const sessions = pgTable(
    'sessions',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        /** SHA-256 of the token; the token itself is never stored. */
        tokenHash: text('token_hash').notNull(),
        createdAt: createdAt(),
        lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
        expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
        endedAt: timestamp('ended_at', { withTimezone: true }),
        endReason: text('end_reason').$type<SessionEndReason>(),
        ip: text('ip').notNull().default(''),
        userAgent: text('user_agent').notNull().default(''),
    },
    table => [
        uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
        index('sessions_user_id_idx').on(table.userId),
    ]
);

/** Failed sign-ins, for throttling per account and per address. */
export const loginFailures = pgTable(
    'login_failures',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        accountKey: text('account_key').notNull(),
        ip: text('ip').notNull(),
        failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [
        index('login_failures_account_idx').on(table.accountKey, table.failedAt),
        index('login_failures_ip_idx').on(table.ip, table.failedAt),
    ]
);

/** Append-only: a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
    'audit_log',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
        actorId: uuid('actor_id'),
        actorUsername: text('actor_username'),
        actorRole: text('actor_role'),
        action: text('action').notNull(),
        targetType: text('target_type'),
        targetId: text('target_id'),
        /** Before/after of changed fields; never secrets. */
        changes: jsonb('changes'),
        outcome: text('outcome').$type<'success' | 'failure'>().notNull(),
        reason: text('reason'),
        ip: text('ip').notNull().default(''),
        userAgent: text('user_agent').notNull().default(''),
    },
    table => [
        index('audit_log_at_idx').on(table.at),
        index('audit_log_actor_idx').on(table.actorId, table.at),
        index('audit_log_target_idx').on(table.targetType, table.targetId, table.at),
    ]
);

/** Facts about the deployment the database belongs to, such as its profile. */
export const portalMeta = pgTable('portal_meta', {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
});

export const CONTACT_DELIVERIES = ['pending', 'sent', 'kept_in_outbox', 'failed'] as const;
export type ContactDelivery = (typeof CONTACT_DELIVERIES)[number];

/**
 * Requests sent with the Contact Us form, kept whether or not the e-mail to support went out.
 * `pending` only while the mail server is being asked (or if the server stopped meanwhile).
 */
export const contactRequests = pgTable(
    'contact_requests',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        /** The address the user asked to be answered at (Reply-To of the e-mail). */
        email: text('email').notNull(),
        subject: text('subject').notNull(),
        description: text('description').notNull(),
        createdAt: createdAt(),
        delivery: text('delivery').$type<ContactDelivery>().notNull().default('pending'),
        /** Why the e-mail could not be sent, when it could not. */
        error: text('error'),
    },
    table => [
        index('contact_requests_user_idx').on(table.userId, table.createdAt),
        check(
            'contact_requests_delivery_check',
            sql`${table.delivery} in ('pending', 'sent', 'kept_in_outbox', 'failed')`
        ),
    ]
);

/** Screens opened in the SPA, reported in batches: usage statistics, not an audit trail. */
export const pageViews = pgTable(
    'page_views',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        path: text('path').notNull(),
        viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    },
    table => [index('page_views_viewed_at_idx').on(table.viewedAt)]
);

/** Screens an admin granted to (or took from) a role, over the route table's defaults (issue 5). */
export const accessGrants = pgTable(
    'access_grants',
    {
        role: text('role').notNull(),
        screen: text('screen').notNull(),
        allowed: boolean('allowed').notNull(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.role, table.screen] })]
);

/** Activation, password reset, e-mail change, and the step between password and second factor. */
export const ACCOUNT_KEY_PURPOSES = ['activation', 'reset', 'email_change', 'login_challenge'] as const;
export type AccountKeyPurpose = (typeof ACCOUNT_KEY_PURPOSES)[number];

/** Single-use keys sent by e-mail (issue 4); only their SHA-256 is stored. */
export const accountKeys = pgTable(
    'account_keys',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        purpose: text('purpose').$type<AccountKeyPurpose>().notNull(),
        keyHash: text('key_hash').notNull(),
        /** For an e-mail change: the address being confirmed. */
        newEmail: text('new_email'),
        createdAt: createdAt(),
        expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
        usedAt: timestamp('used_at', { withTimezone: true }),
    },
    table => [
        uniqueIndex('account_keys_key_hash_key').on(table.keyHash),
        index('account_keys_user_idx').on(table.userId, table.purpose),
        check(
            'account_keys_purpose_check',
            sql`${table.purpose} in ('activation', 'reset', 'email_change', 'login_challenge')`
        ),
    ]
);

/** The NPPES registry the portal checks NPIs against (issue 4), loaded by `npm run import:npi`. */
export const npiRegistry = pgTable(
    'npi_registry',
    {
        npi: text('npi').primaryKey(),
        /** 1 individual, 2 organisation (NPPES "Entity Type Code"). */
        entityType: integer('entity_type').notNull(),
        firstName: text('first_name'),
        lastName: text('last_name'),
        middleName: text('middle_name'),
        credential: text('credential'),
        organizationName: text('organization_name'),
        taxonomyCode: text('taxonomy_code'),
        addressLine1: text('address_line1'),
        addressLine2: text('address_line2'),
        city: text('city'),
        state: text('state'),
        postalCode: text('postal_code'),
        phone: text('phone'),
        lastUpdated: text('last_updated'),
        deactivated: boolean('deactivated').notNull().default(false),
        importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [index('npi_registry_last_name_idx').on(table.lastName)]
);

/** Recovery codes of a TOTP second factor, each usable once; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
    'recovery_codes',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        codeHash: text('code_hash').notNull(),
        usedAt: timestamp('used_at', { withTimezone: true }),
    },
    table => [index('recovery_codes_user_idx').on(table.userId)]
);
