import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../shared/database';
import { statusTransition, type UserStatus } from '../../../common/vocabularies/users';
import { sessions, users } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { afterBound, anyOf, beforeBound, caseless, containsPattern, orderBy } from '../../shared/listQuery';
import type { ListRange, ListSort } from '../../../common/contract/list';
import type { SessionRecord, UserFilter, UserRecord, UserSortField } from '../../../common/contract/users';
import { endLiveSessions, isSessionLive, liveSessionCondition, type Session, type SessionPolicy } from '../accounts';
import type { User } from '../accounts';

/**
 * User administration: the accounts list and detail, account status changes and the
 * sessions of an account. Every change and every look at another user's record is audited.
 */

/** The statuses that shut an account out: reaching one ends its live sessions. */
const SHUT_OUT: readonly UserStatus[] = ['locked', 'disabled'];

/** At most this many sessions are listed per user, newest first. */
export const SESSIONS_LISTED = 100;

const SORT_COLUMNS: Record<UserSortField, SQL | typeof users.id> = {
    id: users.id,
    username: caseless(users.username),
    email: caseless(users.email),
    firstName: caseless(users.firstName),
    lastName: caseless(users.lastName),
    role: sql`${users.role}`,
    orgType: sql`${users.orgType}`,
    status: sql`${users.status}`,
    createdAt: sql`${users.createdAt}`,
    lastLoginAt: sql`${users.lastLoginAt}`,
};

const userConditions = (filter: UserFilter): SQL | undefined => {
    const pattern = filter.q ? containsPattern(filter.q) : undefined;
    return and(
        pattern
            ? or(
                  ilike(users.username, pattern),
                  ilike(users.email, pattern),
                  ilike(users.firstName, pattern),
                  ilike(users.lastName, pattern),
                  ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
                  ilike(users.orgName, pattern),
                  ilike(users.providerId, pattern)
              )
            : undefined,
        anyOf(users.id, filter.id),
        anyOf(users.role, filter.role),
        anyOf(users.orgType, filter.orgType),
        anyOf(users.status, filter.status),
        // Users who never signed in have no time to compare: either bound leaves them out.
        filter.lastLoginAfter || filter.lastLoginBefore ? isNotNull(users.lastLoginAt) : undefined,
        afterBound(users.lastLoginAt, filter.lastLoginAfter),
        beforeBound(users.lastLoginAt, filter.lastLoginBefore)
    );
};

/** Users with the number of their live sessions, for the list and the detail. */
const selectRecords = (db: Executor, policy: SessionPolicy, now: Date) => {
    const live = db
        .select({ userId: sessions.userId, n: count().as('live_n') })
        .from(sessions)
        .where(liveSessionCondition(policy, now))
        .groupBy(sessions.userId)
        .as('live');
    return db
        .select({ user: users, liveSessions: sql<number>`coalesce(${live.n}, 0)`.mapWith(Number) })
        .from(users)
        .leftJoin(live, eq(live.userId, users.id));
};

export const toUserRecord = ({ user, liveSessions }: { user: User; liveSessions: number }): UserRecord => ({
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    orgType: user.orgType,
    orgName: user.orgName,
    providerId: user.providerId,
    planName: user.planName,
    status: user.status,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    liveSessions,
});

/** One page of users and the number of users the filter matches. */
export const listUsers = async (
    db: Executor,
    query: { filter: UserFilter; sort: ListSort<UserSortField>; range: ListRange },
    policy: SessionPolicy,
    now = new Date()
): Promise<{ rows: UserRecord[]; total: number }> => {
    const where = userConditions(query.filter);
    const [{ total }] = (await db.select({ total: count() }).from(users).where(where)) as [{ total: number }];
    const rows = await selectRecords(db, policy, now)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[query.sort.field], query.sort.order, users.id))
        .offset(query.range.first)
        .limit(query.range.last - query.range.first + 1);
    return { rows: rows.map(toUserRecord), total };
};

const notFound = (id: string) => new AppError(ErrorCode.notFound, 'server.users.notFound', { id });

const findRecord = async (db: Executor, id: string, policy: SessionPolicy, now: Date) => {
    const [row] = await selectRecords(db, policy, now).where(eq(users.id, id));
    return row ? toUserRecord(row) : undefined;
};

