import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '../../../common/contract/claims';
import { auditLog, claims, claimStatusHistory } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { startTestServer, type TestServer } from '../../test/testServer';

describe('editing a cargo claim (PUT /api/claims/:id)', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
        server = await startTestServer({ profile: 'claims' });
        await seedDemoClaims(server.db, 'claims', 60);
        for (const user of ['admin', 'editor', 'adjuster', 'forwarder']) tokens[user] = await server.login(user);
    });
    afterAll(() => server.close());

    const get = (id: number, user = 'editor') =>
        server.app.inject({ method: 'GET', url: `/api/claims/${id}`, headers: { 'x-token': tokens[user]! } });
    const put = (id: number, payload: object, user = 'editor') =>
        server.app.inject({ method: 'PUT', url: `/api/claims/${id}`, payload, headers: { 'x-token': tokens[user]! } });
    const detailOf = async (id: number, user = 'editor') =>
        ((await get(id, user)).json() as { data: ClaimDetail }).data;
    const claimWith = async (status: string) => {
        const [row] = await server.db.select().from(claims).where(eq(claims.status, status)).orderBy(asc(claims.id));
        return row!;
    };

    it('changes the status, records it in the history with who and when, and audits the change', async () => {
        const claim = await claimWith('reported');
        const before = await detailOf(claim.id);
        const response = await put(claim.id, {
            version: before.version,
            status: 'under_survey',
            assignedAdjuster: 'j.tanaka',
            note: 'Surveyor booked for Monday',
        });
        expect(response.statusCode, response.body).toBe(200);
        const after = (response.json() as { data: ClaimDetail }).data;
        expect(after.claim).toMatchObject({
            status: 'under_survey',
            bucket: 'under_survey',
            assignedAdjuster: 'j.tanaka',
        });
        expect(after.version).not.toBe(before.version);
        const last = after.history.at(-1)!;
        expect(last).toMatchObject({ status: 'under_survey', actor: 'editor', note: 'Surveyor booked for Monday' });
        expect(Date.now() - Date.parse(last.at)).toBeLessThan(60_000);
        expect(after.history).toHaveLength(before.history.length + 1);
        const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(entry).toMatchObject({
            action: 'claims.edit',
            actorUsername: 'editor',
            targetId: claim.claimNumber,
            changes: {
                status: { before: 'reported', after: 'under_survey' },
                assignedAdjuster: { before: claim.assignedAdjuster, after: 'j.tanaka' },
            },
        });
        // The search finds the claim under its new status.
        const list = await server.app.inject({
            method: 'GET',
            url: `/api/claims?filter=${encodeURIComponent(JSON.stringify({ claimNumber: claim.claimNumber }))}`,
            headers: { 'x-token': tokens.editor! },
        });
        expect(list.json()[0]).toMatchObject({ status: 'under_survey' });
    });

    it('changes amounts and dates without a status change: no history entry', async () => {
        const claim = await claimWith('adjusted');
        const before = await detailOf(claim.id, 'admin');
        const response = await put(claim.id, { version: before.version, allowed: 1234.5, paidOn: null }, 'admin');
        expect(response.statusCode, response.body).toBe(200);
        const after = (response.json() as { data: ClaimDetail }).data;
        expect(after.claim.allowed).toBe(1234.5);
        expect(after.claim.paidOn).toBeNull();
        expect(after.history).toEqual(before.history);
    });

    it('refuses an edit made on an old version with 409 and the current claim, writing nothing', async () => {
        const claim = await claimWith('documents_requested');
        const opened = await detailOf(claim.id);
        expect((await put(claim.id, { version: opened.version, surveyReport: 'SR-1' })).statusCode).toBe(200);
        const edits = () => server.db.select().from(auditLog).where(eq(auditLog.action, 'claims.edit'));
        const editsBefore = await edits();
        const stale = await put(claim.id, { version: opened.version, surveyReport: 'SR-2', status: 'declined' });
        expect(stale.statusCode).toBe(409);
        const body = stale.json() as { message: string; data: { current: ClaimDetail } };
        expect(body.message).toContain(claim.claimNumber);
        expect(body.data.current.claim).toMatchObject({ surveyReport: 'SR-1', status: 'documents_requested' });
        expect((await detailOf(claim.id)).claim.surveyReport).toBe('SR-1');
        expect(await edits()).toEqual(editsBefore);
        // With the version it now has, the same edit goes through.
        expect((await put(claim.id, { version: body.data.current.version, surveyReport: 'SR-2' })).statusCode).toBe(
            200
        );
    });

    it.each([
        ['an unknown status', { status: 'lost' }, 'status'],
        ['a malformed date', { paidOn: '2026-02-30' }, 'paidOn'],
        ['a negative amount', { allowed: -5 }, 'allowed'],
        ['an emptied status', { status: null }, 'status'],
        ['a field that is not edited here', { billed: 10 }, 'billed'],
        ['the claim number', { claimNumber: 'CG-X' }, 'claimNumber'],
        ['an unknown type of loss', { lossType: 'fire' }, 'lossType'],
    ] as const)('answers 400 naming the field for %s', async (_name, change, field) => {
        const claim = await claimWith('reported');
        const { version } = await detailOf(claim.id);
        const response = await put(claim.id, { version, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(field);
    });

    it('answers 403 to roles that may not edit claims, and 404 for a claim out of scope or unknown', async () => {
        const claim = await claimWith('reported');
        const { version } = await detailOf(claim.id);
        expect((await put(claim.id, { version, status: 'closed' }, 'adjuster')).statusCode).toBe(403);
        const [mine] = await server.db.select().from(claims).where(eq(claims.forwarder, 'Bluewave Logistics'));
        const own = await detailOf(mine!.id, 'forwarder');
        expect((await put(mine!.id, { version: own.version, status: 'closed' }, 'forwarder')).statusCode).toBe(403);
        expect((await detailOf(claim.id)).claim.status).toBe('reported');
        expect((await put(99_999_999, { version, status: 'closed' })).statusCode).toBe(404);
    });

    it('changes nothing and audits nothing when nothing changes', async () => {
        const claim = await claimWith('reported');
        const before = await detailOf(claim.id);
        const [lastAudit] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        const response = await put(claim.id, { version: before.version, status: 'reported' });
        expect(response.statusCode).toBe(200);
        expect((response.json() as { data: ClaimDetail }).data.version).toBe(before.version);
        const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(entry!.id).toBe(lastAudit!.id);
        const history = await server.db
            .select()
            .from(claimStatusHistory)
            .where(eq(claimStatusHistory.claimId, claim.id));
        expect(history).toHaveLength(before.history.length);
    });
});

