import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_TABLE_PATH, flattenRoutes, LAYOUT_ROUTES } from '../../../common/routes';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * A resource declared by configuration alone (docs/adding-a-resource.md): a directory table is
 * one request carrying its definition, and nothing else is written for it. It then appears in
 * the menu's data, its route, the access matrix and the API.
 */
let server: TestServer;
let admin: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { 'x-token': token } });

/** The worked example of the guide, as a developer or an admin would send it. */
const DENTAL_OFFICES = {
    name: 'Dental offices',
    description: 'General and pediatric dentistry offices of the network',
    columns: [
        { name: 'npi', type: 'npi', label: { en: 'NPI', es: 'NPI' }, required: true, key: true },
        { name: 'officeName', type: 'text', label: { en: 'Office name', es: 'Consultorio' }, required: true },
        { name: 'phone', type: 'phone', label: { en: 'Phone' } },
        { name: 'state', type: 'usState', label: { en: 'State' } },
        {
            name: 'acceptingPatients',
            type: 'acceptingPatients',
            label: { en: 'Accepting new patients' },
            providerEditable: true,
        },
        { name: 'languages', type: 'languages', label: { en: 'Languages' } },
    ],
};

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
});
afterAll(() => server.close());

describe('a resource declared by configuration alone', () => {
    it('appears in the menu, its route, the access matrix and the API', async () => {
        const created = await call(admin, 'POST', '/api/directory/tables', DENTAL_OFFICES);
        expect(created.statusCode, created.body).toBe(201);
        const id: string = created.json().id;

        // The menu: the Directory Edit View lists the tables under it (the same answer the screen reads).
        const menuRoute = flattenRoutes(LAYOUT_ROUTES).find(route => route.path === EDIT_TABLE_PATH);
        expect(menuRoute?.entries).toBe('directoryTables');
        const tables = await call(admin, 'GET', '/api/directory/tables');
        expect(tables.json()).toContainEqual(
            expect.objectContaining({ id, name: 'Dental offices', rowCount: 0, canEdit: true })
        );

        // Its route: /editTable?table=<id> opens it; the definition is what was declared.
        const table = await call(admin, 'GET', `/api/directory/tables/${id}`);
        expect(table.json().columns.map((column: { name: string }) => column.name)).toEqual(
            DENTAL_OFFICES.columns.map(column => column.name)
        );

        // The access matrix: a row per table, every role without rights until an admin grants them.
        const matrix = await call(admin, 'GET', '/api/directory/access');
        expect(matrix.statusCode, matrix.body).toBe(200);
        expect(matrix.json()).toContainEqual({
            tableId: id,
            name: 'Dental offices',
            rights: {
                provider: { view: false, edit: false },
                healthplan: { view: false, edit: false },
                pharma: { view: false, edit: false },
            },
        });
        const plan = await server.login('healthplan');
        await call(admin, 'PUT', '/api/access', { role: 'healthplan', screen: EDIT_TABLE_PATH, allowed: true });
        expect((await call(plan, 'GET', `/api/directory/tables/${id}/rows`)).statusCode).toBe(403);
        await call(admin, 'PUT', `/api/directory/tables/${id}/access/healthplan`, { view: true, edit: false });
        const granted = (await call(admin, 'GET', '/api/directory/access'))
            .json()
            .find((row: { tableId: string }) => row.tableId === id);
        expect(granted.rights.healthplan).toEqual({ view: true, edit: false });

        // The API: rows with the declared types checked, listed in the ra-data-simple-rest shape.
        const added = await call(admin, 'POST', `/api/directory/tables/${id}/rows`, {
            values: {
                npi: '1740283969',
                officeName: 'Harbor Dental',
                phone: '(617) 555-0190',
                state: 'ma',
                languages: ['Spanish', 'ASL'],
            },
        });
        expect(added.statusCode, added.body).toBe(201);
        expect(added.json().values).toMatchObject({ phone: '6175550190', state: 'MA', languages: ['es', 'ase'] });
        const refused = await call(admin, 'POST', `/api/directory/tables/${id}/rows`, {
            values: { npi: '1740283969', officeName: 'Copy', chairs: 3 },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().data.field).toBe('chairs');
        const list = await call(
            plan,
            'GET',
            `/api/directory/tables/${id}/rows?filter=${encodeURIComponent('{"state":["MA"]}')}&range=[0,9]`
        );
        expect(list.statusCode).toBe(200);
        expect(list.headers['content-range']).toBe('rows 0-0/1');
        expect(list.json()[0].values.officeName).toBe('Harbor Dental');

        // The OpenAPI description covers it through the one rows path of every table.
        const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
        expect(Object.keys(document.paths)).toContain('/api/directory/tables/{tableId}/rows');
    });
});
