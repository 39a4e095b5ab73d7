import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CargoFiling } from '../../../common/contract/claimActions';
import type { ClaimDetail } from '../../../common/contract/claims';
import { auditLog } from '../../db/schema';
import { AIR_DAMAGE_FILING, startCargoServer } from '../../test/cargoClaims';
import type { TestServer } from '../../test/testServer';
import { claimCargoFilings } from './tables';
import { todayUtc } from './todayUtc';

const daysFrom = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('cargo claim handling by the adjuster', () => {
    let server: TestServer;
    let tokens: Record<string, string>;
    let forwarderClaim: Awaited<ReturnType<typeof startCargoServer>>['forwarderClaim'];
    beforeAll(async () => {
        ({ server, tokens, forwarderClaim } = await startCargoServer('cargo-handling-other'));
    });
    afterAll(() => server.close());

    /** A reported claim of the demo forwarder, filed by it `daysAgo` days ago; each test its own. */
    const filedClaim = async (body: object = {}, daysAgo = 0) => {
        const claim = await forwarderClaim({ status: 'reported', bucket: 'reported', allowed: null });
        const filed = await server.app.inject({
            method: 'POST',
            url: '/api/cargo-filings',
            payload: { claimId: claim.id, ...AIR_DAMAGE_FILING, deliveredOn: todayUtc(), ...body },
            headers: { 'x-token': tokens.forwarder! },
        });
        expect(filed.statusCode, filed.body).toBe(200);
        if (daysAgo) {
            await server.db
                .update(claimCargoFilings)
                .set({ filedAt: sql`now() - make_interval(days => ${daysAgo})` })
                .where(eq(claimCargoFilings.claimId, claim.id));
        }
        return claim;
    };
    const step = (claimId: number, body: object, user = 'adjuster', language = 'en') =>
        server.app.inject({
            method: 'POST',
            url: `/api/cargo-filings/${claimId}/steps`,
            payload: body,
            headers: { 'x-token': tokens[user]!, 'accept-language': language },
        });
    const read = async (claimId: number, today: string, user = 'forwarder') => {
        const response = await server.app.inject({
            method: 'GET',
            url: `/api/cargo-filings?claimId=${claimId}&today=${today}`,
            headers: { 'x-token': tokens[user]! },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as CargoFiling;
    };
    const detailOf = async (claimId: number, user = 'forwarder') => {
        const response = await server.app.inject({
            method: 'GET',
            url: `/api/claims/${claimId}`,
            headers: { 'x-token': tokens[user]! },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as ClaimDetail;
    };
    const auditOf = (action: string) => server.db.select().from(auditLog).where(eq(auditLog.action, action));

    it('moves a claim from acknowledgement to recovery, each step in its history and the audit trail', async () => {
        const claim = await filedClaim();
        const acknowledged = await step(claim.id, { step: 'acknowledge' });
        expect(acknowledged.statusCode, acknowledged.body).toBe(200);
        const filing = acknowledged.json().data as CargoFiling;
        const today = todayUtc();
        expect(filing.handling).toMatchObject({
            status: 'reported',
            receivedOn: today,
            acknowledgedOn: today,
            acknowledgedBy: 'adjuster',
            acknowledgeBy: daysFrom(today, 30),
            acknowledgeLate: false,
            decideBy: daysFrom(today, 120),
            decideLate: false,
            nextStatusLetter: null,
        });
        expect(filing.handling.steps).not.toContain('acknowledge');

        const statuses: string[] = [];
        for (const body of [
            { step: 'request_documents', note: 'The survey report and the delivery receipt, please.' },
            { step: 'survey', report: 'Crushed cartons on two pallets; water marks on the third.' },
            { step: 'reserve', amount: 4000 },
            { step: 'reserve', amount: 4300 },
            { step: 'pay', amount: 4300 },
            { step: 'recovery', note: 'Liability of the air carrier under art. 18.' },
        ]) {
            const response = await step(claim.id, body);
            expect(response.statusCode, response.body).toBe(200);
            statuses.push((response.json().data as CargoFiling).handling.status);
        }
        expect(statuses).toEqual(['documents_requested', 'under_survey', 'adjusted', 'adjusted', 'paid', 'recovery']);

        const forwarderView = await detailOf(claim.id);
        expect(forwarderView.claim.status).toBe('recovery');
        expect(forwarderView.claim.paid).toBe(4300);
        // The amount filed is the claim's amount claimed.
        expect(forwarderView.claim).toMatchObject({ billed: 4820.5, currency: 'USD' });
        expect(forwarderView.claim).not.toHaveProperty('allowed');
        const notes = forwarderView.history.map(entry => entry.note ?? '');
        expect(notes).toEqual(
            expect.arrayContaining([
                'Claim filed: Air, Damage, 176-12345675, 4820.50 USD claimed',
                'Claim acknowledged in writing',
                'Documents requested: The survey report and the delivery receipt, please.',
                'Reserve set',
                'Reserve changed',
                'Claim paid: 4300.00 USD',
                expect.stringContaining('Handed to recovery against the carrier Skyline Cargo Airways'),
            ])
        );
        // The claimant reads the history: it never learns the reserve from it.
        expect(notes.join(' ')).not.toMatch(/4000|4,000/);
        expect((await detailOf(claim.id, 'adjuster')).claim.allowed).toBe(4300);

        const reserves = (await auditOf('cargoClaim.reserve')).filter(row => row.targetId === claim.claimNumber);
        expect(reserves.map(row => row.changes)).toEqual([
            { status: { before: 'under_survey', after: 'adjusted' }, allowed: { before: null, after: 4000 } },
            { status: { before: 'adjusted', after: 'adjusted' }, allowed: { before: 4000, after: 4300 } },
        ]);
        for (const action of ['acknowledge', 'request_documents', 'survey', 'pay', 'recovery']) {
            const rows = await auditOf(`cargoClaim.${action}`);
            expect(rows.map(row => row.targetId)).toContain(claim.claimNumber);
        }
    });

    it('refuses steps the status does not allow, in the caller’s language, changing nothing', async () => {
        const claim = await filedClaim();
        const historyLength = async () => (await detailOf(claim.id, 'adjuster')).history.length;
        const before = await historyLength();

        const early = await step(claim.id, { step: 'pay', amount: 100 });
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toBe(
            `Claim ${claim.claimNumber} has not been acknowledged yet: acknowledge it before you pay.`
        );
        expect((await step(claim.id, { step: 'acknowledge' })).statusCode).toBe(200);
        const twice = await step(claim.id, { step: 'acknowledge' }, 'adjuster', 'es');
        expect(twice.statusCode).toBe(409);
        expect(twice.json().message).toBe(`Ya se acusó recibo de la reclamación ${claim.claimNumber}.`);
        const unpaidRecovery = await step(claim.id, { step: 'recovery' }, 'adjuster', 'ja');
        expect(unpaidRecovery.statusCode).toBe(409);
        expect(unpaidRecovery.json().message).toContain('事故報告済み');
        const tooMuch = await step(claim.id, { step: 'pay', amount: 4820.51 });
        expect(tooMuch.statusCode).toBe(400);
        expect(tooMuch.json().message).toBe('The amount paid cannot be more than the amount claimed (4820.50 USD).');

        expect(
            (await step(claim.id, { step: 'decline', reason: 'Damage noted as pre-existing at loading.' })).statusCode
        ).toBe(200);
        const payDeclined = await step(claim.id, { step: 'pay', amount: 10 });
        expect(payDeclined.statusCode).toBe(409);
        expect(payDeclined.json().message).toBe(`Claim ${claim.claimNumber} is declined: you cannot pay it now.`);

        const detail = await detailOf(claim.id, 'adjuster');
        expect(detail.claim.status).toBe('declined');
        expect(detail.claim.paid).toBe(claim.paid);
        expect(detail.history.length).toBe(before + 2);
        const filing = await read(claim.id, todayUtc());
        expect(filing.handling).toMatchObject({
            decision: 'declined',
            declineReason: 'Damage noted as pre-existing at loading.',
            steps: [],
        });
    });

    it('lets only adjusters act, on filed claims they see, and no forwarder read another’s', async () => {
        const claim = await filedClaim();
        expect((await step(claim.id, { step: 'acknowledge' }, 'forwarder')).statusCode).toBe(403);
        expect((await step(claim.id, { step: 'acknowledge' }, 'editor')).statusCode).toBe(403);
        expect((await step(claim.id, { step: 'acknowledge' }, 'other')).statusCode).toBe(404);
        const [row] = await server.db.select().from(claimCargoFilings).where(eq(claimCargoFilings.claimId, claim.id));
        expect(row!.acknowledgedOn).toBeNull();
        const unfiled = await forwarderClaim();
        const notFiled = await step(unfiled.id, { step: 'acknowledge' });
        expect(notFiled.statusCode).toBe(404);
        const refused = (await auditOf('cargoClaim.acknowledge')).filter(entry => entry.targetId === claim.claimNumber);
        expect(refused).toEqual([]);
    });

    it('counts the 30-day acknowledgement from receipt: on day 30 in time, on day 31 late', async () => {
        const onTime = await filedClaim({}, 30);
        const late = await filedClaim({}, 31);
        const first = (await step(onTime.id, { step: 'acknowledge' })).json().data as CargoFiling;
        const second = (await step(late.id, { step: 'acknowledge' })).json().data as CargoFiling;
        expect(first.handling).toMatchObject({
            acknowledgedOn: todayUtc(),
            acknowledgeBy: todayUtc(),
            acknowledgeLate: false,
        });
        expect(second.handling).toMatchObject({ acknowledgeBy: daysFrom(todayUtc(), -1), acknowledgeLate: true });
    });

    it('shows the 120-day decision clock and the 60-day status letters after it, until a decision', async () => {
        const claim = await filedClaim();
        const received = todayUtc();
        const on = async (day: number) => (await read(claim.id, daysFrom(received, day))).handling;
        expect(await on(119)).toMatchObject({
            decideBy: daysFrom(received, 120),
            decideLate: false,
            nextStatusLetter: null,
        });
        expect(await on(120)).toMatchObject({ decideLate: false, nextStatusLetter: daysFrom(received, 120) });
        expect(await on(121)).toMatchObject({ decideLate: true, nextStatusLetter: daysFrom(received, 180) });
        expect(await on(180)).toMatchObject({ nextStatusLetter: daysFrom(received, 180) });
        expect(await on(181)).toMatchObject({ nextStatusLetter: daysFrom(received, 240) });
        // An unacknowledged claim is late to acknowledge the day after day 30, whatever its handling.
        expect(await on(30)).toMatchObject({ acknowledgeLate: false });
        expect(await on(31)).toMatchObject({ acknowledgeLate: true });
        await step(claim.id, { step: 'acknowledge' });
        await step(claim.id, { step: 'pay', amount: 100 });
        expect(await on(200)).toMatchObject({ decidedOn: received, decideLate: false, nextStatusLetter: null });
    });

    it('starts the Carmack suit limit on the day a road claim is declined', async () => {
        const claim = await filedClaim({ mode: 'road', transportDocument: 'BOL-5521', event: 'shortage' });
        const waiting = await read(claim.id, todayUtc());
        expect(waiting.deadlines.find(deadline => deadline.rule === 'carmack_suit')).toMatchObject({
            state: 'waiting',
            lastDay: null,
        });
        await step(claim.id, { step: 'acknowledge' });
        await step(claim.id, { step: 'decline', reason: 'Shortage not shown on the delivery receipt.' });
        const declined = await read(claim.id, todayUtc());
        const [year, month, day] = todayUtc().split('-').map(Number);
        const twoYearsAndADay = daysFrom(
            new Date(Date.UTC(year! + 2, month! - 1, Math.min(day!, month === 2 && day === 29 ? 28 : day!)))
                .toISOString()
                .slice(0, 10),
            1
        );
        expect(declined.deadlines.find(deadline => deadline.rule === 'carmack_suit')).toMatchObject({
            state: 'open',
            lastDay: twoYearsAndADay,
        });
    });
});
