import { and, eq, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { VERIFICATION_DAYS } from '../../../common/directory/columns';
import type { Db } from '../../shared/database';
import { directoryRows } from '../../db/schema';
import { recordAudit } from '../../shared/audit';
import { directorySuppressions } from './tables';
import { publiclyListed, type AccuracyPolicy } from './verificationClock';

/** The scheduler runs the job with no request behind it. */
const DAY = 86_400_000;
/** Listings recorded per statement. */
const BATCH = 1000;
const JOB_ORIGIN = { ip: '127.0.0.1', userAgent: 'scheduled job' };

/**
 * Records each listing that has left the public directory because nobody verified it in time, once
 * per verification cycle, with an audit entry, so that staff see what was withdrawn and follow it up.
 * The withdrawal itself needs no job: the public directory reads the clock at each request.
 */
export const recordSuppressions = async (db: Db, policy: AccuracyPolicy, now: Date) => {
    const dueAt = sql`${directoryRows.verifiedAt} + make_interval(days => ${VERIFICATION_DAYS})`;
    // Only the cycles not recorded yet: a daily run over a directory of many withdrawn listings stays small.
    const candidates = await db
        .select({ rowId: directoryRows.id, tableId: directoryRows.tableId, verifiedAt: directoryRows.verifiedAt })
        .from(directoryRows)
        .leftJoin(
            directorySuppressions,
            and(eq(directorySuppressions.rowId, directoryRows.id), eq(directorySuppressions.dueAt, dueAt))
        )
        .where(
            and(
                isNull(directoryRows.deletedAt),
                isNotNull(directoryRows.verifiedAt),
                not(publiclyListed(policy, now)),
                isNull(directorySuppressions.id)
            )
        );
    const tableOf = new Map(candidates.map(row => [row.rowId, row.tableId]));
    let withdrawn = 0;
    for (let first = 0; first < candidates.length; first += BATCH) {
        const recorded = await db
            .insert(directorySuppressions)
            .values(
                candidates.slice(first, first + BATCH).map(row => ({
                    rowId: row.rowId,
                    dueAt: new Date(row.verifiedAt!.getTime() + VERIFICATION_DAYS * DAY),
                    recordedAt: now,
                }))
            )
            .onConflictDoNothing()
            .returning({ rowId: directorySuppressions.rowId });
        for (const { rowId } of recorded) {
            await recordAudit(db, JOB_ORIGIN, {
                action: 'directory.rowSuppressed',
                outcome: 'success',
                targetType: 'directoryRow',
                targetId: `${tableOf.get(rowId)}/${rowId}`,
            });
        }
        withdrawn += recorded.length;
    }
    return { withdrawn };
};
