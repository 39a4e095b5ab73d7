import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { VERIFICATION_DAYS } from '../../../common/directory/columns';
import type { Profile } from '../../../common/profiles';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/types';
import type { Db } from '../../shared/database';
import { directoryRows, directoryTables, users } from '../../db/schema';
import { translator } from '../../shared/i18n';
import { recordAudit } from '../../shared/audit';
import type { Mailer } from '../../shared/mail';
import { fullName } from '../accounts';
import { directoryReminderMessages, directoryReminders } from './tables';
import type { AccuracyPolicy } from './verificationClock';

/**
 * The verification campaign's reminders. Before a listing falls due (at each configured number of
 * days, and once more when it is overdue) every active provider user whose NPI the listing holds gets
 * one e-mail naming all its listings that reached a threshold, with a link to "My listing". A listing
 * is reminded once per threshold of a verification cycle: the unique key on (listing, user, due date,
 * threshold) makes a second run, or a second server, find it done.
 */

const DAY = 86_400_000;
/** How many of a table's first columns may name a listing in the e-mail. */
const NAME_FIELDS = 3;
/** The scheduler runs the job with no request behind it. */
const JOB_ORIGIN = { ip: '127.0.0.1', userAgent: 'scheduled job' };
/** Where a reminder's link leads, under PUBLIC_URL; the server marks the message opened and sends the reader on. */
export const REMINDER_LINK_PATH = '/api/directory/reminders/open';

export interface ReminderDeps {
    mailer: Mailer;
    publicUrl: string;
    profile: Profile;
    policy: AccuracyPolicy;
}

export const hashReminderToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The threshold a listing due at `dueAt` has reached at `now`: the smallest configured number of days
 * not below the days left, 0 once due, none while it is further off than every threshold. A run missed
 * for a while sends the threshold reached now, not the ones passed meanwhile.
 */
export const thresholdReached = (dueAt: Date, now: Date, reminderDays: readonly number[]): number | undefined => {
    const left = (dueAt.getTime() - now.getTime()) / DAY;
    if (left <= 0) return 0;
    const reached = reminderDays.filter(days => left <= days);
    return reached.length > 0 ? Math.min(...reached) : undefined;
};

interface DueListing {
    rowId: number;
    tableName: string;
    label: string;
    dueAt: Date;
    daysBefore: number;
}

/** Sends the reminders due at `now`; returns how many messages went and how many listings they named. */
export const sendVerificationReminders = async (db: Db, deps: ReminderDeps, now: Date) => {
    const providers = await db
        .select()
        .from(users)
        .where(and(eq(users.role, 'provider'), eq(users.status, 'active'), isNotNull(users.providerId)));
    if (providers.length === 0) return { messages: 0, listings: 0 };
    const npis = [...new Set(providers.map(provider => provider.providerId!))];
    const furthest = Math.max(...deps.policy.reminderDays);
    const horizon = new Date(now.getTime() + (furthest - VERIFICATION_DAYS) * DAY);
    const dueByNpi = new Map<string, DueListing[]>();
    for (const table of await db.select().from(directoryTables)) {
        const columns = table.columns as { name: string; type: string }[];
        const npiColumn = columns.find(column => column.type === 'npi');
        if (!npiColumn) continue;
        // A listing is named by the text fields at its head (a practitioner's names, a pharmacy's name).
        const nameColumns = columns.slice(0, NAME_FIELDS).filter(column => column.type === 'text');
        const npiValue = sql<string>`${directoryRows.values} ->> ${npiColumn.name}`;
        const rows = await db
            .select({ id: directoryRows.id, values: directoryRows.values, verifiedAt: directoryRows.verifiedAt })
            .from(directoryRows)
            .where(
                and(
                    eq(directoryRows.tableId, table.id),
                    isNull(directoryRows.deletedAt),
                    isNotNull(directoryRows.verifiedAt),
                    sql`${directoryRows.verifiedAt} <= ${horizon.toISOString()}::timestamptz`,
                    inArray(npiValue, npis)
                )
            );
        for (const row of rows) {
            const dueAt = new Date(row.verifiedAt!.getTime() + VERIFICATION_DAYS * DAY);
            const daysBefore = thresholdReached(dueAt, now, deps.policy.reminderDays);
            if (daysBefore === undefined) continue;
            const values = row.values as Record<string, unknown>;
            const npi = String(values[npiColumn.name]);
            const label =
                nameColumns
                    .map(column => values[column.name])
                    .filter(Boolean)
                    .join(' ') || `#${row.id}`;
            const listing = { rowId: Number(row.id), tableName: table.name, label, dueAt, daysBefore };
            dueByNpi.set(npi, [...(dueByNpi.get(npi) ?? []), listing]);
        }
    }
    let messages = 0;
    let listings = 0;
    for (const provider of providers) {
        const due = dueByNpi.get(provider.providerId!) ?? [];
        if (due.length === 0) continue;
        const sent = await remindOne(db, deps, provider, due, now);
        if (sent > 0) {
            messages++;
            listings += sent;
        }
    }
    return { messages, listings };
};

