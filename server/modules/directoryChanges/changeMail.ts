import { and, eq, inArray, or } from 'drizzle-orm';
import type { Profile } from '../../../common/profiles';
import { MY_LISTING_PATH } from '../../../common/routes';
import { DEFAULT_LOCALE, isLocale, type MessageKey } from '../../../i18n/types';
import type { Db } from '../../shared/database';
import { organisations, users } from '../../db/schema';
import { translator } from '../../shared/i18n';
import type { Mailer } from '../../shared/mail';
import { fullName } from '../accounts';
import { mailInquiryAnswer, type InquiryRecord } from '../directoryReports';
import { listingName, type Decision } from './changes';

/**
 * Who hears of a decided change: the provider — the user who asked for it, and the provider users of
 * the organisation whose NPI the listing holds — each in their language with a link to "My listing";
 * and the member who reported the error, through the answer to the member's question.
 */
export const createChangeNotices = (deps: {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    profile: Profile;
    log: { error(details: object, message: string): void };
}) => ({
    async decided({ change, table, row }: Decision, answeredMember: InquiryRecord | undefined) {
        const npiColumn = table.columns.find(column => column.type === 'npi');
        const npi = npiColumn ? row.values[npiColumn.name] : undefined;
        const wanted = [
            change.requestedBy ? eq(users.id, change.requestedBy) : undefined,
            typeof npi === 'string' && npi !== ''
                ? and(
                      eq(users.role, 'provider'),
                      eq(users.approval, 'approved'),
                      inArray(
                          users.organisationId,
                          deps.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.npi, npi))
                      )
                  )
                : undefined,
        ].filter(condition => condition !== undefined);
        const recipients =
            wanted.length === 0
                ? []
                : await deps.db
                      .select()
                      .from(users)
                      .where(and(eq(users.status, 'active'), or(...wanted)));
        for (const user of recipients) {
            const t = translator(isLocale(user.language) ? user.language : DEFAULT_LOCALE);
            const values = {
                name: fullName(user) || user.username,
                listing: listingName(table, row.values),
                reason: change.reason ?? '',
                product: t(`app.title.${deps.profile}`),
                link: `${deps.publicUrl}/#${MY_LISTING_PATH}`,
            };
            const key = (part: 'subject' | 'body') => `directoryChanges.mail.${change.status}.${part}` as MessageKey;
            try {
                await deps.mailer.send({
                    to: user.email,
                    subject: t(key('subject'), values),
                    text: `${t(key('body'), values)}\n\n${t('mail.signature', values)}\n`,
                });
            } catch (error) {
                deps.log.error({ err: error, changeId: change.id }, 'change notice could not be e-mailed');
            }
        }
        if (answeredMember) await mailInquiryAnswer(deps, answeredMember);
    },
});
