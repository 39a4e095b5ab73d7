import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../common/directory/templates';
import { practitionerRows } from '../../db/demoDirectory';
import { COUNT_LIMIT, insertRows } from './directoryRows';
import { getTable } from './directoryTables';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: string;
let tableId: string;

const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en'
) => server.app.inject({ method, url, payload, headers: { 'x-token': token, cookie: `language=${language}` } });

const rowsUrl = () => `/api/directory/tables/${tableId}/rows`;

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    const created = await call(admin, 'POST', '/api/directory/tables', {
        name: 'Practitioners (API test)',
        description: 'From the template',
        template: 'practitioner',
        columns: TEMPLATES.practitioner,
    });
    expect(created.statusCode, created.body).toBe(201);
    tableId = created.json().id;
});
afterAll(() => server.close());

const practitioner = {
    npi: '1740283969',
    firstName: 'Priya',
    lastName: 'Raman',
    taxonomy: '207Q00000X',
    state: 'MA',
    zip: '02134',
    phone: '617-555-0174',
};

describe('the directory API', () => {
    it('creates rows and lists them with Content-Range, a filter and a sort', async () => {
        const first = await call(admin, 'POST', rowsUrl(), { values: practitioner });
        expect(first.statusCode, first.body).toBe(201);
        expect(first.json()).toMatchObject({ version: 1, values: { phone: '6175550174', zip: '02134' } });
        const second = await call(admin, 'POST', rowsUrl(), {
            values: { npi: '1234567893', firstName: 'Ana', lastName: 'Lopez', taxonomy: '208000000X', state: 'NY' },
        });
        expect(second.statusCode).toBe(201);
        const filter = encodeURIComponent(JSON.stringify({ state: ['MA', 'NY'] }));
        const sort = encodeURIComponent(JSON.stringify(['lastName', 'DESC']));
        const list = await call(admin, 'GET', `${rowsUrl()}?filter=${filter}&sort=${sort}&range=[0,0]`);
        expect(list.statusCode, list.body).toBe(200);
        expect(list.headers['content-range']).toBe('rows 0-0/2');
        expect(list.json().map((row: { values: { lastName: string } }) => row.values.lastName)).toEqual(['Raman']);
    });

    it('refuses a bad value with a translated message naming the column, and keeps nothing', async () => {
        const refused = await call(
            admin,
            'POST',
            rowsUrl(),
            { values: { ...practitioner, npi: '1234567890', zip: '2134' } },
            'es'
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 400, data: { field: 'npi' } });
        expect(refused.json().message).toBe('NPI: 1234567890 no es un NPI válido (su último dígito no coincide).');
        expect(refused.json().data.problems).toEqual([
            { field: 'npi', code: 'npiCheckDigit' },
            { field: 'zip', code: 'zip' },
        ]);
        const unknownSort = await call(admin, 'GET', `${rowsUrl()}?sort=${encodeURIComponent('["nickname","ASC"]')}`);
        expect(unknownSort.statusCode).toBe(400);
        expect(unknownSort.json().message).toContain('nickname');
        const badFilter = await call(
            admin,
            'GET',
            `${rowsUrl()}?filter=${encodeURIComponent('{"effectiveDate":{"gte":"soon"}}')}`
        );
        expect(badFilter.statusCode).toBe(400);
        expect(badFilter.json().message).toContain('Effective date');
        const badPrefix = await call(admin, 'GET', `${rowsUrl()}?filter=${encodeURIComponent('{"zip":"abc"}')}`);
        expect(badPrefix.statusCode).toBe(400);
        expect(badPrefix.json()).toMatchObject({ data: { field: 'filter.zip' } });
        expect(badPrefix.json().message).toContain('ZIP');
        const phonePrefix = await call(
            admin,
            'GET',
            `${rowsUrl()}?filter=${encodeURIComponent('{"phone":"(617) 55"}')}`
        );
        expect(phonePrefix.json().map((row: { values: { npi: string } }) => row.values.npi)).toEqual([
            practitioner.npi,
        ]);
        const unknownTable = await call(
            admin,
            'GET',
            '/api/directory/tables/00000000-0000-4000-8000-000000000000/rows'
        );
        expect(unknownTable.statusCode).toBe(404);
        const list = await call(admin, 'GET', rowsUrl());
        expect(list.headers['content-range']).toBe('rows 0-1/2');
    });

    it('cleans and refuses typed text as an import does: doubled spaces made single, formulas refused', async () => {
        const formula = await call(admin, 'POST', rowsUrl(), {
            values: { ...practitioner, firstName: '=1+1' },
        });
        expect(formula.statusCode).toBe(400);
        expect(formula.json()).toMatchObject({ data: { field: 'firstName' } });
        expect(formula.json().message).toContain('formula');
        const [row] = (await call(admin, 'GET', `${rowsUrl()}?filter=${encodeURIComponent('{"npi":"174"}')}`)).json();
        const edited = await call(admin, 'PUT', `${rowsUrl()}/${row.id}`, {
            version: row.version,
            values: { lastName: '  Raman   Iyer ' },
        });
        expect(edited.json()).toMatchObject({ values: { lastName: 'Raman Iyer' } });
        const back = await call(admin, 'PUT', `${rowsUrl()}/${row.id}`, {
            version: row.version + 1,
            values: { lastName: 'Raman' },
        });
        expect(back.statusCode, back.body).toBe(200);
    });

    it('refuses an edit from a stale version with the current row, and keeps the newer value', async () => {
        const [row] = (await call(admin, 'GET', `${rowsUrl()}?filter=${encodeURIComponent('{"npi":"174"}')}`)).json();
        const first = await call(admin, 'PUT', `${rowsUrl()}/${row.id}`, {
            version: row.version,
            values: { city: 'Boston' },
        });
        expect(first.statusCode, first.body).toBe(200);
        const stale = await call(admin, 'PUT', `${rowsUrl()}/${row.id}`, {
            version: row.version,
            values: { city: 'Cambridge' },
        });
        expect(stale.statusCode).toBe(409);
        expect(stale.json().data.current).toMatchObject({ version: row.version + 1, values: { city: 'Boston' } });
        const history = await call(admin, 'GET', `${rowsUrl()}/${row.id}/history`);
        expect(history.json()[0]).toMatchObject({
            action: 'update',
            actor: 'admin',
            changes: { city: { before: null, after: 'Boston' } },
        });
    });

    it('deletes a row softly and restores it', async () => {
        const [row] = (await call(admin, 'GET', `${rowsUrl()}?filter=${encodeURIComponent('{"q":"lopez"}')}`)).json();
        const deleted = await call(admin, 'DELETE', `${rowsUrl()}/${row.id}?version=${row.version}`);
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect((await call(admin, 'GET', rowsUrl())).headers['content-range']).toBe('rows 0-0/1');
        const bin = await call(admin, 'GET', `${rowsUrl()}?filter=${encodeURIComponent('{"deleted":true}')}`);
        expect(bin.json().map((each: { id: number }) => each.id)).toEqual([row.id]);
        const restored = await call(admin, 'POST', `${rowsUrl()}/${row.id}/restore`, {});
        expect(restored.json()).toMatchObject({ deletedAt: null });
        expect((await call(admin, 'GET', rowsUrl())).headers['content-range']).toBe('rows 0-1/2');
    });

    it('lets other roles see a table only as granted, and change it only with edit rights', async () => {
        const plan = await server.login('healthplan');
        await call(admin, 'PUT', '/api/access', { role: 'healthplan', screen: '/editTable', allowed: true });
        expect((await call(plan, 'GET', '/api/directory/tables')).json()).toEqual([]);
        expect((await call(plan, 'GET', rowsUrl())).statusCode).toBe(403);
        const grant = await call(admin, 'PUT', `/api/directory/tables/${tableId}/access/healthplan`, {
            view: true,
            edit: false,
        });
        expect(grant.statusCode, grant.body).toBe(200);
        const tables = (await call(plan, 'GET', '/api/directory/tables')).json();
        expect(tables).toMatchObject([{ id: tableId, rowCount: 2, canEdit: false }]);
        expect((await call(plan, 'GET', rowsUrl())).statusCode).toBe(200);
        expect((await call(plan, 'POST', rowsUrl(), { values: practitioner })).statusCode).toBe(403);
        expect(
            (await call(plan, 'POST', '/api/directory/tables', { name: 'x', columns: TEMPLATES.network })).statusCode
        ).toBe(403);
    });

    it('keeps the rights on a table to administrators, even for a role granted /newTable', async () => {
        const plan = await server.login('healthplan');
        await call(admin, 'PUT', '/api/access', { role: 'healthplan', screen: '/newTable', allowed: true });
        const before = (await call(admin, 'GET', `/api/directory/tables/${tableId}/access`)).json().healthplan;
        const url = `/api/directory/tables/${tableId}/access/healthplan`;
        expect((await call(plan, 'PUT', url, { view: true, edit: true })).statusCode).toBe(403);
        expect((await call(plan, 'GET', `/api/directory/tables/${tableId}/access`)).statusCode).toBe(403);
        expect((await call(admin, 'GET', `/api/directory/tables/${tableId}/access`)).json().healthplan).toEqual(before);
        expect((await call(plan, 'POST', rowsUrl(), { values: practitioner })).statusCode).toBe(403);
        await call(admin, 'PUT', '/api/access', { role: 'healthplan', screen: '/newTable', allowed: false });
    });

    it('lets a provider correct the editable fields of its own listing and confirm it, and nothing else', async () => {
        const provider = await server.login('provider');
        expect((await call(provider, 'GET', rowsUrl())).statusCode).toBe(403);
        const listings = (await call(provider, 'GET', '/api/directory/myListing')).json();
        const mine = listings.find((listing: { table: { id: string } }) => listing.table.id === tableId);
        expect(mine.rows).toHaveLength(1);
        const row = mine.rows[0];
        expect(row).toMatchObject({ values: { npi: '1740283969' }, stale: true });
        const url = `/api/directory/myListing/${tableId}/${row.id}`;
        const phone = await call(provider, 'PUT', url, { version: row.version, values: { phone: '(617) 555-0199' } });
        expect(phone.statusCode, phone.body).toBe(200);
        const name = await call(provider, 'PUT', url, { version: row.version + 1, values: { lastName: 'Other' } });
        expect(name.statusCode).toBe(403);
        expect(name.json().message).toContain('Last name');
        const confirmed = await call(provider, 'POST', `${url}/confirm`);
        expect(confirmed.json()).toMatchObject({ stale: false, verifiedBy: 'provider' });
        const [other] = (
            await call(admin, 'GET', `${rowsUrl()}?filter=${encodeURIComponent('{"npi":"1234"}')}`)
        ).json();
        expect(
            (await call(provider, 'POST', `/api/directory/myListing/${tableId}/${other.id}/confirm`)).statusCode
        ).toBe(403);
        const summary = (await call(admin, 'GET', '/api/directory/tables'))
            .json()
            .find((table: { id: string }) => table.id === tableId);
        expect(summary).toMatchObject({ verifiedRows: 1, staleRows: 1 });
    });

    it('counts a filter exactly up to the counting limit, and past it answers a lower bound and says so', async () => {
        const created = await call(admin, 'POST', '/api/directory/tables', {
            name: 'Counted',
            description: '',
            columns: TEMPLATES.practitioner,
        });
        const table = await getTable(server.db, created.json().id);
        await insertRows(server.db, table, practitionerRows(COUNT_LIMIT + 500, 5, Date.now(), 1), null);
        const url = `/api/directory/tables/${table.id}/rows?range=[0,24]`;
        const all = await call(admin, 'GET', url);
        expect(all.statusCode, all.body).toBe(200);
        expect(all.json()).toHaveLength(25);
        expect(all.headers['x-total-exact']).toBe('false');
        expect(all.headers['content-range']).toBe(`rows 0-24/${COUNT_LIMIT + 1}`);
        const few = await call(
            admin,
            'GET',
            `${url}&filter=${encodeURIComponent(JSON.stringify({ npi: '11000000' }))}`
        );
        expect(few.headers['x-total-exact']).toBeUndefined();
        expect(few.headers['content-range']).toMatch(/^rows 0-\d+\/\d+$/);
        expect(Number(String(few.headers['content-range']).split('/')[1])).toBeLessThanOrEqual(COUNT_LIMIT);
    });
});
