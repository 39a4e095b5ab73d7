import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../shared/database';
import { signInAttempts, type AttemptScope } from '../../db/schema';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Budgets of password (and second-factor code) checks over a fixed window. A guesser is stopped
 * per account *and address*, so the owner, elsewhere, can still sign in; across addresses an
 * account slows down (a growing wait between checks) well before a hard ceiling, so a distributed
 * guesser gets few tries and the owner waits seconds, not a lockout.
 */
export interface ThrottlePolicy {
    windowMinutes: number;
    /** Checks of one account from one address. */
    maxPerPair: number;
    /** Checks from one address, whatever the account. */
    maxPerAddress: number;
    /** Checks of one account from all addresses: the ceiling. */
    maxPerAccount: number;
    /** Checks of one account after which each next one waits a growing time after the last. */
    accountDelayAfter: number;
    /** The first wait; each next one doubles, up to maxDelaySeconds. */
    firstDelaySeconds: number;
    maxDelaySeconds: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
    windowMinutes: 15,
    maxPerPair: 5,
    maxPerAddress: 20,
    maxPerAccount: 30,
    accountDelayAfter: 10,
    firstDelaySeconds: 1,
    maxDelaySeconds: 60,
};

/** Who is trying: the account (its username in lower case) and the caller's address. */
export interface AttemptOrigin {
    accountKey: string;
    ip: string;
}

/** The counters one check touches, in the order their rows are locked (by scope, to avoid deadlocks). */
const countersOf = ({ accountKey, ip }: AttemptOrigin): { scope: AttemptScope; key: string }[] => [
    { scope: 'account', key: accountKey },
    { scope: 'address', key: ip },
    { scope: 'pair', key: `${ip} ${accountKey}` },
];

const matching = (counters: { scope: AttemptScope; key: string }[]) =>
    or(...counters.map(({ scope, key }) => and(eq(signInAttempts.scope, scope), eq(signInAttempts.key, key))));

/** Windows that ended more than this long ago are of no use to anyone: removed as checks go by. */
const KEEP_MS = 86_400_000;

/**
 * Counts one check before it runs, as one atomic step: the counters' rows are locked, and the
 * check is either refused (nothing counted) or counted on all three at once. So any number of
 * parallel attempts get at most the budget checked. Answers the refusal, or undefined when the
 * check may run.
 */
export const reserveAttempt = async (
    db: Db,
    origin: AttemptOrigin,
    policy: ThrottlePolicy,
    now = new Date()
): Promise<AppError | undefined> => {
    const windowMs = policy.windowMinutes * 60_000;
    const counters = countersOf(origin);
    const refusal = await db.transaction(async tx => {
        await tx
            .insert(signInAttempts)
            .values(counters.map(counter => ({ ...counter, attempts: 0, windowStartedAt: now, lastAttemptAt: now })))
            .onConflictDoNothing();
        const rows = await tx
            .select()
            .from(signInAttempts)
            .where(matching(counters))
            .orderBy(asc(signInAttempts.scope), asc(signInAttempts.key))
            .for('update');
        const current = rows.map(row =>
            row.windowStartedAt.getTime() + windowMs <= now.getTime()
                ? { ...row, attempts: 0, windowStartedAt: now }
                : row
        );
        const refused = refusalOf(current, policy, now);
        if (refused) return refused;
        for (const row of current) {
            await tx
                .update(signInAttempts)
                .set({ attempts: row.attempts + 1, windowStartedAt: row.windowStartedAt, lastAttemptAt: now })
                .where(matching([row]));
        }
        return undefined;
    });
    // Rows another check holds are left for a later pass rather than waited for.
    await db.execute(sql`
        delete from ${signInAttempts} where (${signInAttempts.scope}, ${signInAttempts.key}) in (
            select ${signInAttempts.scope}, ${signInAttempts.key} from ${signInAttempts}
            where ${signInAttempts.windowStartedAt} < ${new Date(now.getTime() - windowMs - KEEP_MS)}
            limit 100 for update skip locked)`);
    return refusal;
};

type Counter = typeof signInAttempts.$inferSelect;

/** The refusal due for the counters as they stand, naming when to retry; undefined = go ahead. */
const refusalOf = (counters: Counter[], policy: ThrottlePolicy, now: Date): AppError | undefined => {
    const windowEnd = (counter: Counter) => counter.windowStartedAt.getTime() + policy.windowMinutes * 60_000;
    const limits: Record<AttemptScope, number> = {
        pair: policy.maxPerPair,
        address: policy.maxPerAddress,
        account: policy.maxPerAccount,
    };
    const full = counters.filter(counter => counter.attempts >= limits[counter.scope]).map(windowEnd);
    if (full.length > 0) return throttled(new Date(Math.max(...full)), now);

    const account = counters.find(counter => counter.scope === 'account');
    if (account && account.attempts >= policy.accountDelayAfter) {
        const delaySeconds = Math.min(
            policy.firstDelaySeconds * 2 ** (account.attempts - policy.accountDelayAfter),
            policy.maxDelaySeconds
        );
        const until = account.lastAttemptAt.getTime() + delaySeconds * 1000;
        if (until > now.getTime()) {
            const at = new Date(until);
            return new AppError(
                ErrorCode.tooManyAttempts,
                'server.login.slowDown',
                { smart_count: Math.ceil((until - now.getTime()) / 1000) },
                { retryAt: at.toISOString() }
            );
        }
    }
    return undefined;
};

const throttled = (at: Date, now: Date) =>
    new AppError(
        ErrorCode.tooManyAttempts,
        'server.login.throttled',
        {
            time: at.toISOString().slice(11, 16),
            smart_count: Math.ceil((at.getTime() - now.getTime()) / 60_000),
        },
        { retryAt: at.toISOString() }
    );

/**
 * A check that succeeded (a sign-in completed, a password confirmed) gives its count back: the
 * account's and this address's counts for it start over, and the address's own count drops by one.
 */
export const attemptSucceeded = async (db: Executor, origin: AttemptOrigin) => {
    const [account, address, pair] = countersOf(origin);
    await db.delete(signInAttempts).where(matching([account!]));
    await db
        .update(signInAttempts)
        .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
        .where(matching([address!]));
    await db.delete(signInAttempts).where(matching([pair!]));
};
