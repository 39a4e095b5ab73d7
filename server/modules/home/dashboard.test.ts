import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardPanel } from '../../../common/contract/dashboard';
import { TEMPLATES } from '../../../common/directory/templates';
import { npiCheckDigit } from '../../../common/validation/npi';
import { auditLog, connections, directoryRows, pageViews } from '../../db/schema';
import { bulkInsertClaims, demoClaim, type NewClaim } from '../claims';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * The dashboard against data the test writes itself, on servers without demo data, so every
 * count is known: users, sign-ins, page views, connections, directory rows and claims.
 */

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);
const npi = (base: string) => `${base}${npiCheckDigit(base)}`;

let healthcare: TestServer;
let claimsDesk: TestServer;
const tokens: Record<string, string> = {};

const dashboard = async (who: string, period?: string, target = healthcare): Promise<Dashboard> => {
    const response = await target.app.inject({
        method: 'GET',
        url: `/api/dashboard${period ? `?period=${period}` : ''}`,
        headers: { 'x-token': tokens[who]! },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
};

const panel = (board: Dashboard, id: DashboardPanel['id']) => {
    const found = board.panels.find(candidate => candidate.id === id);
    if (!found) throw new Error(`no ${id} panel in ${board.panels.map(item => item.id).join(', ')}`);
    return found;
};
/** A panel as `{ series: { category: value } }`, zero values left out. */
const table = (board: Dashboard, id: DashboardPanel['id']) => {
    const { categories, series } = panel(board, id);
    return Object.fromEntries(
        series.items.map(item => [
            item.key,
            Object.fromEntries(
                categories.keys.map((key, index) => [key, item.values[index]!]).filter(([, value]) => value !== 0)
            ),
        ])
    );
};
const figures = (board: Dashboard) => Object.fromEntries(board.figures.map(item => [item.id, item.value]));

const claim = (target: 'healthcare' | 'claims', n: number, overrides: Partial<NewClaim>): NewClaim => ({
    ...demoClaim(target, n),
    ...overrides,
});

const PROVIDER_A = '1740283969';
const PROVIDER_B = '1234567893';

beforeAll(async () => {
    [healthcare, claimsDesk] = await Promise.all([
        startTestServer({ seed: false }),
        startTestServer({ profile: 'claims', seed: false }),
    ]);
    const add = (target: TestServer, username: string, fields: Parameters<TestServer['addUser']>[1]) =>
        target.addUser(username, fields);
    await add(healthcare, 'admin', { role: 'admin', orgType: 'portal_operator' });
    const providerA = await add(healthcare, 'provider-a', {
        providerId: PROVIDER_A,
        orgName: 'Lakeside Family Medicine',
    });
    const providerB = await add(healthcare, 'provider-b', { providerId: PROVIDER_B, orgName: 'Riverside Clinic' });
    const plan = await add(healthcare, 'plan', {
        role: 'healthplan',
        orgType: 'health_plan',
        planName: 'Sunrise Care HMO',
    });
    const pharma = await add(healthcare, 'pharma', {
        role: 'pharma',
        orgType: 'pharma_manufacturer',
        orgName: 'Acme Pharma',
    });
    await add(healthcare, 'provider-pending', { status: 'pending' });
    await add(healthcare, 'plan-locked', { role: 'healthplan', orgType: 'health_plan', status: 'locked' });
    const refused = () =>
        healthcare.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { username: 'plan', password: 'wrong-password' },
        });
    await Promise.all([
        ...['admin', 'provider-a', 'provider-b', 'plan', 'pharma'].map(
            async who => (tokens[who] = await healthcare.login(who))
        ),
        refused(),
        refused(),
    ]);
    // Older sign-ins: three and a refusal ten days ago, one forty days ago.
    const login = (at: Date, outcome: 'success' | 'failure') => ({
        at,
        action: 'auth.login',
        outcome,
        actorUsername: 'plan',
    });
    await healthcare.db
        .insert(auditLog)
        .values([
            login(daysAgo(10), 'success'),
            login(daysAgo(10), 'success'),
            login(daysAgo(10), 'success'),
            login(daysAgo(10), 'failure'),
            login(daysAgo(40), 'success'),
        ]);

    const view = (path: string, days: number) => ({ userId: providerA.id, path, viewedAt: daysAgo(days) });
    await healthcare.db.insert(pageViews).values([
        view('/connect', 0),
        view('/connect', 1),
        view('/connect', 2),
        view('/support', 0),
        view('/claimquery', 20),
        view('/claimquery', 21),
        // Not a screen: the bare address a sign-in passes through.
        view('/', 0),
        view('/', 1),
        view('/', 2),
        view('/', 3),
        // Two users' detail pages: one screen.
        view('/audits/12', 0),
        view('/audits/13', 1),
    ]);

    await healthcare.db.insert(connections).values([
        { kind: 'network_participation', status: 'requested', requesterId: providerA.id, recipientId: plan.id },
        { kind: 'data_sharing', status: 'active', requesterId: providerB.id, recipientId: plan.id },
        { kind: 'samples', status: 'requested', requesterId: providerA.id, recipientId: pharma.id },
        { kind: 'data_sharing', status: 'declined', requesterId: providerA.id, recipientId: plan.id },
        { kind: 'patient_support', status: 'active', requesterId: pharma.id, recipientId: providerB.id },
    ]);

    // Five practitioner rows: one per provider, two more, and a deleted one.
    const created = await healthcare.app.inject({
        method: 'POST',
        url: '/api/directory/tables',
        headers: { 'x-token': tokens.admin! },
        payload: { name: 'Practitioners', template: 'practitioner', columns: TEMPLATES.practitioner },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tableId = created.json().id as string;
    const rowIds: number[] = [];
    for (const [index, number] of [
        PROVIDER_A,
        PROVIDER_B,
        npi('100000001'),
        npi('100000002'),
        npi('100000003'),
    ].entries()) {
        const row = await healthcare.app.inject({
            method: 'POST',
            url: `/api/directory/tables/${tableId}/rows`,
            headers: { 'x-token': tokens.admin! },
            payload: {
                values: {
                    npi: number,
                    firstName: 'Row',
                    lastName: `Number ${index}`,
                    taxonomy: '207Q00000X',
                    state: 'MA',
                },
            },
        });
        expect(row.statusCode, row.body).toBe(201);
        rowIds.push(row.json().id);
    }
    const [a, b, c, , deleted] = rowIds as [number, number, number, number, number];
    await healthcare.db
        .update(directoryRows)
        .set({ verifiedAt: daysAgo(100) })
        .where(eq(directoryRows.id, a));
    await healthcare.db
        .update(directoryRows)
        .set({ verifiedAt: new Date() })
        .where(inArray(directoryRows.id, [b, c, deleted]));
    await healthcare.db.update(directoryRows).set({ deletedAt: new Date() }).where(eq(directoryRows.id, deleted));

    const ofA = { billingNpi: PROVIDER_A, renderingNpi: PROVIDER_A, planName: 'Sunrise Care HMO' };
    const ofB = { billingNpi: PROVIDER_B, renderingNpi: PROVIDER_B, planName: 'Harbor Health PPO' };
    const denied = { status: 'F2', bucket: 'denied' };
    await bulkInsertClaims(healthcare.db, [
        claim('healthcare', 1, { ...ofA, ...denied, receivedOn: dayOf(0), codes: ['CARC:45', 'GROUP:CO'] }),
        claim('healthcare', 2, { ...ofA, ...denied, receivedOn: dayOf(5), codes: ['CARC:45', 'CARC:16'] }),
        claim('healthcare', 3, { ...ofA, status: 'F1', bucket: 'paid', receivedOn: dayOf(20), codes: [] }),
        claim('healthcare', 4, { ...ofA, ...denied, receivedOn: dayOf(60), codes: ['CARC:16'] }),
        claim('healthcare', 5, { ...ofB, status: 'F1', bucket: 'paid', receivedOn: dayOf(0), codes: [] }),
        claim('healthcare', 6, { ...ofB, status: 'P1', bucket: 'pending', receivedOn: dayOf(3), codes: [] }),
    ]);

    await add(claimsDesk, 'forwarder', {
        role: 'freight_forwarder',
        orgType: 'freight_forwarder',
        orgName: 'Oceanic Forwarding',
    });
    await add(claimsDesk, 'adjuster', { role: 'claims_adjuster', orgType: 'insurance_company' });
    await Promise.all(['forwarder', 'adjuster'].map(async who => (tokens[who] = await claimsDesk.login(who))));
    const cargo = (n: number, forwarder: string, status: string, days: number) =>
        claim('claims', n, { forwarder, status, bucket: status, receivedOn: dayOf(days) });
    await bulkInsertClaims(claimsDesk.db, [
        cargo(1, 'Oceanic Forwarding', 'reported', 0),
        cargo(2, 'Oceanic Forwarding', 'under_survey', 45),
        cargo(3, 'Oceanic Forwarding', 'paid', 10),
        cargo(4, 'Baltic Freight Lines', 'reported', 100),
    ]);
    // Seven sign-ins hash passwords on purpose: slow on a loaded machine.
}, 180_000);

afterAll(async () => {
    await Promise.all([healthcare?.close(), claimsDesk?.close()]);
});

describe("an admin's dashboard", () => {
    it('counts users by role and status, open requests and the share of each table verified', async () => {
        const board = await dashboard('admin');
        expect(board.period).toBe('30');
        expect(board.to).toBe(dayOf(0));
        expect(board.from).toBe(dayOf(29));
        expect(table(board, 'usersByRole')).toEqual({
            pending: { provider: 1 },
            active: { admin: 1, provider: 2, healthplan: 1, pharma: 1 },
            locked: { healthplan: 1 },
            disabled: {},
        });
        expect(table(board, 'openRequests')).toEqual({ requests: { network_participation: 1, samples: 1 } });
        expect(panel(board, 'directoryFreshness')).toMatchObject({
            unit: 'percent',
            categories: { vocabulary: 'table', labels: ['Practitioners'] },
            series: { items: [{ key: 'verifiedShare', values: [50] }] },
        });
        expect(figures(board)).toMatchObject({ users: 7, activeUsers: 5, openRequests: 2 });
    });

    it('counts sign-ins per day and the screens opened most, over the period chosen', async () => {
        const week = await dashboard('admin', '7');
        expect(panel(week, 'signIns').categories.keys).toHaveLength(7);
        expect(table(week, 'signIns')).toEqual({ success: { [dayOf(0)]: 5 }, failure: { [dayOf(0)]: 2 } });
        expect(panel(week, 'topScreens').categories.keys).toEqual(['/connect', '/audits/:id', '/support']);
        expect(table(week, 'topScreens')).toEqual({ views: { '/connect': 3, '/audits/:id': 2, '/support': 1 } });
        expect(figures(week)).toMatchObject({ signIns: 5, failedSignIns: 2 });

        const month = await dashboard('admin', '30');
        expect(table(month, 'signIns')).toEqual({
            success: { [dayOf(10)]: 3, [dayOf(0)]: 5 },
            failure: { [dayOf(10)]: 1, [dayOf(0)]: 2 },
        });
        expect(panel(month, 'topScreens').categories.keys).toEqual([
            '/connect',
            '/audits/:id',
            '/claimquery',
            '/support',
        ]);
        expect(figures(month)).toMatchObject({ signIns: 8, failedSignIns: 3 });

        expect(figures(await dashboard('admin', '90'))).toMatchObject({ signIns: 9, failedSignIns: 3 });
    });
});

describe("each role's own dashboard", () => {
    it("shows a provider its connections, listing and claims, and never another provider's", async () => {
        const a = await dashboard('provider-a', '7');
        expect(a.panels.map(item => item.id)).toEqual(['connections', 'listing', 'claimsByStatus']);
        expect(table(a, 'connections')).toEqual({
            requested: { network_participation: 1, samples: 1 },
            active: {},
            declined: { data_sharing: 1 },
            ended: {},
        });
        expect(table(a, 'listing')).toEqual({ rows: { due: 1 } });
        expect(table(a, 'claimsByStatus')).toEqual({ claims: { denied: 2 } });
        expect(figures(a)).toEqual({
            activeConnections: 0,
            openRequests: 2,
            listingsDue: 1,
            claims: 2,
            deniedClaims: 2,
        });
        expect(table(await dashboard('provider-a', '90'), 'claimsByStatus')).toEqual({
            claims: { denied: 3, paid: 1 },
        });

        const b = await dashboard('provider-b', '7');
        expect(table(b, 'connections')).toEqual({
            requested: {},
            active: { data_sharing: 1, patient_support: 1 },
            declined: {},
            ended: {},
        });
        expect(table(b, 'listing')).toEqual({ rows: { verified: 1 } });
        expect(table(b, 'claimsByStatus')).toEqual({ claims: { paid: 1, pending: 1 } });
        expect(figures(b)).toEqual({
            activeConnections: 2,
            openRequests: 0,
            listingsDue: 0,
            claims: 2,
            deniedClaims: 0,
        });
    });

    it("shows a health plan its connected providers, its plan's claims and their denial reasons", async () => {
        const week = await dashboard('plan', '7');
        expect(week.panels.map(item => item.id)).toEqual(['connections', 'claimsByStatus', 'denialReasons']);
        expect(table(week, 'connections')).toEqual({
            requested: { network_participation: 1 },
            active: { data_sharing: 1 },
            declined: { data_sharing: 1 },
            ended: {},
        });
        expect(panel(week, 'denialReasons').categories).toEqual({ vocabulary: 'carc', keys: ['45', '16'] });
        expect(table(week, 'denialReasons')).toEqual({ claims: { '45': 2, '16': 1 } });
        expect(figures(week)).toEqual({
            connectedProviders: 1,
            activeConnections: 1,
            openRequests: 1,
            claims: 2,
            deniedClaims: 2,
        });

        const quarter = await dashboard('plan', '90');
        expect(table(quarter, 'denialReasons')).toEqual({ claims: { '16': 2, '45': 2 } });
        expect(table(quarter, 'claimsByStatus')).toEqual({ claims: { denied: 3, paid: 1 } });
    });

    it('shows pharma its programme connections only', async () => {
        const board = await dashboard('pharma');
        expect(board.panels.map(item => item.id)).toEqual(['connections']);
        expect(panel(board, 'connections').categories.keys).toEqual([
            'patient_support',
            'prior_authorization',
            'samples',
        ]);
        expect(table(board, 'connections')).toEqual({
            requested: { samples: 1 },
            active: { patient_support: 1 },
            declined: {},
            ended: {},
        });
    });

    it('shows the claims desk its claims by status in the period and its open claims by age', async () => {
        const forwarder = await dashboard('forwarder', '30', claimsDesk);
        expect(forwarder.panels.map(item => item.id)).toEqual(['connections', 'claimsByStatus', 'claimsByAge']);
        expect(table(forwarder, 'claimsByStatus')).toEqual({ claims: { reported: 1, paid: 1 } });
        expect(table(forwarder, 'claimsByAge')).toEqual({ claims: { '0-30': 1, '31-60': 1 } });
        expect(figures(forwarder)).toMatchObject({ claims: 2, openClaims: 2 });

        const adjuster = await dashboard('adjuster', '90', claimsDesk);
        expect(table(adjuster, 'claimsByStatus')).toEqual({ claims: { reported: 1, under_survey: 1, paid: 1 } });
        expect(table(adjuster, 'claimsByAge')).toEqual({ claims: { '0-30': 1, '31-60': 1, '90+': 1 } });
    });
});

describe('refusals', () => {
    it('refuses a period other than 7, 30 or 90 with a translated message naming it', async () => {
        for (const [period, language, message] of [
            ['14', 'en', '"period" must be 7, 30 or 90 (days), not "14".'],
            ['week', 'es', '"period" debe ser 7, 30 o 90 (días), no "week".'],
        ]) {
            const response = await healthcare.app.inject({
                method: 'GET',
                url: `/api/dashboard?period=${period}`,
                headers: { 'x-token': tokens['provider-a']!, cookie: `language=${language}` },
            });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({ code: 400, message, success: false });
        }
    });

    it('answers no one who is not signed in', async () => {
        const response = await healthcare.app.inject({ method: 'GET', url: '/api/dashboard' });
        expect(response.statusCode).toBe(401);
    });
});
