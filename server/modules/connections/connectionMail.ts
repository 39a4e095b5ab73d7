import type { Profile } from '../../../common/profiles';
import { DEFAULT_LOCALE, isLocale, type MessageKey } from '../../../i18n/types';
import type { Db } from '../../shared/database';
import { translator } from '../../shared/i18n';
import type { ConnectionNotices } from './connections';
import type { Mailer } from '../../shared/mail';
import { findUserById, fullName } from '../accounts';

/** E-mail notices of connection changes, each in its recipient's language, linking to /connect. */
export const createConnectionNotices = (deps: {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    profile: Profile;
    log: { error(details: object, message: string): void };
}): ConnectionNotices => ({
    async send(connection, actor, event, message) {
        const recipients = [connection.requester, connection.recipient].filter(party => party.id !== actor.id);
        for (const party of recipients) {
            const user = await findUserById(deps.db, party.id);
            if (!user) continue;
            const t = translator(isLocale(user.language) ? user.language : DEFAULT_LOCALE);
            const values = {
                name: fullName(user) || user.username,
                actor: fullName(actor) || actor.username,
                organisation: actor.role === 'admin' ? t(`app.title.${deps.profile}`) : actor.planName || actor.orgName,
                kind: t(`connect.kinds.${connection.kind}` as MessageKey),
                product: t(`app.title.${deps.profile}`),
                reason: message ?? connection.reason ?? '—',
                link: `${deps.publicUrl}/#/connect?id=${connection.id}`,
            };
            const key = (part: 'subject' | 'body') => `connectionMail.${event}.${part}` as MessageKey;
            try {
                await deps.mailer.send({
                    to: user.email,
                    subject: t(key('subject'), values),
                    text: `${t(key('body'), values)}\n\n${t('connectionMail.footer', values)}\n\n${t('mail.signature', values)}\n`,
                });
            } catch (error) {
                deps.log.error({ err: error, connectionId: connection.id }, 'connection notice could not be e-mailed');
            }
        }
    },
});
