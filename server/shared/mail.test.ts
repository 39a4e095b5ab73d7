import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSmtpUrl, parseMessage, startSmtpSink } from '../test/smtpSink';
import { createMailer, outboxFileName } from './mail';

const FROM = 'Rx Connect Portal <no-reply@rxconnect.example>';

const recordingLog = () => {
    const lines: { details: object; message: string }[] = [];
    return { lines, info: (details: object, message: string) => lines.push({ details, message }) };
};

describe('the mailer without SMTP_URL', () => {
    let dataDir: string;
    beforeAll(async () => {
        dataDir = await mkdtemp(path.join(tmpdir(), 'rx-mail-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('keeps the message as an .eml file in a new outbox folder and logs where, without the body', async () => {
        const outboxDir = path.join(dataDir, 'outbox');
        const log = recordingLog();
        const mailer = createMailer({ outboxDir, from: FROM, log });
        const result = await mailer.send({
            to: 'support@rxconnect.example',
            replyTo: 'jane.doe@clinic.example',
            subject: 'Printer help',
            text: 'The secret details of the request.',
        });

        const files = await readdir(outboxDir);
        expect(files).toHaveLength(1);
        const [file] = files;
        expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-printer-help-[0-9a-f]{6}\.eml$/);
        expect(result).toEqual({ delivery: 'kept_in_outbox', file: path.join(outboxDir, file!) });
        expect((await stat(path.join(outboxDir, file!))).mode & 0o777).toBe(0o600);

        const { headers, body } = parseMessage(await readFile(path.join(outboxDir, file!), 'utf8'));
        expect(headers.get('from')).toBe(FROM);
        expect(headers.get('to')).toBe('support@rxconnect.example');
        expect(headers.get('reply-to')).toBe('jane.doe@clinic.example');
        expect(headers.get('subject')).toBe('Printer help');
        expect(body.trim()).toBe('The secret details of the request.');

        expect(log.lines).toHaveLength(1);
        expect(log.lines[0]!.message).toBe(`mail kept in the outbox (SMTP_URL is not set): ${result.file}`);
        expect(JSON.stringify(log.lines)).not.toContain('secret details');
    });

    it('keeps two messages sent in the same millisecond as two files', async () => {
        const outboxDir = path.join(dataDir, 'burst');
        const mailer = createMailer({ outboxDir, from: FROM, log: recordingLog() });
        const message = { to: 'support@rxconnect.example', subject: 'Same', text: 'x' };
        await Promise.all([mailer.send(message), mailer.send(message)]);
        expect(await readdir(outboxDir)).toHaveLength(2);
    });

    it('names outbox files with safe characters only, whatever the subject', () => {
        const name = outboxFileName('../../etc/passwd: 你好 <script>', new Date('2026-05-01T09:30:00.123Z'));
        expect(name).toMatch(/^2026-05-01T09-30-00-123Z-etc-passwd-script-[0-9a-f]{6}\.eml$/);
        expect(outboxFileName('你好', new Date('2026-05-01T09:30:00.123Z'))).toMatch(
            /^2026-05-01T09-30-00-123Z-[0-9a-f]{6}\.eml$/
        );
    });
});

describe('the mailer with SMTP_URL', () => {
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    beforeAll(async () => {
        sink = await startSmtpSink();
    });
    afterAll(() => sink.close());

    it('sends through the SMTP server, from MAIL_FROM, with Reply-To and the subject on one line', async () => {
        const mailer = createMailer({ smtpUrl: sink.url, outboxDir: '/nonexistent', from: FROM, log: recordingLog() });
        const result = await mailer.send({
            to: 'support@rxconnect.example',
            replyTo: 'jane.doe@clinic.example',
            subject: 'Line one\r\nBcc: victim@example.com',
            text: 'Über die Rechnung: ¿puede ayudarme?',
        });
        expect(result).toEqual({ delivery: 'sent' });
        expect(sink.received).toHaveLength(1);
        const [mail] = sink.received;
        expect(mail!.from).toBe('no-reply@rxconnect.example');
        expect(mail!.to).toEqual(['support@rxconnect.example']);
        expect(mail!.headers.get('subject')).toBe('Line one Bcc: victim@example.com');
        expect(mail!.headers.has('bcc')).toBe(false);
        expect(mail!.headers.get('reply-to')).toBe('jane.doe@clinic.example');
        expect(mail!.body.trim()).toBe('Über die Rechnung: ¿puede ayudarme?');
    });

    it('throws when the SMTP server cannot be reached', async () => {
        const mailer = createMailer({
            smtpUrl: await closedSmtpUrl(),
            outboxDir: '/nonexistent',
            from: FROM,
            log: recordingLog(),
        });
        await expect(mailer.send({ to: 'support@rxconnect.example', subject: 'x', text: 'x' })).rejects.toThrow(
            /ECONNREFUSED|connect/i
        );
    });
});
