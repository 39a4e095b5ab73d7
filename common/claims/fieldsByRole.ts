import type { ClaimsRole, HealthcareRole, Profile } from '../profiles';
import type { ClaimField } from './desks';

/**
 * The claim fields each role receives, desk by desk: minimum necessary, written out field by
 * field so that what a role gets is read here and nowhere else. The list, the detail, the export
 * and the OpenAPI description send a role these fields and no other; a filter or sort on a
 * field outside a role's list is refused. A role not listed receives no claim.
 */

/** A healthcare claim whole: what the admin, the claim's health plan and its providers see. */
const HEALTHCARE_CLAIM = [
    'claimNumber',
    'kind',
    'claimType',
    'status',
    'bucket',
    'payerClaimStatus',
    'patientControlNumber',
    'memberId',
    'patientName',
    'patientBirthDate',
    'billingNpi',
    'renderingNpi',
    'prescriberNpi',
    'pharmacyNpi',
    'payerName',
    'planName',
    'lineOfBusiness',
    'serviceFrom',
    'serviceTo',
    'receivedOn',
    'adjudicatedOn',
    'paidOn',
    'placeOfService',
    'rxNumber',
    'ndc',
    'manufacturer',
    'currency',
    'billed',
    'allowed',
    'paid',
    'patientResponsibility',
] as const satisfies readonly ClaimField[];

/**
 * What a manufacturer needs of the pharmacy claims of its products: the drug, the prescriber and
 * pharmacy, the plan and the money. Nothing that identifies the patient: no member id, name or
 * birth date, and neither the provider's patient control number nor the pharmacy's Rx number,
 * each of which leads back to the patient at the provider or the pharmacy.
 */
const HEALTHCARE_PHARMA = [
    'claimNumber',
    'kind',
    'claimType',
    'status',
    'bucket',
    'payerClaimStatus',
    'billingNpi',
    'renderingNpi',
    'prescriberNpi',
    'pharmacyNpi',
    'payerName',
    'planName',
    'lineOfBusiness',
    'serviceFrom',
    'serviceTo',
    'receivedOn',
    'adjudicatedOn',
    'paidOn',
    'placeOfService',
    'ndc',
    'manufacturer',
    'currency',
    'billed',
    'allowed',
    'paid',
    'patientResponsibility',
] as const satisfies readonly ClaimField[];

/** A cargo claim whole: what the admin, the editors and the insurer's adjusters see. */
const CARGO_CLAIM = [
    'claimNumber',
    'kind',
    'status',
    // The status group colours the status on screen.
    'bucket',
    'policyNumber',
    'insured',
    'forwarder',
    'transportDocument',
    'transportMode',
    'shipper',
    'consignee',
    'conveyance',
    'origin',
    'destination',
    'lossOn',
    'lossType',
    'commodity',
    'receivedOn',
    'adjudicatedOn',
    'paidOn',
    'currency',
    'billed',
    'allowed',
    'paid',
    'patientResponsibility',
    'surveyReport',
    'assignedAdjuster',
] as const satisfies readonly ClaimField[];

/**
 * A forwarder's own claims without the reserve (`allowed`): the insurer's estimate of what it may
 * pay is not the claimant's business. The adjuster's name stays: it is who they deal with.
 */
const CARGO_FORWARDER = [
    'claimNumber',
    'kind',
    'status',
    'bucket',
    'policyNumber',
    'insured',
    'forwarder',
    'transportDocument',
    'transportMode',
    'shipper',
    'consignee',
    'conveyance',
    'origin',
    'destination',
    'lossOn',
    'lossType',
    'commodity',
    'receivedOn',
    'adjudicatedOn',
    'paidOn',
    'currency',
    'billed',
    'paid',
    'patientResponsibility',
    'surveyReport',
    'assignedAdjuster',
] as const satisfies readonly ClaimField[];

export const CLAIM_FIELDS_BY_ROLE: {
    healthcare: Partial<Record<HealthcareRole, readonly ClaimField[]>>;
    claims: Partial<Record<ClaimsRole, readonly ClaimField[]>>;
} = {
    healthcare: {
        admin: HEALTHCARE_CLAIM,
        healthplan: HEALTHCARE_CLAIM,
        provider: HEALTHCARE_CLAIM,
        pharma: HEALTHCARE_PHARMA,
    },
    claims: {
        admin: CARGO_CLAIM,
        editor: CARGO_CLAIM,
        claims_adjuster: CARGO_CLAIM,
        freight_forwarder: CARGO_FORWARDER,
    },
} satisfies Record<Profile, unknown>;

const NONE: readonly ClaimField[] = [];

/** The fields a role receives on a profile's desk, in the order a record holds them; none for a role not listed. */
export const claimFieldsOf = (profile: Profile, role: string): readonly ClaimField[] =>
    (CLAIM_FIELDS_BY_ROLE[profile] as Partial<Record<string, readonly ClaimField[]>>)[role] ?? NONE;
