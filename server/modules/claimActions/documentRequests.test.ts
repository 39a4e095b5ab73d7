import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRequest } from '../../../common/contract/claimActions';
import type { Home } from '../../../common/contract/home';
import { auditLog, claimDocumentRequests, claims } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { multipartBody, multipartHeaders, SAMPLE_FILES } from '../../test/multipartUpload';
import { startTestServer, type TestServer } from '../../test/testServer';
import { dueDate } from './disputes';

describe('requests for documents on healthcare claims', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    let claim: typeof claims.$inferSelect;
    beforeAll(async () => {
        server = await startTestServer({ profile: 'healthcare' });
        await seedDemoClaims(server.db, 'healthcare', 20);
        for (const user of ['admin', 'provider', 'healthplan', 'pharma']) tokens[user] = await server.login(user);
        await server.addUser('requests-other-provider', { role: 'provider', providerId: '1234567893' });
        tokens.other = await server.login('requests-other-provider');
        const [row] = await server.db.select().from(claims).where(eq(claims.kind, 'medical')).orderBy(asc(claims.id));
        const [updated] = await server.db
            .update(claims)
            .set({ billingNpi: '1740283969', planName: 'Evergreen Health Advantage PPO' })
            .where(eq(claims.id, row!.id))
            .returning();
        claim = updated!;
    });
    afterAll(() => server.close());

    const call = (method: 'GET' | 'POST', url: string, user: string, payload?: object) =>
        server.app.inject({ method, url, payload, headers: { 'x-token': tokens[user]! } });
    const ask = (body: object, user = 'healthplan') =>
        call('POST', '/api/claim-document-requests', user, {
            claimId: claim.id,
            attachmentCodes: ['11504-8', '18842-5'],
            note: 'The operative note and the discharge summary, please.',
            dueOn: dueDate(14),
            ...body,
        });

    it('lets the plan ask with LOINC codes and a due date; the provider sees it and answers with a document', async () => {
        const response = await ask({});
        expect(response.statusCode, response.body).toBe(200);
        const request = response.json().data as DocumentRequest;
        expect(request).toMatchObject({
            claimNumber: claim.claimNumber,
            attachmentCodes: ['11504-8', '18842-5'],
            status: 'open',
            late: false,
            requestedBy: 'healthplan',
        });
        const seen = (await call('GET', '/api/claim-document-requests?status=open', 'provider')).json()
            .data as DocumentRequest[];
        expect(seen.map(item => item.id)).toContain(request.id);
        expect((await call('GET', '/api/claim-document-requests', 'other')).json().data).toEqual([]);

        const answer = await server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${claim.id}&type=medical_record&request=${request.id}`,
            payload: multipartBody('operative-note.pdf', SAMPLE_FILES.pdf),
            headers: multipartHeaders(tokens.provider!),
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().data.requestId).toBe(request.id);
        const [after] = (await call('GET', `/api/claim-document-requests?claimId=${claim.id}`, 'healthplan')).json()
            .data as DocumentRequest[];
        expect(after).toMatchObject({ id: request.id, status: 'answered', answeredBy: 'provider' });
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'claimDocumentRequest.create'));
        expect(entry).toMatchObject({ actorUsername: 'healthplan', targetId: claim.claimNumber });
    });

    it('shows an open request past its due date as late, and filters on it', async () => {
        const request = (await ask({})).json().data as DocumentRequest;
        await server.db
            .update(claimDocumentRequests)
            .set({ dueOn: '2021-03-01' })
            .where(eq(claimDocumentRequests.id, request.id));
        const late = (await call('GET', '/api/claim-document-requests?late=true', 'provider')).json()
            .data as DocumentRequest[];
        expect(late.find(item => item.id === request.id)).toMatchObject({ late: true });
        const notLate = (await call('GET', '/api/claim-document-requests?late=false', 'provider')).json()
            .data as DocumentRequest[];
        expect(notLate.map(item => item.id)).not.toContain(request.id);
    });

    it('refuses a due date in the past, an unknown code, a request from the provider, and another plan’s claim', async () => {
        const past = await ask({ dueOn: '2020-01-01' });
        expect(past.statusCode).toBe(400);
        expect(past.json().message).toBe('The due date cannot be in the past.');
        expect((await ask({ attachmentCodes: ['99999-9'] })).statusCode).toBe(400);
        expect((await ask({}, 'provider')).statusCode).toBe(403);
        expect((await ask({}, 'pharma')).statusCode).toBe(404);
    });

    it('refuses an answer naming a request of another claim', async () => {
        const request = (await ask({})).json().data as DocumentRequest;
        const [other] = await server.db
            .update(claims)
            .set({ billingNpi: '1740283969' })
            .where(eq(claims.id, claim.id + 1))
            .returning();
        const answer = await server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${other!.id}&type=medical_record&request=${request.id}`,
            payload: multipartBody('note.pdf', SAMPLE_FILES.pdf),
            headers: multipartHeaders(tokens.provider!),
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe('This document request does not exist on this claim.');
    });
    it("puts the provider's open requests on its Home, late ones marked; not another provider's, nor the plan's", async () => {
        const request = (await ask({ attachmentCodes: ['11502-2'] })).json().data as DocumentRequest;
        await server.db
            .update(claimDocumentRequests)
            .set({ dueOn: '2021-05-03' })
            .where(eq(claimDocumentRequests.id, request.id));
        const home = async (user: string) => (await call('GET', '/api/home', user)).json().data as Home;
        const mine = (await home('provider')).documentRequests!;
        expect(mine.find(item => item.id === request.id)).toMatchObject({
            claimNumber: claim.claimNumber,
            attachmentCodes: ['11502-2'],
            late: true,
        });
        expect(mine.every(item => item.status === 'open')).toBe(true);
        expect((await home('other')).documentRequests).toEqual([]);
        expect((await home('healthplan')).documentRequests).toBeNull();
    });

    it('refuses another provider an answer to a request on a claim it does not see, and marks nothing', async () => {
        const request = (await ask({})).json().data as DocumentRequest;
        const answer = await server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${claim.id}&type=medical_record&request=${request.id}`,
            payload: multipartBody('note.pdf', SAMPLE_FILES.pdf),
            headers: multipartHeaders(tokens.other!),
        });
        expect(answer.statusCode).toBe(404);
        const [after] = await server.db
            .select()
            .from(claimDocumentRequests)
            .where(eq(claimDocumentRequests.id, request.id));
        expect(after).toMatchObject({ status: 'open', answeredByUsername: null });
    });
});
