import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { accountKeys, users, type AccountKeyPurpose } from '../../db/schema';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Single-use keys sent by e-mail (activation 24 h, password reset 1 h, e-mail change 24 h) and
 * the short step between password and second factor: 256 random bits, only their SHA-256
 * stored, a new key replacing the user's older unused ones of the same purpose.
 */
export const KEY_LIFETIME_MS: Record<AccountKeyPurpose, number> = {
    activation: 24 * 3_600_000,
    reset: 3_600_000,
    email_change: 24 * 3_600_000,
    login_challenge: 5 * 60_000,
};

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const createAccountKey = async (
    db: Executor,
    userId: string,
    purpose: AccountKeyPurpose,
    options: { newEmail?: string; now?: Date } = {}
) => {
    const now = options.now ?? new Date();
    // A new key replaces the older unused ones: their links stop working ("not valid").
    await db
        .delete(accountKeys)
        .where(and(eq(accountKeys.userId, userId), eq(accountKeys.purpose, purpose), isNull(accountKeys.usedAt)));
    const key = randomBytes(32).toString('base64url');
    await db.insert(accountKeys).values({
        userId,
        purpose,
        keyHash: hashKey(key),
        newEmail: options.newEmail ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS[purpose]),
    });
    return key;
};

/**
 * A usable key's row and its user, or a refusal that says whether the key is unknown, already
 * used or expired (each with its own message).
 */
export const findAccountKey = async (db: Executor, key: string, purpose: AccountKeyPurpose, now = new Date()) => {
    const [row] = await db
        .select({ key: accountKeys, user: users })
        .from(accountKeys)
        .innerJoin(users, eq(users.id, accountKeys.userId))
        .where(and(eq(accountKeys.keyHash, hashKey(key)), eq(accountKeys.purpose, purpose)));
    if (!row) throw new AppError(ErrorCode.notFound, `server.keys.${purpose}.unknown`);
    if (row.key.usedAt) throw new AppError(ErrorCode.conflict, `server.keys.${purpose}.used`);
    if (row.key.expiresAt <= now) throw new AppError(ErrorCode.invalidInput, `server.keys.${purpose}.expired`);
    return row;
};

/** Uses a key once: as findAccountKey, and marks it used. */
export const consumeAccountKey = async (db: Executor, key: string, purpose: AccountKeyPurpose, now = new Date()) => {
    const row = await findAccountKey(db, key, purpose, now);
    const used = await db
        .update(accountKeys)
        .set({ usedAt: now })
        .where(and(eq(accountKeys.id, row.key.id), isNull(accountKeys.usedAt)))
        .returning({ id: accountKeys.id });
    // A key used by a concurrent request in the meantime counts as used.
    if (used.length === 0) throw new AppError(ErrorCode.conflict, `server.keys.${purpose}.used`);
    return row;
};
