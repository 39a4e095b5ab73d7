import { and, eq, or } from 'drizzle-orm';
import type { Dispute } from '../../../common/contract/claimActions';
import { users } from '../../db/schema';
import { actorName, claimLink, mailEach, type NoticeActor, type NoticeDeps } from './noticeMail';

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
    send(dispute: Dispute, event: DisputeEvent, actor: NoticeActor): Promise<void>;
}

/**
 * Dispute e-mails: the plan's active staff (the plan's users) and the provider user who opened
 * the dispute, with a link to the claim in the claim query.
 */
export const createDisputeNotices = (deps: NoticeDeps): DisputeNotices => ({
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
        await mailEach(
            deps,
            recipients,
            `claimActions.mail.${event}`,
            t => ({
                actor: actorName(actor),
                number: dispute.claimNumber,
                type: t(`claimActions.types.${dispute.disputeType}`),
                reason: t(`claimActions.reasons.${dispute.reason}`),
                narrative: dispute.narrative,
                dueOn: dispute.dueOn,
                note: dispute.requestNote ?? '',
                outcome: dispute.outcome ? t(`claimActions.outcomes.${dispute.outcome}`) : '',
                decision: dispute.decisionText ?? '',
                link: claimLink(deps.publicUrl, dispute.claimNumber),
            }),
            { disputeId: dispute.id }
        );
    },
});
