/**
 * The code lists of claims, for both deployments: one list for the server (validation, demo
 * data, imports) and the screens. Labels and code descriptions live in the claims catalogs
 * (i18n/claims/*) under the same codes.
 */

/** The kinds of claim; a deployment profile holds some of them (see desks.ts). */
export const CLAIM_KINDS = ['medical', 'pharmacy', 'cargo'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * X12 claim status category codes (277 STC01-1, code list 507) a healthcare claim can carry,
 * each in the bucket the screens group it under.
 */
export const HEALTHCARE_STATUS_BUCKETS = {
    A0: 'received',
    A1: 'received',
    A2: 'received',
    A5: 'received',
    A3: 'rejected',
    A6: 'rejected',
    A7: 'rejected',
    A8: 'rejected',
    E0: 'rejected',
    E1: 'rejected',
    E2: 'rejected',
    E3: 'rejected',
    E4: 'rejected',
    P0: 'pending',
    P1: 'pending',
    P2: 'pending',
    P3: 'pending',
    P4: 'pending',
    P5: 'pending',
    R0: 'infoRequested',
    R1: 'infoRequested',
    R3: 'infoRequested',
    R4: 'infoRequested',
    R5: 'infoRequested',
    F1: 'paid',
    F3F: 'paid',
    F3N: 'paid',
    F2: 'denied',
    F4: 'denied',
    F3: 'adjusted',
    A4: 'notFound',
    D0: 'notFound',
} as const;
export type HealthcareStatus = keyof typeof HEALTHCARE_STATUS_BUCKETS;

export const HEALTHCARE_BUCKETS = [
    'received',
    'pending',
    'infoRequested',
    'paid',
    'adjusted',
    'denied',
    'rejected',
    'notFound',
] as const;

/** Cargo claim statuses, in the order a claim usually goes through them; each is its own bucket. */
export const CARGO_STATUSES = [
    'reported',
    'documents_requested',
    'under_survey',
    'adjusted',
    'paid',
    'declined',
    'closed',
    'recovery',
] as const;
export type CargoStatus = (typeof CARGO_STATUSES)[number];

/** 835 CLP02 claim status codes (element 1029). */
export const CLP02_CODES = ['1', '2', '3', '4', '19', '20', '21', '22', '23', '25'] as const;

/** Claim adjustment group codes (835 CAS01); CR is not used from 5010 on. */
export const GROUP_CODES = ['CO', 'PR', 'OA', 'PI'] as const;
export type GroupCode = (typeof GROUP_CODES)[number];

/**
 * Claim adjustment reason codes (CARC) the portal describes: the ones remittances carry most.
 * Any other well-formed code is kept, searched and shown as it is (see CODE_FORMATS).
 */
export const CARC_CODES = [
    '1',
    '2',
    '3',
    '4',
    '5',
    '11',
    '16',
    '18',
    '22',
    '23',
    '24',
    '26',
    '27',
    '29',
    '31',
    '45',
    '49',
    '50',
    '59',
    '94',
    '96',
    '97',
    '109',
    '119',
    '133',
    '151',
    '167',
    '181',
    '197',
    '204',
    '206',
    '207',
    '226',
    '252',
    '253',
    'A1',
    'B7',
] as const;

/** Remittance advice remark codes (RARC) the portal describes; any other well-formed one is kept too. */
export const RARC_CODES = [
    'M15',
    'M51',
    'M80',
    'M86',
    'M127',
    'MA01',
    'MA04',
    'MA130',
    'N4',
    'N20',
    'N115',
    'N130',
    'N211',
    'N290',
    'N386',
    'N431',
] as const;

/**
 * The shape of codes whose list is open (new codes are published several times a year): the
 * one rule of what a well-formed code is, for the filters (any code of this shape, described or
 * not) and for the 835 import (a claim carrying a code of another shape is refused).
 * CARC: up to three digits, or a letter and up to two digits (45, 253, A1, B7, P12); RARC: M, MA
 * or N and up to three digits (M15, MA01, N130); NCPDP reject codes (511-FB, three characters
 * at most): two or three letters or digits (75, N1, 569).
 */
export const CODE_FORMATS = {
    carc: /^(?:\d{1,3}|[A-Z]\d{1,2})$/,
    rarc: /^(?:MA|M|N)\d{1,3}$/,
    ncpdp: /^[A-Z0-9]{2,3}$/,
} as const;
export type CodeFormat = keyof typeof CODE_FORMATS;

/** The code as stored and searched (trimmed, upper case), or undefined when it is no code of the format. */
export const codeOfFormat = (format: CodeFormat, text: string): string | undefined => {
    const code = text.trim().toUpperCase();
    return CODE_FORMATS[format].test(code) ? code : undefined;
};

/** NCPDP reject codes (511-FB) the portal describes; any other well-formed one is kept too. */
export const NCPDP_REJECT_CODES = [
    '19',
    '21',
    '22',
    '25',
    '56',
    '70',
    '71',
    '75',
    '76',
    '77',
    '79',
    '88',
    'N1',
] as const;

/** Types of loss of a cargo claim. */
export const LOSS_TYPES = ['damage', 'shortage', 'theft', 'wet_damage', 'total_loss', 'delay'] as const;

/** What reduces a cargo claim's payment below the amount claimed. */
export const CARGO_ADJUSTMENT_REASONS = [
    'deductible',
    'depreciation',
    'salvage',
    'underinsurance',
    'excluded_loss',
] as const;

export const CARGO_CURRENCIES = ['USD', 'EUR', 'CNY', 'JPY', 'GBP'] as const;

export const TRANSPORT_MODES = ['sea', 'air', 'road'] as const;

/** Claim types of healthcare claims: the 837 variants and NCPDP pharmacy claims. */
export const HEALTHCARE_CLAIM_TYPES = ['professional', 'institutional', 'dental', 'pharmacy'] as const;

/** Days since a claim was received, in the buckets of the aging summary. */
export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The day bounds of each aging bucket (both included; `null` = open-ended). */
export const AGING_DAYS: Record<AgingBucket, readonly [number, number | null]> = {
    '0-30': [0, 30],
    '31-60': [31, 60],
    '61-90': [61, 90],
    '90+': [91, null],
};

/** What a claim import reads: a sheet, or an X12 835 remittance. */
export const CLAIM_IMPORT_FORMATS = ['csv', 'xlsx', 'x12-835'] as const;
export type ClaimImportFormat = (typeof CLAIM_IMPORT_FORMATS)[number];

/** The files a search exports to. */
export const CLAIM_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ClaimExportFormat = (typeof CLAIM_EXPORT_FORMATS)[number];
