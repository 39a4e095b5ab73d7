import { eq, sql } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { Executor } from '../../shared/database';
import { claims, claimStatusHistory } from '../../db/schema';

/** Writes a line in the claim's history, moving its status (or keeping it), and marks the claim changed. */
export const recordClaimStep = async (
    tx: Executor,
    desk: ClaimDesk,
    claimId: number,
    status: string,
    note: string,
    actor: string,
    changes: Partial<typeof claims.$inferInsert> = {}
) => {
    await tx
        .update(claims)
        .set({
            ...changes,
            status,
            bucket: desk.bucketOf(status),
            updatedAt: sql`greatest(clock_timestamp(), ${claims.updatedAt} + interval '1 microsecond')`,
        })
        .where(eq(claims.id, claimId));
    await tx.insert(claimStatusHistory).values({ claimId, status, at: sql`clock_timestamp()`, note, actor });
};
