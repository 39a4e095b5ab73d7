import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { seedDemoClaims } from '../../db/seed';
import { auditLog, claims as claimTable, directoryRows, gettingStarted, organisations, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let claims: TestServer;
beforeAll(async () => {
    [server, claims] = await Promise.all([startTestServer(), startTestServer({ profile: 'claims' })]);
    await seedDemoDirectory(server.db);
    await Promise.all([seedDemoClaims(server.db, 'healthcare', 400), seedDemoClaims(claims.db, 'claims', 200)]);
    // Two servers, the demo directory and claims: more than the default minute on a loaded machine.
}, 180_000);
afterAll(async () => {
    await Promise.all([server.close(), claims.close()]);
});

const ORG_TYPES: Record<string, string> = {
    provider: 'provider_practice',
    healthplan: 'health_plan',
    pharma: 'pharma_manufacturer',
    admin: 'portal_operator',
    editor: 'portal_operator',
    claims_adjuster: 'insurance_company',
    freight_forwarder: 'freight_forwarder',
};

let accounts = 0;
/** A fresh signed-in user of a role, so that each test's state is its own. */
const member = async (target: TestServer, role: string, overrides: Parameters<TestServer['addUser']>[1] = {}) => {
    const user = await target.addUser(`home-${role}-${++accounts}`, {
        role,
        orgType: ORG_TYPES[role]!,
        orgName: `${role} org ${accounts}`,
        ...overrides,
    });
    return { user, token: await target.login(user.username) };
};
type Member = Awaited<ReturnType<typeof member>>;

const call = (
    target: TestServer,
    who: Member | string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object
) => target.app.inject({ method, url, payload, headers: { 'x-token': typeof who === 'string' ? who : who.token } });

const checklistOf = async (target: TestServer, who: Member) =>
    (await call(target, who, 'GET', '/api/gettingStarted')).json().data;
const stepsOf = async (target: TestServer, who: Member) =>
    Object.fromEntries(
        (await checklistOf(target, who)).steps.map((step: { id: string; done: boolean }) => [step.id, step.done])
    );
const homeOf = async (target: TestServer, who: Member | string) =>
    (await call(target, who, 'GET', '/api/home')).json().data;

describe('the getting-started checklist follows the portal’s data', () => {
    it('a new provider’s steps are done as the provider does them, and the checklist is put away once complete', async () => {
        // An NPI of the registry sample that no directory table lists: no listing to verify.
        const provider = await member(server, 'provider', { orgName: '', providerId: '1938493735' });
        const plan = await member(server, 'healthplan', { planName: 'Step Plan PPO' });
        const first = await checklistOf(server, provider);
        expect(first).toMatchObject({ role: 'provider', done: 0, total: 4, complete: false, dismissed: false });
        expect(first.steps.map((step: { id: string }) => step.id)).toEqual([
            'confirmNpi',
            'completeProfile',
            'secondFactor',
            'connectPlan',
        ]);
        expect(first.steps[0]).toMatchObject({ manual: true, path: '/gettingStarted' });
        expect(first.steps[0].detail).toMatch(/^NPI 1938493735 · LINH NGUYEN/);
        expect((await homeOf(server, provider)).checklist).toEqual({
            done: 0,
            total: 4,
            next: ['confirmNpi', 'completeProfile', 'secondFactor', 'connectPlan'],
        });

        // The organisation's name is its record's, which an admin completes.
        await server.db
            .update(organisations)
            .set({ name: 'Worcester Family NP' })
            .where(eq(organisations.id, provider.user.organisationId!));
        await server.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, provider.user.id));
        const requested = await call(server, provider, 'POST', '/api/connections', {
            recipientId: plan.user.id,
            kind: 'data_sharing',
        });
        expect(requested.statusCode).toBe(200);
        expect(await stepsOf(server, provider)).toEqual({
            confirmNpi: false,
            completeProfile: true,
            secondFactor: true,
            connectPlan: true,
        });

        // Not complete yet: it cannot be put away, and nothing is stored.
        const early = await call(server, provider, 'PUT', '/api/gettingStarted/dismissed', { dismissed: true });
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toBe('Finish every step before putting the checklist away.');

        const ticked = await call(server, provider, 'PUT', '/api/gettingStarted/steps/confirmNpi', { done: true });
        expect(ticked.statusCode).toBe(200);
        expect(ticked.json().data).toMatchObject({ done: 4, total: 4, complete: true, dismissed: false });
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'gettingStarted.tick'), eq(auditLog.actorId, provider.user.id)));
        expect(entry).toMatchObject({ outcome: 'success', changes: { confirmNpi: { before: false, after: true } } });
        // Complete: Home no longer lists it, and it can be put away (and shown again).
        expect((await homeOf(server, provider)).checklist).toBeNull();
        const dismissed = await call(server, provider, 'PUT', '/api/gettingStarted/dismissed', { dismissed: true });
        expect(dismissed.json().data).toMatchObject({ complete: true, dismissed: true });
        expect((await checklistOf(server, provider)).dismissed).toBe(true);

        // Ending the only connection undoes the connection step: the checklist is no longer complete.
        await call(server, provider, 'POST', `/api/connections/${requested.json().data.id}/end`);
        expect(await checklistOf(server, provider)).toMatchObject({ done: 3, complete: false, dismissed: false });
    });

    it('the listing step follows the directory rows of the provider’s NPI', async () => {
        const demo = await server.login('provider');
        const listings = (await call(server, demo, 'GET', '/api/directory/myListing')).json();
        const rows = listings.flatMap((listing: { table: { id: string }; rows: { id: number }[] }) =>
            listing.rows.map(row => ({ tableId: listing.table.id, id: row.id }))
        );
        expect(rows.length).toBeGreaterThan(0);
        await server.db
            .update(directoryRows)
            .set({ verifiedAt: sql`now() - interval '120 days'` })
            .where(
                inArray(
                    directoryRows.id,
                    rows.map((row: { id: number }) => row.id)
                )
            );
        const provider = await member(server, 'provider', { providerId: '1740283969' });
        expect((await stepsOf(server, provider)).verifyListing).toBe(false);
        expect((await homeOf(server, provider)).listing).toMatchObject({ rows: rows.length, due: rows.length });

        for (const row of rows) {
            const confirmed = await call(
                server,
                provider,
                'POST',
                `/api/directory/myListing/${row.tableId}/${row.id}/confirm`
            );
            expect(confirmed.statusCode).toBe(200);
        }
        expect((await stepsOf(server, provider)).verifyListing).toBe(true);
        expect((await homeOf(server, provider)).listing).toMatchObject({ rows: rows.length, due: 0 });
    });

    it('claims roles: searching and saving a search are read from what the user did', async () => {
        const adjuster = await member(claims, 'claims_adjuster');
        expect(await stepsOf(claims, adjuster)).toEqual({
            completeProfile: true,
            secondFactor: false,
            connectForwarder: false,
            searchClaims: false,
            saveSearch: false,
        });
        expect((await call(claims, adjuster, 'GET', '/api/claims')).statusCode).toBe(200);
        const saved = await call(claims, adjuster, 'POST', '/api/claims/saved-searches', {
            name: 'Open claims',
            filter: {},
            sort: { field: 'receivedOn', order: 'DESC' },
        });
        expect(saved.statusCode).toBe(200);
        expect(await stepsOf(claims, adjuster)).toMatchObject({ searchClaims: true, saveSearch: true });
    });

    it('refuses ticking a derived step, a step of another role, a malformed body, and answers 404 for an unknown step, changing nothing', async () => {
        const plan = await member(server, 'healthplan', { planName: 'Refusal Plan' });
        const derived = await call(server, plan, 'PUT', '/api/gettingStarted/steps/secondFactor', { done: true });
        expect(derived.statusCode).toBe(409);
        expect(derived.json().message).toBe(
            '"Set up the authenticator app" is done by doing it in the portal: it cannot be ticked by hand.'
        );
        const otherRole = await call(server, plan, 'PUT', '/api/gettingStarted/steps/confirmNpi', { done: true });
        expect(otherRole.statusCode).toBe(400);
        expect(otherRole.json().message).toBe('This step is not on the checklist of your role.');
        const unknown = await call(server, plan, 'PUT', '/api/gettingStarted/steps/everything', { done: true });
        expect(unknown.statusCode).toBe(404);
        const badBody = await call(server, plan, 'PUT', '/api/gettingStarted/steps/readSupport', { done: 'yes' });
        expect(badBody.statusCode).toBe(400);
        expect(badBody.json().message).toContain('done');
        const noBody = await call(server, plan, 'PUT', '/api/gettingStarted/dismissed', {});
        expect(noBody.statusCode).toBe(400);
        expect(await server.db.select().from(gettingStarted).where(eq(gettingStarted.userId, plan.user.id))).toEqual(
            []
        );

        // A Spanish-speaking caller reads the refusal in Spanish.
        const inSpanish = await server.app.inject({
            method: 'PUT',
            url: '/api/gettingStarted/steps/secondFactor',
            payload: { done: true },
            headers: { 'x-token': plan.token, 'accept-language': 'es' },
        });
        expect(inSpanish.json().message).toBe(
            '«Configure la aplicación de autenticación» se completa haciéndolo en el portal: no se puede marcar a mano.'
        );
    });
});

