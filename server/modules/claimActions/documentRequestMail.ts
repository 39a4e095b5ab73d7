import { eq } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import { DISPUTE_ROLES } from '../../../common/claimActions/vocabularies';
import type { DocumentRequest } from '../../../common/contract/claimActions';
import { claims } from '../../db/schema';
import { actorName, claimLink, claimPartyUsers, mailEach, type NoticeActor, type NoticeDeps } from './noticeMail';

export interface DocumentRequestNotices {
    /** E-mails the provider's users of a new request, each in their language; never throws for a failed e-mail. */
    requested(request: DocumentRequest, actor: NoticeActor): Promise<void>;
}

/**
 * Document request e-mails: to the active users of the providers the claim names (billing or
 * rendering), who see it in the claim query and answer the request there.
 */
export const createDocumentRequestNotices = (deps: NoticeDeps & { desk: ClaimDesk }): DocumentRequestNotices => ({
    async requested(request, actor) {
        const [claim] = await deps.db.select().from(claims).where(eq(claims.id, request.claimId));
        if (!claim) return;
        const recipients = (
            await Promise.all(DISPUTE_ROLES.open.map(role => claimPartyUsers(deps.db, deps.desk, role, claim)))
        ).flat();
        await mailEach(
            deps,
            recipients,
            'claimActions.mail.documentRequest',
            t => ({
                actor: actorName(actor),
                plan: claim.planName ?? '',
                number: request.claimNumber,
                codes: request.attachmentCodes
                    .map(code => `- ${t(`claimActions.attachmentCodes.${code}`)} (LOINC ${code})`)
                    .join('\n'),
                note: request.note ? `\n\n${request.note}` : '',
                dueOn: request.dueOn,
                link: claimLink(deps.publicUrl, request.claimNumber),
            }),
            { requestId: request.id }
        );
    },
});
