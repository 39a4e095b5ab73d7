import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../shared/database';
import { users } from '../../db/schema';
import { actorOf, recordAudit, recordSessionEvent, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { attemptSucceeded, reserveAttempt, type ThrottlePolicy } from './loginThrottle';
import { decoyHash, verifyPassword } from './passwords';
import { consumeAccountKey, createAccountKey, findAccountKey } from './accountKeys';
import { checkSecondFactor } from './secondFactor';
import type { SecretBox } from '../../shared/secretBox';
import { createSession, endSession, type Session, type SessionPolicy } from './sessions';
import { findUserByUsername, type User } from './userRecords';
import { localPasswordRefusal } from '../sso';

export interface AuthPolicy {
    session: SessionPolicy;
    throttle: ThrottlePolicy;
}

const STATUS_REFUSALS = {
    pending: 'server.login.pending',
    locked: 'server.login.locked',
    disabled: 'server.login.disabled',
} as const;

/**
 * Signs a user in: the attempt counted (or refused) by the throttle, password check, account
 * status, then a new session — or,
 * for a user with a second factor, a challenge to complete with a code (completeSignIn).
 * Every outcome is audited; the password is never stored or logged.
 */
export const signIn = async (
    db: Db,
    credentials: { username: string; password: string },
    origin: Origin,
    policy: AuthPolicy
): Promise<{ token: string; user: User } | { challenge: string; user: User }> => {
    const username = credentials.username.trim();
    const accountKey = username.toLowerCase();
    const refuse = async (error: AppError, reason: string, user?: User) => {
        await recordAudit(db, origin, {
            action: 'auth.login',
            outcome: 'failure',
            actor: user ? actorOf(user) : { username },
            reason,
        });
        return error;
    };

    const throttled = await reserveAttempt(db, { accountKey, ip: origin.ip }, policy.throttle);
    if (throttled) throw await refuse(throttled, 'throttled');

    const user = await findUserByUsername(db, username);
    const passwordMatches = user
        ? await verifyPassword(credentials.password, user.passwordHash)
        : await verifyPassword(credentials.password, await decoyHash()).then(() => false);
    if (!user || !passwordMatches) {
        throw await refuse(
            new AppError(ErrorCode.wrongCredentials, 'server.login.incorrect'),
            'wrong_credentials',
            user
        );
    }
    if (user.status !== 'active') {
        throw await refuse(
            new AppError(ErrorCode.forbidden, STATUS_REFUSALS[user.status]),
            `account_${user.status}`,
            user
        );
    }

    const providerOnly = await localPasswordRefusal(db, user);
    if (providerOnly) throw await refuse(providerOnly, 'sso_required', user);

    if (user.totpEnabledAt) return { challenge: await createAccountKey(db, user.id, 'login_challenge'), user };
    return openSession(db, user, origin, policy);
};

/**
 * The session at the end of a sign-in (with a password or through an identity provider); the
 * account's attempt count starts over. `within` runs in the same transaction with the new session.
 */
export const openSession = (
    db: Db,
    user: User,
    origin: Origin,
    policy: AuthPolicy,
    reason?: string,
    within?: (tx: Executor, session: Session) => Promise<void>
) =>
    db.transaction(async tx => {
        await attemptSucceeded(tx, { accountKey: user.username.toLowerCase(), ip: origin.ip });
        const { token, session } = await createSession(tx, user.id, origin, policy.session);
        await tx.update(users).set({ lastLoginAt: session.createdAt }).where(eq(users.id, user.id));
        await recordSessionEvent(tx, origin, { action: 'auth.login', user, sessionId: session.id, reason });
        await within?.(tx, session);
        return { token, user };
    });

/**
 * The second step of a sign-in: the challenge from signIn and a code from the authenticator
 * (or a recovery code). Each code counts towards the throttle like a password.
 */
export const completeSignIn = async (
    db: Db,
    box: SecretBox,
    input: { challenge: string; code: string },
    origin: Origin,
    policy: AuthPolicy
) => {
    const { user } = await findAccountKey(db, input.challenge, 'login_challenge');
    const accountKey = user.username.toLowerCase();
    const throttled = await reserveAttempt(db, { accountKey, ip: origin.ip }, policy.throttle);
    if (throttled) {
        await recordAudit(db, origin, {
            action: 'auth.login',
            outcome: 'failure',
            actor: actorOf(user),
            reason: 'throttled',
        });
        throw throttled;
    }
    const method = await checkSecondFactor(db, box, user, input.code);
    if (!method) {
        await recordAudit(db, origin, {
            action: 'auth.login',
            outcome: 'failure',
            actor: actorOf(user),
            reason: 'wrong_second_factor',
        });
        throw new AppError(ErrorCode.wrongCredentials, 'server.totp.wrongCode');
    }
    await consumeAccountKey(db, input.challenge, 'login_challenge');
    return openSession(db, user, origin, policy, method);
};

/** Ends the caller's session and audits the sign-out. */
export const signOut = async (db: Db, session: Session, user: User, origin: Origin) => {
    await db.transaction(async tx => {
        if (await endSession(tx, session.id, 'logout')) {
            await recordSessionEvent(tx, origin, { action: 'auth.logout', user, sessionId: session.id });
        }
    });
};
