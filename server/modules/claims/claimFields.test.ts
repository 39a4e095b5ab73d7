import { eq } from 'drizzle-orm';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_DESKS, type ClaimField } from '../../../common/claims/desks';
import { CLAIM_FIELDS_BY_ROLE, claimFieldsOf } from '../../../common/claims/fieldsByRole';
import { PROFILES } from '../../../common/profiles';
import { lazyTexts } from '../../shared/i18n';
import { claims, organisations, users } from '../../db/schema';
import { asTenant } from '../organisations';
import { seedDemoClaims } from '../../db/seed';
import { searchStatement } from './claims';
import { AppError } from '../../shared/errors';
import { startTestServer, type TestServer } from '../../test/testServer';

/** What identifies the patient: no pharma answer may hold any of them. */
const PATIENT_IDENTIFIERS = [
    'memberId',
    'patientName',
    'patientBirthDate',
    'patientControlNumber',
    'rxNumber',
] as const;

const listUrl = (query: Record<string, unknown>) =>
    `/api/claims?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]))}`;

describe('the claim fields of each role are one explicit list', () => {
    it.each(PROFILES)('on the %s desk: every role with a scope has a list, and a list only names fields', profile => {
        const desk = CLAIM_DESKS[profile];
        expect(Object.keys(CLAIM_FIELDS_BY_ROLE[profile]).sort()).toEqual(Object.keys(desk.scopes).sort());
        // Beyond the desk's fields, a record may carry only the currency of its amounts and its status group.
        const known = new Set<ClaimField>([...desk.fields.map(field => field.name), 'currency', 'bucket', 'kind']);
        for (const [role, fields] of Object.entries(CLAIM_FIELDS_BY_ROLE[profile])) {
            expect(
                fields.filter(field => !known.has(field)),
                role
            ).toEqual([]);
            expect(new Set(fields).size, `${role} names a field twice`).toBe(fields.length);
            expect(fields, role).toContain('kind');
        }
    });

    it('gives pharma none of the patient’s identifiers, and every field the desk marks as identifying the patient is one', () => {
        const desk = CLAIM_DESKS.healthcare;
        expect(desk.fields.filter(field => field.member).map(field => field.name)).toEqual(
            expect.arrayContaining([...PATIENT_IDENTIFIERS])
        );
        const pharma = claimFieldsOf('healthcare', 'pharma');
        expect(pharma.filter(field => desk.fields.some(item => item.name === field && item.member))).toEqual([]);
        expect(claimFieldsOf('healthcare', 'visitor')).toEqual([]);
    });
});

