import type { AuditChanges } from '../../common/contract/auditTrail';
import type { AuditAction, AuditOutcome } from '../../common/vocabularies/audit';
import { auditLog } from '../db/schema';
import type { Executor } from './database';

/** Where a request came from; services receive it as plain data. */
export interface Origin {
    ip: string;
    userAgent: string;
}

export interface Actor {
    id: string;
    username: string;
    role: string;
}

export { AUDIT_ACTIONS, type AuditAction } from '../../common/vocabularies/audit';

export interface AuditEvent {
    action: AuditAction;
    outcome: AuditOutcome;
    /** Who did it; for a failed sign-in, the account that was tried, if it exists. */
    actor?: Partial<Actor>;
    targetType?: string;
    targetId?: string;
    /** Before/after of changed fields; callers never put secrets here. */
    changes?: AuditChanges;
    reason?: string;
}

export const actorOf = (user: Actor): Actor => ({ id: user.id, username: user.username, role: user.role });

/**
 * The statement that appends one entry to the audit trail (UTC timestamps come from the
 * database): run on its own by `recordAudit`, or inside another statement (a data-modifying
 * `with`) so that an audited read costs one round trip and one commit.
 */
export const auditInsert = (db: Executor, origin: Origin, event: AuditEvent) =>
    db.insert(auditLog).values({
        action: event.action,
        outcome: event.outcome,
        actorId: event.actor?.id ?? null,
        actorUsername: event.actor?.username ?? null,
        actorRole: event.actor?.role ?? null,
        targetType: event.targetType ?? null,
        targetId: event.targetId ?? null,
        changes: event.changes ?? null,
        reason: event.reason ?? null,
        ip: origin.ip,
        userAgent: origin.userAgent.slice(0, 512),
    });

/** Appends one entry to the audit trail. */
export const recordAudit = async (db: Executor, origin: Origin, event: AuditEvent) => {
    await auditInsert(db, origin, event);
};

/** A session starting, ending or expiring, done by (or to) its own user. */
export const recordSessionEvent = (
    db: Executor,
    origin: Origin,
    event: { action: AuditAction; user: Actor; sessionId: string; reason?: string }
) =>
    recordAudit(db, origin, {
        action: event.action,
        outcome: 'success',
        actor: actorOf(event.user),
        targetType: 'session',
        targetId: event.sessionId,
        reason: event.reason,
    });
