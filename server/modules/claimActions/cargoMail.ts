import { eq } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { CargoStep } from '../../../common/claimActions/cargoHandling';
import { CARGO_FILERS } from '../../../common/claimActions/vocabularies';
import type { CargoFiling, CargoStepInput } from '../../../common/contract/claimActions';
import { claims } from '../../db/schema';
import { actorName, claimLink, claimPartyUsers, mailEach, type NoticeActor, type NoticeDeps } from './noticeMail';

/**
 * The steps the forwarder is e-mailed of: those that answer its claim or ask something of it. The
 * survey and the reserve are the insurer's own (the forwarder never sees the reserve), and recovery
 * is against the carrier.
 */
export const TOLD_STEPS = [
    'acknowledge',
    'request_documents',
    'pay',
    'decline',
] as const satisfies readonly CargoStep[];

export interface CargoNotices {
    /** E-mails the forwarder's users of a step just taken, each in their language; never throws for a failed e-mail. */
    stepTaken(filing: CargoFiling, input: CargoStepInput, actor: NoticeActor): Promise<void>;
}

/** Cargo claim e-mails: to the active users of the forwarder the claim names, who see it in the claim query. */
export const createCargoNotices = (deps: NoticeDeps & { desk: ClaimDesk }): CargoNotices => ({
    async stepTaken(filing, input, actor) {
        if (!(TOLD_STEPS as readonly string[]).includes(input.step)) return;
        const [claim] = await deps.db.select().from(claims).where(eq(claims.id, filing.claimId));
        if (!claim) return;
        const recipients = (
            await Promise.all(CARGO_FILERS.map(role => claimPartyUsers(deps.db, deps.desk, role, claim)))
        ).flat();
        const money = (amount: number) => `${amount.toFixed(2)} ${filing.currency}`;
        const suit = filing.deadlines.find(deadline => deadline.act === 'suit' && deadline.lastDay);
        await mailEach(
            deps,
            recipients,
            `claimActions.cargoHandling.mail.${input.step}`,
            t => ({
                actor: actorName(actor),
                number: filing.claimNumber,
                document: filing.transportDocument,
                day: filing.handling.acknowledgedOn ?? '',
                decideBy: filing.handling.decideBy,
                note: input.step === 'request_documents' ? input.note : '',
                amount: input.step === 'pay' ? money(input.amount) : '',
                claimed: money(filing.amount),
                reason: input.step === 'decline' ? input.reason : '',
                suit:
                    input.step === 'decline' && suit
                        ? `\n\n${t('claimActions.cargoHandling.mail.suitBy', { day: suit.lastDay!, authority: suit.authority })}`
                        : '',
                link: claimLink(deps.publicUrl, filing.claimNumber),
            }),
            { claimId: filing.claimId, step: input.step }
        );
    },
});
