import type { Profile } from '../../common/profiles';
import { DEFAULT_LOCALE, isLocale, type MessageKey } from '../../i18n/types';
import { translator } from '../http/i18n';
import type { MailLog, Mailer } from './mail';
import { fullName, type User } from './users';

/**
 * The account e-mails (issue 4), in the user's language, with links built from PUBLIC_URL.
 * Without an SMTP server the link is also logged, so a trial installation can be used without
 * mail; with one, links never reach the log.
 */
export type AccountMail = 'activation' | 'reset' | 'emailChange' | 'emailChangeNotice' | 'passwordChanged';

export interface AccountMailer {
    send(user: User, mail: AccountMail, options?: { to?: string; link?: string; params?: Record<string, string> }): Promise<void>;
}

export const createAccountMailer = (deps: {
    mailer: Mailer;
    log: MailLog;
    publicUrl: string;
    profile: Profile;
    smtpConfigured: boolean;
}): AccountMailer => ({
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
        if (link && !deps.smtpConfigured) {
            deps.log.info({ to, mail, link: values.link }, 'no SMTP server: the link of this e-mail, for trying the portal');
        }
    },
});
