import { and, asc, eq, gte } from 'drizzle-orm';
import type { ContactRequest } from '../../../common/contract/contact';
import type { AuditOutcome } from '../../../common/vocabularies/audit';
import type { Db, Executor } from '../../shared/database';
import { users } from '../../db/schema';
import { contactRequests, type ContactDelivery } from './tables';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode, UpstreamError } from '../../shared/errors';
import type { MailLog, Mailer } from '../../shared/mail';
import { fullName, type User } from '../accounts';

/** At most this many requests per user in the window, counted from the stored requests. */
export const CONTACT_THROTTLE = { max: 5, windowMinutes: 60 } as const;

/** The tag every contact e-mail's subject starts with, so support can filter them. */
export const CONTACT_SUBJECT_PREFIX = '[Rx Connect]';

export interface ContactDeps {
    db: Db;
    mailer: Mailer;
    log: MailLog & { error(details: object, message: string): void };
    /** Where requests go (CONTACT_EMAIL). */
    contactEmail: string;
    /** Named in the refusal when the e-mail could not be sent (SUPPORT_PHONE). */
    supportPhone: string;
}

/**
 * Records a contact request, e-mails it to support with Reply-To the given address, and audits it.
 * The request is kept even when the e-mail fails; the caller is then told to phone support.
 */
export const submitContactRequest = async (
    { db, mailer, log, contactEmail, supportPhone }: ContactDeps,
    user: User,
    input: ContactRequest,
    origin: Origin,
    now = new Date()
): Promise<{ id: string; delivery: ContactDelivery }> => {
    const audit = (outcome: AuditOutcome, reason: string, id?: string) =>
        recordAudit(db, origin, {
            action: 'contact.request',
            outcome,
            actor: actorOf(user),
            ...(id ? { targetType: 'contact_request', targetId: id } : {}),
            reason,
        });

    // The check and the insert run under a lock on the user's row: parallel requests count each other.
    const stored = await db.transaction(async tx => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const refusal = await contactThrottleRefusal(tx, user.id, now);
        if (refusal) return { refusal };
        const [row] = await tx
            .insert(contactRequests)
            .values({ userId: user.id, ...input, createdAt: now })
            .returning({ id: contactRequests.id });
        return { id: row!.id };
    });
    if ('refusal' in stored) {
        await audit('failure', 'throttled');
        throw stored.refusal;
    }
    const { id } = stored;

    let delivery: ContactDelivery;
    let error: string | null = null;
    try {
        ({ delivery } = await mailer.send({
            to: contactEmail,
            replyTo: input.email,
            subject: `${CONTACT_SUBJECT_PREFIX} ${input.subject}`,
            text: contactMailText(user, input, id, now),
        }));
    } catch (failure) {
        delivery = 'failed';
        error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 1000) || 'unknown error';
        log.error({ err: failure, contactRequestId: id }, 'contact request could not be e-mailed');
    }
    await db.update(contactRequests).set({ delivery, error }).where(eq(contactRequests.id, id));

    if (delivery === 'failed') {
        await audit('failure', 'delivery_failed', id);
        throw new UpstreamError('server.contact.deliveryFailed', { phone: supportPhone }, { requestId: id });
    }
    await audit('success', delivery, id);
    return { id, delivery };
};

/** The refusal due while the user's requests of the last hour fill the quota, saying when to retry. */
export const contactThrottleRefusal = async (
    db: Executor,
    userId: string,
    now = new Date()
): Promise<AppError | undefined> => {
    const windowMs = CONTACT_THROTTLE.windowMinutes * 60_000;
    const recent = await db
        .select({ createdAt: contactRequests.createdAt })
        .from(contactRequests)
        .where(
            and(eq(contactRequests.userId, userId), gte(contactRequests.createdAt, new Date(now.getTime() - windowMs)))
        )
        .orderBy(asc(contactRequests.createdAt));
    if (recent.length < CONTACT_THROTTLE.max) return undefined;
    // A slot frees up when the oldest request that keeps the quota full leaves the window.
    const until = recent[recent.length - CONTACT_THROTTLE.max]!.createdAt.getTime() + windowMs;
    const at = new Date(until);
    return new AppError(
        ErrorCode.tooManyAttempts,
        'server.contact.throttled',
        {
            time: at.toISOString().slice(11, 16),
            smart_count: Math.max(1, Math.ceil((until - now.getTime()) / 60_000)),
        },
        { retryAt: at.toISOString() }
    );
};

/** The e-mail to support: the description as written, then who sent it. In English, for the support team. */
export const contactMailText = (user: User, input: ContactRequest, requestId: string, now: Date) =>
    [
        input.description,
        '',
        '-- ',
        'Sent with the Contact Us form of the Rx Connect Portal.',
        `From: ${fullName(user) || user.username}`,
        `Username: ${user.username}`,
        `Role: ${user.role}`,
        `Organisation: ${[user.orgName, `(${user.orgType})`].filter(Boolean).join(' ')}`,
        ...(user.providerId ? [`Provider id (NPI): ${user.providerId}`] : []),
        ...(user.planName ? [`Plan: ${user.planName}`] : []),
        `User id: ${user.id}`,
        `Reply to: ${input.email}`,
        `Request id: ${requestId}`,
        `Sent at: ${now.toISOString()}`,
    ].join('\n');
