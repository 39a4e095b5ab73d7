import { sql } from 'drizzle-orm';
import {
    bigint,
    bigserial,
    boolean,
    check,
    date,
    index,
    integer,
    jsonb,
    numeric,
    pgTable,
    primaryKey,
    text,
    timestamp,
    uniqueIndex,
    uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../db/schema';

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

/**
 * One row: the claims' version, moved by a trigger with every statement that writes claims, so that
 * a search's total is counted again only when some claim changed.
 */
export const claimChanges = pgTable(
    'claim_changes',
    {
        id: boolean('id').primaryKey().default(true),
        version: bigint('version', { mode: 'number' }).notNull().default(0),
    },
    table => [check('claim_changes_one_row', sql`${table.id}`)]
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