describe('Home: what needs each role’s attention', () => {
    it('shows a provider the request a plan made, and the plan that it waits for an answer; nobody else sees it', async () => {
        const provider = await member(server, 'provider', { providerId: '1938493735' });
        const plan = await member(server, 'healthplan', {
            planName: 'Attention Plan HMO',
            firstName: 'Ada',
            lastName: 'Lane',
        });
        const made = await call(server, plan, 'POST', '/api/connections', {
            recipientId: provider.user.id,
            kind: 'network_participation',
        });
        const home = await homeOf(server, provider);
        expect(home.requests).toEqual([
            {
                id: made.json().data.id,
                kind: 'network_participation',
                orgName: 'Attention Plan HMO',
                name: 'Ada Lane',
                requestedAt: made.json().data.requestedAt,
            },
        ]);
        expect(home.awaiting).toBe(0);
        expect(home.listing).toBeNull();
        expect((await homeOf(server, plan)).requests).toEqual([]);
        expect((await homeOf(server, plan)).awaiting).toBe(1);
        const outsider = await member(server, 'provider');
        expect((await homeOf(server, outsider)).requests).toEqual([]);

        await call(server, provider, 'POST', `/api/connections/${made.json().data.id}/accept`);
        expect((await homeOf(server, provider)).requests).toEqual([]);
        expect((await homeOf(server, plan)).awaiting).toBe(0);
    });

    it('lists only the claims of the caller’s scope as recent activity', async () => {
        const check = async (
            target: TestServer,
            username: string,
            owns: (claim: typeof claimTable.$inferSelect) => boolean
        ) => {
            const home = await homeOf(target, await target.login(username));
            expect(home.claims.recent.length).toBeGreaterThan(0);
            const numbers = home.claims.recent.map((claim: { claimNumber: string }) => claim.claimNumber);
            const rows = await target.db.select().from(claimTable).where(inArray(claimTable.claimNumber, numbers));
            expect(rows.every(owns)).toBe(true);
            return home;
        };
        await check(server, 'healthplan', claim => claim.planName === 'Evergreen Health Advantage PPO');
        await check(
            server,
            'provider',
            claim => claim.billingNpi === '1740283969' || claim.renderingNpi === '1740283969'
        );
        await check(
            server,
            'pharma',
            claim => claim.kind === 'pharmacy' && claim.manufacturer === 'Northbridge Pharmaceuticals'
        );
        await check(claims, 'forwarder', claim => claim.forwarder === 'Bluewave Logistics');
        const adjuster = await check(claims, 'adjuster', () => true);
        expect(adjuster.requests).toEqual([]);
        expect(adjuster.listing).toBeNull();

        // An organisation with no claims sees none, never everyone's.
        const unknownPlan = await member(server, 'healthplan', { planName: 'No Claims Plan' });
        expect((await homeOf(server, unknownPlan)).claims).toEqual({ recent: [], changedThisWeek: 0 });
    });

    it('offers connection requests only to a role that connects with another', async () => {
        const editor = await member(claims, 'editor');
        const forwarder = await member(claims, 'freight_forwarder');
        expect((await homeOf(claims, editor)).requests).toBeNull();
        expect((await homeOf(claims, forwarder)).requests).toEqual([]);
    });

    it('needs a session, and leaves out what the role may not open', async () => {
        expect((await server.app.inject({ method: 'GET', url: '/api/home' })).statusCode).toBe(401);
        expect((await server.app.inject({ method: 'GET', url: '/api/gettingStarted' })).statusCode).toBe(401);
        const admin = await server.login('admin');
        const pharma = await member(server, 'pharma', { orgName: 'Northbridge Pharmaceuticals' });
        const revoke = (screen: string, allowed: boolean | null) =>
            call(server, admin, 'PUT', '/api/access', { role: 'pharma', screen, allowed });
        expect((await revoke('/gettingStarted', false)).statusCode).toBe(200);
        expect((await revoke('/claimquery', false)).statusCode).toBe(200);
        try {
            expect((await call(server, pharma, 'GET', '/api/gettingStarted')).statusCode).toBe(403);
            expect(
                (await call(server, pharma, 'PUT', '/api/gettingStarted/steps/readSupport', { done: true })).statusCode
            ).toBe(403);
            const home = await homeOf(server, pharma);
            expect(home.checklist).toBeNull();
            expect(home.claims).toBeNull();
            expect(home.requests).toEqual([]);
        } finally {
            await revoke('/gettingStarted', null);
            await revoke('/claimquery', null);
        }
        // Back to the defaults, the claims step is on the checklist again.
        expect((await stepsOf(server, pharma)).searchClaims).toBe(false);
    });
});