/**
 * One provider's message: its reminders claimed (those another run already sent are left out), the
 * e-mail sent, all in one transaction — a message the SMTP server refuses leaves nothing recorded,
 * so the retry sends it.
 */
const remindOne = async (
    db: Db,
    deps: ReminderDeps,
    provider: typeof users.$inferSelect,
    due: DueListing[],
    now: Date
): Promise<number> =>
    db.transaction(async tx => {
        const token = randomBytes(24).toString('base64url');
        const [message] = await tx
            .insert(directoryReminderMessages)
            .values({ userId: provider.id, email: provider.email, sentAt: now, tokenHash: hashReminderToken(token) })
            .returning({ id: directoryReminderMessages.id });
        const claimed = await tx
            .insert(directoryReminders)
            .values(
                due.map(listing => ({
                    messageId: message!.id,
                    rowId: listing.rowId,
                    userId: provider.id,
                    dueAt: listing.dueAt,
                    daysBefore: listing.daysBefore,
                }))
            )
            .onConflictDoNothing()
            .returning({ rowId: directoryReminders.rowId });
        if (claimed.length === 0) {
            await tx.delete(directoryReminderMessages).where(eq(directoryReminderMessages.id, message!.id));
            return 0;
        }
        const named = due.filter(listing => claimed.some(row => row.rowId === listing.rowId));
        await deps.mailer.send(reminderMail(deps, provider, named, token));
        await recordAudit(tx, JOB_ORIGIN, {
            action: 'directory.reminderSent',
            outcome: 'success',
            targetType: 'user',
            targetId: provider.id,
            reason: `${named.length} listing(s): ${named.map(listing => listing.rowId).join(', ')}`,
        });
        return named.length;
    });

const reminderMail = (deps: ReminderDeps, provider: typeof users.$inferSelect, due: DueListing[], token: string) => {
    const locale: Locale = isLocale(provider.language) ? provider.language : DEFAULT_LOCALE;
    const t = translator(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const lines = due.map(listing =>
        listing.daysBefore === 0
            ? t('directoryAccuracy.mail.overdueLine', {
                  table: listing.tableName,
                  listing: listing.label,
                  date: date.format(listing.dueAt),
              })
            : t('directoryAccuracy.mail.dueLine', {
                  table: listing.tableName,
                  listing: listing.label,
                  date: date.format(listing.dueAt),
              })
    );
    const values = {
        name: fullName(provider) || provider.username,
        product: t(`app.title.${deps.profile}`),
        count: String(due.length),
        listings: lines.map(line => `- ${line}`).join('\n'),
        link: `${deps.publicUrl}${REMINDER_LINK_PATH}?token=${token}`,
    };
    return {
        to: provider.email,
        subject: t('directoryAccuracy.mail.subject', values),
        text: `${t('directoryAccuracy.mail.body', values)}\n\n${t('mail.signature', values)}\n`,
    };
};
