import type { AuditAction } from '../../../common/vocabularies/audit';
import type { Db } from '../../shared/database';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { attemptSucceeded, reserveAttempt, type ThrottlePolicy } from './loginThrottle';
import { verifyPassword } from './passwords';
import type { User } from './userRecords';

/**
 * A password asked again behind a session before a sensitive change (a new password, removing the
 * second factor), under the sign-in budget: counted first, refused once spent. A refusal, wrong or
 * throttled, is audited as a failure of the change asked for (`action`) and thrown; a right
 * password gives its count back.
 */
export const recheckPassword = async (
    db: Db,
    user: User,
    password: string,
    { action, origin, throttle }: { action: AuditAction; origin: Origin; throttle: ThrottlePolicy }
) => {
    const attempt = { accountKey: user.username.toLowerCase(), ip: origin.ip };
    const throttled = await reserveAttempt(db, attempt, throttle);
    let refusal: { error: AppError; reason: string } | undefined;
    if (throttled) refusal = { error: throttled, reason: 'throttled' };
    else if (!(await verifyPassword(password, user.passwordHash)))
        refusal = {
            error: new AppError(ErrorCode.invalidInput, 'server.profile.currentPasswordWrong'),
            reason: 'wrong_current_password',
        };
    if (!refusal) {
        await attemptSucceeded(db, attempt);
        return;
    }
    await recordAudit(db, origin, {
        action,
        outcome: 'failure',
        actor: actorOf(user),
        targetType: 'user',
        targetId: user.id,
        reason: refusal.reason,
    });
    throw refusal.error;
};
