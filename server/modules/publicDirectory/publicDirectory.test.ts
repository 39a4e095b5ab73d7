import { and, asc, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { directoryRows, directoryTables, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * The FHIR API as an HTTP client meets it: refusals as OperationOutcome (400, 404, 405, 410),
 * unknown parameters ignored and reported, validators and 304, CORS for any origin, the request
 * budget per address, a change saved in the portal visible at once, and nothing in any answer
 * that is not directory data.
 */

let server: TestServer;
let adminToken: string;
let practitionerTable: string;

/** Each test asks from its own address, so that budgets never mix. */
let addresses = 0;
const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers, remoteAddress: `10.30.0.${++addresses}` });

beforeAll(async () => {
    server = await startTestServer();
    await seedDemoDirectory(server.db);
    adminToken = await server.login('admin');
    const [table] = await server.db.select().from(directoryTables).where(eq(directoryTables.template, 'practitioner'));
    practitionerTable = table!.id;
}, 120_000);
afterAll(() => server.close());

const rowsOfPractitioners = (verified: boolean) =>
    server.db
        .select()
        .from(directoryRows)
        .where(
            and(
                eq(directoryRows.tableId, practitionerTable),
                isNull(directoryRows.deletedAt),
                verified ? isNotNull(directoryRows.verifiedAt) : isNull(directoryRows.verifiedAt)
            )
        )
        .orderBy(asc(directoryRows.id));

const portal = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { 'x-token': adminToken } });

describe('refusals', () => {
    it('answers an unknown id with 404 and an OperationOutcome', async () => {
        const response = await get('/fhir/Practitioner/practitioner-0');
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
        expect(response.json()).toMatchObject({
            resourceType: 'OperationOutcome',
            issue: [{ severity: 'error', code: 'not-found', diagnostics: expect.stringContaining('practitioner-0') }],
        });
    });

    it('answers a type that is not Plan-Net, and an unknown path, with 404', async () => {
        expect((await get('/fhir/Patient')).statusCode).toBe(404);
        expect((await get('/fhir/Patient/1')).json().issue[0].code).toBe('not-supported');
        expect((await get('/fhir/a/b/c/d/e')).json().resourceType).toBe('OperationOutcome');
        expect((await get('/fhir')).json().resourceType).toBe('OperationOutcome');
    });

    it('answers a bad value with 400 naming it, in the caller’s language', async () => {
        const date = await get('/fhir/Practitioner?_lastUpdated=yesterday');
        expect(date.statusCode).toBe(400);
        expect(date.json().issue[0]).toMatchObject({
            code: 'invalid',
            diagnostics: expect.stringContaining('"yesterday"'),
        });
        expect((await get('/fhir/Practitioner?_count=5000')).statusCode).toBe(400);
        expect((await get('/fhir/Practitioner?_cursor=page-3')).statusCode).toBe(400);
        expect((await get('/fhir/Practitioner?name:below=Ra')).statusCode).toBe(400);
        const spanish = await get('/fhir/Practitioner?_count=x', { 'accept-language': 'es' });
        expect(spanish.json().issue[0].diagnostics).toContain('número entero');
    });

    it('is read-only: a write answers 405', async () => {
        const response = await server.app.inject({
            method: 'POST',
            url: '/fhir/Practitioner',
            payload: { resourceType: 'Practitioner' },
            remoteAddress: '10.30.1.1',
        });
        expect(response.statusCode).toBe(405);
        expect(response.json().resourceType).toBe('OperationOutcome');
    });

    it('ignores an unknown parameter and reports it in an outcome entry, never failing', async () => {
        const response = await get('/fhir/Practitioner?shoe-size=12&name=Raman&_sort=family&_count=5');
        expect(response.statusCode).toBe(200);
        const bundle = response.json();
        const outcome = bundle.entry.find((entry: { search: { mode: string } }) => entry.search.mode === 'outcome');
        expect(outcome.resource.issue.map((issue: { diagnostics: string }) => issue.diagnostics).join(' ')).toContain(
            'shoe-size'
        );
        expect(bundle.link[0].url).not.toContain('shoe-size');
        expect(bundle.total).toBeGreaterThan(0);
    });
});

