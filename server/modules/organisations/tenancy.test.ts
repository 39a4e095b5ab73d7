import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organisations, users } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * What an ordinary account could once reach by typing another organisation's name into its
 * profile or its registration, now refused: the scope comes from the organisation record, and a
 * new account waits for an admin.
 */

type Row = Record<string, unknown>;

const claimsOf = async (server: TestServer, token: string) => {
    const response = await server.app.inject({
        method: 'GET',
        url: `/api/claims?range=${encodeURIComponent('[0,99]')}`,
        headers: { 'x-token': token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
        rows: response.json() as Row[],
        total: Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)![1]),
    };
};

const setUserInfo = (server: TestServer, token: string, changes: Row) =>
    server.app.inject({
        method: 'POST',
        url: '/api/user/setUserInfo',
        headers: { 'x-token': token },
        payload: changes,
    });

const refusals = (server: TestServer, username: string) =>
    server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.organisationChangeRefused'), eq(auditLog.actorUsername, username)));

/** Registers, activates with the e-mailed link and signs in: the account is active, not approved. */
const registerAndSignIn = async (server: TestServer, registration: Row) => {
    const registered = await server.app.inject({ method: 'POST', url: '/api/user/register', payload: registration });
    expect(registered.statusCode, registered.body).toBe(200);
    const mail = (await server.outbox()).filter(message => message.to.includes(registration.email as string)).at(-1);
    const key = new URL(mail!.body.match(/#(\/active[^\s]+)/)![1]!, 'http://portal').searchParams.get('key');
    const activated = await server.app.inject({ method: 'POST', url: '/api/user/activate', payload: { key } });
    expect(activated.statusCode, activated.body).toBe(200);
    return server.login(registration.username as string, registration.password as string);
};

const PASSWORD = 'seven tidal lanterns hum';

describe('healthcare: the scope is the organisation record', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
        await seedDemoClaims(server.db, 'healthcare', 600);
    });
    afterAll(() => server.close());

    it("a health plan renaming its plan in its profile is refused, and still sees only its own plan's claims", async () => {
        const token = await server.login('healthplan');
        const before = await claimsOf(server, token);
        expect(before.total).toBeGreaterThan(0);
        expect(new Set(before.rows.map(row => row.planName))).toEqual(new Set(['Evergreen Health Advantage PPO']));

        const renamed = await setUserInfo(server, token, { planName: 'Summit Mutual Choice PPO' });
        expect(renamed.statusCode).toBe(403);
        expect(renamed.json().message).toBe(
            '"planName" cannot be changed from your profile: your organisation and role are managed by an administrator.'
        );
        const after = await claimsOf(server, token);
        expect(after.total).toBe(before.total);
        expect(after.rows.every(row => row.planName === 'Evergreen Health Advantage PPO')).toBe(true);
        expect(await refusals(server, 'healthplan')).toHaveLength(1);
    });

    it("a pharma company renaming itself is refused, and still sees only its own products' claims", async () => {
        const token = await server.login('pharma');
        const before = await claimsOf(server, token);
        expect(before.total).toBeGreaterThan(0);
        const renamed = await setUserInfo(server, token, { orgName: 'Alder Therapeutics' });
        expect(renamed.statusCode).toBe(403);
        const after = await claimsOf(server, token);
        expect(after.total).toBe(before.total);
        expect(await refusals(server, 'pharma')).toHaveLength(1);
    });

    it('an attempt to take another role, NPI or organisation id is refused and audited', async () => {
        const token = await server.login('provider');
        const [other] = await server.db.select().from(organisations).where(eq(organisations.kind, 'health_plan'));
        for (const changes of [{ role: 'admin' }, { providerId: '1938493735' }, { organisationId: other!.id }]) {
            const refused = await setUserInfo(server, token, changes);
            expect(refused.statusCode, JSON.stringify(changes)).toBe(403);
        }
        expect(await refusals(server, 'provider')).toHaveLength(3);
        const [provider] = await server.db.select().from(users).where(eq(users.username, 'provider'));
        expect(provider).toMatchObject({ role: 'provider', providerId: '1740283969' });
        expect(provider!.organisationId).not.toBe(other!.id);
    });

    it('a profile may still change the name and language, and send the organisation as it is', async () => {
        const token = await server.login('healthplan');
        const saved = await setUserInfo(server, token, {
            firstName: 'Dana',
            language: 'es',
            orgName: 'Evergreen Health',
            planName: 'Evergreen Health Advantage PPO',
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().data.user).toMatchObject({ firstName: 'Dana', planName: 'Evergreen Health Advantage PPO' });
    });

    it("registering with another plan's name grants nothing: the account waits, and gets 403 on claims", async () => {
        const token = await registerAndSignIn(server, {
            accountType: 'healthplan',
            planName: 'Riverbend Gold EPO',
            orgName: 'Riverbend Health Plan',
            firstName: 'Ines',
            lastName: 'Intruder',
            email: 'ines@riverbend.example',
            username: 'ines-plan',
            password: PASSWORD,
            language: 'en',
        });
        const claims = await server.app.inject({ method: 'GET', url: '/api/claims', headers: { 'x-token': token } });
        expect(claims.statusCode).toBe(403);
        expect(claims.json().message).toMatch(/waiting for an administrator to approve it/);
        for (const url of ['/api/dashboard', '/api/home', '/api/connections', '/api/claims/export?format=csv']) {
            const response = await server.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
            expect(response.statusCode, url).toBe(403);
        }
        // Its own profile still opens, with no organisation until an admin links one.
        const profile = await server.app.inject({
            method: 'GET',
            url: '/api/user/getUserInfo',
            headers: { 'x-token': token },
        });
        expect(profile.statusCode).toBe(200);
        expect(profile.json().result).toMatchObject({ planName: '', providerName: '' });
        const info = await server.app.inject({ method: 'GET', url: '/api/user/info', headers: { 'x-token': token } });
        expect(info.json().data.screens).toEqual(['/userProfile']);
    });

    it('a provider NPI already held needs an admin: the queue shows the registry entry and the holder', async () => {
        const token = await registerAndSignIn(server, {
            accountType: 'provider',
            providerId: '1740283969',
            orgName: 'Lakeshore Family Medicine',
            firstName: 'Mallory',
            lastName: 'Other',
            email: 'mallory@lakeshore.example',
            username: 'mallory-npi',
            password: PASSWORD,
            language: 'en',
        });
        expect(
            (await server.app.inject({ method: 'GET', url: '/api/claims', headers: { 'x-token': token } })).statusCode
        ).toBe(403);

        const admin = await server.login('admin');
        const queue = await server.app.inject({
            method: 'GET',
            url: '/api/registrations',
            headers: { 'x-token': admin },
        });
        const entry = (queue.json().data as Row[]).find(applicant => applicant.username === 'mallory-npi')!;
        const [holder] = await server.db.select().from(organisations).where(eq(organisations.npi, '1740283969'));
        expect(entry).toMatchObject({
            role: 'provider',
            approval: 'pending',
            declared: { providerId: '1740283969', orgName: 'Lakeshore Family Medicine' },
            npiHeldBy: { organisation: { id: holder!.id }, accounts: ['provider'] },
            suggestedOrganisationId: holder!.id,
        });
        expect(entry.npiEntry).toMatchObject({ npi: '1740283969', deactivated: false });
    });

    it('an approval links the account to the chosen organisation, mails the applicant and opens its scope', async () => {
        const token = await registerAndSignIn(server, {
            accountType: 'pharma',
            orgName: 'Alder Therapeutics',
            firstName: 'Ana',
            lastName: 'Alder',
            email: 'ana@alder.example',
            username: 'ana-alder',
            password: PASSWORD,
            language: 'es',
        });
        const admin = await server.login('admin');
        const created = await server.app.inject({
            method: 'POST',
            url: '/api/organisations',
            headers: { 'x-token': admin },
            payload: { kind: 'pharma_company', name: 'Alder Therapeutics' },
        });
        expect(created.statusCode, created.body).toBe(200);
        const [applicant] = await server.db.select().from(users).where(eq(users.username, 'ana-alder'));
        const wrongKind = await server.app.inject({
            method: 'POST',
            url: `/api/registrations/${applicant!.id}/approve`,
            headers: { 'x-token': admin },
            payload: {
                organisationId: (
                    await server.db.select().from(organisations).where(eq(organisations.kind, 'health_plan'))
                )[0]!.id,
            },
        });
        expect(wrongKind.statusCode).toBe(400);
        const approved = await server.app.inject({
            method: 'POST',
            url: `/api/registrations/${applicant!.id}/approve`,
            headers: { 'x-token': admin },
            payload: { organisationId: created.json().data.id },
        });
        expect(approved.statusCode, approved.body).toBe(200);
        const mail = (await server.outbox()).filter(message => message.to.includes('ana@alder.example')).at(-1)!;
        expect(mail.subject).toMatch(/^Su cuenta de .+ está aprobada$/);
        expect(mail.body).toContain('Alder Therapeutics');
        const seen = await claimsOf(server, token);
        expect(seen.total).toBeGreaterThan(0);
        expect(seen.rows.every(row => row.manufacturer === 'Alder Therapeutics')).toBe(true);
        const [audit] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'user.approve'), eq(auditLog.targetId, applicant!.id)));
        expect(audit).toMatchObject({ actorUsername: 'admin', outcome: 'success' });
        const record = await server.app.inject({
            method: 'GET',
            url: `/api/organisations/${created.json().data.id}`,
            headers: { 'x-token': admin },
        });
        expect(record.json()).toMatchObject({ name: 'Alder Therapeutics', members: 1 });
    });

    it('a rejection keeps the account out, with the reason e-mailed in its language', async () => {
        const token = await registerAndSignIn(server, {
            accountType: 'healthplan',
            planName: 'Summit Mutual Choice PPO',
            orgName: 'Summit Mutual',
            firstName: 'Rui',
            lastName: 'Rejected',
            email: 'rui@summit.example',
            username: 'rui-plan',
            password: PASSWORD,
            language: 'ja',
        });
        const admin = await server.login('admin');
        const [applicant] = await server.db.select().from(users).where(eq(users.username, 'rui-plan'));
        const rejected = await server.app.inject({
            method: 'POST',
            url: `/api/registrations/${applicant!.id}/reject`,
            headers: { 'x-token': admin },
            payload: { reason: 'Not known to Summit Mutual.' },
        });
        expect(rejected.statusCode, rejected.body).toBe(200);
        const mail = (await server.outbox()).filter(message => message.to.includes('rui@summit.example')).at(-1)!;
        expect(mail.body).toContain('Not known to Summit Mutual.');
        expect(mail.body).toContain('承認しませんでした');
        const claims = await server.app.inject({ method: 'GET', url: '/api/claims', headers: { 'x-token': token } });
        expect(claims.statusCode).toBe(403);
        const again = await server.app.inject({
            method: 'POST',
            url: `/api/registrations/${applicant!.id}/reject`,
            headers: { 'x-token': admin },
            payload: { reason: 'Twice.' },
        });
        expect(again.statusCode).toBe(409);
    });
});

