import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactRequests } from '../../db/schema';
import { loggerOptions } from '../../http/logging';
import { closedSmtpUrl, startSmtpSink } from '../../test/smtpSink';
import { startTestServer, type TestServer } from '../../test/testServer';

const CONTACT_EMAIL = 'helpdesk@rxconnect.example';
const RECEIVED = 'Your request is received. We will get back to you as soon as we can.';

const request = {
    email: 'jane.doe-smith@mail.clinic-one.example',
    subject: 'Cannot find last week’s claim',
    description: 'Claim 2026-0412 does not show in the claim query.\nCould you check it?',
};

let users = 0;
/** A fresh signed-in account, so that each test's requests, quota and audit entries are its own. */
const signedIn = async (server: TestServer, overrides: Parameters<TestServer['addUser']>[1] = {}) => {
    const user = await server.addUser(`contact-${++users}`, {
        firstName: 'Jane',
        lastName: 'Doe',
        orgName: 'Lakeshore Family Medicine',
        ...overrides,
    });
    return { user, token: await server.login(user.username) };
};

const post = (
    server: TestServer,
    token: string | undefined,
    payload?: unknown,
    query = '',
    headers: Record<string, string> = {}
) =>
    server.app.inject({
        method: 'POST',
        url: `/api/user/contactus${query}`,
        payload: payload as never,
        headers: { ...(token ? { 'x-token': token } : {}), ...headers },
    });

const queryOf = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

/** Rows that a refused request must leave as they were. */
const snapshot = async (server: TestServer) => {
    const [requests] = await server.db.select({ n: count() }).from(contactRequests);
    const [audit] = await server.db.select({ n: count() }).from(auditLog);
    return { requests: requests!.n, audit: audit!.n };
};

const requestsOf = (server: TestServer, userId: string) =>
    server.db.select().from(contactRequests).where(eq(contactRequests.userId, userId));

const auditOf = (server: TestServer, userId: string) =>
    server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, userId))
        .orderBy(desc(auditLog.id))
        .then(entries => entries.filter(entry => entry.action === 'contact.request'));

