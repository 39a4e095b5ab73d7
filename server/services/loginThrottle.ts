import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { loginFailures } from '../db/schema';
import { AppError, ErrorCode } from './errors';

/**
 * Failed sign-ins are counted per account and per address over a sliding window (NIST
 * 800-63B §5.2.2 asks for at most 100; we stop far earlier and say when to retry).
 */
export interface ThrottlePolicy {
    windowMinutes: number;
    maxPerAccount: number;
    maxPerAddress: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
    windowMinutes: 15,
    maxPerAccount: 5,
    maxPerAddress: 20,
};

/** The refusal due while either counter is full, naming the moment it frees up. */
export const throttleRefusal = async (
    db: Executor,
    accountKey: string,
    ip: string,
    policy: ThrottlePolicy,
    now = new Date()
): Promise<AppError | undefined> => {
    const windowMs = policy.windowMinutes * 60_000;
    const since = new Date(now.getTime() - windowMs);
    const retryAt = async (
        column: typeof loginFailures.accountKey | typeof loginFailures.ip,
        key: string,
        max: number
    ) => {
        const failures = await db
            .select({ failedAt: loginFailures.failedAt })
            .from(loginFailures)
            .where(and(eq(column, key), gte(loginFailures.failedAt, since)))
            .orderBy(asc(loginFailures.failedAt));
        if (failures.length < max) return undefined;
        // The counter frees a slot when the oldest failure that keeps it full leaves the window.
        return failures[failures.length - max]!.failedAt.getTime() + windowMs;
    };
    const until = Math.max(
        (await retryAt(loginFailures.accountKey, accountKey, policy.maxPerAccount)) ?? 0,
        (await retryAt(loginFailures.ip, ip, policy.maxPerAddress)) ?? 0
    );
    if (until <= now.getTime()) return undefined;
    const at = new Date(until);
    return new AppError(
        ErrorCode.tooManyAttempts,
        'server.login.throttled',
        {
            time: at.toISOString().slice(11, 16),
            smart_count: Math.ceil((until - now.getTime()) / 60_000),
        },
        { retryAt: at.toISOString() }
    );
};

export const recordLoginFailure = async (
    db: Executor,
    accountKey: string,
    ip: string,
    now = new Date()
) => {
    await db.insert(loginFailures).values({ accountKey, ip, failedAt: now });
    // Old entries are useless to any window; a day keeps them for a look after an incident.
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - 86_400_000)));
};

/** A successful sign-in resets the account's counter (NIST 800-63B §5.2.2). */
export const clearAccountFailures = async (db: Executor, accountKey: string) => {
    await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
};
