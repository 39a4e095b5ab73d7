/** How a listing was last verified: provider attestation, roster import, staff's phone call, NPPES refresh. */
export const VERIFICATION_METHODS = ['attestation', 'roster', 'phone', 'nppes'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Where a listing stands on its verification clock; `suppressed` = withdrawn from the public directory. */
export const VERIFICATION_STATES = ['current', 'dueSoon', 'overdue', 'suppressed'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
