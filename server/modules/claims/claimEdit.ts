import { and, eq, sql } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { AuditChanges } from '../../../common/contract/auditTrail';
import type { ClaimDetail, ClaimUpdateInput } from '../../../common/contract/claims';
import type { Executor } from '../../shared/database';
import { claims, claimStatusHistory } from './tables';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { scopeCondition, scopeOf, type ClaimUser } from './claimQuery';
import { readClaim } from './claims';
import { claimVersion } from './claimVersion';

/**
 * Editing a claim's handling: the desk's editable fields,
 * for roles whose scope may edit. The edit names the version it was made on; a claim changed
 * since answers 409 with the claim as it is now, so nobody overwrites a change they never saw.
 */
export const updateClaim = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    id: number,
    input: ClaimUpdateInput,
    origin: Origin
): Promise<ClaimDetail> => {
    const scope = scopeOf(desk, user);
    if (!scope.edit) throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    const outcome = await db.transaction(async tx => {
        const [current] = await tx
            .select({ ...Object.fromEntries(desk.editable.map(name => [name, claims[name]])), version: claimVersion })
            .from(claims)
            .where(and(eq(claims.id, id), scopeCondition(scope, user)))
            .for('update');
        if (!current) throw new AppError(ErrorCode.notFound, 'server.claims.notFound', { id });
        if (Number(current.version) !== input.version) return 'stale' as const;
        const changes: AuditChanges = {};
        for (const name of desk.editable) {
            const after = input[name];
            const before = (current as Record<string, unknown>)[name] ?? null;
            if (after !== undefined && after !== before) changes[name] = { before, after };
        }
        if (Object.keys(changes).length === 0) return 'unchanged' as const;
        const values = Object.fromEntries(Object.entries(changes).map(([name, { after }]) => [name, after])) as Partial<
            typeof claims.$inferInsert
        >;
        const [{ claimNumber } = { claimNumber: '' }] = await tx
            .update(claims)
            .set({
                ...values,
                ...(changes.status ? { bucket: desk.bucketOf(String(changes.status.after)) } : {}),
                // Strictly later than the version read, even within the same microsecond.
                updatedAt: sql`greatest(clock_timestamp(), ${claims.updatedAt} + interval '1 microsecond')`,
            })
            .where(eq(claims.id, id))
            .returning({ claimNumber: claims.claimNumber });
        if (changes.status) {
            await tx.insert(claimStatusHistory).values({
                claimId: id,
                status: String(changes.status.after),
                at: sql`clock_timestamp()`,
                note: input.note || null,
                actor: user.username,
            });
        }
        await recordAudit(tx, origin, {
            action: 'claims.edit',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'claim',
            targetId: claimNumber,
            changes,
            ...(input.note ? { reason: input.note } : {}),
        });
        return 'changed' as const;
    });
    const detail = await readClaim(db, desk, user, id);
    if (outcome === 'stale') {
        throw new AppError(
            ErrorCode.conflict,
            'server.claims.stale',
            { number: detail.claim.claimNumber ?? id },
            { current: detail }
        );
    }
    return detail;
};
