import type { claimAdjustments, claimLines, claims } from './tables';

/**
 * A claim as an import file tells it, before it is written: what identifies it, the values to
 * set, and (from a remittance) its service lines and adjustments, which replace the claim's
 * own. Problems found while reading refuse the claim; the rest of the file goes on.
 */

type ClaimRow = typeof claims.$inferInsert;

/**
 * Most claims one import takes, sheet rows or 835 claim payments: each is looked up and written
 * on its own in one transaction, about 2 ms apiece, so this keeps an import to seconds and its
 * claims and report in a few megabytes. A larger batch is split into several files.
 */
export const CLAIM_IMPORT_MAX_CLAIMS = 5_000;
/** Most segments an 835 may have: about ten per claim payment for the most claims an import takes. */
export const X12_SEGMENTS_MAX = 10 * CLAIM_IMPORT_MAX_CLAIMS;

/** The claim columns an import may set. */
export type ClaimValues = Partial<Omit<ClaimRow, 'id' | 'updatedAt'>>;

export type ImportedLine = Omit<typeof claimLines.$inferInsert, 'claimId'>;
export type ImportedAdjustment = Omit<typeof claimAdjustments.$inferInsert, 'claimId' | 'id'>;

export interface ImportedClaim {
    /** How the report names the claim: its claim number, or the provider's control number. */
    reference: string;
    /** Where in the file: a spreadsheet line or the 835's CLP segment number. */
    position: number;
    /** Found by claim number first, then by the provider's patient control number. */
    match: { claimNumber?: string; patientControlNumber?: string };
    values: ClaimValues;
    /** Values set only on a claim the import creates (its kind, received day, numbers). */
    defaults?: ClaimValues;
    lines?: ImportedLine[];
    adjustments?: ImportedAdjustment[];
    /** The note of the status history entry an import adds when the status changes. */
    note: string;
    problems: ImportMessage[];
}

/** Why a claim is refused: a key of the server catalogs and its parameters, translated when reported. */
export interface ImportMessage {
    key: string;
    params?: Record<string, string | number>;
}

/** A refusal of the import's catalog (`server.claims.import.*`). */
export const importProblem = (key: string, params?: ImportMessage['params']): ImportMessage =>
    params ? { key: `server.claims.import.${key}`, params } : { key: `server.claims.import.${key}` };

/** Cents, so that amounts add up exactly. */
export const cents = (amount: number) => Math.round(amount * 100);
