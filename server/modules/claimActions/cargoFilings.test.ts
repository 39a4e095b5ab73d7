import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CargoFiling } from '../../../common/contract/claimActions';
import { auditLog, claims, users } from '../../db/schema';
import { AIR_DAMAGE_FILING, startCargoServer } from '../../test/cargoClaims';
import { startTestServer, type TestServer } from '../../test/testServer';
import { claimCargoFilings } from './tables';

describe('cargo filings by the forwarder', () => {
    let server: TestServer;
    let tokens: Record<string, string>;
    /** A claim of the demo forwarder's organisation, each test its own. */
    let ownClaim: () => Promise<typeof claims.$inferSelect>;
    beforeAll(async () => {
        ({ server, tokens, forwarderClaim: ownClaim } = await startCargoServer('cargo-other-forwarder'));
    });
    afterAll(() => server.close());

    const file = (claimId: number, body: object = {}, user = 'forwarder', today = '2026-03-10') =>
        server.app.inject({
            method: 'POST',
            url: `/api/cargo-filings?today=${today}`,
            payload: { claimId, ...AIR_DAMAGE_FILING, deliveredOn: '2026-03-01', ...body },
            headers: { 'x-token': tokens[user]! },
        });
    const read = (claimId: number, user = 'forwarder', today = '2026-03-10') =>
        server.app.inject({
            method: 'GET',
            url: `/api/cargo-filings?claimId=${claimId}&today=${today}`,
            headers: { 'x-token': tokens[user]! },
        });
    const filingsOf = (claimId: number) =>
        server.db.select().from(claimCargoFilings).where(eq(claimCargoFilings.claimId, claimId));

    it('files an air damage claim and answers the Montreal complaint deadline and the checklist, audited', async () => {
        const claim = await ownClaim();
        const response = await file(claim.id);
        expect(response.statusCode, response.body).toBe(200);
        const filing = response.json().data as CargoFiling;
        expect(filing).toMatchObject({
            claimId: claim.id,
            claimNumber: claim.claimNumber,
            transportDocument: '176-12345675',
            mode: 'air',
            event: 'damage',
            amount: 4820.5,
            currency: 'USD',
            filedBy: 'forwarder',
            today: '2026-03-10',
        });
        // 14 days from receipt on 1 March: the last day is 15 March, five days away on the 10th.
        expect(filing.deadlines).toEqual([
            expect.objectContaining({
                rule: 'montreal_damage',
                act: 'written_complaint',
                lastDay: '2026-03-15',
                daysLeft: 5,
                state: 'due_soon',
            }),
        ]);
        expect(filing.checklist).toEqual([
            'air_waybill',
            'commercial_invoice',
            'packing_list',
            'delivery_receipt_exception',
            'survey_report',
            'photos',
        ]);
        const audit = await server.db.select().from(auditLog).where(eq(auditLog.action, 'cargoFiling.file'));
        expect(audit.map(entry => entry.targetId)).toContain(claim.claimNumber);
    });

    it('refuses a claim without an amount with the 49 CFR 370.3 reason, in the caller’s language, keeping nothing', async () => {
        const claim = await ownClaim();
        const missing = await file(claim.id, { amount: null });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().message).toContain('49 CFR 370.3(b)');
        const zero = await file(claim.id, { amount: 0 });
        expect(zero.statusCode).toBe(400);
        expect(zero.json().message).toBe('The amount claimed must be more than zero.');
        const spanish = await server.app.inject({
            method: 'POST',
            url: '/api/cargo-filings',
            payload: {
                claimId: claim.id,
                transportDocument: 'MAEU123456789',
                mode: 'ocean',
                carrier: 'Blue Ocean Lines',
                origin: 'Shanghai',
                destination: 'Rotterdam',
                deliveredOn: '2026-01-15',
                event: 'loss',
            },
            headers: { 'x-token': tokens.forwarder!, 'accept-language': 'es' },
        });
        expect(spanish.statusCode).toBe(400);
        expect(spanish.json().message).toContain('49 CFR 370.3(b)');
        expect(spanish.json().message).not.toContain('A claim must ask');
        expect(await filingsOf(claim.id)).toEqual([]);
    });

    it('refuses another forwarder’s claim, the adjuster’s filing, and a second filing of the same claim', async () => {
        const claim = await ownClaim();
        expect((await file(claim.id, {}, 'other')).statusCode).toBe(404);
        expect((await file(claim.id, {}, 'adjuster')).statusCode).toBe(403);
        expect(await filingsOf(claim.id)).toEqual([]);
        expect((await file(claim.id)).statusCode).toBe(200);
        const again = await file(claim.id, { amount: 1 });
        expect(again.statusCode).toBe(409);
        expect((await filingsOf(claim.id)).map(row => row.amount)).toEqual([4820.5]);
    });

    it('shows the deadlines of a filed claim to those who see it, counted on their day, and to no other forwarder', async () => {
        const claim = await ownClaim();
        const filed = await file(claim.id, {
            mode: 'road',
            transportDocument: 'BOL-778812',
            deliveredOn: '2025-05-31',
            event: 'shortage',
        });
        expect(filed.statusCode, filed.body).toBe(200);
        // Nine months after 31 May is the last day of February: still in time on it, late the day after.
        const onLastDay = (await read(claim.id, 'forwarder', '2026-02-28')).json().data as CargoFiling;
        expect(onLastDay.deadlines).toEqual([
            expect.objectContaining({ rule: 'carmack_claim', lastDay: '2026-02-28', daysLeft: 0, state: 'last_day' }),
            expect.objectContaining({ rule: 'carmack_suit', lastDay: null, state: 'waiting' }),
        ]);
        expect(onLastDay.checklist).toContain('bill_of_lading');
        const dayAfter = (await read(claim.id, 'adjuster', '2026-03-01')).json().data as CargoFiling;
        expect(dayAfter.deadlines[0]).toMatchObject({ rule: 'carmack_claim', daysLeft: -1, state: 'passed' });
        expect((await read(claim.id, 'other')).statusCode).toBe(404);
        const unfiled = await ownClaim();
        expect((await read(unfiled.id)).statusCode).toBe(404);
        const views = await server.db.select().from(auditLog).where(eq(auditLog.action, 'cargoFiling.view'));
        expect(views.map(entry => entry.actorUsername)).toEqual(expect.arrayContaining(['forwarder', 'adjuster']));
    });
});

