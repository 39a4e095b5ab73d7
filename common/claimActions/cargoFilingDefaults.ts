import type { ClaimRecord } from '../contract/claims';
import type { CargoFilingInput, NewCargoClaimInput } from '../contract/claimActions';
import { CARGO_CURRENCIES, type LOSS_TYPES, type TRANSPORT_MODES } from '../claims/vocabularies';
import type { CargoEvent, FilingMode } from './cargoDeadlines';
import type { DocumentType } from './vocabularies';

/**
 * What a forwarder's filing starts from: the claim as the claim query holds it. The claim query
 * knows sea, air and road; a filing tells ocean from sea and adds rail, whose limits differ, so the
 * forwarder confirms the mode and the filing's mode is the one the deadlines read.
 */
export const FILING_MODE_OF: Record<(typeof TRANSPORT_MODES)[number], FilingMode> = {
    sea: 'ocean',
    air: 'air',
    road: 'road',
};

/** A theft or a total loss is a loss of the cargo; wet damage is damage. */
export const FILING_EVENT_OF: Record<(typeof LOSS_TYPES)[number], CargoEvent> = {
    damage: 'damage',
    wet_damage: 'damage',
    shortage: 'shortage',
    theft: 'loss',
    total_loss: 'loss',
    delay: 'delay',
};

const known = <K extends string>(table: Record<K, unknown>, value: string | null | undefined): value is K =>
    value !== null && value !== undefined && Object.hasOwn(table, value);

/** The filing of a claim as far as the claim says it; the forwarder completes and corrects it. */
export const filingDefaults = (claim: ClaimRecord): CargoFilingInput => ({
    claimId: claim.id,
    transportDocument: claim.transportDocument ?? '',
    mode: known(FILING_MODE_OF, claim.transportMode) ? FILING_MODE_OF[claim.transportMode] : 'road',
    // The claim names the vessel or flight, not who carried it: the forwarder names the carrier.
    carrier: '',
    origin: claim.origin ?? '',
    destination: claim.destination ?? '',
    deliveredOn: claim.lossOn ?? '',
    event: known(FILING_EVENT_OF, claim.lossType) ? FILING_EVENT_OF[claim.lossType] : 'damage',
    amount: claim.billed ?? null,
    currency: CARGO_CURRENCIES.find(code => code === claim.currency) ?? 'USD',
});

/** A claim filed from nothing: the forwarder says it all. */
export const NEW_FILING: NewCargoClaimInput = {
    transportDocument: '',
    mode: 'road',
    carrier: '',
    origin: '',
    destination: '',
    deliveredOn: '',
    event: 'damage',
    amount: null,
    currency: 'USD',
};

/**
 * The other way, for a claim made from its filing: the claim query's mode of a filing's mode (it
 * knows no rail), and its loss type of what happened (a loss may be a theft or a total loss, which
 * the adjuster tells apart).
 */
export const CLAIM_MODE_OF: Record<FilingMode, (typeof TRANSPORT_MODES)[number] | null> = {
    road: 'road',
    rail: null,
    ocean: 'sea',
    air: 'air',
};
export const CLAIM_LOSS_TYPE_OF: Record<CargoEvent, (typeof LOSS_TYPES)[number] | null> = {
    loss: null,
    damage: 'damage',
    shortage: 'shortage',
    delay: 'delay',
};

/** The document type that answers each item of the checklist (`cargoChecklist`). */
export const CHECKLIST_DOCUMENT_TYPE: Record<string, DocumentType> = {
    bill_of_lading: 'transport_document',
    air_waybill: 'transport_document',
    commercial_invoice: 'commercial_invoice',
    packing_list: 'packing_list',
    delivery_receipt_exception: 'delivery_receipt',
    survey_report: 'survey_report',
    photos: 'photo',
};
