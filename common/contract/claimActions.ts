import { z } from 'zod';
import {
    DISPUTE_OUTCOMES,
    DISPUTE_REASONS,
    DISPUTE_STATUSES,
    DISPUTE_TYPES,
    DOCUMENT_TYPES,
} from '../claimActions/vocabularies';
import { ATTACHMENT_CODE_LIST } from '../claimActions/attachmentCodes';
import { CARGO_DEADLINE_RULES, CARGO_EVENTS, FILING_MODES } from '../claimActions/cargoDeadlines';
import { CARGO_STEPS } from '../claimActions/cargoHandling';
import { CARGO_CURRENCIES, CARGO_STATUSES } from '../claims/vocabularies';
import type { Profile } from '../profiles';

/** Claim actions: documents on claims and disputes of their adjudication, one contract for both sides. */

const isoInstant = z.string().describe('ISO 8601, UTC');

export const claimDocumentSchema = z
    .object({
        id: z.uuid(),
        claimId: z.number().int(),
        disputeId: z.uuid().nullable().describe('The dispute the document was added for, if any'),
        requestId: z.uuid().nullable().describe('The document request it answers, if any'),
        documentType: z.string(),
        fileName: z.string(),
        contentType: z.string().describe('As recognised from the content, not from the name'),
        sizeBytes: z.number().int(),
        sha256: z.string().describe('Hex SHA-256 of the bytes as stored'),
        uploadedBy: z.string().describe('User name of who added it'),
        uploadedAt: isoInstant,
    })
    .meta({ id: 'ClaimDocumentFile' });
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

export const claimDocumentsAnswer = z.object({
    documents: z.array(claimDocumentSchema),
    usedBytes: z.number().int().describe("All of the claim's documents together"),
    maxFileBytes: z.number().int(),
    maxClaimBytes: z.number().int(),
});
export type ClaimDocumentsAnswer = z.infer<typeof claimDocumentsAnswer>;

const claimIdField = z.coerce.number().int().min(1).describe('The claim id');

export const claimDocumentListQuery = z.object({ claimId: claimIdField });

export const claimDocumentUploadQuery = (profile: Profile) =>
    z.object({
        claimId: claimIdField,
        type: z.enum(DOCUMENT_TYPES[profile]).describe('What the document is, from the deployment’s list'),
        dispute: z.uuid().optional().describe('Add the document to this open dispute of the claim'),
        request: z.uuid().optional().describe('The document request of the claim this document answers'),
    });

export const claimDocumentParams = z.object({ documentId: z.uuid().describe('The document id') });

export const disputeSchema = z
    .object({
        id: z.uuid(),
        claimId: z.number().int(),
        claimNumber: z.string(),
        planName: z.string().nullable(),
        billingNpi: z.string().nullable(),
        disputeType: z.enum(DISPUTE_TYPES),
        reason: z.enum(DISPUTE_REASONS),
        narrative: z.string(),
        status: z.enum(DISPUTE_STATUSES),
        openedBy: z.string(),
        openedAt: isoInstant,
        dueOn: z.string().describe('YYYY-MM-DD: the day the plan is to decide by'),
        overdue: z.boolean().describe('Not decided and past its due date'),
        requestNote: z.string().nullable().describe('What the plan asked the provider to send'),
        requestedAt: isoInstant.nullable(),
        outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
        decisionText: z.string().nullable(),
        decidedBy: z.string().nullable(),
        decidedAt: isoInstant.nullable(),
    })
    .meta({ id: 'ClaimDispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeOpenInput = z.object({
    claimId: z.number().int().min(1).describe('The claim disputed'),
    disputeType: z.enum(DISPUTE_TYPES),
    reason: z.enum(DISPUTE_REASONS),
    narrative: z.string().trim().min(10).max(4000).describe('Why the adjudication is wrong, in the provider’s words'),
});
export type DisputeOpenInput = z.infer<typeof disputeOpenInput>;

export const disputeRequestInput = z.object({
    note: z.string().trim().min(3).max(2000).describe('What the provider is to send'),
});
export type DisputeRequestInput = z.infer<typeof disputeRequestInput>;

