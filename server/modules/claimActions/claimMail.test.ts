import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CargoFiling, DocumentRequest } from '../../../common/contract/claimActions';
import { claims } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { startSmtpSink } from '../../test/smtpSink';
import { startTestServer, type TestServer } from '../../test/testServer';
import { dueDate } from './disputes';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A mail server that keeps what it receives, and a portal sending through it. */
const withSink = (profile: 'claims' | 'healthcare') => {
    const state = {} as { sink: Sink; server: TestServer; tokens: Record<string, string> };
    beforeAll(async () => {
        state.sink = await startSmtpSink();
        state.server = await startTestServer({
            profile,
            env: { SMTP_URL: state.sink.url, PUBLIC_URL: 'https://portal.example' },
        });
        state.tokens = {};
    });
    afterAll(async () => {
        await state.server.close();
        await state.sink.close();
    });
    return state;
};

/** The messages received since `from`, by recipient: their subjects and bodies. */
const receivedSince = (sink: Sink, from: number) =>
    sink.received.slice(from).map(mail => ({
        to: mail.to.join(','),
        subject: mail.headers.get('subject') ?? '',
        body: mail.body,
    }));

describe('cargo claim e-mails to the forwarder', () => {
    const state = withSink('claims');
    beforeAll(async () => {
        const { server, tokens } = state;
        for (const user of ['adjuster', 'forwarder']) tokens[user] = await server.login(user);
        await server.addUser('cargo-mail-colleague', {
            role: 'freight_forwarder',
            orgType: 'test',
            orgName: 'Bluewave Logistics',
            language: 'es',
        });
        await server.addUser('cargo-mail-other', {
            role: 'freight_forwarder',
            orgType: 'test',
            orgName: 'Northstar Freight',
        });
    });

    const fileNew = async (transportDocument: string, mode = 'road') => {
        const response = await state.server.app.inject({
            method: 'POST',
            url: '/api/cargo-claims',
            payload: {
                transportDocument,
                mode,
                carrier: 'Interstate Haulage',
                origin: 'Dallas',
                destination: 'Denver',
                deliveredOn: dueDate(-20),
                event: 'damage',
                amount: 3000,
                currency: 'USD',
            },
            headers: { 'x-token': state.tokens.forwarder! },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as CargoFiling;
    };
    const step = async (filing: CargoFiling, body: object) => {
        const response = await state.server.app.inject({
            method: 'POST',
            url: `/api/cargo-filings/${filing.claimId}/steps`,
            payload: body,
            headers: { 'x-token': state.tokens.adjuster! },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as CargoFiling;
    };

    it('tells the forwarder’s users, each in their language, of the acknowledgement, a request and the payment, and of nothing else', async () => {
        const { sink } = state;
        const filing = await fileNew('BOL-MAIL-1');
        const start = sink.received.length;

        const acknowledged = await step(filing, { step: 'acknowledge' });
        const acknowledgement = receivedSince(sink, start);
        expect(acknowledgement.map(mail => mail.to).sort()).toEqual([
            'cargo-mail-colleague@test.example',
            'lena.fischer@bluewavelogistics.example',
        ]);
        const english = acknowledgement.find(mail => mail.to === 'lena.fischer@bluewavelogistics.example')!;
        expect(english.subject).toBe(`Your claim ${filing.claimNumber} has been acknowledged`);
        expect(english.body).toContain(
            `acknowledged your claim ${filing.claimNumber} (BOL-MAIL-1) in writing on ${acknowledged.handling.acknowledgedOn}`
        );
        expect(english.body).toContain(`paid or declined by ${acknowledged.handling.decideBy} (49 CFR 370.5(b))`);
        expect(english.body).toContain(
            `https://portal.example/#/claimquery?filter=${encodeURIComponent(JSON.stringify({ claimNumber: filing.claimNumber }))}`
        );
        const spanish = acknowledgement.find(mail => mail.to === 'cargo-mail-colleague@test.example')!;
        expect(spanish.subject).toBe(`Su reclamación ${filing.claimNumber} ha sido acusada de recibo`);
        expect(acknowledgement.map(mail => mail.to)).not.toContain('cargo-mail-other@test.example');

        // The survey and the reserve are the insurer's own: nobody is e-mailed of them.
        const quiet = sink.received.length;
        await step(filing, { step: 'survey', report: 'Crushed cartons on two pallets.' });
        await step(filing, { step: 'reserve', amount: 2500 });
        expect(sink.received.length).toBe(quiet);

        await step(filing, { step: 'request_documents', note: 'The delivery receipt with the exception noted.' });
        const request = receivedSince(sink, quiet).find(mail => mail.to === english.to)!;
        expect(request.subject).toBe(`Documents requested on your claim ${filing.claimNumber}`);
        expect(request.body).toContain('The delivery receipt with the exception noted.');

        const beforePay = sink.received.length;
        await step(filing, { step: 'pay', amount: 2400 });
        const paid = receivedSince(sink, beforePay).find(mail => mail.to === english.to)!;
        expect(paid.subject).toBe(`Your claim ${filing.claimNumber} has been paid: 2400.00 USD`);
        expect(paid.body).toContain('2400.00 USD of the 3000.00 USD claimed');
        const recovery = sink.received.length;
        await step(filing, { step: 'recovery', note: 'Against Interstate Haulage.' });
        expect(sink.received.length).toBe(recovery);
    });

    it('tells the forwarder of a declination with its reason and the day a suit is in time until', async () => {
        const { sink } = state;
        const filing = await fileNew('BOL-MAIL-2');
        await step(filing, { step: 'acknowledge' });
        const start = sink.received.length;
        const declined = await step(filing, {
            step: 'decline',
            reason: 'The damage was noted as packing, not carriage.',
        });
        const suit = declined.deadlines.find(deadline => deadline.rule === 'carmack_suit')!;
        const mail = receivedSince(sink, start).find(message => message.to.startsWith('cargo-mail-colleague'))!;
        expect(mail.subject).toBe(`Su reclamación ${filing.claimNumber} ha sido rechazada`);
        expect(mail.body).toContain('The damage was noted as packing, not carriage.');
        expect(mail.body).toContain(`en plazo hasta el ${suit.lastDay} (49 U.S.C. 14706(e)(1); 11706(e))`);
    });
});

describe('document request e-mails to the provider', () => {
    const state = withSink('healthcare');
    let claim: typeof claims.$inferSelect;
    beforeAll(async () => {
        const { server, tokens } = state;
        await seedDemoClaims(server.db, 'healthcare', 20);
        tokens.healthplan = await server.login('healthplan');
        await server.addUser('requests-mail-colleague', {
            role: 'provider',
            providerId: '1740283969',
            orgName: 'Lakeshore Family Medicine',
            language: 'ja',
        });
        await server.addUser('requests-mail-other', { role: 'provider', providerId: '1234567893' });
        const [row] = await server.db.select().from(claims).where(eq(claims.kind, 'medical')).orderBy(asc(claims.id));
        const [updated] = await server.db
            .update(claims)
            .set({ billingNpi: '1740283969', renderingNpi: null, planName: 'Evergreen Health Advantage PPO' })
            .where(eq(claims.id, row!.id))
            .returning();
        claim = updated!;
    });

    it('tells the claim’s provider’s users, each in their language, what is needed and by when, and no other provider', async () => {
        const { server, sink, tokens } = state;
        const start = sink.received.length;
        const response = await server.app.inject({
            method: 'POST',
            url: '/api/claim-document-requests',
            payload: {
                claimId: claim.id,
                attachmentCodes: ['11504-8', '18842-5'],
                note: 'The operative note and the discharge summary, please.',
                dueOn: dueDate(14),
            },
            headers: { 'x-token': tokens.healthplan! },
        });
        expect(response.statusCode, response.body).toBe(200);
        const request = response.json().data as DocumentRequest;
        const mails = receivedSince(sink, start);
        const recipients = mails.map(mail => mail.to);
        expect(recipients).toContain('requests-mail-colleague@test.example');
        expect(recipients).not.toContain('requests-mail-other@test.example');
        expect(recipients.length).toBeGreaterThanOrEqual(2);
        const english = mails.find(mail => mail.to !== 'requests-mail-colleague@test.example')!;
        expect(english.subject).toBe(`Documents requested on claim ${claim.claimNumber}`);
        expect(english.body).toContain('of Evergreen Health Advantage PPO asks for documents');
        expect(english.body).toContain(
            '- Surgical operation note (LOINC 11504-8)\n- Discharge summary (LOINC 18842-5)'
        );
        expect(english.body).toContain('The operative note and the discharge summary, please.');
        expect(english.body).toContain(`by ${request.dueOn}`);
        const japanese = mails.find(mail => mail.to === 'requests-mail-colleague@test.example')!;
        expect(japanese.subject).toBe(`請求 ${claim.claimNumber} について書類の提出依頼があります`);
        expect(japanese.body).toContain('手術記録 (LOINC 11504-8)');
    });
});