describe('a new cargo claim filed by the forwarder', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
        server = await startTestServer({ profile: 'claims' });
        for (const user of ['adjuster', 'forwarder']) tokens[user] = await server.login(user);
        await server.addUser('cargo-new-other', {
            role: 'freight_forwarder',
            orgType: 'test',
            orgName: 'Northstar Freight',
        });
        tokens.other = await server.login('cargo-new-other');
        const lone = await server.addUser('cargo-new-lone', {
            role: 'freight_forwarder',
            orgType: 'test',
            orgName: 'Lone Freight',
        });
        tokens.lone = await server.login('cargo-new-lone');
        // An account no admin has approved into an organisation (yet) is still signed in.
        await server.db.update(users).set({ organisationId: null }).where(eq(users.id, lone.id));
    });
    afterAll(() => server.close());

    const shipment = {
        transportDocument: '176-99887766',
        mode: 'air',
        carrier: 'Skyline Cargo Airways',
        origin: 'Shenzhen',
        destination: 'Chicago',
        deliveredOn: '2026-03-01',
        event: 'damage',
        amount: 2150,
        currency: 'EUR',
    };
    const fileNew = (body: object = {}, user = 'forwarder', language = 'en') =>
        server.app.inject({
            method: 'POST',
            url: '/api/cargo-claims?today=2026-03-10',
            payload: { ...shipment, ...body },
            headers: { 'x-token': tokens[user]!, 'accept-language': language },
        });

    it('makes the claim the forwarder’s own, reported and filed, with its deadlines, whatever the body names', async () => {
        const response = await fileNew({ forwarder: 'Northstar Freight', claimId: 424242 });
        expect(response.statusCode, response.body).toBe(200);
        const filing = response.json().data as CargoFiling;
        expect(filing.claimNumber).toMatch(/^CG-F\d{8}$/);
        expect(filing).toMatchObject({ mode: 'air', amount: 2150, currency: 'EUR', filedBy: 'forwarder' });
        expect(filing.claimId).not.toBe(424242);
        expect(filing.deadlines).toEqual([
            expect.objectContaining({ rule: 'montreal_damage', lastDay: '2026-03-15', daysLeft: 5, state: 'due_soon' }),
        ]);
        expect(filing.handling).toMatchObject({ status: 'reported', acknowledgedOn: null, steps: ['acknowledge'] });

        const claim = await server.app.inject({
            method: 'GET',
            url: `/api/claims/${filing.claimId}`,
            headers: { 'x-token': tokens.forwarder! },
        });
        expect(claim.statusCode, claim.body).toBe(200);
        expect(claim.json().data.claim).toMatchObject({
            claimNumber: filing.claimNumber,
            status: 'reported',
            forwarder: 'Bluewave Logistics',
            transportDocument: '176-99887766',
            transportMode: 'air',
            lossType: 'damage',
            lossOn: '2026-03-01',
            billed: 2150,
            currency: 'EUR',
        });
        expect(claim.json().data.history).toEqual([
            expect.objectContaining({
                status: 'reported',
                actor: 'forwarder',
                note: expect.stringContaining('176-99887766'),
            }),
        ]);
        // The adjuster sees it to handle it; another forwarder does not see it at all.
        const read = (user: string) =>
            server.app.inject({
                method: 'GET',
                url: `/api/cargo-filings?claimId=${filing.claimId}`,
                headers: { 'x-token': tokens[user]! },
            });
        expect((await read('adjuster')).statusCode).toBe(200);
        expect((await read('other')).statusCode).toBe(404);
        const [audit] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'cargoFiling.file'), eq(auditLog.targetId, filing.claimNumber)));
        expect(audit).toMatchObject({
            actorUsername: 'forwarder',
            changes: { claimNumber: { before: null, after: filing.claimNumber } },
        });
    });

    it('a rail loss keeps the claim query’s mode and loss type open, the filing saying rail and loss', async () => {
        const response = await fileNew({ mode: 'rail', event: 'loss', transportDocument: 'BNSF-4471' });
        expect(response.statusCode, response.body).toBe(200);
        const filing = response.json().data as CargoFiling;
        expect(filing.deadlines.map(deadline => deadline.rule)).toEqual(['carmack_claim', 'carmack_suit']);
        const [claim] = await server.db.select().from(claims).where(eq(claims.id, filing.claimId));
        expect(claim).toMatchObject({ transportMode: null, lossType: null, forwarder: 'Bluewave Logistics' });
    });

    it('refuses a claim without an amount (49 CFR 370.3), another role and an account of no organisation, making nothing', async () => {
        const before = { claims: await server.db.$count(claims), filings: await server.db.$count(claimCargoFilings) };
        const missing = await fileNew({ amount: null });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().message).toContain('49 CFR 370.3(b)');
        const japanese = await fileNew({ amount: undefined, currency: undefined }, 'forwarder', 'ja');
        expect(japanese.statusCode).toBe(400);
        expect(japanese.json().message).toContain('49 CFR 370.3(b)');
        expect(japanese.json().message).not.toContain('A claim must ask');
        expect((await fileNew({}, 'adjuster')).statusCode).toBe(403);
        const lone = await fileNew({}, 'lone', 'es');
        expect(lone.statusCode).toBe(403);
        expect(lone.json().message).toContain('organización');
        expect({ claims: await server.db.$count(claims), filings: await server.db.$count(claimCargoFilings) }).toEqual(
            before
        );
    });
});
