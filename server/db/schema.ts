import { sql } from 'drizzle-orm';
import {
    bigint,
    bigserial,
    boolean,
    check,
    index,
    integer,
    date,
    jsonb,
    numeric,
    pgTable,
    primaryKey,
    text,
    timestamp,
    uniqueIndex,
    uuid,
} from 'drizzle-orm/pg-core';
import type { AuditChanges } from '../../common/contract/auditTrail';
import type { AuditOutcome } from '../../common/vocabularies/audit';
import type { SessionEndReason, UserStatus } from '../../common/vocabularies/users';
import type { ApprovalState } from '../../common/vocabularies/organisations';
import { organisations } from '../modules/organisations/tables';

/**
 * One schema for PGlite and PostgreSQL 15+. Migrations are generated from this file with
 * `npm run db:generate` (drizzle-kit) and applied at start.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
        changes: jsonb('changes').$type<AuditChanges>(),
        outcome: text('outcome').$type<AuditOutcome>().notNull(),
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

/** Screens an admin granted to (or took from) a role, over the route table's defaults. */
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

/** The NPPES registry the portal checks NPIs against, loaded by `npm run import:npi`. */
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

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * Claims of both deployments: healthcare (medical and pharmacy) and cargo claims in
 * one table, each kind using its columns (common/claims/desks.ts says which). `codes` holds every
 * code the claim carries as `<family>:<code>` (CARC:45, RARC:N130, PROC:99213, ICD:E11.9…) so
 * that one index answers the code filters.
 */
export const claims = pgTable(
    'claims',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        kind: text('kind').notNull(),
        claimNumber: text('claim_number').notNull(),
        status: text('status').notNull(),
        bucket: text('bucket').notNull(),
        receivedOn: date('received_on').notNull(),
        adjudicatedOn: date('adjudicated_on'),
        paidOn: date('paid_on'),
        billed: money('billed').notNull(),
        allowed: money('allowed'),
        paid: money('paid').notNull().default(0),
        patientResponsibility: money('patient_responsibility').notNull().default(0),
        currency: text('currency').notNull().default('USD'),
        codes: text('codes')
            .array()
            .notNull()
            .default(sql`'{}'::text[]`),
        diagnosisCodes: text('diagnosis_codes')
            .array()
            .notNull()
            .default(sql`'{}'::text[]`),
        patientControlNumber: text('patient_control_number'),
        claimType: text('claim_type'),
        frequency: text('frequency'),
        memberId: text('member_id'),
        patientName: text('patient_name'),
        patientBirthDate: date('patient_birth_date'),
        billingNpi: text('billing_npi'),
        renderingNpi: text('rendering_npi'),
        prescriberNpi: text('prescriber_npi'),
        pharmacyNpi: text('pharmacy_npi'),
        payerName: text('payer_name'),
        planName: text('plan_name'),
        lineOfBusiness: text('line_of_business'),
        serviceFrom: date('service_from'),
        serviceTo: date('service_to'),
        placeOfService: text('place_of_service'),
        rxNumber: text('rx_number'),
        ndc: text('ndc'),
        manufacturer: text('manufacturer'),
        payerClaimStatus: text('payer_claim_status'),
        policyNumber: text('policy_number'),
        insured: text('insured'),
        forwarder: text('forwarder'),
        transportDocument: text('transport_document'),
        transportMode: text('transport_mode'),
        shipper: text('shipper'),
        consignee: text('consignee'),
        conveyance: text('conveyance'),
        origin: text('origin'),
        destination: text('destination'),
        lossOn: date('loss_on'),
        lossType: text('loss_type'),
        commodity: text('commodity'),
        surveyReport: text('survey_report'),
        assignedAdjuster: text('assigned_adjuster'),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [
        uniqueIndex('claims_claim_number_key').on(table.claimNumber),
        // The first page of a search is the newest received claims: keyset order (received_on, id).
        index('claims_received_idx').on(table.receivedOn, table.id),
        index('claims_bucket_received_idx').on(table.bucket, table.receivedOn, table.id),
        // A provider's searches narrow by NPI, then status bucket and received dates: the count of a
        // page reads these indexes alone. A search by NPI reads the billing claims, then the rendering
        // claims not billed by the same NPI: the billing NPI in the rendering index lets that second
        // part be counted from the index too.
        index('claims_billing_npi_bucket_idx').on(table.billingNpi, table.bucket, table.receivedOn, table.id),
        index('claims_rendering_npi_bucket_idx').on(
            table.renderingNpi,
            table.bucket,
            table.receivedOn,
            table.id,
            table.billingNpi
        ),
        index('claims_plan_idx').on(table.planName, table.bucket, table.receivedOn, table.id),
        index('claims_manufacturer_idx').on(table.manufacturer, table.receivedOn, table.id),
        index('claims_forwarder_idx').on(table.forwarder, table.bucket, table.receivedOn, table.id),
        index('claims_member_idx').on(table.memberId),
        // A remittance (835) names the claim by the provider's patient control number when the payer's is unknown.
        index('claims_patient_control_idx').on(table.patientControlNumber),
        index('claims_policy_idx').on(table.policyNumber),
        index('claims_transport_document_idx').on(table.transportDocument),
        index('claims_codes_idx').using('gin', table.codes),
    ]
);

