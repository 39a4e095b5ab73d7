import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { SsoRefused } from './accountLink';
import { ssoAttempts } from './tables';

/** How long a sign-in may stay at the provider before its answer is refused. */
export const ATTEMPT_MINUTES = 10;

/** The cookie naming the browser that started a sign-in: an answer is taken only in that browser. */
export const BROWSER_COOKIE = 'rx_sso_browser';

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

export type Attempt = typeof ssoAttempts.$inferSelect;

/**
 * A sign-in leaving for a provider: its checks (state, nonce, PKCE verifier, SAML request id) kept
 * here, and a new browser key for the cookie (only its hash is stored).
 */
export const startAttempt = async (
    db: Executor,
    values: Pick<Attempt, 'providerId' | 'redirect'> &
        Partial<Pick<Attempt, 'state' | 'nonce' | 'codeVerifier' | 'requestId'>>,
    now = new Date()
) => {
    const browserKey = randomBytes(32).toString('base64url');
    // Attempts never finished are not worth keeping past their time.
    await db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, now));
    const [attempt] = await db
        .insert(ssoAttempts)
        .values({
            ...values,
            browserKeyHash: hashOf(browserKey),
            expiresAt: new Date(now.getTime() + ATTEMPT_MINUTES * 60_000),
        })
        .returning();
    return { attempt: attempt!, browserKey };
};

/**
 * Takes the attempt an answer comes back for, once: unknown, used or expired ones and those started
 * in another browser are refused.
 */
export const finishAttempt = async (
    db: Executor,
    found: { providerId: string } & ({ state: string } | { requestId: string }),
    browserKey: string | undefined,
    now = new Date()
) => {
    const [attempt] = await db
        .update(ssoAttempts)
        .set({ usedAt: now })
        .where(
            and(
                eq(ssoAttempts.providerId, found.providerId),
                'state' in found ? eq(ssoAttempts.state, found.state) : eq(ssoAttempts.requestId, found.requestId),
                isNull(ssoAttempts.usedAt),
                gt(ssoAttempts.expiresAt, now)
            )
        )
        .returning();
    if (!attempt) throw new SsoRefused('expired', 'no such attempt waiting');
    if (!browserKey || hashOf(browserKey) !== attempt.browserKeyHash) {
        throw new SsoRefused('wrongBrowser', 'the browser key does not match the attempt');
    }
    return attempt;
};

/**
 * Whether a SAML request id is one the portal sent and not expired (node-saml's InResponseTo check).
 * A used one still counts here, so that a replayed assertion is refused as such, by its id.
 */
export const isOurRequest = async (db: Executor, requestId: string, now = new Date()) => {
    const [attempt] = await db
        .select({ createdAt: ssoAttempts.createdAt })
        .from(ssoAttempts)
        .where(and(eq(ssoAttempts.requestId, requestId), gt(ssoAttempts.expiresAt, now)));
    return attempt;
};
