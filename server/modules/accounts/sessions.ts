import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AccessGrants } from '../../../common/access';
import type { Executor } from '../../shared/database';
import type { SessionEndReason } from '../../../common/vocabularies/users';
import { accessGrants, organisations, sessions, users } from '../../db/schema';
import { asTenant } from '../organisations';
import { recordSessionEvent, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import type { FoundSession, SessionCache } from './sessionCache';

export interface SessionPolicy {
    idleMinutes: number;
    maxHours: number;
}

export type Session = typeof sessions.$inferSelect;

/** Seen-at writes are skipped within this interval so that every request is not a write. */
const TOUCH_INTERVAL_MS = 60_000;

/** Tokens are 256 random bits; only their SHA-256 is stored. */
/** One-shot hashing: a Hash object made and dropped on every request cost about five times as much. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export const createSession = async (
    db: Executor,
    userId: string,
    origin: Origin,
    policy: SessionPolicy,
    now = new Date()
) => {
    const token = randomBytes(32).toString('base64url');
    const [session] = await db
        .insert(sessions)
        .values({
            userId,
            tokenHash: hashToken(token),
            createdAt: now,
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + policy.maxHours * 3_600_000),
            ip: origin.ip,
            userAgent: origin.userAgent.slice(0, 512),
        })
        .returning();
    return { token, session: session! };
};

/** Every screen grant as `[role, screen, allowed]` triples, computed inside the session lookup. */
const grantsColumn = sql<
    [string, string, boolean][]
>`(select coalesce(json_agg(json_build_array(${accessGrants.role}, ${accessGrants.screen}, ${accessGrants.allowed})), '[]'::json) from ${accessGrants})`;

/**
 * The statement that finds a session by its token's hash, with its user, the user's organisation and the screen grants
 * that decide what the user may open: one round trip to the database per request.
 */
export const sessionLookup = (db: Executor, tokenHash: string | Placeholder) =>
    db
        .select({ session: sessions, user: users, organisation: organisations, grants: grantsColumn })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(sessions.tokenHash, tokenHash));

/**
 * The lookup runs on every signed-in request: built once per database handle and prepared by name,
 * so that neither the query builder nor PostgreSQL's parser and planner run again for each request.
 */
const preparedLookups = new WeakMap<Executor, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Executor) => sessionLookup(db, sql.placeholder('tokenHash')).prepare('session_lookup');
const findSession = (db: Executor, tokenHash: string) => {
    let lookup = preparedLookups.get(db);
    if (!lookup) preparedLookups.set(db, (lookup = prepareLookup(db)));
    return lookup.execute({ tokenHash });
};

const grantsOf = (triples: [string, string, boolean][]) => {
    const grants: AccessGrants = {};
    for (const [role, screen, allowed] of triples) (grants[role] ??= {})[screen] = allowed;
    return grants;
};

const loadSession = async (db: Executor, tokenHash: string): Promise<FoundSession | undefined> => {
    const [row] = await findSession(db, tokenHash);
    return row && { session: row.session, user: asTenant(row.user, row.organisation), grants: grantsOf(row.grants) };
};

/**
 * The live session a token names (by its hash), with its user and the screen grants, from `cache` when given.
 * Refuses an unknown token (50008), an ended session or an account no longer active (50012), and
 * a session past its idle timeout or absolute lifetime (50014), which it ends and audits — after
 * reading it again from the database, since another server may have seen it in use meanwhile.
 */
export const resolveSession = async (
    db: Executor,
    tokenHash: string,
    origin: Origin,
    policy: SessionPolicy,
    now = new Date(),
    cache?: SessionCache
): Promise<FoundSession> => {
    const found = cache
        ? await cache.find(tokenHash, () => loadSession(db, tokenHash), now.getTime())
        : await loadSession(db, tokenHash);
    if (!found) throw new AppError(ErrorCode.invalidToken, 'server.session.invalid');
    const { session, user } = found;
    if (session.endedAt) {
        const expired = session.endReason === 'expired' || session.endReason === 'idle';
        throw expired
            ? new AppError(ErrorCode.sessionExpired, 'server.session.expired')
            : new AppError(ErrorCode.sessionEnded, 'server.session.ended');
    }
    if (user.status !== 'active') throw new AppError(ErrorCode.sessionEnded, 'server.session.ended');

    const idleDeadline = session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
    const reason: SessionEndReason | undefined =
        now >= session.expiresAt ? 'expired' : now.getTime() >= idleDeadline ? 'idle' : undefined;
    if (reason && cache) {
        cache.forget(tokenHash);
        return resolveSession(db, tokenHash, origin, policy, now);
    }
    if (reason) {
        if (await endSession(db, session.id, reason, now)) {
            await recordSessionEvent(db, origin, { action: 'session.expired', user, sessionId: session.id, reason });
        }
        throw new AppError(ErrorCode.sessionExpired, 'server.session.expired');
    }

    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
        cache?.markSeen(tokenHash, now);
    }
    return found;
};

/** Ends a live session; answers whether it was live. */
export const endSession = async (
    db: Executor,
    sessionId: string,
    reason: SessionEndReason,
    now = new Date()
): Promise<boolean> => {
    const ended = await db
        .update(sessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
    return ended.length > 0;
};

/**
 * Whether a session still lets its token in: not ended, and neither past its absolute lifetime
 * nor idle for the policy's minutes (the same deadlines `resolveSession` applies).
 */
export const isSessionLive = (
    session: Pick<Session, 'endedAt' | 'expiresAt' | 'lastSeenAt'>,
    policy: SessionPolicy,
    now = new Date()
) =>
    !session.endedAt &&
    now < session.expiresAt &&
    now.getTime() < session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;

/** `isSessionLive` as a condition on the sessions table. */
export const liveSessionCondition = (policy: SessionPolicy, now = new Date()): SQL =>
    and(
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMinutes * 60_000))
    )!;

/**
 * Ends every live session of a user at once (reason `revoked`), but `keepSessionId` if given;
 * answers how many. Sessions that already timed out are left to expire as usual: their tokens
 * are refused either way.
 */
export const endLiveSessions = async (
    db: Executor,
    userId: string,
    policy: SessionPolicy,
    now = new Date(),
    keepSessionId?: string
): Promise<number> => {
    const ended = await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'revoked' })
        .where(
            and(
                eq(sessions.userId, userId),
                liveSessionCondition(policy, now),
                keepSessionId ? ne(sessions.id, keepSessionId) : undefined
            )
        )
        .returning({ id: sessions.id });
    return ended.length;
};