describe('claims profile: forwarders and privileged roles', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({ profile: 'claims' });
        await seedDemoClaims(server.db, 'claims', 400);
    });
    afterAll(() => server.close());

    it('a forwarder renaming itself is refused, and still sees only its own claims', async () => {
        const token = await server.login('forwarder');
        const before = await claimsOf(server, token);
        expect(before.total).toBeGreaterThan(0);
        expect(before.rows.every(row => row.forwarder === 'Bluewave Logistics')).toBe(true);
        const renamed = await setUserInfo(server, token, { orgName: 'Northstar Freight' });
        expect(renamed.statusCode).toBe(403);
        const after = await claimsOf(server, token);
        expect(after.total).toBe(before.total);
        expect(after.rows.every(row => row.forwarder === 'Bluewave Logistics')).toBe(true);
        expect(await refusals(server, 'forwarder')).toHaveLength(1);
    });

    it.each(['editor', 'claims_adjuster', 'admin'])('refuses self-registration as %s, creating nothing', async role => {
        const [before] = await server.db
            .select()
            .from(users)
            .where(eq(users.username, `self-${role}`));
        expect(before).toBeUndefined();
        const response = await server.app.inject({
            method: 'POST',
            url: '/api/user/register',
            payload: {
                accountType: role,
                orgName: 'Harbor Mutual Insurance',
                firstName: 'Sam',
                lastName: 'Climber',
                email: `self-${role}@harbor.example`,
                username: `self-${role}`,
                password: PASSWORD,
                language: 'en',
            },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/are granted by an administrator only: they cannot be registered\.$/);
        expect(
            await server.db
                .select()
                .from(users)
                .where(eq(users.username, `self-${role}`))
        ).toHaveLength(0);
    });

    it('offers only the roles that see their own organisation to registration', async () => {
        const response = await server.app.inject({ method: 'GET', url: '/api/user/accountTypes' });
        const offered = (response.json().data as { id: string }[]).map(type => type.id);
        expect(offered).toEqual(['freight_forwarder']);
    });
});
