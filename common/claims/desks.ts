import type { Profile, Role } from '../profiles';
import { claimFieldsOf } from './fieldsByRole';
import {
    AGING_BUCKETS,
    CARC_CODES,
    CARGO_ADJUSTMENT_REASONS,
    CARGO_CURRENCIES,
    CARGO_STATUSES,
    CLP02_CODES,
    type ClaimImportFormat,
    type CodeFormat,
    GROUP_CODES,
    HEALTHCARE_BUCKETS,
    HEALTHCARE_CLAIM_TYPES,
    HEALTHCARE_STATUS_BUCKETS,
    LOSS_TYPES,
    NCPDP_REJECT_CODES,
    RARC_CODES,
    TRANSPORT_MODES,
    type ClaimKind,
} from './vocabularies';

/**
 * The claim desk of each deployment profile: which kinds of claim it holds, their fields, the
 * filters and sorts of the query screen, the status vocabulary and who sees what. The server's
 * claims module, the query screen and the detail view all read this one description; nothing
 * about claims is written twice for the two profiles.
 */

/** Every field a claim record can carry; a desk shows the ones that apply to its kinds. */
export const CLAIM_FIELDS = [
    'claimNumber',
    'kind',
    'status',
    'bucket',
    'receivedOn',
    'adjudicatedOn',
    'paidOn',
    'billed',
    'allowed',
    'paid',
    'patientResponsibility',
    'currency',
    'patientControlNumber',
    'claimType',
    'frequency',
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
    'placeOfService',
    'rxNumber',
    'ndc',
    'manufacturer',
    'payerClaimStatus',
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
    'surveyReport',
    'assignedAdjuster',
] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

/** How a field's value is read and shown. */
export type FieldType = 'text' | 'date' | 'money' | 'code' | 'npi';

/** A field of a desk; `label` is its key under `fields.*` of the claims catalogs (default: its name). */
export interface DeskField {
    name: ClaimField;
    type: FieldType;
    label?: string;
    /** Code list whose labels live under `codes.<vocabulary>.*` of the claims catalogs. */
    vocabulary?: string;
    /** Identifies the patient (PHI): the screen says when the role receives none of these. */
    member?: boolean;
}

