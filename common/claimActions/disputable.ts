import type { ClaimRecord } from '../contract/claims';

/** Whether a claim's adjudication can be disputed: denied, or paid less than billed. */
export const isDisputable = (claim: Pick<ClaimRecord, 'bucket' | 'billed' | 'paid'>) =>
    claim.bucket === 'denied' ||
    ((claim.bucket === 'paid' || claim.bucket === 'adjusted') && (claim.paid ?? 0) < (claim.billed ?? 0));