export const disputeDecisionInput = z.object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    decisionText: z.string().trim().min(10).max(8000).describe('The written decision, as the provider reads it'),
});
export type DisputeDecisionInput = z.infer<typeof disputeDecisionInput>;

export const disputeIdParams = z.object({ disputeId: z.uuid().describe('The dispute id') });

export const disputeListQuery = z.object({
    status: z.enum(DISPUTE_STATUSES).optional(),
    outcome: z.enum(DISPUTE_OUTCOMES).optional(),
    disputeType: z.enum(DISPUTE_TYPES).optional(),
    overdue: z.enum(['true', 'false']).optional().describe('Only disputes past (or not past) their due date'),
    claimNumber: z.string().trim().max(64).optional(),
    claimId: claimIdField.optional(),
});
export type DisputeListQuery = z.infer<typeof disputeListQuery>;

const isoDay = z.iso.date().describe('YYYY-MM-DD');

export const documentRequestSchema = z
    .object({
        id: z.uuid(),
        claimId: z.number().int(),
        claimNumber: z.string(),
        attachmentCodes: z.array(z.enum(ATTACHMENT_CODE_LIST)).describe('LOINC attachment codes, as an X12 277 asks'),
        note: z.string(),
        dueOn: z.string().describe('YYYY-MM-DD'),
        status: z.enum(['open', 'answered']),
        late: z.boolean().describe('Still open after its due date'),
        requestedBy: z.string(),
        requestedAt: isoInstant,
        answeredBy: z.string().nullable(),
        answeredAt: isoInstant.nullable(),
    })
    .meta({ id: 'ClaimDocumentRequest' });
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const documentRequestInput = z.object({
    claimId: z.number().int().min(1),
    attachmentCodes: z.array(z.enum(ATTACHMENT_CODE_LIST)).min(1).max(10),
    note: z.string().trim().max(2000).default(''),
    dueOn: isoDay.describe('The day the documents are due by: today or later'),
});
export type DocumentRequestInput = z.infer<typeof documentRequestInput>;

export const documentRequestListQuery = z.object({
    claimId: claimIdField.optional(),
    status: z.enum(['open', 'answered']).optional(),
    late: z.enum(['true', 'false']).optional(),
});
export type DocumentRequestListQuery = z.infer<typeof documentRequestListQuery>;

/** What a forwarder files: the shipment, what happened and the amount claimed. */
const cargoFilingFields = {
    transportDocument: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .describe('Bill of lading number, or air waybill number for air'),
    mode: z.enum(FILING_MODES),
    carrier: z.string().trim().min(1).max(200),
    origin: z.string().trim().min(1).max(200),
    destination: z.string().trim().min(1).max(200),
    deliveredOn: isoDay.describe(
        'The day the cargo was delivered (received, for air); for a loss, the day it should have been'
    ),
    event: z.enum(CARGO_EVENTS).describe('What happened'),
    amount: z
        .number()
        .max(1_000_000_000)
        .nullable()
        .optional()
        .describe('The amount claimed: required, more than zero (49 CFR 370.3(b)); refused with the reason if missing'),
    currency: z.enum(CARGO_CURRENCIES).nullable().optional(),
};

/** A forwarder's filing of a claim the claim query already holds. */
export const cargoFilingInput = z.object({
    claimId: z.number().int().min(1).describe('The cargo claim the filing is for, one of the forwarder’s own'),
    ...cargoFilingFields,
});
export type CargoFilingInput = z.infer<typeof cargoFilingInput>;

/** A forwarder's filing of a claim the claim query does not hold yet: the claim is made from it, the forwarder's own. */
export const newCargoClaimInput = z.object(cargoFilingFields);
export type NewCargoClaimInput = z.infer<typeof newCargoClaimInput>;

export const cargoDeadlineSchema = z
    .object({
        rule: z.enum(CARGO_DEADLINE_RULES.map(rule => rule.id) as [string, ...string[]]),
        act: z.enum(['written_claim', 'written_complaint', 'suit']),
        authority: z.string().describe('The source of the limit'),
        lastDay: isoDay.nullable().describe('The last day in time; null until the day it counts from is known'),
        daysLeft: z.number().int().nullable().describe('0 on the last day, negative once passed'),
        state: z.enum(['waiting', 'open', 'due_soon', 'last_day', 'passed']),
    })
    .meta({ id: 'CargoDeadline' });
