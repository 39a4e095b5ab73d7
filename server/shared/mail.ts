import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
    to: string;
    subject: string;
    /** Plain-text body. */
    text: string;
    replyTo?: string;
}

/** Where a message went: handed to the SMTP server, or written to the outbox folder. */
export type MailDelivery = 'sent' | 'kept_in_outbox';

export interface MailResult {
    delivery: MailDelivery;
    /** The outbox file, when the message was kept there. */
    file?: string;
}

export interface Mailer {
    /** Delivers one message, or throws when the SMTP server cannot take it. */
    send(message: MailMessage): Promise<MailResult>;
    /**
     * With SMTP_URL, whether the SMTP server takes a connection and the sign-in (absent without it):
     * undefined when it does, else what is wrong. Asked at most once a minute; checks meanwhile
     * share the last answer.
     */
    check?(): Promise<string | undefined>;
}

/** How long an SMTP check answers for the health checks that follow it. */
const SMTP_CHECK_REUSE_MS = 60_000;

/** The part of a pino/Fastify logger the mailer writes to. */
export interface MailLog {
    info(details: object, message: string): void;
}

export interface MailerOptions {
    /** `smtp://` or `smtps://` URL; absent = messages are written to `outboxDir`. */
    smtpUrl?: string;
    outboxDir: string;
    /** Sender of every message: `Name <address@example.org>` or a bare address. */
    from: string;
    log: MailLog;
}

/**
 * Bounds on a slow or silent SMTP server, so that a request waiting on it ends. A `?connectionTimeout=`
 * (or greetingTimeout, socketTimeout) in SMTP_URL overrides them.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The portal's one way of sending e-mail. With an SMTP server configured it sends through it; without
 * one (a trial or a development machine) it keeps each message as an `.eml` file in the outbox folder,
 * which any mail client opens, and logs where (never the body).
 */
export const createMailer = ({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer => {
    if (smtpUrl) {
        const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
        let checked: { at: number; answer: Promise<string | undefined> } | undefined;
        return {
            check() {
                if (!checked || performance.now() - checked.at > SMTP_CHECK_REUSE_MS) {
                    checked = {
                        at: performance.now(),
                        answer: transport.verify().then(
                            () => undefined,
                            (error: Error) => error.message
                        ),
                    };
                }
                return checked.answer;
            },
            async send(message) {
                const info = await transport.sendMail({ from, ...message, subject: oneLine(message.subject) });
                log.info({ messageId: info.messageId }, 'mail sent through the SMTP server');
                return { delivery: 'sent' };
            },
        };
    }

    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    return {
        async send(message) {
            const subject = oneLine(message.subject);
            const { message: raw } = await composer.sendMail({ from, ...message, subject });
            await mkdir(outboxDir, { recursive: true, mode: 0o700 });
            const file = path.join(outboxDir, outboxFileName(subject));
            // The message may hold personal data: readable by the portal's own account only.
            await writeFile(file, raw as Buffer, { flag: 'wx', mode: 0o600 });
            log.info({ file }, `mail kept in the outbox (SMTP_URL is not set): ${file}`);
            return { delivery: 'kept_in_outbox', file };
        },
    };
};

/** A header never spans lines: line breaks and runs of spaces become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `2026-05-01T09-30-00-123Z-rx-connect-printer-help-3f9a1c.eml`: sorts by time, names the subject,
 * and holds only letters, digits, dashes and one dot on every file system.
 */
export const outboxFileName = (subject: string, now = new Date()) => {
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const slug = subject
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40)
        .replace(/-+$/, '');
    return [stamp, slug, randomBytes(3).toString('hex')].filter(Boolean).join('-') + '.eml';
};
