import type { Profile } from '../profiles';

/**
 * The code lists of claim actions (documents on claims, disputes), for the server and the screens.
 * Labels live in the claim actions catalogs (i18n/claimActions/*) under the same codes.
 */

/** What a document on a claim is, per deployment: the types a user picks from when adding one. */
export const DOCUMENT_TYPES = {
    healthcare: [
        'medical_record',
        'itemized_bill',
        'remittance_advice',
        'prior_authorization',
        'appeal_letter',
        'decision_letter',
        'other',
    ],
    claims: [
        'transport_document',
        'commercial_invoice',
        'packing_list',
        'delivery_receipt',
        'survey_report',
        'photo',
        'correspondence',
        'other',
    ],
} as const satisfies Record<Profile, readonly string[]>;
export type DocumentType = (typeof DOCUMENT_TYPES)[Profile][number];

/** Who may see a claim may read its documents; these roles may also add them. */
export const DOCUMENT_AUTHORS = {
    healthcare: ['admin', 'healthplan', 'provider'],
    claims: ['admin', 'editor', 'claims_adjuster', 'freight_forwarder'],
} as const satisfies Record<Profile, readonly string[]>;

/**
 * The content types a deployment accepts, recognised by the file's content. Cargo desks also
 * take the spreadsheets their invoices and packing lists come as.
 */
export const DOCUMENT_CONTENT_TYPES = {
    healthcare: ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff'],
    claims: [
        'application/pdf',
        'image/jpeg',
        'image/png',
        'image/tiff',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'text/csv',
    ],
} as const satisfies Record<Profile, readonly string[]>;

/** Who opens disputes (providers), and who asks for documents and decides them (the plan's staff). */
export const DISPUTE_ROLES = { open: ['provider'], handle: ['healthplan', 'admin'] } as const;

/** Who files a cargo claim: the forwarder, for a claim of its own organisation. */
export const CARGO_FILERS = ['freight_forwarder'] as const;

/** The kinds of dispute, each with its own review time (DISPUTE_DUE_DAYS). */
export const DISPUTE_TYPES = ['reconsideration', 'appeal'] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];

/** Days the plan has to decide, by kind, when DISPUTE_DUE_DAYS does not say. */
export const DEFAULT_DISPUTE_DUE_DAYS: Record<DisputeType, number> = { reconsideration: 30, appeal: 60 };

export const DISPUTE_REASONS = [
    'medical_necessity',
    'coding',
    'authorization',
    'timely_filing',
    'coordination_of_benefits',
    'underpayment',
    'duplicate',
    'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** A dispute is open, waiting for the provider's documents, or decided. */
export const DISPUTE_STATUSES = ['open', 'documents_requested', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Upheld: the original adjudication stands; overturned, wholly or in part: the claim is reprocessed. */
export const DISPUTE_OUTCOMES = ['upheld', 'overturned', 'partly_overturned'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