/** One user's record; looking at another user's is audited (`user.view`), one's own is not. */
export const viewUser = async (
    db: Executor,
    id: string,
    viewer: Actor,
    origin: Origin,
    policy: SessionPolicy,
    now = new Date()
): Promise<UserRecord> => {
    const record = await findRecord(db, id, policy, now);
    if (!record) throw notFound(id);
    if (record.id !== viewer.id) {
        await recordAudit(db, origin, {
            action: 'user.view',
            outcome: 'success',
            actor: actorOf(viewer),
            targetType: 'user',
            targetId: record.id,
        });
    }
    return record;
};

/**
 * Moves an account to another status along the transitions an admin may make. Locking or disabling ends its
 * live sessions at once, so its next request answers 50012. Admins cannot change their own
 * status. Audited as `user.status` with the status and the live sessions before and after.
 */
export const changeUserStatus = async (
    db: Db,
    id: string,
    wanted: Exclude<UserStatus, 'pending'>,
    actor: Actor,
    origin: Origin,
    policy: SessionPolicy,
    now = new Date()
): Promise<UserRecord> => {
    await db.transaction(async tx => {
        const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!user) throw notFound(id);
        if (user.id === actor.id) throw new AppError(ErrorCode.conflict, 'server.users.ownStatus');
        const statusName = (status: UserStatus) => ({ key: `server.statuses.${status}` as const });
        if (user.status === wanted) {
            throw new AppError(ErrorCode.conflict, 'server.users.statusSame', { current: statusName(wanted) });
        }
        const transition = statusTransition(user.status, wanted);
        if (!transition) {
            throw new AppError(ErrorCode.conflict, 'server.users.statusChange', {
                current: statusName(user.status),
                wanted: statusName(wanted),
            });
        }
        await tx.update(users).set({ status: wanted, updatedAt: now }).where(eq(users.id, id));
        const ended = SHUT_OUT.includes(wanted) ? await endLiveSessions(tx, id, policy, now) : undefined;
        await recordAudit(tx, origin, {
            action: 'user.status',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'user',
            targetId: id,
            changes: {
                status: { before: user.status, after: wanted },
                ...(ended === undefined ? {} : { liveSessions: { before: ended, after: 0 } }),
            },
            reason: transition.action,
        });
    });
    return (await findRecord(db, id, policy, now))!;
};

const toSessionRecord = (session: Session, policy: SessionPolicy, now: Date): SessionRecord => ({
    id: session.id,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    endReason: session.endReason,
    ip: session.ip,
    userAgent: session.userAgent,
    live: isSessionLive(session, policy, now),
});

const requireUser = async (db: Executor, id: string) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw notFound(id);
};

/** A user's sessions, newest first, at most SESSIONS_LISTED. */
export const listUserSessions = async (
    db: Executor,
    userId: string,
    policy: SessionPolicy,
    now = new Date()
): Promise<SessionRecord[]> => {
    await requireUser(db, userId);
    const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(SESSIONS_LISTED);
    return rows.map(row => toSessionRecord(row, policy, now));
};

/**
 * Ends every live session of a user (reason `revoked`) and audits `user.sessionsEnded`. Allowed on
 * one's own account: the caller's own session ends too.
 */
export const endUserSessions = async (
    db: Db,
    userId: string,
    actor: Actor,
    origin: Origin,
    policy: SessionPolicy,
    now = new Date()
): Promise<{ ended: number }> =>
    db.transaction(async tx => {
        await requireUser(tx, userId);
        const ended = await endLiveSessions(tx, userId, policy, now);
        await recordAudit(tx, origin, {
            action: 'user.sessionsEnded',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'user',
            targetId: userId,
            changes: { liveSessions: { before: ended, after: 0 } },
        });
        return { ended };
    });

/**
 * Ends one session if it is live (reason `revoked`); `ended: false` when it had already ended
 * (signed out, revoked or timed out). Audited as `session.ended`, the session's user in `reason`
 * as `user:<id>`.
 */
export const endSessionById = async (
    db: Db,
    sessionId: string,
    actor: Actor,
    origin: Origin,
    policy: SessionPolicy,
    now = new Date()
): Promise<{ ended: boolean }> =>
    db.transaction(async tx => {
        const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
        if (!session) throw new AppError(ErrorCode.notFound, 'server.sessions.notFound', { id: sessionId });
        const live = isSessionLive(session, policy, now);
        if (live) {
            await tx.update(sessions).set({ endedAt: now, endReason: 'revoked' }).where(eq(sessions.id, sessionId));
        }
        await recordAudit(tx, origin, {
            action: 'session.ended',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'session',
            targetId: sessionId,
            changes: { live: { before: live, after: false } },
            reason: `user:${session.userId}`,
        });
        return { ended: live };
    });