/** Service lines (healthcare) or cargo items of a claim. */
export const claimLines = pgTable(
    'claim_lines',
    {
        claimId: bigint('claim_id', { mode: 'number' })
            .notNull()
            .references(() => claims.id, { onDelete: 'cascade' }),
        lineNumber: integer('line_number').notNull(),
        serviceDate: date('service_date'),
        code: text('code'),
        modifiers: text('modifiers')
            .array()
            .notNull()
            .default(sql`'{}'::text[]`),
        description: text('description'),
        quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull().default(1),
        billed: money('billed').notNull(),
        allowed: money('allowed'),
        paid: money('paid'),
    },
    table => [primaryKey({ columns: [table.claimId, table.lineNumber] })]
);

/** CAS adjustments (group, reason, amount) and cargo deductions; billed = paid + Σ amount. */
export const claimAdjustments = pgTable(
    'claim_adjustments',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        claimId: bigint('claim_id', { mode: 'number' })
            .notNull()
            .references(() => claims.id, { onDelete: 'cascade' }),
        lineNumber: integer('line_number'),
        groupCode: text('group_code'),
        reasonCode: text('reason_code').notNull(),
        remarkCodes: text('remark_codes')
            .array()
            .notNull()
            .default(sql`'{}'::text[]`),
        amount: money('amount').notNull(),
    },
    table => [index('claim_adjustments_claim_idx').on(table.claimId)]
);

/** Every status a claim went through, with when. */
export const claimStatusHistory = pgTable(
    'claim_status_history',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        claimId: bigint('claim_id', { mode: 'number' })
            .notNull()
            .references(() => claims.id, { onDelete: 'cascade' }),
        status: text('status').notNull(),
        at: timestamp('at', { withTimezone: true }).notNull(),
        note: text('note'),
        actor: text('actor'),
    },
    table => [index('claim_status_history_claim_idx').on(table.claimId, table.at)]
);

/** Documents received for a cargo claim (survey report, invoice, bill of lading…). */
export const claimDocuments = pgTable(
    'claim_documents',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        claimId: bigint('claim_id', { mode: 'number' })
            .notNull()
            .references(() => claims.id, { onDelete: 'cascade' }),
        name: text('name').notNull(),
        type: text('type').notNull(),
        receivedOn: date('received_on').notNull(),
    },
    table => [index('claim_documents_claim_idx').on(table.claimId)]
);

/** A user's named claim searches: the query screen's filter and sort as they were saved. */
export const savedClaimSearches = pgTable(
    'saved_claim_searches',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        name: text('name').notNull(),
        filter: jsonb('filter').notNull(),
        sort: jsonb('sort').notNull(),
        createdAt: createdAt(),
    },
    table => [uniqueIndex('saved_claim_searches_user_name_key').on(table.userId, sql`lower(${table.name})`)]
);

/**
 * Provider directory tables: each a name, a description and its ordered, typed
 * columns (`ColumnDefinition[]`, common/directory/columns.ts) — configuration, not DDL.
 * `definitionVersion` grows with every change of name, description or columns.
 */
export const directoryTables = pgTable(
    'directory_tables',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        name: text('name').notNull(),
        description: text('description').notNull().default(''),
        /** The template it was made from: practitioner, pharmacy, …, blank or spreadsheet. */
        template: text('template').notNull().default('blank'),
        columns: jsonb('columns').notNull(),
        definitionVersion: integer('definition_version').notNull().default(1),
        createdAt: createdAt(),
        createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
        /** Last time rows were brought in from a spreadsheet (/linkExcel). */
        lastImportAt: timestamp('last_import_at', { withTimezone: true }),
    },
    table => [uniqueIndex('directory_tables_name_key').on(sql`lower(${table.name})`)]
);