describe('validators, caching and CORS', () => {
    it('gives a read its ETag and Last-Modified, and answers 304 when the client has it', async () => {
        const read = await get('/fhir/Practitioner/practitioner-1');
        expect(read.statusCode).toBe(200);
        const resource = read.json();
        expect(read.headers.etag).toBe(`W/"${resource.meta.versionId}"`);
        expect(new Date(String(read.headers['last-modified'])).getTime()).toBe(
            Math.floor(Date.parse(resource.meta.lastUpdated) / 1000) * 1000
        );
        const again = await get('/fhir/Practitioner/practitioner-1', { 'if-none-match': String(read.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
    });

    it('gives a search an ETag that holds while the answer is the same', async () => {
        const first = await get('/fhir/PractitionerRole?specialty=207Q00000X');
        const second = await get('/fhir/PractitionerRole?specialty=207Q00000X', {
            'if-none-match': String(first.headers.etag),
        });
        expect(second.statusCode).toBe(304);
    });

    it('lets a page of any origin read it, and answers the preflight', async () => {
        const read = await get('/fhir/metadata', { origin: 'https://app.example' });
        expect(read.headers['access-control-allow-origin']).toBe('*');
        expect(read.headers['access-control-expose-headers']).toContain('ETag');
        expect(read.headers['cross-origin-resource-policy']).toBe('cross-origin');
        const preflight = await server.app.inject({
            method: 'OPTIONS',
            url: '/fhir/Practitioner',
            headers: {
                origin: 'https://app.example',
                'access-control-request-method': 'GET',
                'access-control-request-headers': 'if-none-match',
            },
            remoteAddress: '10.30.1.2',
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe('*');
        expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    });
});

describe('the request budget per address', () => {
    it('refuses the request beyond the budget with 429, an OperationOutcome and Retry-After', async () => {
        const limited = await startTestServer({ seed: false, env: { REQUESTS_PER_MINUTE_PER_ADDRESS: '3' } });
        try {
            const call = (remoteAddress: string) => limited.app.inject({ url: '/fhir/metadata', remoteAddress });
            for (let index = 0; index < 3; index++) expect((await call('10.31.0.1')).statusCode).toBe(200);
            const refused = await call('10.31.0.1');
            expect(refused.statusCode).toBe(429);
            expect(refused.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'throttled' }] });
            expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
            expect(refused.headers['access-control-allow-origin']).toBe('*');
            // Another address has its own budget.
            expect((await call('10.31.0.2')).statusCode).toBe(200);
        } finally {
            await limited.close();
        }
    });
});

describe('what the directory publishes', () => {
    it('publishes attested listings only: a listing never attested is not there until it is', async () => {
        const [unattested] = await rowsOfPractitioners(false);
        expect((await get(`/fhir/Practitioner/practitioner-${unattested!.id}`)).statusCode).toBe(404);
        const verify = await portal('POST', `/api/directory/tables/${practitionerTable}/verify`, {
            ids: [unattested!.id],
        });
        expect(verify.statusCode).toBe(200);
        expect((await get(`/fhir/Practitioner/practitioner-${unattested!.id}`)).statusCode).toBe(200);
    });

    it('shows a change saved in the portal at once, with a new version', async () => {
        const [row] = await rowsOfPractitioners(true);
        const before = (await get(`/fhir/PractitionerRole/role-${row!.id}`)).json();
        const update = await portal('PUT', `/api/directory/tables/${practitionerTable}/rows/${row!.id}`, {
            version: row!.version,
            values: { phone: '6175550199' },
        });
        expect(update.statusCode).toBe(200);
        const after = (await get(`/fhir/PractitionerRole/role-${row!.id}`)).json();
        expect(after.telecom).toContainEqual(expect.objectContaining({ system: 'phone', value: '(617) 555-0199' }));
        expect(after.meta.versionId).not.toBe(before.meta.versionId);
        expect(Date.parse(after.meta.lastUpdated)).toBeGreaterThan(Date.parse(before.meta.lastUpdated));
        expect((await get(`/fhir/PractitionerRole/role-${row!.id}/_history/${before.meta.versionId}`)).statusCode).toBe(
            404
        );
    });

    it('answers a deleted listing with 410, and drops it from searches', async () => {
        const [, row] = await rowsOfPractitioners(true);
        const remove = await portal('DELETE', `/api/directory/tables/${practitionerTable}/rows/${row!.id}`);
        expect(remove.statusCode).toBe(200);
        const gone = await get(`/fhir/Practitioner/practitioner-${row!.id}`);
        expect(gone.statusCode).toBe(410);
        expect(gone.json().issue[0].code).toBe('deleted');
        expect((await get(`/fhir/PractitionerRole/role-${row!.id}`)).statusCode).toBe(410);
        const search = (await get(`/fhir/PractitionerRole?practitioner=practitioner-${row!.id}`)).json();
        expect(search.total).toBe(0);
    });

    it('keeps a page’s next link leading past what it showed while listings come and go', async () => {
        const first = (await get('/fhir/Practitioner?_count=5')).json();
        const shown = first.entry.map((entry: { resource: { id: string } }) => entry.resource.id);
        const next = first.link
            .find((link: { relation: string }) => link.relation === 'next')
            .url.replace(/^http:\/\/[^/]+/, '');
        // The first listing shown is withdrawn meanwhile: the next page neither repeats nor skips one.
        const [row] = await rowsOfPractitioners(true);
        expect(shown).toContain(`practitioner-${row!.id}`);
        await portal('DELETE', `/api/directory/tables/${practitionerTable}/rows/${row!.id}`);
        const second = (await get(next)).json();
        const expected = (await get(`/fhir/Practitioner?_count=100`))
            .json()
            .entry.map((entry: { resource: { id: string } }) => entry.resource.id);
        const after = expected.filter((id: string) => id > shown.at(-1)).slice(0, 5);
        expect(second.entry.map((entry: { resource: { id: string } }) => entry.resource.id)).toEqual(after);
    });

    it('finds the practitioners who take new patients by this server’s own parameter', async () => {
        const bundle = (await get('/fhir/PractitionerRole?accepting-patients=newpt&_count=100')).json();
        expect(bundle.total).toBeGreaterThan(0);
        for (const { resource } of bundle.entry) {
            const newPatients = resource.extension.find((extension: { url: string }) =>
                extension.url.endsWith('/newpatients')
            );
            expect(newPatients.extension[0].valueCodeableConcept.coding[0].code).toBe('newpt');
        }
        const all = (await get('/fhir/PractitionerRole?_count=0')).json();
        expect(bundle.total).toBeLessThan(all.total);
    });

    it('finds the practitioners who offer telehealth, and those who speak a language by a chain', async () => {
        const virtual = (await get('/fhir/PractitionerRole?delivery-method=virtual&_count=100')).json();
        const all = (await get('/fhir/PractitionerRole?_count=0')).json();
        expect(virtual.total).toBeGreaterThan(0);
        expect(virtual.total).toBeLessThan(all.total);
        for (const { resource } of virtual.entry) {
            const delivery = resource.extension.find((extension: { url: string }) =>
                extension.url.endsWith('/delivery-method')
            );
            expect(delivery.extension[0].valueCodeableConcept.coding[0].code).toBe('virtual');
        }
        const speakers = (await get('/fhir/Practitioner?communication=es&_count=100')).json();
        expect(speakers.total).toBeGreaterThan(0);
        for (const { resource } of speakers.entry) {
            expect(
                resource.communication.flatMap((c: { coding: { code: string }[] }) => c.coding.map(x => x.code))
            ).toContain('es');
        }
        const roles = (
            await get('/fhir/PractitionerRole?practitioner.communication=urn:ietf:bcp:47|es&_count=100')
        ).json();
        expect(roles.total).toBeGreaterThan(0);
        expect(roles.total).toBeLessThan(all.total);
        const speakerIds = new Set(
            speakers.entry.map((entry: { resource: { id: string } }) => `Practitioner/${entry.resource.id}`)
        );
        for (const { resource } of roles.entry) expect(speakerIds.has(resource.practitioner.reference)).toBe(true);
    });

    it('never answers with accounts, audit or internal columns', async () => {
        const accounts = await server.db
            .select({ id: users.id, username: users.username, email: users.email })
            .from(users);
        const secrets = accounts.flatMap(account => [account.id, account.email]);
        const texts: string[] = [];
        for (const type of [
            'Practitioner',
            'PractitionerRole',
            'Organization',
            'Location',
            'HealthcareService',
            'InsurancePlan',
            'OrganizationAffiliation',
            'Endpoint',
        ]) {
            let url: string | undefined = `/fhir/${type}?_count=100`;
            while (url) {
                const body: { link: { relation: string; url: string }[] } = (await get(url)).json();
                texts.push(JSON.stringify(body));
                url = body.link.find(link => link.relation === 'next')?.url.replace(/^http:\/\/[^/]+/, '');
            }
        }
        const everything = texts.join('\n');
        for (const secret of secrets) expect(everything).not.toContain(secret);
        for (const internal of ['verifiedBy', 'updatedBy', 'createdBy', 'deletedAt', 'tableId', 'passwordHash']) {
            expect(everything).not.toContain(`"${internal}"`);
        }
    });
});

describe('the projection', () => {
    it('has the planner’s statistics once a directory of thousands of resources is made, so searches are planned from its sizes', async () => {
        expect((await get('/fhir/PractitionerRole?_count=1')).statusCode).toBe(200);
        const result = await server.db.execute(
            sql`select relname as "table", reltuples::float8 as "rows" from pg_class where relname in ('fhir_resources', 'fhir_search_values') order by relname`
        );
        const tables = (result as unknown as { rows: { table: string; rows: number }[] }).rows;
        expect(tables.map(table => table.table)).toEqual(['fhir_resources', 'fhir_search_values']);
        // A table never analysed says -1 (unknown); the demo directory makes well over a thousand of each.
        for (const table of tables) expect(table.rows, table.table).toBeGreaterThan(1000);
    });

    it('is made a slice of rows at a time: every listing of thousands is published, and what rows of different slices share is one resource', async () => {
        // 4,500 listings of one practice at two addresses, the last not verified yet: more rows than
        // the projection reads at once, so the practice, its places and its affiliation gather rows
        // from several slices.
        await server.db.execute(
            sql`insert into directory_rows (table_id, "values", verified_at) select ${practitionerTable}::uuid, jsonb_build_object('npi', (1100000000 + g)::text, 'firstName', 'Sliced', 'lastName', 'Listing' || g, 'taxonomy', (array['207Q00000X', '208D00000X'])[1 + g % 2], 'organizationName', 'Slice Street Clinic', 'addressLine', (100 + g % 2) || ' Slice Street', 'city', 'Springfield', 'state', 'MA', 'zip', '01109', 'networks', '["Slice Network"]'::jsonb), case when g < 4500 then now() - interval '1 day' end from generate_series(1, 4500) g`
        );
        const total = async (url: string) => {
            const response = await get(url);
            expect(response.statusCode, url).toBe(200);
            return response.json() as { total: number; entry?: { resource: Record<string, unknown> }[] };
        };
        const [practice] = (await total('/fhir/Organization?name=Slice%20Street%20Clinic')).entry!;
        const practiceId = practice!.resource.id as string;
        expect((await total(`/fhir/PractitionerRole?organization=Organization/${practiceId}&_count=1`)).total).toBe(
            4499
        );
        expect((await total('/fhir/Practitioner?name=Sliced&_count=1')).total).toBe(4499);
        // A chain reaching more resources than are looked up before the search is searched through them.
        expect((await total('/fhir/PractitionerRole?practitioner.name=Sliced&_count=1')).total).toBe(4499);
        expect(
            (
                await total(
                    `/fhir/PractitionerRole?practitioner.name=Sliced&organization=Organization/${practiceId}&_count=1`
                )
            ).total
        ).toBe(4499);
        expect((await total(`/fhir/Location?organization=Organization/${practiceId}`)).total).toBe(2);
        const affiliations = (
            await total(`/fhir/OrganizationAffiliation?participating-organization=Organization/${practiceId}`)
        ).entry!;
        expect(affiliations).toHaveLength(1);
        const affiliation = affiliations[0]!.resource as { location: unknown[]; specialty: unknown[] };
        expect(affiliation.location).toHaveLength(2);
        expect(affiliation.specialty).toHaveLength(2);
        const [network] = (await total('/fhir/Organization?name=Slice%20Network&type=ntwk')).entry!;
        expect(network).toBeDefined();
    });
});