/** Where a filter sits on the query screen. */
export const FILTER_GROUPS = ['identifiers', 'parties', 'plan', 'dates', 'status', 'codes', 'money', 'flags'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/**
 * A filter of the query screen and the API. Kinds:
 * `exact` identifier equality; `npi` an NPI (checked) on any of `fields`; `contains` part of a
 * text, any case; `values` one of a list (closed when `values` is given); `codes` a code the
 * claim carries (adjustment reasons, remarks, rejects, procedures) under `tag`; `codePrefix` the
 * start of such a code (`E11` finds E11.9); `dateRange` {from, to} on a date, both days included;
 * `period` {from, to} that the claim's `fields[0]`..`fields[1]` must lie within; `amountRange`
 * {min, max}; `aging` days since received, by bucket; `flag` a named condition, true to apply.
 */
export type FilterKind =
    | 'exact'
    | 'npi'
    | 'contains'
    | 'values'
    | 'codes'
    | 'codePrefix'
    | 'dateRange'
    | 'period'
    | 'amountRange'
    | 'aging'
    | 'flag';

export interface DeskFilter {
    key: string;
    kind: FilterKind;
    group: FilterGroup;
    /** The fields it reads (one, except `npi` over several and `period` over from/to). */
    fields?: readonly ClaimField[];
    /** Closed list of accepted values; with `format`, the common ones the screen offers. */
    values?: readonly string[];
    /** An open code list: any code of this shape is accepted, described or not. */
    format?: CodeFormat;
    /** Key under `codes.*` of the claims catalogs labelling the values. */
    vocabulary?: string;
    /** The code family in the claim's code list (`codes` and `codePrefix`). */
    tag?: CodeTag;
}

/** Families of codes a claim carries in its code list, stored as `<tag>:<code>`. */
export const CODE_TAGS = ['CARC', 'RARC', 'GROUP', 'NCPDP', 'PROC', 'ICD', 'NDC', 'CARGO'] as const;
export type CodeTag = (typeof CODE_TAGS)[number];

/**
 * Which claims a role sees of a desk; which of their fields is its list in `fieldsByRole.ts`.
 * Without a scope, a role sees no claim at all.
 */
export interface ClaimScope {
    /**
     * Only claims whose one of `fields` equals the `identifier` of the user's organisation record
     * (its NPI, plan name or name): never a text the user can edit.
     */
    owner?: { fields: readonly ClaimField[]; identifier: 'npi' | 'planName' | 'name' };
    /** Only claims of these kinds. */
    kinds?: readonly ClaimKind[];
    /** May import claims and change claim data. */
    edit: boolean;
}

export interface ClaimDesk {
    profile: Profile;
    kinds: readonly ClaimKind[];
    /** Claim number prefix of demo and imported claims. */
    numberPrefix: string;
    statuses: readonly string[];
    buckets: readonly string[];
    /** The bucket of a status. */
    bucketOf: (status: string) => string;
    /** Key under `codes.*` labelling the statuses. */
    statusVocabulary: string;
    /** Key under `codes.*` labelling the buckets. */
    bucketVocabulary: string;
    /** What the detail calls the claim's lines and adjustments, and how it reads adjustment reasons. */
    detail: {
        /** Key under `detail.*`: service lines or items. */
        lines: 'lines' | 'items';
        /** Key under `detail.*`: adjustments or deductions. */
        adjustments: 'adjustments' | 'deductions';
        /** The code family of adjustment reasons in the claim's code list, and their vocabulary. */
        reasonTag: CodeTag;
        reasonVocabulary: string;
        /** Whether the claim's documents are listed. */
        documents: boolean;
    };
    /** What a claim import reads on this desk. */
    importFormats: readonly ClaimImportFormat[];
    /**
     * The fields an editor may change: the payer's or insurer's handling of the claim, never
     * its identity, its parties or the money that must balance (billed, paid, adjustments).
     */
    editable: readonly ClaimField[];
    /**
     * The fields that say whose claim it is: the payer and plan, the providers, the product's
     * company, the patient, the insured and the forwarder. Scopes are read from them, so an
     * import never changes them on a claim that exists: a file naming other parties is refused
     * for that claim.
     */
    parties: readonly ClaimField[];
    fields: readonly DeskField[];
    /** Columns of the result list, in order. */
    listColumns: readonly ClaimField[];
    filters: readonly DeskFilter[];
    sortFields: readonly [ClaimField, ...ClaimField[]];
    scopes: Partial<Record<Role, ClaimScope>>;
}

/** Flags: conditions the server knows by name. */
export const CLAIM_FLAGS = [
    'patientResponsibility',
    'paidBelowAllowed',
    'highDollar',
    'assignedToMe',
    'surveyReport',
    'unassigned',
] as const;
export type ClaimFlag = (typeof CLAIM_FLAGS)[number];

/** Billed amount from which a claim counts as high-dollar. */
export const HIGH_DOLLAR = 10_000;

const ALL: ClaimScope = { edit: true };

const HEALTHCARE_FIELDS: readonly DeskField[] = [
    { name: 'claimNumber', type: 'text' },
    { name: 'kind', type: 'code', vocabulary: 'kind' },
    { name: 'claimType', type: 'code', vocabulary: 'claimType' },
    { name: 'status', type: 'code', vocabulary: 'status277' },
    { name: 'bucket', type: 'code', vocabulary: 'bucket' },
    { name: 'payerClaimStatus', type: 'code', vocabulary: 'clp02' },
    { name: 'patientControlNumber', type: 'text', member: true },
    { name: 'memberId', type: 'text', member: true },
    { name: 'patientName', type: 'text', member: true },
    { name: 'patientBirthDate', type: 'date', member: true },
    { name: 'billingNpi', type: 'npi' },
    { name: 'renderingNpi', type: 'npi' },
    { name: 'prescriberNpi', type: 'npi' },
    { name: 'pharmacyNpi', type: 'npi' },
    { name: 'payerName', type: 'text' },
    { name: 'planName', type: 'text' },
    { name: 'lineOfBusiness', type: 'text' },
    { name: 'serviceFrom', type: 'date' },
    { name: 'serviceTo', type: 'date' },
    { name: 'receivedOn', type: 'date' },
    { name: 'adjudicatedOn', type: 'date' },
    { name: 'paidOn', type: 'date' },
    { name: 'placeOfService', type: 'code' },
    { name: 'rxNumber', type: 'text', member: true },
    { name: 'ndc', type: 'code' },
    { name: 'manufacturer', type: 'text' },
    { name: 'billed', type: 'money' },
    { name: 'allowed', type: 'money' },
    { name: 'paid', type: 'money' },
    { name: 'patientResponsibility', type: 'money' },
];

const HEALTHCARE_FILTERS: readonly DeskFilter[] = [
    { key: 'claimNumber', kind: 'exact', group: 'identifiers', fields: ['claimNumber'] },
    { key: 'patientControlNumber', kind: 'exact', group: 'identifiers', fields: ['patientControlNumber'] },
    { key: 'memberId', kind: 'exact', group: 'identifiers', fields: ['memberId'] },
    { key: 'patientName', kind: 'contains', group: 'identifiers', fields: ['patientName'] },
    { key: 'patientBirthDate', kind: 'dateRange', group: 'identifiers', fields: ['patientBirthDate'] },
    { key: 'rxNumber', kind: 'exact', group: 'identifiers', fields: ['rxNumber'] },
    { key: 'providerNpi', kind: 'npi', group: 'parties', fields: ['billingNpi', 'renderingNpi'] },
    { key: 'billingNpi', kind: 'npi', group: 'parties', fields: ['billingNpi'] },
    { key: 'renderingNpi', kind: 'npi', group: 'parties', fields: ['renderingNpi'] },
    { key: 'prescriberNpi', kind: 'npi', group: 'parties', fields: ['prescriberNpi'] },
    { key: 'pharmacyNpi', kind: 'npi', group: 'parties', fields: ['pharmacyNpi'] },
    { key: 'payerName', kind: 'values', group: 'plan', fields: ['payerName'] },
    { key: 'planName', kind: 'values', group: 'plan', fields: ['planName'] },
    { key: 'lineOfBusiness', kind: 'values', group: 'plan', fields: ['lineOfBusiness'] },
    { key: 'serviceDate', kind: 'period', group: 'dates', fields: ['serviceFrom', 'serviceTo'] },
    { key: 'receivedOn', kind: 'dateRange', group: 'dates', fields: ['receivedOn'] },
    { key: 'adjudicatedOn', kind: 'dateRange', group: 'dates', fields: ['adjudicatedOn'] },
    { key: 'paidOn', kind: 'dateRange', group: 'dates', fields: ['paidOn'] },
    { key: 'aging', kind: 'aging', group: 'dates', values: AGING_BUCKETS, vocabulary: 'aging' },
    {
        key: 'bucket',
        kind: 'values',
        group: 'status',
        fields: ['bucket'],
        values: HEALTHCARE_BUCKETS,
        vocabulary: 'bucket',
    },
    {
        key: 'status',
        kind: 'values',
        group: 'status',
        fields: ['status'],
        values: Object.keys(HEALTHCARE_STATUS_BUCKETS),
        vocabulary: 'status277',
    },
    {
        key: 'payerClaimStatus',
        kind: 'values',
        group: 'status',
        fields: ['payerClaimStatus'],
        values: CLP02_CODES,
        vocabulary: 'clp02',
    },
    {
        key: 'claimType',
        kind: 'values',
        group: 'status',
        fields: ['claimType'],
        values: HEALTHCARE_CLAIM_TYPES,
        vocabulary: 'claimType',
    },
    {
        key: 'carc',
        kind: 'codes',
        group: 'codes',
        tag: 'CARC',
        values: CARC_CODES,
        format: 'carc',
        vocabulary: 'carc',
    },
    { key: 'groupCode', kind: 'codes', group: 'codes', tag: 'GROUP', values: GROUP_CODES, vocabulary: 'group' },
    {
        key: 'rarc',
        kind: 'codes',
        group: 'codes',
        tag: 'RARC',
        values: RARC_CODES,
        format: 'rarc',
        vocabulary: 'rarc',
    },
    {
        key: 'ncpdpReject',
        kind: 'codes',
        group: 'codes',
        tag: 'NCPDP',
        values: NCPDP_REJECT_CODES,
        format: 'ncpdp',
        vocabulary: 'ncpdp',
    },
    { key: 'procedureCode', kind: 'codes', group: 'codes', tag: 'PROC' },
    { key: 'diagnosis', kind: 'codePrefix', group: 'codes', tag: 'ICD' },
    { key: 'ndc', kind: 'exact', group: 'codes', fields: ['ndc'] },
    { key: 'billed', kind: 'amountRange', group: 'money', fields: ['billed'] },
    { key: 'allowed', kind: 'amountRange', group: 'money', fields: ['allowed'] },
    { key: 'paid', kind: 'amountRange', group: 'money', fields: ['paid'] },
    { key: 'highDollar', kind: 'flag', group: 'flags' },
    { key: 'paidBelowAllowed', kind: 'flag', group: 'flags' },
    { key: 'patientResponsibility', kind: 'flag', group: 'flags' },
];

const CARGO_FIELDS: readonly DeskField[] = [
    { name: 'claimNumber', type: 'text' },
    { name: 'status', type: 'code', vocabulary: 'cargoStatus' },
    { name: 'policyNumber', type: 'text' },
    { name: 'insured', type: 'text' },
    { name: 'forwarder', type: 'text' },
    { name: 'transportDocument', type: 'text' },
    { name: 'transportMode', type: 'code', vocabulary: 'transportMode' },
    { name: 'shipper', type: 'text' },
    { name: 'consignee', type: 'text' },
    { name: 'conveyance', type: 'text' },
    { name: 'origin', type: 'text' },
    { name: 'destination', type: 'text' },
    { name: 'lossOn', type: 'date' },
    { name: 'lossType', type: 'code', vocabulary: 'lossType' },
    { name: 'commodity', type: 'text' },
    { name: 'receivedOn', type: 'date' },
    { name: 'adjudicatedOn', type: 'date', label: 'adjustedOn' },
    { name: 'paidOn', type: 'date' },
    { name: 'currency', type: 'code' },
    { name: 'billed', type: 'money', label: 'claimed' },
    { name: 'allowed', type: 'money', label: 'reserved' },
    { name: 'paid', type: 'money' },
    { name: 'patientResponsibility', type: 'money', label: 'deductible' },
    { name: 'surveyReport', type: 'text' },
    { name: 'assignedAdjuster', type: 'text' },
];

const CARGO_FILTERS: readonly DeskFilter[] = [
    { key: 'claimNumber', kind: 'exact', group: 'identifiers', fields: ['claimNumber'] },
    { key: 'policyNumber', kind: 'exact', group: 'identifiers', fields: ['policyNumber'] },
    { key: 'transportDocument', kind: 'exact', group: 'identifiers', fields: ['transportDocument'] },
    { key: 'insured', kind: 'contains', group: 'parties', fields: ['insured'] },
    { key: 'forwarder', kind: 'contains', group: 'parties', fields: ['forwarder'] },
    { key: 'shipper', kind: 'contains', group: 'parties', fields: ['shipper'] },
    { key: 'consignee', kind: 'contains', group: 'parties', fields: ['consignee'] },
    { key: 'conveyance', kind: 'contains', group: 'parties', fields: ['conveyance'] },
    { key: 'assignedAdjuster', kind: 'values', group: 'parties', fields: ['assignedAdjuster'] },
    { key: 'origin', kind: 'contains', group: 'plan', fields: ['origin'] },
    { key: 'destination', kind: 'contains', group: 'plan', fields: ['destination'] },
    {
        key: 'transportMode',
        kind: 'values',
        group: 'plan',
        fields: ['transportMode'],
        values: TRANSPORT_MODES,
        vocabulary: 'transportMode',
    },
    { key: 'lossOn', kind: 'dateRange', group: 'dates', fields: ['lossOn'] },
    { key: 'receivedOn', kind: 'dateRange', group: 'dates', fields: ['receivedOn'] },
    { key: 'paidOn', kind: 'dateRange', group: 'dates', fields: ['paidOn'] },
    { key: 'aging', kind: 'aging', group: 'dates', values: AGING_BUCKETS, vocabulary: 'aging' },
    {
        key: 'bucket',
        kind: 'values',
        group: 'status',
        fields: ['bucket'],
        values: CARGO_STATUSES,
        vocabulary: 'cargoStatus',
    },
    {
        key: 'lossType',
        kind: 'values',
        group: 'codes',
        fields: ['lossType'],
        values: LOSS_TYPES,
        vocabulary: 'lossType',
    },
    {
        key: 'adjustmentReason',
        kind: 'codes',
        group: 'codes',
        tag: 'CARGO',
        values: CARGO_ADJUSTMENT_REASONS,
        vocabulary: 'cargoAdjustment',
    },
    { key: 'currency', kind: 'values', group: 'money', fields: ['currency'], values: CARGO_CURRENCIES },
    { key: 'billed', kind: 'amountRange', group: 'money', fields: ['billed'] },
    { key: 'allowed', kind: 'amountRange', group: 'money', fields: ['allowed'] },
    { key: 'paid', kind: 'amountRange', group: 'money', fields: ['paid'] },
    { key: 'assignedToMe', kind: 'flag', group: 'flags', fields: ['assignedAdjuster'] },
    { key: 'unassigned', kind: 'flag', group: 'flags', fields: ['assignedAdjuster'] },
    { key: 'surveyReport', kind: 'flag', group: 'flags', fields: ['surveyReport'] },
];

export const CLAIM_DESKS: Record<Profile, ClaimDesk> = {
    healthcare: {
        profile: 'healthcare',
        kinds: ['medical', 'pharmacy'],
        numberPrefix: 'HC',
        statuses: Object.keys(HEALTHCARE_STATUS_BUCKETS),
        buckets: HEALTHCARE_BUCKETS,
        bucketOf: status => HEALTHCARE_STATUS_BUCKETS[status as keyof typeof HEALTHCARE_STATUS_BUCKETS],
        statusVocabulary: 'status277',
        bucketVocabulary: 'bucket',
        detail: {
            lines: 'lines',
            adjustments: 'adjustments',
            reasonTag: 'CARC',
            reasonVocabulary: 'carc',
            documents: false,
        },
        importFormats: ['csv', 'xlsx', 'x12-835'],
        editable: ['status', 'payerClaimStatus', 'allowed', 'adjudicatedOn', 'paidOn'],
        parties: [
            'payerName',
            'planName',
            'billingNpi',
            'renderingNpi',
            'prescriberNpi',
            'pharmacyNpi',
            'manufacturer',
            'memberId',
            'patientName',
            'patientBirthDate',
        ],
        fields: HEALTHCARE_FIELDS,
        listColumns: [
            'claimNumber',
            'patientName',
            'billingNpi',
            'planName',
            'serviceFrom',
            'receivedOn',
            'status',
            'billed',
            'paid',
        ],
        filters: HEALTHCARE_FILTERS,
        sortFields: ['receivedOn', 'claimNumber', 'serviceFrom', 'billed', 'paid', 'status'],
        scopes: {
            admin: ALL,
            healthplan: {
                owner: { fields: ['planName'], identifier: 'planName' },
                edit: false,
            },
            provider: {
                owner: { fields: ['billingNpi', 'renderingNpi'], identifier: 'npi' },
                edit: false,
            },
            pharma: {
                owner: { fields: ['manufacturer'], identifier: 'name' },
                kinds: ['pharmacy'],
                edit: false,
            },
        },
    },
    claims: {
        profile: 'claims',
        kinds: ['cargo'],
        numberPrefix: 'CG',
        statuses: CARGO_STATUSES,
        buckets: CARGO_STATUSES,
        bucketOf: status => status,
        statusVocabulary: 'cargoStatus',
        bucketVocabulary: 'cargoStatus',
        detail: {
            lines: 'items',
            adjustments: 'deductions',
            reasonTag: 'CARGO',
            reasonVocabulary: 'cargoAdjustment',
            documents: true,
        },
        importFormats: ['csv', 'xlsx'],
        editable: ['status', 'assignedAdjuster', 'allowed', 'lossType', 'surveyReport', 'adjudicatedOn', 'paidOn'],
        parties: ['policyNumber', 'insured', 'forwarder'],
        fields: CARGO_FIELDS,
        listColumns: [
            'claimNumber',
            'insured',
            'forwarder',
            'transportDocument',
            'lossOn',
            'lossType',
            'status',
            'billed',
            'paid',
        ],
        filters: CARGO_FILTERS,
        sortFields: ['receivedOn', 'claimNumber', 'lossOn', 'billed', 'paid', 'status'],
        scopes: {
            admin: ALL,
            editor: ALL,
            claims_adjuster: { edit: false },
            freight_forwarder: {
                owner: { fields: ['forwarder'], identifier: 'name' },
                edit: false,
            },
        },
    },
};

/** Whether a role receives a field of a desk: it is in the role's list (`fieldsByRole.ts`). */
export const seesField = (desk: ClaimDesk, role: string, name: ClaimField): boolean =>
    claimFieldsOf(desk.profile, role).includes(name);

/** The fields of a filter that a role does not receive: a filter reading any of them is not the role's. */
export const unseenFields = (desk: ClaimDesk, role: string, filter: DeskFilter): ClaimField[] =>
    (filter.fields ?? []).filter(name => !seesField(desk, role, name));

/** The filters a role may use: those that read only fields it receives. */
export const filtersFor = (desk: ClaimDesk, role: string): DeskFilter[] =>
    desk.filters.filter(filter => unseenFields(desk, role, filter).length === 0);

/** The catalog key of a field's label. */
export const fieldLabel = (desk: ClaimDesk, name: ClaimField): string =>
    desk.fields.find(field => field.name === name)?.label ?? name;

/** The values a field of the desk takes: its statuses, or the closed list its filter offers; none for free text. */
export const fieldValues = (desk: ClaimDesk, name: ClaimField): readonly string[] | undefined =>
    name === 'status'
        ? desk.statuses
        : desk.filters.find(filter => filter.kind === 'values' && filter.fields?.[0] === name)?.values;