/** Every definition a table had: its columns before and after each change. */
export const directoryTableRevisions = pgTable(
    'directory_table_revisions',
    {
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        version: integer('version').notNull(),
        name: text('name').notNull(),
        description: text('description').notNull(),
        columns: jsonb('columns').notNull(),
        changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
        changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.tableId, table.version] })]
);

/**
 * The rows of every directory table, their values a JSON object keyed by column name. `version`
 * grows with each change (optimistic concurrency); deleted rows keep their values until restored.
 * Per-column expression indexes are created by the directory service as columns are defined.
 */
export const directoryRows = pgTable(
    'directory_rows',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        values: jsonb('values').notNull(),
        version: integer('version').notNull().default(1),
        createdAt: createdAt(),
        createdBy: uuid('created_by'),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by'),
        deletedAt: timestamp('deleted_at', { withTimezone: true }),
        deletedBy: uuid('deleted_by'),
        /** Last attestation that the listing is accurate (by an admin or the provider itself). */
        verifiedAt: timestamp('verified_at', { withTimezone: true }),
        verifiedBy: uuid('verified_by'),
        /** How the last verification was made: see VERIFICATION_METHODS. */
        verifiedMethod: text('verified_method'),
        /** What staff noted of a verification by phone. */
        verifiedNote: text('verified_note'),
        /** Why staff keep the listing public while its verification is overdue; null = no hold. */
        publicationHold: text('publication_hold'),
        publicationHoldBy: uuid('publication_hold_by'),
        publicationHoldAt: timestamp('publication_hold_at', { withTimezone: true }),
    },
    table => [
        index('directory_rows_table_idx').on(table.tableId, table.id),
        index('directory_rows_verified_idx').on(table.tableId, table.verifiedAt),
    ]
);

export const ROW_HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore', 'verify', 'import'] as const;
export type RowHistoryAction = (typeof ROW_HISTORY_ACTIONS)[number];

/** Every change of a directory row: who, when, and each changed field before and after. */
export const directoryRowHistory = pgTable(
    'directory_row_history',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        rowId: bigint('row_id', { mode: 'number' })
            .notNull()
            .references(() => directoryRows.id, { onDelete: 'cascade' }),
        tableId: uuid('table_id').notNull(),
        /** The row's version after the change. */
        version: integer('version').notNull(),
        action: text('action').$type<RowHistoryAction>().notNull(),
        changes: jsonb('changes').notNull(),
        at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
        actorId: uuid('actor_id'),
        actorUsername: text('actor_username'),
    },
    table => [index('directory_row_history_row_idx').on(table.rowId, table.id)]
);

/** Who may see and change each directory table, per role (admins always may). */
export const directoryTableAccess = pgTable(
    'directory_table_access',
    {
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        role: text('role').notNull(),
        canView: boolean('can_view').notNull().default(false),
        canEdit: boolean('can_edit').notNull().default(false),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.tableId, table.role] })]
);

/**
 * The links between spreadsheets and directory tables (/linkExcel): per table and file layout
 * (the file's normalised headers), which file column goes into which table column, so that the
 * next file of the same layout is mapped at once.
 */
export const directoryImportLinks = pgTable(
    'directory_import_links',
    {
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        /** SHA-256 of the normalised headers in order. */
        layout: text('layout').notNull(),
        headers: jsonb('headers').notNull(),
        /** Per file column: a table column's name, a row-identity target, or null. */
        mapping: jsonb('mapping').notNull(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
        updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    },
    table => [primaryKey({ columns: [table.tableId, table.layout] })]
);

/**
 * A user's getting-started checklist: the steps they ticked by hand (the others follow
 * from the rest of the database) and when they put the completed checklist away.
 */
export const gettingStarted = pgTable('getting_started', {
    userId: uuid('user_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
    ticked: text('ticked')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How each user arranges a directory table's grid: hidden columns, widths and order. Kept on the
 * server so the grid looks the same in any browser the user signs in from.
 */
export const directoryGridLayouts = pgTable(
    'directory_grid_layouts',
    {
        userId: uuid('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        layout: jsonb('layout').notNull(),
        updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [primaryKey({ columns: [table.userId, table.tableId] })]
);
export * from '../modules/linkExcel/tables';
export * from '../modules/claimActions/tables';
export * from '../modules/sso/tables';
export * from '../modules/organisations/tables';
export * from '../modules/directoryReports/tables';
export * from '../modules/connections/tables';
