import { lte } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { recordAudit } from '../../shared/audit';
import { directoryInquiries } from './tables';

/** A member's question and its answer are kept this many years from receipt (PHSA 2799A-5). */
export const INQUIRY_RETENTION_YEARS = 2;

/** The oldest receipt instant still kept at `now`: the same calendar instant two years earlier (UTC). */
export const inquiryRetentionCutoff = (now: Date): Date => {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INQUIRY_RETENTION_YEARS);
    return cutoff;
};

/** The scheduler runs the job with no request behind it. */
const JOB_ORIGIN = { ip: '127.0.0.1', userAgent: 'scheduled job' };

/**
 * Deletes every inquiry received two years or more before `now`, answered or not, and records how many
 * went in the audit trail (the count, never the member's words or address). Returns the count.
 */
export const purgeExpiredInquiries = async (db: Executor, now: Date): Promise<number> => {
    const cutoff = inquiryRetentionCutoff(now);
    const deleted = await db
        .delete(directoryInquiries)
        .where(lte(directoryInquiries.receivedAt, cutoff))
        .returning({ id: directoryInquiries.id });
    if (deleted.length > 0) {
        await recordAudit(db, JOB_ORIGIN, {
            action: 'directory.inquiryPurge',
            outcome: 'success',
            targetType: 'directoryInquiries',
            reason: `${deleted.length} received on or before ${cutoff.toISOString()}`,
        });
    }
    return deleted.length;
};
