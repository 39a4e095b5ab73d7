import { and, eq, or } from 'drizzle-orm';
import type { Profile } from '../../../common/profiles';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import type { Dispute } from '../../../common/contract/claimActions';
import { DEFAULT_LOCALE, isLocale, type MessageKey } from '../../../i18n/types';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { translator } from '../../http/i18n';
import type { Mailer } from '../../services/mail';
import { fullName } from '../../services/users';

/** What happened to a dispute that its parties are told of. */
export type DisputeEvent = 'opened' | 'requested' | 'decided';

/** Who hears of each event: the plan of an opened dispute, the provider of a request, both of a decision. */
const AUDIENCE: Record<DisputeEvent, readonly ('plan' | 'provider')[]> = {
    opened: ['plan'],
    requested: ['provider'],
    decided: ['provider', 'plan'],
};

export interface DisputeNotices {
    /** E-mails the event to its audience, each in their language; a failed e-mail is logged, not thrown. */
    send(
        dispute: Dispute,
        event: DisputeEvent,
        actor: { username: string; firstName: string; lastName: string }
    ): Promise<void>;
}

/**
 * Dispute e-mails: the plan's active staff (the plan's users) and the provider user who opened
 * the dispute, with a link to the claim in the claim query.
 */
export const createDisputeNotices = (deps: {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    profile: Profile;
    log: { error(details: object, message: string): void };
}): DisputeNotices => ({
    async send(dispute, event, actor) {
        const audience = AUDIENCE[event];
        const wanted = [
            audience.includes('plan') && dispute.planName
                ? and(eq(users.role, 'healthplan'), eq(users.planName, dispute.planName))
                : undefined,
            audience.includes('provider') ? eq(users.username, dispute.openedBy) : undefined,
        ].filter(condition => condition !== undefined);
        if (wanted.length === 0) return;
        const recipients = await deps.db
            .select()
            .from(users)
            .where(and(eq(users.status, 'active'), or(...wanted)));
        for (const user of recipients) {
            const t = translator(isLocale(user.language) ? user.language : DEFAULT_LOCALE);
            const values = {
                name: fullName(user) || user.username,
                actor: fullName(actor) || actor.username,
                number: dispute.claimNumber,
                type: t(`claimActions.types.${dispute.disputeType}`),
                reason: t(`claimActions.reasons.${dispute.reason}`),
                narrative: dispute.narrative,
                dueOn: dispute.dueOn,
                note: dispute.requestNote ?? '',
                outcome: dispute.outcome ? t(`claimActions.outcomes.${dispute.outcome}`) : '',
                decision: dispute.decisionText ?? '',
                product: t(`app.title.${deps.profile}`),
                link: `${deps.publicUrl}/#${CLAIM_QUERY_PATH}`,
            };
            const key = (part: 'subject' | 'body') => `claimActions.mail.${event}.${part}` as MessageKey;
            try {
                await deps.mailer.send({
                    to: user.email,
                    subject: t(key('subject'), values),
                    text: `${t(key('body'), values)}\n\n${t('claimActions.mail.footer', values)}\n\n${t('mail.signature', values)}\n`,
                });
            } catch (error) {
                deps.log.error({ err: error, disputeId: dispute.id }, 'dispute notice could not be e-mailed');
            }
        }
    },
});