describe('editing a healthcare claim', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
        await seedDemoClaims(server.db, 'healthcare', 40);
    });
    afterAll(() => server.close());

    it('lets an admin record a 277 status and its bucket follows; a health plan may not edit', async () => {
        const admin = await server.login('admin');
        const [claim] = await server.db.select().from(claims).where(eq(claims.bucket, 'pending')).limit(1);
        const opened = await server.app.inject({
            method: 'GET',
            url: `/api/claims/${claim!.id}`,
            headers: { 'x-token': admin },
        });
        const { version } = (opened.json() as { data: ClaimDetail }).data;
        const response = await server.app.inject({
            method: 'PUT',
            url: `/api/claims/${claim!.id}`,
            payload: { version, status: 'F2', payerClaimStatus: '4' },
            headers: { 'x-token': admin },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect((response.json() as { data: ClaimDetail }).data.claim).toMatchObject({
            status: 'F2',
            bucket: 'denied',
            payerClaimStatus: '4',
        });
        const refused = await server.app.inject({
            method: 'PUT',
            url: `/api/claims/${claim!.id}`,
            payload: { version, lossType: 'theft' },
            headers: { 'x-token': admin },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain('lossType');
        const plan = await server.login('healthplan');
        const forbidden = await server.app.inject({
            method: 'PUT',
            url: `/api/claims/${claim!.id}`,
            payload: { version, status: 'F1' },
            headers: { 'x-token': plan },
        });
        expect(forbidden.statusCode).toBe(403);
    });
});
