import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProfileMapping, RoleMapping, SsoProtocol } from '../../../common/contract/sso';
import { organisations, sessions, users } from '../../db/schema';

/**
 * Single sign-on: the identity providers admins configure, the subjects they vouch for linked to
 * portal users, the sign-ins under way, the SAML assertions already used and the sessions SSO opened.
 */

/** What a provider needs besides its secrets: OIDC issuer and client, or the SAML IdP's metadata. */
export interface ProviderSettings {
    /** OIDC: the issuer URL its discovery document is read from. */
    issuer?: string;
    clientId?: string;
    scopes?: string[];
    /** SAML: where the IdP metadata was read from, when given as a URL. */
    metadataUrl?: string;
    /** SAML: the IdP metadata as given (or as read from the URL). */
    metadataXml?: string;
}

export const identityProviders = pgTable(
    'identity_providers',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        protocol: text('protocol').$type<SsoProtocol>().notNull(),
        name: text('name').notNull(),
        enabled: boolean('enabled').notNull().default(true),
        /** Lower-case e-mail domains whose users this provider signs in. */
        emailDomains: jsonb('email_domains').$type<string[]>().notNull().default([]),
        settings: jsonb('settings').$type<ProviderSettings>().notNull(),
        /** The OIDC client secret, sealed with the server key; never answered. */
        clientSecretSealed: text('client_secret_sealed'),
        /** SAML: the portal's own decryption key for this IdP, sealed, and its certificate (in the SP metadata). */
        spPrivateKeySealed: text('sp_private_key_sealed'),
        spCertificate: text('sp_certificate'),
        roleMapping: jsonb('role_mapping').$type<RoleMapping>().notNull(),
        profileMapping: jsonb('profile_mapping').$type<ProfileMapping>().notNull().default({}),
        createUsers: boolean('create_users').notNull().default(false),
        /** Whether a first sign-in may link the local account of the same verified e-mail. */
        linkLocalAccounts: boolean('link_local_accounts').notNull().default(false),
        /** Whether users of the roles this provider gives may still sign in with a password. */
        localPasswords: boolean('local_passwords').notNull().default(true),
        /** The organisation the accounts this provider creates are admitted into. */
        organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'restrict' }),
        createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [check('identity_providers_protocol_check', sql`${table.protocol} in ('oidc', 'saml')`)]
);

/** A subject of a provider (OIDC iss + sub, SAML IdP entity + NameID) and the portal user it is. */
export const ssoIdentities = pgTable(
    'sso_identities',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        providerId: uuid('provider_id')
            .notNull()
            .references(() => identityProviders.id, { onDelete: 'cascade' }),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        issuer: text('issuer').notNull(),
        subject: text('subject').notNull(),
        createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
        lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    },
    table => [
        uniqueIndex('sso_identities_subject_key').on(table.providerId, table.issuer, table.subject),
        index('sso_identities_user_idx').on(table.userId),
    ]
);

/**
 * A sign-in sent to a provider and not back yet: what the answer must match (OIDC state, nonce and
 * PKCE verifier; the SAML request id) and the browser that started it (a cookie's hash).
 */
export const ssoAttempts = pgTable(
    'sso_attempts',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        providerId: uuid('provider_id')
            .notNull()
            .references(() => identityProviders.id, { onDelete: 'cascade' }),
        browserKeyHash: text('browser_key_hash').notNull(),
        state: text('state'),
        nonce: text('nonce'),
        codeVerifier: text('code_verifier'),
        requestId: text('request_id'),
        /** The portal route to open after signing in. */
        redirect: text('redirect').notNull().default(''),
        createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
        expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
        usedAt: timestamp('used_at', { withTimezone: true }),
    },
    table => [uniqueIndex('sso_attempts_request_id_key').on(table.requestId)]
);

/** SAML assertion ids already accepted, kept until they would have expired anyway. */
export const ssoUsedAssertions = pgTable('sso_used_assertions', {
    assertionKey: text('assertion_key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The sessions a provider opened: the top bar names it, sign-out offers its logout. */
export const ssoSessions = pgTable('sso_sessions', {
    sessionId: uuid('session_id')
        .primaryKey()
        .references(() => sessions.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
        .notNull()
        .references(() => identityProviders.id, { onDelete: 'cascade' }),
    /** OIDC: the ID token, sealed, as the logout hint. */
    idTokenSealed: text('id_token_sealed'),
    /** SAML: NameID and session index for single logout. */
    nameId: text('name_id'),
    sessionIndex: text('session_index'),
});
