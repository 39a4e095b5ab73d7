import { sql } from 'drizzle-orm';
import {
    bigint,
    customType,
    date,
    index,
    integer,
    numeric,
    pgTable,
    primaryKey,
    text,
    timestamp,
    uniqueIndex,
    uuid,
} from 'drizzle-orm/pg-core';
import { claims, users } from '../../db/schema';

/** Raw bytes: PostgreSQL's bytea as a Node Buffer, on PGlite and node-postgres alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
    dataType: () => 'bytea',
    fromDriver: value => Buffer.from(value),
});

/**
 * A dispute of a claim's adjudication, opened by the provider and decided by the plan. A claim has
 * at most one dispute that is not decided: the partial unique index says so, whoever writes.
 */
export const claimDisputes = pgTable(
    'claim_disputes',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        claimId: bigint('claim_id', { mode: 'number' })
            .notNull()
            .references(() => claims.id, { onDelete: 'cascade' }),
        disputeType: text('dispute_type').notNull(),
        reason: text('reason').notNull(),
        narrative: text('narrative').notNull(),
        status: text('status').notNull().default('open'),
        /** The claim's status when the dispute opened: what an upheld decision returns it to. */
        claimStatusBefore: text('claim_status_before').notNull(),
        openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
        openedByUsername: text('opened_by_username').notNull(),
        openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
        dueOn: date('due_on').notNull(),
        requestNote: text('request_note'),
        requestedAt: timestamp('requested_at', { withTimezone: true }),
        outcome: text('outcome'),
        decisionText: text('decision_text'),
        decidedByUsername: text('decided_by_username'),
        decidedAt: timestamp('decided_at', { withTimezone: true }),
    },
    table => [
        uniqueIndex('claim_disputes_one_open_key')
            .on(table.claimId)
            .where(sql`${table.status} <> 'decided'`),
        index('claim_disputes_status_due_idx').on(table.status, table.dueOn),
    ]
);

/**
 * The plan's request for documents on a claim (an X12 277 request for additional information):
 * the LOINC attachment codes of what is needed, a note and the day it is due; answered when the
 * provider adds a document for it.
 */
export const claimDocumentRequests = pgTable(
    'claim_document_requests',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        claimId: bigint('claim_id', { mode: 'number' })
            .notNull()
            .references(() => claims.id, { onDelete: 'cascade' }),
        attachmentCodes: text('attachment_codes').array().notNull(),
        note: text('note').notNull(),
        dueOn: date('due_on').notNull(),
        status: text('status').notNull().default('open'),
        requestedByUsername: text('requested_by_username').notNull(),
        requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
        answeredByUsername: text('answered_by_username'),
        answeredAt: timestamp('answered_at', { withTimezone: true }),
    },
    table => [
        index('claim_document_requests_claim_idx').on(table.claimId),
        index('claim_document_requests_status_due_idx').on(table.status, table.dueOn),
    ]
);

/** A document on a claim: what it is, who added it and when; its bytes are in `claimFileChunks`. */
export const claimFiles = pgTable(
    'claim_files',
    {
        id: uuid('id').primaryKey().defaultRandom(),
        claimId: bigint('claim_id', { mode: 'number' })
            .notNull()
            .references(() => claims.id, { onDelete: 'cascade' }),
        disputeId: uuid('dispute_id').references(() => claimDisputes.id, { onDelete: 'set null' }),
        requestId: uuid('request_id').references(() => claimDocumentRequests.id, { onDelete: 'set null' }),
        documentType: text('document_type').notNull(),
        fileName: text('file_name').notNull(),
        contentType: text('content_type').notNull(),
        sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
        sha256: text('sha256').notNull(),
        uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
        uploadedByUsername: text('uploaded_by_username').notNull(),
        uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    },
    table => [
        index('claim_files_claim_idx').on(table.claimId, table.uploadedAt),
        index('claim_files_dispute_idx').on(table.disputeId),
    ]
);

/** A document's bytes in order, a chunk a row: written and read a chunk at a time. */
export const claimFileChunks = pgTable(
    'claim_file_chunks',
    {
        fileId: uuid('file_id')
            .notNull()
            .references(() => claimFiles.id, { onDelete: 'cascade' }),
        seq: integer('seq').notNull(),
        data: bytea('data').notNull(),
    },
    table => [primaryKey({ columns: [table.fileId, table.seq] })]
);

/**
 * A forwarder's filing of a cargo claim: the shipment, what happened and the amount claimed,
 * which the deadlines and the checklist are computed from, and the adjuster's handling of it,
 * which the carrier's clocks read. One filing a claim.
 */
export const claimCargoFilings = pgTable('claim_cargo_filings', {
    claimId: bigint('claim_id', { mode: 'number' })
        .primaryKey()
        .references(() => claims.id, { onDelete: 'cascade' }),
    transportDocument: text('transport_document').notNull(),
    mode: text('mode').notNull(),
    carrier: text('carrier').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    deliveredOn: date('delivered_on').notNull(),
    event: text('event').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    filedByUsername: text('filed_by_username').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The adjuster's handling: its acknowledgement and its decision (paid or declined), each a calendar day (UTC). */
    acknowledgedOn: date('acknowledged_on'),
    acknowledgedByUsername: text('acknowledged_by_username'),
    decision: text('decision'),
    decidedOn: date('decided_on'),
    decidedByUsername: text('decided_by_username'),
    declineReason: text('decline_reason'),
});
