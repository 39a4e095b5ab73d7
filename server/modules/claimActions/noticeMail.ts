import { and, eq, inArray } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { Profile } from '../../../common/profiles';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { DEFAULT_LOCALE, isLocale, type MessageKey } from '../../../i18n/types';
import type { Db } from '../../shared/database';
import { type claims, organisations, users } from '../../db/schema';
import { translator, type Translate } from '../../shared/i18n';
import type { Mailer } from '../../shared/mail';
import { fullName } from '../accounts';

/** What the claim actions' e-mails need: where to find recipients, how to send, the links' base. */
export interface NoticeDeps {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    profile: Profile;
    log: { error(details: object, message: string): void };
}

type Recipient = typeof users.$inferSelect;
type ClaimRow = typeof claims.$inferSelect;

/** Who acted, as an e-mail names them. */
export interface NoticeActor {
    username: string;
    firstName: string;
    lastName: string;
}

export const actorName = (actor: NoticeActor) => fullName(actor) || actor.username;

/** The claim query opened on one claim, by its number. */
export const claimLink = (publicUrl: string, claimNumber: string) =>
    `${publicUrl}/#${CLAIM_QUERY_PATH}?filter=${encodeURIComponent(JSON.stringify({ claimNumber }))}`;

/**
 * The active users of a role who see the claim by the desk's scope: those whose organisation the
 * claim names as its party (a provider's NPI as billing or rendering provider, a forwarder's name).
 */
export const claimPartyUsers = async (
    db: Db,
    desk: ClaimDesk,
    role: keyof ClaimDesk['scopes'],
    claim: ClaimRow
): Promise<Recipient[]> => {
    const owner = desk.scopes[role]?.owner;
    if (!owner) return [];
    const named = owner.fields.map(field => claim[field]).filter((value): value is string => Boolean(value));
    if (named.length === 0) return [];
    const rows = await db
        .select({ user: users })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(and(eq(users.role, role), eq(users.status, 'active'), inArray(organisations[owner.identifier], named)));
    return rows.map(row => row.user);
};

/**
 * E-mails each recipient in their own language: `texts` names the catalog entry with the
 * message's `subject` and `body`, followed by a link to the claim query and the signature. A
 * failed e-mail is logged with `about`, never thrown: the step it tells of is done.
 */
export const mailEach = async (
    deps: NoticeDeps,
    recipients: readonly Recipient[],
    texts: string,
    values: (t: Translate) => Record<string, string>,
    about: object
) => {
    for (const user of recipients) {
        const t = translator(isLocale(user.language) ? user.language : DEFAULT_LOCALE);
        const all = {
            name: fullName(user) || user.username,
            product: t(`app.title.${deps.profile}`),
            link: `${deps.publicUrl}/#${CLAIM_QUERY_PATH}`,
            ...values(t),
        };
        try {
            await deps.mailer.send({
                to: user.email,
                subject: t(`${texts}.subject` as MessageKey, all),
                text: `${t(`${texts}.body` as MessageKey, all)}\n\n${t('claimActions.mail.footer', all)}\n\n${t('mail.signature', all)}\n`,
            });
        } catch (error) {
            deps.log.error({ err: error, ...about }, 'claim notice could not be e-mailed');
        }
    }
};
