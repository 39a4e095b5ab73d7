import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, directoryTables } from '../../db/schema';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * An admin maps a table no template maps into the public directory on the table's settings: the
 * kind of listing and the column feeding each element, refused while a required element is not
 * fed or a column's type cannot feed its element; then the rows are listings at once, and the
 * columns left unmapped never appear in any answer of the API.
 */

let server: TestServer;
let adminToken: string;
let tableId: string;
/** The row the mapping published. */
let rowId: number;

let addresses = 0;
const fhir = (url: string) => server.app.inject({ url, remoteAddress: `10.32.0.${++addresses}` });
const portal = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
    server.app.inject({ method, url, payload, headers: { 'x-token': token } });
const body = <T = Record<string, unknown>>(response: { json: () => unknown }) => {
    const json = response.json() as { data?: T } & T;
    return (json.data ?? json) as T;
};

const column = (name: string, type: string) => ({ name, type, label: { en: name } });
const MAPPING = {
    kind: 'practitioner',
    columns: { lastName: 'surname', firstName: 'given', taxonomy: 'specialtyCode', zip: 'postal', city: 'town' },
};
const SECRET = 'Do not publish 4711';

const publicationChanges = async () =>
    (await server.db.select().from(auditLog).where(eq(auditLog.action, 'directory.publicationChange'))).length;

beforeAll(async () => {
    server = await startTestServer();
    await seedDemoDirectory(server.db);
    adminToken = await server.login('admin');
    const created = await portal('POST', '/api/directory/tables', {
        name: 'Clinic staff',
        template: 'blank',
        columns: [
            column('surname', 'text'),
            column('given', 'text'),
            column('specialtyCode', 'taxonomy'),
            column('postal', 'zip'),
            column('town', 'text'),
            column('salary', 'decimal'),
            column('internalNote', 'longText'),
        ],
    });
    expect(created.statusCode, created.body).toBe(201);
    tableId = body<{ id: string }>(created).id;
}, 120_000);
afterAll(() => server.close());

describe('mapping a blank table into the public directory', () => {
    it('starts unpublished, and refuses a mapping that misses a required element or mistypes one, changing nothing', async () => {
        const state = await portal('GET', `/api/directory/tables/${tableId}/publication`);
        expect(body(state)).toEqual({ publication: null, byTemplate: false });
        const audited = await publicationChanges();

        const url = `/api/directory/tables/${tableId}/publication`;
        const missing = await portal('PUT', url, {
            publication: { kind: 'practitioner', columns: { lastName: 'surname', firstName: 'given' } },
        });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().message).toBe('A practitioner listing needs a column for taxonomy.');

        const mistyped = await portal('PUT', url, {
            publication: { ...MAPPING, columns: { ...MAPPING.columns, zip: 'salary' } },
        });
        expect(mistyped.statusCode).toBe(400);
        expect(mistyped.json().message).toContain('The column salary holds decimal values and cannot feed zip');

        const unknown = await portal('PUT', url, {
            publication: { ...MAPPING, columns: { ...MAPPING.columns, phone: 'mobile', shoeSize: 'given' } },
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().data.problems).toEqual([
            { problem: 'unknownElement', element: 'shoeSize' },
            { problem: 'unknownColumn', element: 'phone', column: 'mobile' },
        ]);

        const spanish = await server.app.inject({
            method: 'PUT',
            url,
            payload: { publication: { kind: 'network', columns: {} } },
            headers: { 'x-token': adminToken, 'accept-language': 'es' },
        });
        expect(spanish.json().message).toBe('Un listado de tipo network necesita una columna para networkName.');

        expect(body(await portal('GET', url))).toEqual({ publication: null, byTemplate: false });
        expect(await publicationChanges()).toBe(audited);
    });

    it('publishes the rows at once by the mapping, and nothing of the columns left unmapped', async () => {
        const saved = await portal('PUT', `/api/directory/tables/${tableId}/publication`, { publication: MAPPING });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(body(saved)).toEqual({ publication: MAPPING, byTemplate: false });

        const row = body<{ id: number }>(
            await portal('POST', `/api/directory/tables/${tableId}/rows`, {
                values: {
                    surname: 'Okonkwo',
                    given: 'Adaeze',
                    specialtyCode: '207Q00000X',
                    postal: '02139',
                    town: 'Cambridge',
                    salary: 123456.78,
                    internalNote: SECRET,
                },
            })
        );
        rowId = row.id;
        expect((await portal('POST', `/api/directory/tables/${tableId}/verify`, { ids: [row.id] })).statusCode).toBe(
            200
        );

        const practitioner = await fhir(`/fhir/Practitioner/practitioner-${row.id}`);
        expect(practitioner.statusCode, practitioner.body).toBe(200);
        expect(practitioner.json().name[0]).toMatchObject({ family: 'Okonkwo', given: ['Adaeze'] });

        const roles = await fhir(
            '/fhir/PractitionerRole?specialty=http://nucc.org/provider-taxonomy|207Q00000X' +
                '&location.address-postalcode=02139&_include=PractitionerRole:practitioner&_include=PractitionerRole:location'
        );
        expect(roles.statusCode).toBe(200);
        const ids = roles.json().entry.map((entry: { resource: { id: string } }) => entry.resource.id);
        expect(ids).toContain(`role-${row.id}`);
        for (const answer of [practitioner.body, roles.body]) {
            expect(answer).not.toContain(SECRET);
            expect(answer).not.toContain('123456');
            expect(answer).not.toContain('salary');
        }
    });

    it('takes the table’s listings out of the directory when the mapping is taken away', async () => {
        expect((await fhir(`/fhir/Practitioner/practitioner-${rowId}`)).statusCode).toBe(200);
        const withdrawn = await portal('PUT', `/api/directory/tables/${tableId}/publication`, { publication: null });
        expect(withdrawn.statusCode).toBe(200);
        // The directory no longer knows the table's rows at all: not even as withdrawn listings.
        expect((await fhir(`/fhir/Practitioner/practitioner-${rowId}`)).statusCode).toBe(404);
    });

    it('keeps a template table to its template’s mapping, and the mapping to admins', async () => {
        const [template] = await server.db
            .select()
            .from(directoryTables)
            .where(eq(directoryTables.template, 'practitioner'));
        const url = `/api/directory/tables/${template!.id}/publication`;
        const state = body<{ publication: { kind: string; columns: Record<string, string> }; byTemplate: boolean }>(
            await portal('GET', url)
        );
        expect(state.byTemplate).toBe(true);
        expect(state.publication.kind).toBe('practitioner');
        expect(state.publication.columns.lastName).toBe('lastName');
        const refused = await portal('PUT', url, { publication: null });
        expect(refused.statusCode).toBe(400);

        const provider = await server.login('provider');
        const byProvider = await portal(
            'PUT',
            `/api/directory/tables/${tableId}/publication`,
            { publication: MAPPING },
            provider
        );
        expect(byProvider.statusCode).toBe(403);
    });
});