describe('POST /api/user/contactus with a mail server', () => {
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let server: TestServer;
    beforeAll(async () => {
        sink = await startSmtpSink();
        server = await startTestServer({
            env: { SMTP_URL: sink.url, CONTACT_EMAIL, MAIL_FROM: 'Rx Connect <portal@rxconnect.example>' },
        });
    });
    afterAll(async () => {
        await server.close();
        await sink.close();
    });

    const mailsTo = (replyTo: string) => sink.received.filter(mail => mail.headers.get('reply-to') === replyTo);

    it('stores a request sent as a JSON body, e-mails it to the contact address and confirms', async () => {
        const { user, token } = await signedIn(server);
        const response = await post(server, token, request);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ code: 200, success: true, message: RECEIVED });

        const [row] = await requestsOf(server, user.id);
        expect(row).toMatchObject({ ...request, delivery: 'sent', error: null });

        const [mail] = mailsTo(request.email);
        expect(mail!.to).toEqual([CONTACT_EMAIL]);
        expect(mail!.from).toBe('portal@rxconnect.example');
        expect(mail!.headers.get('to')).toBe(CONTACT_EMAIL);
        expect(mail!.headers.get('from')).toBe('Rx Connect <portal@rxconnect.example>');
        expect(mail!.headers.get('subject')).toBe(`[Rx Connect] ${request.subject}`);
        expect(mail!.headers.get('reply-to')).toBe(request.email);
        expect(mail!.body).toContain(request.description);
        expect(mail!.body).toContain('From: Jane Doe');
        expect(mail!.body).toContain(`Username: ${user.username}`);
        expect(mail!.body).toContain('Role: provider');
        expect(mail!.body).toContain('Organisation: Lakeshore Family Medicine (provider_practice)');
        expect(mail!.body).toContain(`User id: ${user.id}`);
        expect(mail!.body).toContain(`Request id: ${row!.id}`);
    });

    it('accepts the legacy form: email, subject and description as query parameters', async () => {
        const { user, token } = await signedIn(server);
        const fields = {
            email: 'j_doe@clinic.example',
            subject: 'Query form',
            description: 'Sent as in the original.',
        };
        const response = await post(server, token, undefined, queryOf(fields));
        expect(response.json()).toEqual({ code: 200, success: true, message: RECEIVED });
        expect(await requestsOf(server, user.id)).toMatchObject([{ ...fields, delivery: 'sent' }]);
        const [mail] = mailsTo('j_doe@clinic.example');
        expect(mail!.headers.get('subject')).toBe('[Rx Connect] Query form');
        expect(mail!.body).toContain('Sent as in the original.');
    });

    it('takes the body when both forms are sent, and trims surrounding spaces', async () => {
        const { user, token } = await signedIn(server);
        const response = await post(
            server,
            token,
            { email: '  body@clinic.example ', subject: '  From the body ', description: '\n Details \n' },
            queryOf({ email: 'query@clinic.example', subject: 'From the query', description: 'Ignored' })
        );
        expect(response.json().code).toBe(200);
        expect(await requestsOf(server, user.id)).toMatchObject([
            { email: 'body@clinic.example', subject: 'From the body', description: 'Details' },
        ]);
    });

    it("answers in the caller's language", async () => {
        const { token } = await signedIn(server);
        const chinese = await post(server, token, request, '', { cookie: 'language=zh' });
        expect(chinese.json().message).toBe('您的请求已收到，我们会尽快与您联系。');
        const japanese = await post(server, token, request, '', { 'accept-language': 'ja' });
        expect(japanese.json().message).toBe('お問い合わせを受け付けました。できるだけ早くご連絡いたします。');
    });

    it('audits the request with its id, never its description or subject', async () => {
        const { user, token } = await signedIn(server);
        await post(server, token, request, '', { 'user-agent': 'contact-test' });
        const [row] = await requestsOf(server, user.id);
        const [entry] = await auditOf(server, user.id);
        expect(entry).toMatchObject({
            action: 'contact.request',
            outcome: 'success',
            actorId: user.id,
            actorUsername: user.username,
            actorRole: 'provider',
            targetType: 'contact_request',
            targetId: row!.id,
            reason: 'sent',
            userAgent: 'contact-test',
        });
        expect(JSON.stringify(entry)).not.toContain('Claim 2026-0412');
        expect(JSON.stringify(entry)).not.toContain(request.subject);
    });

    /** Refused requests change nothing, so they can share one account. */
    let refusedAccount: ReturnType<typeof signedIn> | undefined;
    const refused = () => (refusedAccount ??= signedIn(server));

    const long = (n: number) => 'x'.repeat(n);
    const longEmail = `${long(64)}@${long(63)}.${long(63)}.${long(59)}.ex`;
    expect(longEmail).toHaveLength(255);

    it.each([
        ['a missing email', { subject: 's', description: 'd' }, '"email" is required.'],
        ['a missing subject', { email: request.email, description: 'd' }, '"subject" is required.'],
        ['a missing description', { email: request.email, subject: 's' }, '"description" is required.'],
        ['an empty email', { ...request, email: '' }, '"email" must not be empty.'],
        ['a blank subject', { ...request, subject: '   ' }, '"subject" must not be empty.'],
        ['a blank description', { ...request, description: ' \n\t ' }, '"description" must not be empty.'],
        [
            'a subject over 200 characters',
            { ...request, subject: long(201) },
            '"subject" must be at most 200 characters long.',
        ],
        [
            'a description over 5000 characters',
            { ...request, description: long(5001) },
            '"description" must be at most 5000 characters long.',
        ],
        [
            'an email over 254 characters',
            { ...request, email: longEmail },
            '"email" must be at most 254 characters long.',
        ],
        ['a number as subject', { ...request, subject: 42 }, '"subject" must be text.'],
        ['a list as description', { ...request, description: ['a'] }, '"description" must be text.'],
        [
            'an email without a dot in the domain',
            { ...request, email: 'jane@localhost' },
            '"email" must be an e-mail address such as name@example.com.',
        ],
        [
            'an email with a plus sign',
            { ...request, email: 'jane+portal@clinic.example' },
            '"email" must be an e-mail address such as name@example.com.',
        ],
        [
            'an email with a doubled dot',
            { ...request, email: 'jane..doe@clinic.example' },
            '"email" must be an e-mail address such as name@example.com.',
        ],
        [
            'an email starting with a dot',
            { ...request, email: '.jane@clinic.example' },
            '"email" must be an e-mail address such as name@example.com.',
        ],
        [
            'an email with an empty domain label',
            { ...request, email: 'jane@clinic..example' },
            '"email" must be an e-mail address such as name@example.com.',
        ],
        [
            'two addresses',
            { ...request, email: 'a@b.example, c@d.example' },
            '"email" must be an e-mail address such as name@example.com.',
        ],
        ['an unknown field', { ...request, cc: 'someone@else.example' }, '"cc" is not an accepted field.'],
    ])('refuses %s with a message naming the field, changing nothing', async (_case, payload, message) => {
        const { token } = await refused();
        const before = await snapshot(server);
        const mails = sink.received.length;
        const response = await post(server, token, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, message, success: false });
        expect(await snapshot(server)).toEqual(before);
        expect(sink.received).toHaveLength(mails);
    });

    it.each([
        ['a missing description', { email: request.email, subject: 's' }, '"description" is required.'],
        [
            'a bad email',
            { ...request, email: 'not-an-address' },
            '"email" must be an e-mail address such as name@example.com.',
        ],
        ['a blank subject', { ...request, subject: ' ' }, '"subject" must not be empty.'],
    ])('refuses %s in the query form too, changing nothing', async (_case, fields, message) => {
        const { token } = await refused();
        const before = await snapshot(server);
        const response = await post(server, token, undefined, queryOf(fields));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, message, success: false });
        expect(await snapshot(server)).toEqual(before);
    });

    it('translates refusals', async () => {
        const { token } = await refused();
        const response = await post(server, token, { ...request, email: 'nope' }, '', { cookie: 'language=es' });
        expect(response.json().message).toBe(
            'El campo "email" debe ser una dirección de correo electrónico, por ejemplo nombre@example.com.'
        );
    });

    it('refuses a caller without a session (401) or with an unknown token (50008), changing nothing', async () => {
        const before = await snapshot(server);
        const anonymous = await post(server, undefined, request);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ code: 401, message: 'You are not signed in.', success: false });
        const forged = await post(server, 'forged-token', request);
        expect(forged.statusCode).toBe(401);
        expect(forged.json()).toMatchObject({ code: 50008, success: false });
        expect(await snapshot(server)).toEqual(before);
    });

    it('refuses a sixth request within the hour, saying when to retry, and audits the refusal', async () => {
        const { user, token } = await signedIn(server);
        for (let sent = 0; sent < 5; sent++) {
            expect((await post(server, token, { ...request, subject: `Request ${sent}` })).json().code).toBe(200);
        }
        const mails = sink.received.length;
        const refused = await post(server, token, { ...request, subject: 'One too many' });
        expect(refused.statusCode).toBe(429);
        const body = refused.json();
        expect(body).toMatchObject({ code: 429, success: false });
        expect(body.message).toMatch(
            /^You have sent too many contact requests\. Try again after \d\d:\d\d UTC \(in (59|60) minutes\)\.$/
        );
        const retryAt = Date.parse(body.data.retryAt);
        expect(retryAt - Date.now()).toBeGreaterThan(59 * 60_000);
        expect(retryAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);

        expect(await requestsOf(server, user.id)).toHaveLength(5);
        expect(sink.received).toHaveLength(mails);
        const [entry] = await auditOf(server, user.id);
        expect(entry).toMatchObject({ outcome: 'failure', reason: 'throttled', targetId: null });

        // Someone else is not held back.
        const other = await signedIn(server);
        expect((await post(server, other.token, request)).json().code).toBe(200);
    });

    it('holds to the quota when requests arrive at the same moment', async () => {
        const { user, token } = await signedIn(server);
        const answers = await Promise.all(
            Array.from({ length: 7 }, (_, n) => post(server, token, { ...request, subject: `Parallel ${n}` }))
        );
        expect(answers.map(answer => answer.json().code).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
        expect(await requestsOf(server, user.id)).toHaveLength(5);
    });

    it('counts only the last hour', async () => {
        const { user, token } = await signedIn(server);
        const old = new Date(Date.now() - 61 * 60_000);
        await server.db.insert(contactRequests).values(
            Array.from({ length: 5 }, (_, n) => ({
                userId: user.id,
                email: request.email,
                subject: `Old ${n}`,
                description: 'Earlier',
                createdAt: old,
                delivery: 'sent' as const,
            }))
        );
        expect((await post(server, token, request)).json().code).toBe(200);
    });
});

