import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { directoryRows, directoryTables, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * A health plan's networks and insurance plans are its organisation record's: its staff add and
 * change only their own network rows, and the directory publishes each plan's networks and plans
 * as owned and run by that plan — never as another's.
 */

let server: TestServer;
let networkTable: string;
const tokens: Record<'admin' | 'planA' | 'planB', string> = { admin: '', planA: '', planB: '' };
const organisationOf: Record<'planA' | 'planB', string> = { planA: '', planB: '' };

let addresses = 0;
const fhir = async (url: string) => {
    const response = await server.app.inject({ url, remoteAddress: `10.31.0.${++addresses}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
};
const call = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { 'x-token': tokens[who] } });

const addNetwork = async (who: 'planA' | 'planB', networkName: string) => {
    const created = await call(who, 'POST', `/api/directory/tables/${networkTable}/rows`, {
        values: { networkName, planType: 'HMO' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data ?? created.json();
    const verified = await call(who, 'POST', `/api/directory/tables/${networkTable}/verify`, { ids: [row.id] });
    expect(verified.statusCode, verified.body).toBe(200);
    return row as { id: number; version: number };
};

const names = (bundle: { entry?: { resource: { name: string } }[] }) =>
    (bundle.entry ?? []).map(entry => entry.resource.name).sort();

beforeAll(async () => {
    server = await startTestServer();
    await server.addUser('summit', {
        role: 'healthplan',
        orgType: 'health_plan',
        orgName: 'Summit Mutual',
        planName: 'Summit Mutual Choice PPO',
    });
    await seedDemoDirectory(server.db);
    tokens.admin = await server.login('admin');
    tokens.planA = await server.login('healthplan');
    tokens.planB = await server.login('summit');
    for (const [plan, username] of [
        ['planA', 'healthplan'],
        ['planB', 'summit'],
    ] as const) {
        const [user] = await server.db.select().from(users).where(eq(users.username, username));
        organisationOf[plan] = user!.organisationId!;
    }
    const [table] = await server.db.select().from(directoryTables).where(eq(directoryTables.template, 'network'));
    networkTable = table!.id;
    // Health plans' staff may open the table screen and edit the network table.
    const screen = await call('admin', 'PUT', '/api/access', {
        role: 'healthplan',
        screen: '/editTable',
        allowed: true,
    });
    expect(screen.statusCode, screen.body).toBe(200);
    const rights = await call('admin', 'PUT', `/api/directory/tables/${networkTable}/access/healthplan`, {
        view: true,
        edit: true,
    });
    expect(rights.statusCode, rights.body).toBe(200);
}, 120_000);
afterAll(() => server.close());

describe('a plan publishes exactly its own networks and plans', () => {
    it('names each plan as the owner and administrator of its plans, and never another’s', async () => {
        await addNetwork('planA', 'Evergreen Select');
        await addNetwork('planB', 'Summit Choice');

        const ownedByA = await fhir(`/fhir/InsurancePlan?owned-by=Organization/organisation-${organisationOf.planA}`);
        expect(names(ownedByA)).toEqual(['Evergreen HMO', 'Evergreen PPO', 'Evergreen Select']);
        const ownedByB = await fhir(`/fhir/InsurancePlan?owned-by=Organization/organisation-${organisationOf.planB}`);
        expect(names(ownedByB)).toEqual(['Summit Choice']);
        for (const entry of ownedByB.entry) {
            expect(entry.resource.administeredBy.reference).toBe(`Organization/organisation-${organisationOf.planB}`);
        }
        // The networks of the other demo plans stay the publisher's.
        expect(names(await fhir('/fhir/InsurancePlan?owned-by=Organization/publisher'))).toEqual([
            'Harbor Medicare Advantage',
            'Lakeshore Medicaid',
        ]);

        const networksOfB = await fhir(
            `/fhir/Organization?type=ntwk&partof=Organization/organisation-${organisationOf.planB}`
        );
        expect(names(networksOfB)).toEqual(['Summit Choice']);

        const planB = await fhir(`/fhir/Organization/organisation-${organisationOf.planB}`);
        expect(planB).toMatchObject({ name: 'Summit Mutual', type: [{ coding: [{ code: 'payer' }] }] });
        // Only what a member may know of the plan: its name and kind, no account or identifier of the portal.
        expect(Object.keys(planB).sort()).toEqual(['active', 'address', 'id', 'meta', 'name', 'resourceType', 'type']);
    });

    it('gives a practice one affiliation per plan whose networks it is in', async () => {
        const affiliations = await fhir(
            `/fhir/OrganizationAffiliation?primary-organization=Organization/organisation-${organisationOf.planA}&_count=100`
        );
        expect(affiliations.total).toBeGreaterThan(0);
        for (const { resource } of affiliations.entry) {
            expect(resource.network.map((network: { display: string }) => network.display)).toSatisfy(
                (networks: string[]) => networks.every(name => name.startsWith('Evergreen'))
            );
        }
    });
});

describe('a plan’s staff change only their own network rows', () => {
    it('refuses another plan’s row, changing nothing, and lets the owner and an admin change it', async () => {
        const row = await addNetwork('planA', 'Evergreen Bronze');
        const before = await server.db.select().from(directoryRows).where(eq(directoryRows.id, row.id));
        const url = `/api/directory/tables/${networkTable}/rows/${row.id}`;

        const edit = await call('planB', 'PUT', url, { version: before[0]!.version, values: { planType: 'PPO' } });
        expect(edit.statusCode).toBe(403);
        expect(edit.json().message).toContain('belongs to another organisation');
        expect((await call('planB', 'DELETE', url)).statusCode).toBe(403);
        const verify = await call('planB', 'POST', `/api/directory/tables/${networkTable}/verify`, { ids: [row.id] });
        expect(verify.statusCode).toBe(403);
        const bulk = await call('planB', 'POST', `/api/directory/tables/${networkTable}/bulkEdit`, {
            column: 'planType',
            value: 'PPO',
            rows: [{ id: row.id, version: before[0]!.version }],
        });
        expect(bulk.statusCode).toBe(403);
        expect(await server.db.select().from(directoryRows).where(eq(directoryRows.id, row.id))).toEqual(before);

        const own = await call('planA', 'PUT', url, { version: before[0]!.version, values: { planType: 'PPO' } });
        expect(own.statusCode, own.body).toBe(200);
        const byAdmin = await call('admin', 'PUT', url, {
            version: before[0]!.version + 1,
            values: { planType: 'EPO' },
        });
        expect(byAdmin.statusCode, byAdmin.body).toBe(200);
        // The admin's change leaves the row its plan's.
        const [after] = await server.db.select().from(directoryRows).where(eq(directoryRows.id, row.id));
        expect(after!.ownerOrganisationId).toBe(organisationOf.planA);
    });

    it('refuses a plan’s staff the rows that belong to the publisher', async () => {
        const [harbor] = (
            await server.db.select().from(directoryRows).where(eq(directoryRows.tableId, networkTable))
        ).filter(row => (row.values as { networkName: string }).networkName === 'Harbor Medicare Advantage');
        const response = await call('planA', 'PUT', `/api/directory/tables/${networkTable}/rows/${harbor!.id}`, {
            version: harbor!.version,
            values: { planType: 'PPO' },
        });
        expect(response.statusCode).toBe(403);
    });
});
