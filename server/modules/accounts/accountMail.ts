import type { Profile } from '../../../common/profiles';
import { DEFAULT_LOCALE, isLocale, type MessageKey } from '../../../i18n/types';
import { translator } from '../../shared/i18n';
import type { Mailer } from '../../shared/mail';
import { fullName, type User } from './userRecords';

/**
 * The account e-mails, in the user's language, with links built from PUBLIC_URL. A link is a key
 * to the account, so it never reaches the log: without an SMTP server the mail (link included)
 * waits in the owner-only outbox folder, and the log says only that it was written there.
 */
export type AccountMail =
    | 'activation'
    | 'registrationAttempt'
    | 'registrationApproved'
    | 'registrationRejected'
    | 'reset'
    | 'emailChange'
    | 'emailChangeNotice'
    | 'passwordChanged';

export interface AccountMailer {
    send(
        user: User,
        mail: AccountMail,
        options?: { to?: string; link?: string; params?: Record<string, string> }
    ): Promise<void>;
}

export const createAccountMailer = (deps: { mailer: Mailer; publicUrl: string; profile: Profile }): AccountMailer => ({
    async send(user, mail, { to = user.email, link, params = {} } = {}) {
        const t = translator(isLocale(user.language) ? user.language : DEFAULT_LOCALE);
        const values = {
            name: fullName(user) || user.username,
            username: user.username,
            product: t(`app.title.${deps.profile}`),
            link: link ? `${deps.publicUrl}/#${link}` : '',
            ...params,
        };
        const key = (part: 'subject' | 'body') => `mail.${mail}.${part}` as MessageKey;
        await deps.mailer.send({
            to,
            subject: t(key('subject'), values),
            text: `${t(key('body'), values)}\n\n${t('mail.signature', values)}\n`,
        });
    },
});
