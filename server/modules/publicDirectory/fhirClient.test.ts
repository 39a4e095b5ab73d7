import { CapabilityTool, Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * An app developer's view: a real FHIR client library (fhir-kit-client), pointed at `/fhir` of a
 * listening server without any account, reads the CapabilityStatement, searches, pages through
 * `next` links, reads what it found and asks for a network's practitioners in a ZIP code with
 * their locations and plans in one Bundle.
 */

interface Bundle {
    resourceType: 'Bundle';
    total?: number;
    link?: { relation: string; url: string }[];
    entry?: { resource: { resourceType: string; id: string; [element: string]: unknown }; search?: { mode: string } }[];
}

interface Versioned {
    id: string;
    meta: { versionId: string };
}

let server: TestServer;
let client: Client;

beforeAll(async () => {
    server = await startTestServer();
    await seedDemoDirectory(server.db);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    client = new Client({ baseUrl: `${address}/fhir` });
}, 120_000);
afterAll(() => server.close());

describe('a FHIR client library without an account', () => {
    it('reads the CapabilityStatement and finds read and search of every Plan-Net type', async () => {
        const capabilities = new CapabilityTool(await client.capabilityStatement());
        for (const type of ['Practitioner', 'PractitionerRole', 'Organization', 'Location', 'InsurancePlan']) {
            expect(capabilities.resourceCan(type, 'read')).toBe(true);
            expect(capabilities.resourceCan(type, 'search-type')).toBe(true);
        }
    });

    it('pages through a search by its next links, every match once, as many as the total', async () => {
        let bundle = (await client.search({
            resourceType: 'Practitioner',
            searchParams: { _count: 40 },
        })) as Bundle;
        const total = bundle.total!;
        const seen: string[] = [];
        for (;;) {
            seen.push(...(bundle.entry ?? []).map(entry => entry.resource.id));
            const next = client.nextPage({ bundle: bundle as never });
            if (!next) break;
            bundle = (await next) as Bundle;
        }
        expect(total).toBeGreaterThan(40);
        expect(seen).toHaveLength(total);
        expect(new Set(seen).size).toBe(total);
        const back = (await client.prevPage({ bundle: bundle as never })) as Bundle;
        expect(back.entry?.length).toBe(40);
    });

    it('reads a resource it found, and vreads its version', async () => {
        const found = (await client.search({
            resourceType: 'Practitioner',
            searchParams: { name: 'Priya' },
        })) as Bundle;
        const first = found.entry![0]!.resource as unknown as Versioned;
        const read = (await client.read({ resourceType: 'Practitioner', id: first.id })) as unknown as Versioned;
        expect(read).toEqual(first);
        const vread = (await client.vread({
            resourceType: 'Practitioner',
            id: first.id,
            version: first.meta.versionId,
        })) as unknown as Versioned;
        expect(vread.id).toBe(first.id);
    });

    it('finds the practitioners of a network in a ZIP code, with their locations and plans, in one Bundle', async () => {
        const bundle = (await client.search({
            resourceType: 'PractitionerRole',
            searchParams: {
                'network.name': 'Evergreen PPO',
                'location.address-postalcode': '02134',
                _include: ['PractitionerRole:location', 'PractitionerRole:practitioner', 'PractitionerRole:network'],
                _count: 100,
            },
        })) as Bundle;
        const matches = bundle.entry!.filter(entry => entry.search?.mode === 'match').map(entry => entry.resource);
        const included = bundle.entry!.filter(entry => entry.search?.mode === 'include').map(entry => entry.resource);
        expect(matches.length).toBeGreaterThan(0);
        expect(bundle.total).toBe(matches.length);
        for (const role of matches) {
            const location = (role.location as { reference: string }[])[0]!.reference;
            const place = included.find(resource => `${resource.resourceType}/${resource.id}` === location)!;
            expect((place.address as { postalCode: string }).postalCode).toBe('02134');
            const networks = (role.extension as { url: string; valueReference?: { display?: string } }[])
                .filter(extension => extension.url.endsWith('/network-reference'))
                .map(extension => extension.valueReference?.display);
            expect(networks).toContain('Evergreen PPO');
        }
        expect(included.some(resource => resource.resourceType === 'Practitioner')).toBe(true);
        // The network's plans: InsurancePlans of the network's owner that name the network.
        const network = included.find(resource => resource.resourceType === 'Organization')!;
        const plans = (await client.search({
            resourceType: 'InsurancePlan',
            searchParams: {
                'owned-by': (network.partOf as { reference: string }).reference,
                _include: 'InsurancePlan:owned-by',
            },
        })) as Bundle;
        // Each plan names its owner, the health plan whose network it is, included beside it.
        const owners = plans.entry!.filter(entry => entry.search?.mode === 'include').map(entry => entry.resource);
        expect(owners.map(owner => owner.name)).toEqual(['Evergreen Health']);
        expect(
            plans.entry!.some(entry =>
                (entry.resource.network as { reference: string }[]).some(
                    reference => reference.reference === `Organization/${network.id}`
                )
            )
        ).toBe(true);
    });

    it('gets a 404 OperationOutcome as an error for an id that is not in the directory', async () => {
        const failure = await client
            .read({ resourceType: 'Practitioner', id: 'practitioner-999999' })
            .catch(error => error);
        expect(failure.response.status).toBe(404);
        expect(failure.response.data.resourceType).toBe('OperationOutcome');
    });
});