export type CargoDeadlineAnswer = z.infer<typeof cargoDeadlineSchema>;

export const cargoHandlingSchema = z
    .object({
        status: z.enum(CARGO_STATUSES).describe("The claim's status in the claim query"),
        receivedOn: isoDay.describe('The day the claim was filed, which the carrier’s clocks count from (UTC)'),
        acknowledgedOn: isoDay.nullable(),
        acknowledgedBy: z.string().nullable(),
        decision: z.enum(['paid', 'declined']).nullable(),
        decidedOn: isoDay.nullable(),
        decidedBy: z.string().nullable(),
        declineReason: z.string().nullable().describe('Why the claim was declined, as the forwarder reads it'),
        acknowledgeBy: isoDay.describe('49 CFR 370.5(a): the last day to acknowledge, 30 days after receipt'),
        acknowledgeLate: z.boolean().describe('Acknowledged (or still not, today) after that day'),
        decideBy: isoDay.describe('49 CFR 370.5(b): the last day to pay or decline, 120 days after receipt'),
        decideLate: z.boolean().describe('Decided (or still not, today) after that day'),
        nextStatusLetter: isoDay
            .nullable()
            .describe('Undecided from day 120 on: the day the next written status letter is due (every 60 days)'),
        steps: z.array(z.enum(CARGO_STEPS)).describe('The handling steps the claim’s status allows now'),
    })
    .meta({ id: 'CargoHandling' });
export type CargoHandling = z.infer<typeof cargoHandlingSchema>;

export const cargoFilingSchema = z
    .object({
        claimId: z.number().int(),
        claimNumber: z.string(),
        transportDocument: z.string(),
        mode: z.enum(FILING_MODES),
        carrier: z.string(),
        origin: z.string(),
        destination: z.string(),
        deliveredOn: isoDay,
        event: z.enum(CARGO_EVENTS),
        amount: z.number(),
        currency: z.enum(CARGO_CURRENCIES),
        filedBy: z.string().describe('User name of who filed it'),
        filedAt: isoInstant,
        today: isoDay.describe('The day the deadlines were counted on'),
        deadlines: z.array(cargoDeadlineSchema),
        checklist: z.array(z.string()).describe('Codes of the documents the claim should carry, by mode and event'),
        handling: cargoHandlingSchema,
    })
    .meta({ id: 'CargoFiling' });
export type CargoFiling = z.infer<typeof cargoFilingSchema>;

const countedOn = isoDay
    .optional()
    .describe('The caller’s calendar date, to count the deadlines on; the server’s (UTC) date when omitted');

export const cargoFilingDayQuery = z.object({ today: countedOn });
export type CargoFilingDayQuery = z.infer<typeof cargoFilingDayQuery>;

export const cargoFilingQuery = z.object({ claimId: claimIdField, today: countedOn });
export type CargoFilingQuery = z.infer<typeof cargoFilingQuery>;

const stepNote = z.string().trim().min(3).max(4000);
const stepAmount = z.number().positive().max(1_000_000_000);

/** One step of the adjuster's handling of a filed cargo claim. */
export const cargoStepInput = z.discriminatedUnion('step', [
    z.object({ step: z.literal('acknowledge') }),
    z.object({ step: z.literal('request_documents'), note: stepNote.describe('What the forwarder is to send') }),
    z.object({ step: z.literal('survey'), report: stepNote.describe('The surveyor’s findings') }),
    z.object({
        step: z.literal('reserve'),
        amount: stepAmount.describe('The reserve: what the insurer expects to pay, in the claim’s currency'),
    }),
    z.object({
        step: z.literal('pay'),
        amount: stepAmount.describe('The amount paid, in the currency claimed; at most the amount claimed'),
    }),
    z.object({ step: z.literal('decline'), reason: stepNote.describe('Why, as the forwarder reads it') }),
    z.object({
        step: z.literal('recovery'),
        note: z.string().trim().max(4000).default('').describe('What is claimed back from the carrier'),
    }),
]);
export type CargoStepInput = z.infer<typeof cargoStepInput>;

export const cargoFilingParams = z.object({ claimId: claimIdField });
