import { sql } from 'drizzle-orm';
import {
    bigint,
    check,
    index,
    integer,
    pgTable,
    primaryKey,
    text,
    timestamp,
    uniqueIndex,
    uuid,
} from 'drizzle-orm/pg-core';
import type { SessionEndReason, UserStatus } from '../../../common/vocabularies/users';
import type { ApprovalState } from '../../../common/vocabularies/organisations';
import { createdAt } from '../../db/columns';
import { organisations } from '../../db/schema';

/** The accounts: users, their sessions, sign-in throttling, single-use keys and recovery codes. */

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
        /** The organisation the account belongs to, set by an admin's approval; none for admins. */
        organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'restrict' }),
        /** Pending until an admin approves or rejects the account. */
        approval: text('approval').$type<ApprovalState>().notNull().default('pending'),
        /** Why an admin rejected the account (told to the applicant). */
        approvalReason: text('approval_reason'),
    },
    table => [
        uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
        uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
        check('users_status_check', sql`${table.status} in ('pending', 'active', 'locked', 'disabled')`),
        check('users_approval_check', sql`${table.approval} in ('pending', 'approved', 'rejected')`),
        index('users_organisation_idx').on(table.organisationId),
    ]
);

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

/** What a password-check counter counts: one account from one address, one address, one account. */
export const ATTEMPT_SCOPES = ['account', 'address', 'pair'] as const;
export type AttemptScope = (typeof ATTEMPT_SCOPES)[number];

/**
 * Password (and second-factor code) checks per scope over a fixed window, for throttling. Each
 * check is counted under a row lock before it runs, so parallel attempts cannot overrun a budget.
 */
export const signInAttempts = pgTable(
    'sign_in_attempts',
    {
        scope: text('scope').$type<AttemptScope>().notNull(),
        key: text('key').notNull(),
        attempts: integer('attempts').notNull(),
        windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
        lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    },
    table => [
        primaryKey({ columns: [table.scope, table.key] }),
        index('sign_in_attempts_window_idx').on(table.windowStartedAt),
    ]
);

/** Activation, password reset, e-mail change, and the step between password and second factor. */
export const ACCOUNT_KEY_PURPOSES = ['activation', 'reset', 'email_change', 'login_challenge'] as const;
export type AccountKeyPurpose = (typeof ACCOUNT_KEY_PURPOSES)[number];

/** Single-use keys sent by e-mail; only their SHA-256 is stored. */
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