describe('POST /api/user/contactus without SMTP_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({ env: { CONTACT_EMAIL } });
    });
    afterAll(() => server.close());

    it('keeps the e-mail in the outbox folder of DATA_DIR and still confirms the request', async () => {
        const { user, token } = await signedIn(server);
        const response = await post(server, token, request);
        expect(response.json()).toEqual({ code: 200, success: true, message: RECEIVED });
        expect(await requestsOf(server, user.id)).toMatchObject([{ delivery: 'kept_in_outbox', error: null }]);

        const outbox = path.join(server.dataDir, 'outbox');
        const files = await readdir(outbox);
        expect(files).toHaveLength(1);
        expect(files[0]).toMatch(
            /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-rx-connect-cannot-find-last-week-s-claim-[0-9a-f]{6}\.eml$/
        );
        const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
        expect(eml).toContain(`To: ${CONTACT_EMAIL}`);
        expect(eml).toContain(`Reply-To: ${request.email}`);
        expect(eml).toContain('Claim 2026-0412 does not show in the claim query.');

        const [entry] = await auditOf(server, user.id);
        expect(entry).toMatchObject({ outcome: 'success', reason: 'kept_in_outbox' });
    });
});

describe('POST /api/user/contactus when the mail server cannot be reached', () => {
    const lines: string[] = [];
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({
            env: { SMTP_URL: await closedSmtpUrl(), SUPPORT_PHONE: '1-800-555-0123' },
            logger: loggerOptions('info', { write: line => lines.push(line) }),
        });
    });
    afterAll(() => server.close());

    it('keeps the request as failed with the error, logs it and asks the user to call support (502)', async () => {
        const { user, token } = await signedIn(server);
        const response = await post(server, token, request);
        expect(response.statusCode).toBe(502);
        const [row] = await requestsOf(server, user.id);
        expect(response.json()).toEqual({
            code: 50000,
            message:
                'Your request was recorded, but it could not be e-mailed to our support team. Please call support at 1-800-555-0123.',
            success: false,
            data: { requestId: row!.id },
        });
        expect(row).toMatchObject({ ...request, delivery: 'failed' });
        expect(row!.error).toMatch(/ECONNREFUSED/);

        const [entry] = await auditOf(server, user.id);
        expect(entry).toMatchObject({ outcome: 'failure', reason: 'delivery_failed', targetId: row!.id });

        const logged = lines.filter(line => line.includes('contact request could not be e-mailed'));
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain(row!.id);
        expect(lines.join('\n')).not.toContain('Claim 2026-0412');
    });

    it('says so in the language of the caller', async () => {
        const { token } = await signedIn(server);
        const response = await post(server, token, request, '', { cookie: 'language=ja' });
        expect(response.json().message).toBe(
            'お問い合わせは記録されましたが、サポートチームへのメール送信に失敗しました。サポート（1-800-555-0123）までお電話ください。'
        );
    });
});
