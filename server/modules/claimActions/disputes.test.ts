import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispute } from '../../../common/contract/claimActions';
import type { ClaimDetail } from '../../../common/contract/claims';
import { auditLog, claims } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { multipartBody, multipartHeaders, SAMPLE_FILES } from '../../test/multipartUpload';
import { startTestServer, type TestServer } from '../../test/testServer';
import { dueDate } from './disputes';

const DEMO_NPI = '1740283969';
const DEMO_PLAN = 'Evergreen Health Advantage PPO';

describe('disputes of healthcare claims', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    let fixtures = 0;
    beforeAll(async () => {
        server = await startTestServer({ profile: 'healthcare', env: { DISPUTE_DUE_DAYS: 'reconsideration:15' } });
        await seedDemoClaims(server.db, 'healthcare', 80);
        for (const user of ['admin', 'provider', 'healthplan', 'pharma']) tokens[user] = await server.login(user);
        await server.addUser('disputes-other-provider', { role: 'provider', providerId: '1234567893' });
        tokens.other = await server.login('disputes-other-provider');
        await server.addUser('disputes-other-plan', {
            role: 'healthplan',
            orgType: 'health_plan',
            planName: 'Other Plan',
        });
        tokens.otherPlan = await server.login('disputes-other-plan');
    });
    afterAll(() => server.close());

    /** A medical claim of the demo provider and plan, in the state asked: each test its own. */
    const claimIn = async (status: string, bucket: string, amounts = { billed: 500, paid: 0 }) => {
        const [row] = await server.db
            .select({ id: claims.id })
            .from(claims)
            .where(eq(claims.kind, 'medical'))
            .orderBy(asc(claims.id))
            .offset(fixtures++)
            .limit(1);
        const [claim] = await server.db
            .update(claims)
            .set({ billingNpi: DEMO_NPI, planName: DEMO_PLAN, status, bucket, ...amounts })
            .where(eq(claims.id, row!.id))
            .returning();
        return claim!;
    };
    const call = (method: 'GET' | 'POST', url: string, user: string, payload?: object) =>
        server.app.inject({ method, url, payload, headers: { 'x-token': tokens[user]! } });
    const open = (claimId: number, user = 'provider', body: object = {}) =>
        call('POST', '/api/claim-disputes', user, {
            claimId,
            disputeType: 'reconsideration',
            reason: 'medical_necessity',
            narrative: 'The operative report shows the procedure was medically necessary.',
            ...body,
        });
    const detail = async (claimId: number) =>
        (await call('GET', `/api/claims/${claimId}`, 'provider')).json().data as ClaimDetail;

    it('lets the provider dispute a denied claim: due date by kind, claim in payer review, plan e-mailed, audited', async () => {
        const claim = await claimIn('F2', 'denied');
        const before = (await server.outbox()).length;
        const response = await open(claim.id);
        expect(response.statusCode, response.body).toBe(200);
        const dispute = response.json().data as Dispute;
        expect(dispute).toMatchObject({
            claimId: claim.id,
            claimNumber: claim.claimNumber,
            status: 'open',
            openedBy: 'provider',
            dueOn: dueDate(15),
            overdue: false,
            outcome: null,
        });
        const after = await detail(claim.id);
        expect(after.claim).toMatchObject({ status: 'P2', bucket: 'pending' });
        expect(after.history.at(-1)).toMatchObject({
            status: 'P2',
            actor: 'provider',
            note: 'Dispute opened (Reconsideration): Medical necessity',
        });
        const mail = (await server.outbox()).slice(before);
        expect(mail).toEqual([
            expect.objectContaining({
                to: expect.stringContaining('@'),
                subject: `Dispute opened on claim ${claim.claimNumber}`,
            }),
        ]);
        const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'claimDispute.open'));
        expect(entry).toMatchObject({ actorUsername: 'provider', targetId: claim.claimNumber });
    });

    it('takes the appeal due days from the default when DISPUTE_DUE_DAYS leaves them out', async () => {
        const claim = await claimIn('F2', 'denied');
        const response = await open(claim.id, 'provider', { disputeType: 'appeal' });
        expect(response.json().data.dueOn).toBe(dueDate(60));
    });

    it('lets a partly paid claim be disputed, and refuses one paid in full or still pending', async () => {
        expect((await open((await claimIn('F1', 'paid', { billed: 500, paid: 320 })).id)).statusCode).toBe(200);
        for (const [status, bucket, amounts] of [
            ['F1', 'paid', { billed: 500, paid: 500 }],
            ['P1', 'pending', { billed: 500, paid: 0 }],
        ] as const) {
            const claim = await claimIn(status, bucket, amounts);
            const response = await open(claim.id);
            expect(response.statusCode).toBe(400);
            expect(response.json().message).toBe(
                `Only a denied or partly paid claim can be disputed; claim ${claim.claimNumber} is neither.`
            );
            expect((await detail(claim.id)).claim.status).toBe(status);
        }
    });

    it('allows one open dispute per claim (409), and a new one once decided', async () => {
        const claim = await claimIn('F2', 'denied');
        const first = (await open(claim.id)).json().data as Dispute;
        const second = await open(claim.id, 'provider', { disputeType: 'appeal' });
        expect(second.statusCode).toBe(409);
        expect(second.json().message).toBe(
            `Claim ${claim.claimNumber} already has a dispute that is not decided. Add documents to it instead.`
        );
        const decided = await call('POST', `/api/claim-disputes/${first.id}/decision`, 'healthplan', {
            outcome: 'upheld',
            decisionText: 'The records do not support medical necessity for this level of care.',
        });
        expect(decided.statusCode, decided.body).toBe(200);
        expect((await detail(claim.id)).claim.status).toBe('F2');
        expect((await open(claim.id, 'provider', { disputeType: 'appeal' })).statusCode).toBe(200);
    });

    it('refuses disputes from the plan and pharma (403), and on another provider’s claim (404)', async () => {
        const claim = await claimIn('F2', 'denied');
        expect((await open(claim.id, 'healthplan')).statusCode).toBe(403);
        expect((await open(claim.id, 'other')).statusCode).toBe(404);
        expect((await open(claim.id, 'pharma')).statusCode).toBe(404);
        expect((await call('GET', `/api/claim-disputes?claimId=${claim.id}`, 'provider')).json().data).toEqual([]);
    });

    it('refuses a narrative too short and a reason not on the list, naming the field', async () => {
        const claim = await claimIn('F2', 'denied');
        const short = await open(claim.id, 'provider', { narrative: 'no' });
        expect(short.statusCode).toBe(400);
        expect(short.json().message).toMatch(/narrative/);
        expect((await open(claim.id, 'provider', { reason: 'because' })).statusCode).toBe(400);
        expect((await detail(claim.id)).claim.status).toBe('F2');
    });

    it('runs a dispute: the plan asks for documents, the provider adds them, the plan overturns, the provider downloads the letter', async () => {
        const claim = await claimIn('F2', 'denied');
        const dispute = (await open(claim.id)).json().data as Dispute;

        const outbox = (await server.outbox()).length;
        const asked = await call('POST', `/api/claim-disputes/${dispute.id}/document-requests`, 'healthplan', {
            note: 'Send the operative report and the anaesthesia record.',
        });
        expect(asked.statusCode, asked.body).toBe(200);
        expect(asked.json().data).toMatchObject({
            status: 'documents_requested',
            requestNote: 'Send the operative report and the anaesthesia record.',
        });
        expect((await detail(claim.id)).claim).toMatchObject({ status: 'R0', bucket: 'infoRequested' });
        expect((await server.outbox()).slice(outbox).map(mail => mail.subject)).toEqual([
            `Documents requested for your dispute of claim ${claim.claimNumber}`,
        ]);

        const upload = await server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${claim.id}&type=medical_record&dispute=${dispute.id}`,
            payload: multipartBody('operative-report.pdf', SAMPLE_FILES.pdf),
            headers: multipartHeaders(tokens.provider!),
        });
        expect(upload.statusCode, upload.body).toBe(200);
        expect(upload.json().data.disputeId).toBe(dispute.id);
        const answered = await detail(claim.id);
        expect(answered.claim).toMatchObject({ status: 'P2', bucket: 'pending' });
        expect(answered.history.at(-1)).toMatchObject({
            status: 'P2',
            actor: 'provider',
            note: 'Documents received for the dispute',
        });
        const queue = (await call('GET', '/api/claim-disputes?status=open', 'healthplan')).json().data as Dispute[];
        expect(queue.map(item => item.id)).toContain(dispute.id);

        const early = await call('GET', `/api/claim-disputes/${dispute.id}/decision-letter`, 'provider');
        expect(early.statusCode).toBe(409);

        const decidedMail = (await server.outbox()).length;
        const decided = await call('POST', `/api/claim-disputes/${dispute.id}/decision`, 'healthplan', {
            outcome: 'partly_overturned',
            decisionText: 'Line 1 is payable as billed; line 2 remains denied as not medically necessary.',
        });
        expect(decided.statusCode, decided.body).toBe(200);
        expect(decided.json().data).toMatchObject({
            status: 'decided',
            outcome: 'partly_overturned',
            decidedBy: 'healthplan',
        });
        const after = await detail(claim.id);
        expect(after.claim).toMatchObject({ status: 'P1', bucket: 'pending' });
        expect(after.history.at(-1)).toMatchObject({ note: 'Dispute decided: Partly overturned', actor: 'healthplan' });
        const subjects = (await server.outbox()).slice(decidedMail).map(mail => mail.subject);
        expect(subjects).toEqual(
            expect.arrayContaining([`Decision on the dispute of claim ${claim.claimNumber}: Partly overturned`])
        );
        expect(subjects.length).toBeGreaterThanOrEqual(2);

        const again = await call('POST', `/api/claim-disputes/${dispute.id}/decision`, 'healthplan', {
            outcome: 'upheld',
            decisionText: 'Changing my mind after the fact.',
        });
        expect(again.statusCode).toBe(409);
        const late = await server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${claim.id}&type=medical_record&dispute=${dispute.id}`,
            payload: multipartBody('late.pdf', SAMPLE_FILES.pdf),
            headers: multipartHeaders(tokens.provider!),
        });
        expect(late.statusCode).toBe(409);

        for (const locale of ['en', 'zh', 'es', 'ja']) {
            const letter = await server.app.inject({
                method: 'GET',
                url: `/api/claim-disputes/${dispute.id}/decision-letter`,
                headers: { 'x-token': tokens.provider!, 'accept-language': locale },
            });
            expect(letter.statusCode, locale).toBe(200);
            expect(letter.headers['content-type']).toBe('application/pdf');
            expect(letter.headers['content-disposition']).toMatch(/^attachment; filename="dispute-decision-/);
            expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        }
        expect((await call('GET', `/api/claim-disputes/${dispute.id}/decision-letter`, 'other')).statusCode).toBe(404);
    });

    it('refuses the provider and another plan the plan’s part', async () => {
        const claim = await claimIn('F2', 'denied');
        const dispute = (await open(claim.id)).json().data as Dispute;
        const decision = { outcome: 'overturned', decisionText: 'Overturned in full after review of the records.' };
        expect(
            (await call('POST', `/api/claim-disputes/${dispute.id}/decision`, 'provider', decision)).statusCode
        ).toBe(403);
        expect(
            (await call('POST', `/api/claim-disputes/${dispute.id}/decision`, 'otherPlan', decision)).statusCode
        ).toBe(404);
        expect(
            (await call('POST', `/api/claim-disputes/${dispute.id}/document-requests`, 'provider', { note: 'More' }))
                .statusCode
        ).toBe(403);
        expect((await detail(claim.id)).claim.status).toBe('P2');
        const overturned = await call('POST', `/api/claim-disputes/${dispute.id}/decision`, 'admin', decision);
        expect(overturned.statusCode).toBe(200);
        expect((await detail(claim.id)).claim.status).toBe('P1');
    });

    it("lists each side's disputes with filters, overdue ones marked, and exports them as CSV", async () => {
        const claim = await claimIn('F2', 'denied');
        const dispute = (await open(claim.id, 'provider', { reason: 'coding' })).json().data as Dispute;
        const mine = (await call('GET', '/api/claim-disputes', 'provider')).json().data as Dispute[];
        expect(mine.map(item => item.id)).toContain(dispute.id);
        expect((await call('GET', '/api/claim-disputes', 'other')).json().data).toEqual([]);
        expect((await call('GET', '/api/claim-disputes', 'otherPlan')).json().data).toEqual([]);
        const filtered = (
            await call('GET', `/api/claim-disputes?claimNumber=${claim.claimNumber}&status=open`, 'healthplan')
        ).json().data as Dispute[];
        expect(filtered.map(item => item.id)).toEqual([dispute.id]);
        expect(
            (
                await call('GET', `/api/claim-disputes?claimNumber=${claim.claimNumber}&status=decided`, 'healthplan')
            ).json().data
        ).toEqual([]);

        const { claimDisputes } = await import('./tables');
        await server.db.update(claimDisputes).set({ dueOn: '2020-01-31' }).where(eq(claimDisputes.id, dispute.id));
        const overdue = (await call('GET', '/api/claim-disputes?overdue=true', 'healthplan')).json().data as Dispute[];
        expect(overdue.find(item => item.id === dispute.id)).toMatchObject({ overdue: true, dueOn: '2020-01-31' });
        expect(
            ((await call('GET', '/api/claim-disputes?overdue=false', 'healthplan')).json().data as Dispute[]).map(
                item => item.id
            )
        ).not.toContain(dispute.id);

        const csv = await server.app.inject({
            method: 'GET',
            url: `/api/claim-disputes/export?claimNumber=${claim.claimNumber}`,
            headers: { 'x-token': tokens.healthplan!, 'accept-language': 'es' },
        });
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="claim-disputes.csv"/);
        const lines = csv.body
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n');
        expect(lines[0]).toContain('"Reclamación","Plan","NPI de facturación","Tipo","Motivo"');
        expect(lines[1]).toContain(`"${claim.claimNumber}"`);
        expect(lines[1]).toContain('"Codificación o agrupación","Abierta"');
        expect(lines[1]).toContain('"2020-01-31","sí"');
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'claimDispute.export'))
            .orderBy(desc(auditLog.id));
        expect(entry).toMatchObject({ actorUsername: 'healthplan' });
    });
});

describe('disputes on the cargo desk', () => {
    it('are not offered: the routes do not exist there', async () => {
        const server = await startTestServer({ profile: 'claims', seed: false });
        try {
            const response = await server.app.inject('/api/openapi.json');
            const document = response.json() as { paths: Record<string, unknown> };
            expect(Object.keys(document.paths ?? {}), response.body.slice(0, 300)).toContain('/api/claim-documents');
            expect(Object.keys(document.paths).filter(path => path.includes('disputes'))).toEqual([]);
        } finally {
            await server.close();
        }
    });
});
