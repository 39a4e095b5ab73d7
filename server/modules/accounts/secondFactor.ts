import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db, Executor } from '../../shared/database';
import { recoveryCodes, users } from '../../db/schema';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import type { ThrottlePolicy } from './loginThrottle';
import { recheckPassword } from './passwordRecheck';
import type { SecretBox } from '../../shared/secretBox';
import { base32Encode, newTotpSecret, otpauthUrl, verifyTotp } from './totp';
import type { User } from './userRecords';

/**
 * The second factor: a TOTP authenticator enrolled with a QR code, proved by a first
 * code, backed by ten single-use recovery codes. Roles listed in TOTP_REQUIRED_ROLES must have
 * one before using the portal.
 */
const RECOVERY_CODES = 10;

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

export const secondFactorMissing = (user: User, requiredRoles: readonly string[]) =>
    requiredRoles.includes(user.role) && !user.totpEnabledAt;

/** A new secret for the user's authenticator; it counts only once a code from it is confirmed. */
export const startEnrolment = async (db: Db, box: SecretBox, user: User, issuer: string) => {
    if (user.totpEnabledAt) throw new AppError(ErrorCode.conflict, 'server.totp.alreadyEnabled');
    const secret = newTotpSecret();
    await db
        .update(users)
        .set({ totpSecret: box.seal(secret), totpLastStep: null })
        .where(eq(users.id, user.id));
    const url = otpauthUrl(secret, user.username, issuer);
    return { secret, otpauthUrl: url, qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
};

/** Confirms the enrolment with a first code; answers the recovery codes, shown once. */
export const confirmEnrolment = async (db: Db, box: SecretBox, user: User, code: string, origin: Origin) => {
    if (user.totpEnabledAt) throw new AppError(ErrorCode.conflict, 'server.totp.alreadyEnabled');
    if (!user.totpSecret) throw new AppError(ErrorCode.conflict, 'server.totp.notStarted');
    const step = verifyTotp(box.open(user.totpSecret), code, null);
    if (step === undefined) throw new AppError(ErrorCode.invalidInput, 'server.totp.wrongCode');
    const codes = Array.from({ length: RECOVERY_CODES }, () => {
        const raw = base32Encode(randomBytes(7)).slice(0, 10);
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await db.transaction(async tx => {
        await tx.update(users).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(users.id, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await tx.insert(recoveryCodes).values(codes.map(value => ({ userId: user.id, codeHash: hashCode(value) })));
        await recordAudit(tx, origin, {
            action: 'user.secondFactorEnabled',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
        });
    });
    return codes;
};

/**
 * Removes the second factor after checking the password under the sign-in budget (not allowed
 * where it is required).
 */
export const disableSecondFactor = async (
    db: Db,
    user: User,
    password: string,
    { requiredRoles, throttle }: { requiredRoles: readonly string[]; throttle: ThrottlePolicy },
    origin: Origin
) => {
    if (requiredRoles.includes(user.role)) throw new AppError(ErrorCode.forbidden, 'server.totp.required');
    await recheckPassword(db, user, password, { action: 'user.secondFactorDisabled', origin, throttle });
    await db.transaction(async tx => {
        await tx
            .update(users)
            .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
            .where(eq(users.id, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await recordAudit(tx, origin, {
            action: 'user.secondFactorDisabled',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
        });
    });
};

/**
 * Checks a code from the authenticator, or a recovery code, for a sign-in: answers whether it
 * holds, and consumes it (a TOTP step or a recovery code is never accepted twice).
 */
export const checkSecondFactor = async (db: Executor, box: SecretBox, user: User, code: string) => {
    const compact = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(compact) && user.totpSecret) {
        const step = verifyTotp(box.open(user.totpSecret), compact, user.totpLastStep);
        if (step === undefined) return undefined;
        await db.update(users).set({ totpLastStep: step }).where(eq(users.id, user.id));
        return 'totp' as const;
    }
    const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
            and(
                eq(recoveryCodes.userId, user.id),
                eq(recoveryCodes.codeHash, hashCode(compact)),
                isNull(recoveryCodes.usedAt)
            )
        )
        .returning({ id: recoveryCodes.id });
    return used.length > 0 ? ('recovery_code' as const) : undefined;
};
