import type { Profile } from '../../../common/profiles';
import { isLocale, DEFAULT_LOCALE } from '../../../i18n/types';
import { translator } from '../../shared/i18n';
import type { Mailer } from '../../shared/mail';
import type { InquiryRecord } from './inquiries';

/**
 * The answer to a member's question, e-mailed in the language the member wrote in, with the question
 * quoted. A failed e-mail is logged, never thrown: the answer is kept either way.
 */
export const mailInquiryAnswer = async (
    deps: { mailer: Mailer; profile: Profile; log: { error(details: object, message: string): void } },
    inquiry: InquiryRecord
) => {
    if (!inquiry.answer) return;
    const t = translator(isLocale(inquiry.language) ? inquiry.language : DEFAULT_LOCALE);
    const values = {
        product: t(`app.title.${deps.profile}`),
        question: inquiry.question,
        answer: inquiry.answer,
        receivedOn: inquiry.receivedAt.toISOString().slice(0, 10),
    };
    try {
        await deps.mailer.send({
            to: inquiry.email,
            subject: t('directoryReports.mail.subject', values),
            text: `${t('directoryReports.mail.body', values)}\n\n${t('mail.signature', values)}\n`,
        });
    } catch (error) {
        deps.log.error({ err: error, inquiryId: inquiry.id }, 'answer to a member could not be e-mailed');
    }
};