describe('minimum necessary on the healthcare desk', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
        server = await startTestServer();
        await seedDemoClaims(server.db, 'healthcare', 400);
        for (const user of ['admin', 'provider', 'pharma']) tokens[user] = await server.login(user);
    });
    afterAll(() => server.close());

    const get = (url: string, user: string, language = 'en') =>
        server.app.inject({
            method: 'GET',
            url,
            headers: { 'x-token': tokens[user]!, cookie: `language=${language}` },
        });

    it('pharma’s list and detail hold exactly its fields: no member id, name, birth date, control or Rx number', async () => {
        const page = await get(listUrl({ range: [0, 49] }), 'pharma');
        expect(page.statusCode, page.body).toBe(200);
        const records = page.json() as Record<string, unknown>[];
        expect(records.length).toBeGreaterThan(0);
        const expected = ['id', 'ageDays', ...claimFieldsOf('healthcare', 'pharma')].sort();
        for (const record of records) expect(Object.keys(record).sort()).toEqual(expected);
        const detail = await get(`/api/claims/${records[0]!.id as number}`, 'pharma');
        expect(Object.keys(detail.json().data.claim).sort()).toEqual(expected);
        // The identifiers are held: pharma is not shown them.
        const [held] = await server.db
            .select()
            .from(claims)
            .where(eq(claims.id, records[0]!.id as number));
        expect(held!.rxNumber).not.toBeNull();
        expect(JSON.stringify(detail.json())).not.toContain(held!.rxNumber!);
        expect(JSON.stringify(detail.json())).not.toContain(held!.patientControlNumber!);
    });

    it('a provider still receives the patient’s identifiers', async () => {
        const [record] = (await get(listUrl({ range: [0, 0] }), 'provider')).json() as Record<string, unknown>[];
        for (const field of PATIENT_IDENTIFIERS) expect(record).toHaveProperty(field);
    });

    it('pharma’s export has no column of the patient’s identifiers, in any language', async () => {
        for (const language of ['en', 'ja'] as const) {
            const response = await get('/api/claims/export?format=csv', 'pharma', language);
            expect(response.statusCode).toBe(200);
            const header = response.body.replace(/^\uFEFF/, '').split('\r\n')[0]!;
            const titles = lazyTexts('claims', language).fields as Record<string, string>;
            for (const field of PATIENT_IDENTIFIERS) expect(header, field).not.toContain(`"${titles[field]}"`);
            expect(header).toContain(`"${titles.ndc}"`);
        }
    });

    it.each([
        ['patientControlNumber', 'PCN-1'],
        ['rxNumber', 'RX1'],
        ['memberId', 'EVG1'],
        ['patientName', 'GARCIA'],
        ['patientBirthDate', { from: '1950-01-01' }],
    ])(
        'refuses pharma a filter on %s, naming the field in the caller’s language, and changes nothing',
        async (key, value) => {
            const filter = encodeURIComponent(JSON.stringify({ [key]: value }));
            for (const url of [listUrl({ filter: { [key]: value } }), `/api/claims/export?filter=${filter}`]) {
                const english = await get(url, 'pharma');
                expect(english.statusCode).toBe(400);
                expect(english.json().message).toBe(
                    `The filter "${key}" reads ${key}, which your role does not receive.`
                );
                const spanish = await get(url, 'pharma', 'es');
                expect(spanish.json().message).toBe(`El filtro "${key}" lee ${key}, que su rol no recibe.`);
            }
            expect((await get(listUrl({ filter: { [key]: value } }), 'provider')).statusCode).toBe(200);
        }
    );

    it('refuses pharma to save a search on a field it does not receive, and keeps nothing', async () => {
        const save = (filter: object) =>
            server.app.inject({
                method: 'POST',
                url: '/api/claims/saved-searches',
                headers: { 'x-token': tokens.pharma! },
                payload: { name: 'By Rx', filter, sort: { field: 'receivedOn', order: 'DESC' } },
            });
        const refused = await save({ rxNumber: 'RX1' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('The filter "rxNumber" reads rxNumber, which your role does not receive.');
        const kept = await server.app.inject({
            method: 'GET',
            url: '/api/claims/saved-searches',
            headers: { 'x-token': tokens.pharma! },
        });
        expect(kept.json().data).toEqual([]);
        expect((await save({ ndc: '71205041230' })).statusCode).toBe(200);
    });

    it('refuses a sort on a field the role does not receive, naming it', async () => {
        const [row] = await server.db.select().from(users).where(eq(users.username, 'pharma'));
        const [organisation] = await server.db
            .select()
            .from(organisations)
            .where(eq(organisations.id, row!.organisationId!));
        const pharma = asTenant(row!, organisation!);
        const sortBy = (field: ClaimField) => () =>
            searchStatement(
                server.db,
                CLAIM_DESKS.healthcare,
                pharma,
                { filter: {}, sort: { field, order: 'ASC' }, range: { first: 0, last: 9 } },
                { ip: '127.0.0.1', userAgent: 'test' }
            );
        expect(sortBy('patientControlNumber')).toThrow(AppError);
        expect(sortBy('patientControlNumber')).toThrow(
            expect.objectContaining({
                messageKey: 'server.claims.hiddenSort',
                params: { field: 'patientControlNumber' },
            })
        );
        expect(sortBy('billed')).not.toThrow();
    });

    it('says in the OpenAPI description which fields each role receives', async () => {
        const document = (await server.app.inject('/api/openapi.json')).json() as OpenAPIV3_1.Document;
        const record = document.components!.schemas!.ClaimRecord as Record<string, unknown>;
        expect(record['x-fields-by-role']).toEqual(JSON.parse(JSON.stringify(CLAIM_FIELDS_BY_ROLE)));
        expect(record.required).toEqual(['id', 'kind', 'ageDays']);
        const list = document.paths!['/api/claims']!.get!;
        expect(list.description).toContain(
            'pharma every field but patientControlNumber, memberId, patientName, patientBirthDate, rxNumber'
        );
    });
});
