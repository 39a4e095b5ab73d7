import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claimAdjustments, claims } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { startTestServer, type TestServer } from '../../test/testServer';

type Claim = typeof claims.$inferSelect;
type Row = Record<string, unknown> & { id: number };

const DEMO_NPI = '1740283969';
const DEMO_PLAN = 'Evergreen Health Advantage PPO';

const listUrl = (query: { sort?: unknown; range?: unknown; filter?: unknown }) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.set(key, JSON.stringify(value));
    return `/api/claims?${params}`;
};

/**
 * Every record of a search page, field by field, as the claim's detail shows it (the detail's
 * record is made by the server, the page's written by the database): same fields in the same
 * order, same values and types, the fields the role does not receive absent from both.
 */
const expectPageAsDetails = async (server: TestServer, token: string, url: string) => {
    const inject = (target: string) => server.app.inject({ method: 'GET', url: target, headers: { 'x-token': token } });
    const page = await inject(url);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    const records = page.json() as Row[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
        const detail = (await inject(`/api/claims/${record.id}`)).json().data.claim as Row;
        expect(Object.keys(record)).toEqual(Object.keys(detail));
        expect(record).toStrictEqual(detail);
    }
    return records;
};

describe('claim query, healthcare profile', () => {
    let server: TestServer;
    let all: Claim[];
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
        server = await startTestServer();
        await seedDemoClaims(server.db, 'healthcare', 800);
        all = await server.db.select().from(claims);
        for (const user of ['admin', 'provider', 'healthplan', 'pharma']) tokens[user] = await server.login(user);
    });
    afterAll(() => server.close());

    const get = (url: string, user = 'admin') =>
        server.app.inject({ method: 'GET', url, headers: { 'x-token': tokens[user]! } });
    /** Every claim a search finds, over as many pages as needed. */
    const searchAll = async (filter: object, user = 'admin') => {
        const found: Row[] = [];
        for (let first = 0; ; first += 100) {
            const response = await get(listUrl({ filter, range: [first, first + 99] }), user);
            expect(response.statusCode, response.body).toBe(200);
            const page = response.json() as Row[];
            found.push(...page);
            const total = Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)![1]);
            if (found.length >= total || page.length === 0) return found;
        }
    };
    const ids = (rows: { id: number }[]) => rows.map(row => row.id).sort((a, b) => a - b);
    const expectFinds = async (filter: object, predicate: (claim: Claim) => boolean) => {
        const expected = ids(all.filter(predicate));
        expect(expected.length, `the demo data has claims for ${JSON.stringify(filter)}`).toBeGreaterThan(0);
        expect(expected.length, `some claims fail ${JSON.stringify(filter)}`).toBeLessThan(all.length);
        expect(ids(await searchAll(filter))).toEqual(expected);
    };

    it('pages the newest received claims first, with the total in Content-Range', async () => {
        const response = await get(listUrl({ range: [0, 9] }));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-range']).toBe(`claims 0-9/${all.length}`);
        const days = (response.json() as Row[]).map(row => row.receivedOn as string);
        expect(days).toEqual([...days].sort().reverse());
        expect(days[0]).toBe(
            all
                .map(claim => claim.receivedOn)
                .sort()
                .at(-1)
        );
    });

    it.each([
        ['admin', { providerNpi: DEMO_NPI }, []],
        ['provider', {}, []],
        ['healthplan', {}, []],
        ['pharma', {}, ['patientName', 'memberId', 'patientBirthDate', 'patientControlNumber', 'rxNumber']],
    ] as const)('writes each claim of a page as its detail does, for %s', async (user, filter, hidden) => {
        const records = await expectPageAsDetails(server, tokens[user]!, listUrl({ filter, range: [0, 24] }));
        const held = records.map(record => all.find(claim => claim.id === record.id)!);
        for (const field of hidden) {
            expect(records.filter(record => field in record)).toEqual([]);
            expect(
                held.some(claim => claim[field] !== null),
                `${field} is held`
            ).toBe(true);
        }
        expect(records.map(record => [record.billed, record.receivedOn])).toEqual(
            held.map(claim => [claim.billed, claim.receivedOn])
        );
        // The page's amounts include some with cents, so that their writing as numbers is checked.
        expect(records.some(record => !Number.isInteger(record.billed))).toBe(true);
    });

    it('answers a page past the last claim empty, with the total in Content-Range', async () => {
        const response = await get(listUrl({ range: [all.length + 10, all.length + 19] }));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
        expect(response.headers['content-range']).toBe(`claims */${all.length}`);
        const none = await get(listUrl({ filter: { claimNumber: 'NO-SUCH-CLAIM' } }));
        expect(none.json()).toEqual([]);
        expect(none.headers['content-range']).toBe('claims */0');
    });

    it('sorts by the field asked, both ways', async () => {
        const ascending = (await get(listUrl({ sort: ['billed', 'ASC'], range: [0, 4] }))).json() as Row[];
        const descending = (await get(listUrl({ sort: ['billed', 'DESC'], range: [0, 4] }))).json() as Row[];
        const billed = all.map(claim => claim.billed).sort((a, b) => a - b);
        expect(ascending.map(row => row.billed)).toEqual(billed.slice(0, 5));
        expect(descending.map(row => row.billed)).toEqual(billed.reverse().slice(0, 5));
    });

    it.each([
        ['admin', 'receivedOn', 'DESC', { providerNpi: DEMO_NPI, bucket: ['paid', 'denied'] }],
        ['admin', 'serviceFrom', 'ASC', { providerNpi: DEMO_NPI }],
        ['admin', 'billed', 'DESC', { providerNpi: DEMO_NPI }],
        ['provider', 'receivedOn', 'ASC', {}],
    ] as const)(
        'pages a search for claims billed or rendered by an NPI (%s) in order by %s %s, each claim once',
        async (user, field, order, filter) => {
            const direction = order === 'ASC' ? 1 : -1;
            const key = (claim: Claim) => claim[field];
            const expected = all
                .filter(c => c.billingNpi === DEMO_NPI || c.renderingNpi === DEMO_NPI)
                .filter(c => !('bucket' in filter) || (filter.bucket as readonly string[]).includes(c.bucket))
                .sort((a, b) => {
                    // Empty values last whatever the order, then the id in the same order.
                    if (key(a) === null || key(b) === null) return key(a) === null ? (key(b) === null ? 0 : 1) : -1;
                    return (
                        (key(a)! < key(b)! ? -1 : key(a)! > key(b)! ? 1 : 0) * direction || (a.id - b.id) * direction
                    );
                })
                .map(claim => claim.id);
            expect(all.some(c => c.billingNpi === DEMO_NPI && c.renderingNpi === DEMO_NPI)).toBe(true);
            const pages: number[] = [];
            for (let first = 0; first < expected.length + 7; first += 7) {
                const response = await get(listUrl({ filter, sort: [field, order], range: [first, first + 6] }), user);
                expect(response.statusCode, response.body).toBe(200);
                expect(response.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
                pages.push(...(response.json() as Row[]).map(row => row.id));
            }
            expect(pages).toEqual(expected);
        }
    );

    it.each([
        ['bucket', { bucket: ['paid', 'denied'] }, (c: Claim) => ['paid', 'denied'].includes(c.bucket)],
        ['277 status', { status: 'P1' }, (c: Claim) => c.status === 'P1'],
        ['claim type', { claimType: ['pharmacy'] }, (c: Claim) => c.claimType === 'pharmacy'],
        ['CLP02', { payerClaimStatus: ['4'] }, (c: Claim) => c.payerClaimStatus === '4'],
        [
            'received range',
            { receivedOn: { from: '2026-01-01', to: '2026-06-30' } },
            (c: Claim) => c.receivedOn >= '2026-01-01' && c.receivedOn <= '2026-06-30',
        ],
        [
            'service period',
            { serviceDate: { from: '2026-02-01', to: '2026-04-30' } },
            (c: Claim) => c.serviceFrom! >= '2026-02-01' && c.serviceTo! <= '2026-04-30',
        ],
        ['paid range', { paidOn: { from: '2026-03-01' } }, (c: Claim) => c.paidOn !== null && c.paidOn >= '2026-03-01'],
        ['billed range', { billed: { min: 100, max: 300 } }, (c: Claim) => c.billed >= 100 && c.billed <= 300],
        [
            'provider NPI (billing or rendering)',
            { providerNpi: DEMO_NPI },
            (c: Claim) => c.billingNpi === DEMO_NPI || c.renderingNpi === DEMO_NPI,
        ],
        ['plan', { planName: [DEMO_PLAN] }, (c: Claim) => c.planName === DEMO_PLAN],
        ['line of business', { lineOfBusiness: 'Medicaid' }, (c: Claim) => c.lineOfBusiness === 'Medicaid'],
        ['CARC', { carc: ['50', '197'] }, (c: Claim) => c.codes.includes('CARC:50') || c.codes.includes('CARC:197')],
        ['group code', { groupCode: ['PR'] }, (c: Claim) => c.codes.includes('GROUP:PR')],
        ['RARC', { rarc: ['N130'] }, (c: Claim) => c.codes.includes('RARC:N130')],
        [
            'NCPDP reject',
            { ncpdpReject: ['75', '79'] },
            (c: Claim) => c.codes.includes('NCPDP:75') || c.codes.includes('NCPDP:79'),
        ],
        ['procedure', { procedureCode: ['99214'] }, (c: Claim) => c.codes.includes('PROC:99214')],
        ['diagnosis prefix', { diagnosis: 'e11' }, (c: Claim) => c.diagnosisCodes.some(code => code.startsWith('E11'))],
        ['NDC', { ndc: '71205041230' }, (c: Claim) => c.ndc === '71205041230'],
        ['high dollar', { highDollar: true }, (c: Claim) => c.billed >= 10_000],
        ['paid ≠ allowed', { paidBelowAllowed: true }, (c: Claim) => c.allowed !== null && c.paid !== c.allowed],
        ['patient responsibility', { patientResponsibility: true }, (c: Claim) => c.patientResponsibility > 0],
        ['patient name', { patientName: 'garc' }, (c: Claim) => c.patientName!.toLowerCase().includes('garc')],
    ] as const)('filters by %s', async (_name, filter, predicate) => {
        await expectFinds(filter, predicate);
    });

    it.each([
        ['rx number', (c: Claim) => ({ rxNumber: c.rxNumber! }), (c: Claim) => c.rxNumber !== null],
        ['billing NPI', (c: Claim) => ({ billingNpi: c.billingNpi! }), (c: Claim) => c.billingNpi !== null],
        ['rendering NPI', (c: Claim) => ({ renderingNpi: c.renderingNpi! }), (c: Claim) => c.renderingNpi !== null],
        ['prescriber NPI', (c: Claim) => ({ prescriberNpi: c.prescriberNpi! }), (c: Claim) => c.prescriberNpi !== null],
        ['pharmacy NPI', (c: Claim) => ({ pharmacyNpi: c.pharmacyNpi! }), (c: Claim) => c.pharmacyNpi !== null],
        ['payer', (c: Claim) => ({ payerName: [c.payerName!] }), (c: Claim) => c.payerName !== null],
        [
            'adjudicated range',
            (c: Claim) => ({ adjudicatedOn: { from: c.adjudicatedOn!, to: c.adjudicatedOn! } }),
            (c: Claim) => c.adjudicatedOn !== null,
        ],
        [
            'allowed range',
            (c: Claim) => ({ allowed: { min: c.allowed!, max: c.allowed! + 50 } }),
            (c: Claim) => c.allowed !== null && c.allowed > 0,
        ],
        [
            'birth date range',
            (c: Claim) => ({ patientBirthDate: { from: c.patientBirthDate!, to: c.patientBirthDate! } }),
            (c: Claim) => c.patientBirthDate !== null,
        ],
    ] as const)('filters by %s, the value taken from a claim', async (_name, filterOf, usable) => {
        const filter: Record<string, unknown> = filterOf(all.find(usable)!);
        const [key, value] = Object.entries(filter)[0]!;
        const matches = (claim: Claim) => {
            const field = claim[key as keyof Claim];
            if (Array.isArray(value)) return value.includes(field);
            if (typeof value === 'object' && value !== null && 'from' in value) {
                const { from, to } = value as { from: string; to: string };
                return field !== null && (field as string) >= from && (field as string) <= to;
            }
            if (typeof value === 'object' && value !== null && 'min' in value) {
                const { min, max } = value as { min: number; max: number };
                return field !== null && (field as number) >= min && (field as number) <= max;
            }
            return field === value;
        };
        expect(ids(await searchAll(filter))).toEqual(ids(all.filter(matches)));
    });

    it('filters by identifiers exactly', async () => {
        const claim = all[17]!;
        for (const filter of [
            { claimNumber: claim.claimNumber },
            { patientControlNumber: claim.patientControlNumber },
            { memberId: claim.memberId },
        ]) {
            expect((await searchAll(filter)).map(row => row.claimNumber)).toContain(claim.claimNumber);
            expect(
                (await searchAll(filter)).every(row =>
                    Object.entries(filter).every(([key, value]) => row[key] === value)
                )
            ).toBe(true);
        }
    });

    it('filters by aging bucket: days since received', async () => {
        const rows = await searchAll({ aging: ['31-60'] });
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every(row => (row.ageDays as number) >= 31 && (row.ageDays as number) <= 60)).toBe(true);
    });

    it('summarises a search by bucket and by age, matching the list', async () => {
        const filter = { planName: [DEMO_PLAN] };
        const response = await get(`/api/claims/summary?filter=${encodeURIComponent(JSON.stringify(filter))}`);
        const { data } = response.json() as {
            data: {
                total: { count: number; amounts: { currency: string; billed: number }[] };
                buckets: Record<string, { count: number }>;
                aging: Record<string, { count: number }>;
            };
        };
        const mine = all.filter(claim => claim.planName === DEMO_PLAN);
        expect(data.total.count).toBe(mine.length);
        expect(data.total.amounts).toHaveLength(1);
        expect(data.total.amounts[0]!.currency).toBe('USD');
        expect(data.total.amounts[0]!.billed).toBeCloseTo(
            mine.reduce((total, claim) => total + claim.billed, 0),
            2
        );
        expect(data.buckets.paid!.count).toBe(mine.filter(claim => claim.bucket === 'paid').length);
        expect(Object.values(data.aging).reduce((total, bucket) => total + bucket.count, 0)).toBe(mine.length);
    });

    it('demo claims balance once adjudicated: billed = paid + Σ adjustments', async () => {
        const finalized = all.filter(claim => ['paid', 'denied', 'adjusted'].includes(claim.bucket));
        expect(finalized.length).toBeGreaterThan(100);
        const sums = await server.db
            .select({ claimId: claimAdjustments.claimId, total: sql<string>`sum(${claimAdjustments.amount})` })
            .from(claimAdjustments)
            .where(
                inArray(
                    claimAdjustments.claimId,
                    finalized.map(claim => claim.id)
                )
            )
            .groupBy(claimAdjustments.claimId);
        const adjusted = new Map(sums.map(row => [row.claimId, Number(row.total)]));
        for (const claim of finalized) {
            expect(Math.round((claim.paid + (adjusted.get(claim.id) ?? 0)) * 100), claim.claimNumber).toBe(
                Math.round(claim.billed * 100)
            );
        }
    });

    it('shows a claim with its lines, adjustments, history and balance, and audits the view', async () => {
        const claim = all.find(candidate => candidate.bucket === 'paid' && candidate.kind === 'medical')!;
        const response = await get(`/api/claims/${claim.id}`);
        expect(response.statusCode).toBe(200);
        const { data } = response.json();
        expect(data.claim.claimNumber).toBe(claim.claimNumber);
        expect(data.lines.length).toBeGreaterThan(0);
        expect(data.adjustments.map((item: { groupCode: string }) => item.groupCode)).toContain('CO');
        expect(data.history.map((item: { status: string }) => item.status)).toEqual(
            expect.arrayContaining(['A1', claim.status])
        );
        expect(data.balance).toMatchObject({
            billed: claim.billed,
            paid: claim.paid,
            difference: 0,
            balanced: true,
            adjudicated: true,
        });
        const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(entry).toMatchObject({ action: 'claims.view', targetId: claim.claimNumber, actorUsername: 'admin' });
    });

    it('audits every search with its filter', async () => {
        await get(listUrl({ filter: { bucket: ['denied'] } }));
        const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(entry).toMatchObject({ action: 'claims.search', actorUsername: 'admin' });
        expect(entry!.reason).toContain('"bucket":["denied"]');
    });

    describe('export', () => {
        const exportCsv = (query: string, user = 'admin') =>
            server.app.inject({
                method: 'GET',
                url: `/api/claims/export?${query}`,
                headers: { 'x-token': tokens[user]!, cookie: 'language=es' },
            });
        const csvRows = (body: string) =>
            body
                .replace(/^\uFEFF/, '')
                .trim()
                .split('\r\n');

        it('writes the claims of the search as CSV in the caller’s language, audited, formulas neutralised', async () => {
            const target = all.find(claim => claim.planName === DEMO_PLAN)!;
            await server.db
                .update(claims)
                .set({ patientName: '=HYPERLINK("http://x","y")' })
                .where(eq(claims.id, target.id));
            const filter = encodeURIComponent(JSON.stringify({ planName: [DEMO_PLAN] }));
            const response = await exportCsv(`format=csv&filter=${filter}`);
            expect(response.statusCode).toBe(200);
            expect(response.headers['content-disposition']).toMatch(/attachment; filename="claims-\d{8}-\d{4}\.csv"/);
            const [header, ...rows] = csvRows(response.body);
            expect(header).toContain('"N.º de reclamación"');
            expect(header).toContain('"ID de afiliado"');
            expect(rows).toHaveLength(all.filter(claim => claim.planName === DEMO_PLAN).length);
            expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
            const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
            expect(entry).toMatchObject({ action: 'claims.export', actorUsername: 'admin' });
            expect(entry!.reason).toContain(`"rows":${rows.length}`);
        });

        it('leaves the patient’s identifiers out of a pharma export and keeps to its scope', async () => {
            const response = await exportCsv('format=csv', 'pharma');
            const [header, ...rows] = csvRows(response.body);
            expect(header).not.toContain('ID de afiliado');
            expect(header).not.toContain('Paciente');
            expect(rows).toHaveLength(
                all.filter(c => c.kind === 'pharmacy' && c.manufacturer === 'Northbridge Pharmaceuticals').length
            );
        });

        it('writes an XLSX file', async () => {
            const response = await exportCsv(
                'format=xlsx&filter=' + encodeURIComponent(JSON.stringify({ bucket: ['denied'] }))
            );
            expect(response.statusCode).toBe(200);
            expect(response.headers['content-type']).toContain('spreadsheetml');
            expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
        });
    });

    describe('saved searches', () => {
        const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: string, payload?: object) =>
            server.app.inject({ method, url, headers: { 'x-token': tokens[user]! }, ...(payload ? { payload } : {}) });
        const search = {
            name: 'Denied this year',
            filter: { bucket: ['denied'], receivedOn: { from: '2026-01-01' } },
            sort: { field: 'billed', order: 'DESC' },
        };

        it('keeps a search per user, refuses a name twice, and deletes only one’s own', async () => {
            const saved = await call('POST', '/api/claims/saved-searches', 'healthplan', search);
            expect(saved.statusCode, saved.body).toBe(200);
            const { id } = saved.json().data;
            expect((await call('GET', '/api/claims/saved-searches', 'healthplan')).json().data).toEqual([
                expect.objectContaining({ id, name: search.name, filter: search.filter, sort: search.sort }),
            ]);
            expect((await call('GET', '/api/claims/saved-searches', 'provider')).json().data).toEqual([]);
            const twice = await call('POST', '/api/claims/saved-searches', 'healthplan', {
                ...search,
                name: 'DENIED THIS YEAR',
            });
            expect(twice.statusCode).toBe(409);
            expect((await call('DELETE', `/api/claims/saved-searches/${id}`, 'provider')).statusCode).toBe(404);
            expect((await call('DELETE', `/api/claims/saved-searches/${id}`, 'healthplan')).statusCode).toBe(200);
            expect((await call('GET', '/api/claims/saved-searches', 'healthplan')).json().data).toEqual([]);
        });

        it('checks the filter of a saved search like a search', async () => {
            const bad = await call('POST', '/api/claims/saved-searches', 'healthplan', {
                ...search,
                filter: { receivedOn: { from: '2026-05-01', to: '2026-01-01' } },
            });
            expect(bad.statusCode).toBe(400);
            expect(bad.json().message).toContain('receivedOn');
        });
    });

    describe('role scoping on the server', () => {
        it('a provider finds only the claims its NPI billed or rendered, whatever it asks', async () => {
            const rows = await searchAll({}, 'provider');
            expect(ids(rows)).toEqual(ids(all.filter(c => c.billingNpi === DEMO_NPI || c.renderingNpi === DEMO_NPI)));
            expect(await searchAll({ providerNpi: '1234567893' }, 'provider')).toEqual([]);
        });

        it('a health plan finds only its own plan’s claims', async () => {
            const rows = await searchAll({ planName: ['Summit Mutual Choice PPO', DEMO_PLAN] }, 'healthplan');
            expect(ids(rows)).toEqual(ids(all.filter(claim => claim.planName === DEMO_PLAN)));
        });

        it('pharma finds only pharmacy claims of its own products, without the patient’s identifiers', async () => {
            const rows = await searchAll({}, 'pharma');
            expect(ids(rows)).toEqual(
                ids(all.filter(c => c.kind === 'pharmacy' && c.manufacturer === 'Northbridge Pharmaceuticals'))
            );
            for (const field of ['memberId', 'patientName', 'patientBirthDate', 'patientControlNumber', 'rxNumber'])
                expect(rows.filter(row => field in row)).toEqual([]);
            const refused = await get(listUrl({ filter: { memberId: 'EVG1' } }), 'pharma');
            expect(refused.statusCode).toBe(400);
            expect(refused.json().message).toContain('memberId');
        });

        it.each([
            ['provider', (c: Claim) => c.billingNpi !== DEMO_NPI && c.renderingNpi !== DEMO_NPI],
            ['healthplan', (c: Claim) => c.planName !== DEMO_PLAN],
            ['pharma', (c: Claim) => c.kind !== 'pharmacy' || c.manufacturer !== 'Northbridge Pharmaceuticals'],
        ] as const)('%s asking for another party’s claim by id gets 404', async (user, foreign) => {
            const other = all.find(foreign)!;
            const response = await get(`/api/claims/${other.id}`, user);
            expect(response.statusCode).toBe(404);
            expect(JSON.stringify(response.json())).not.toContain(other.claimNumber);
        });

        it('a provider without an NPI sees no claim at all', async () => {
            await server.addUser('claims-no-npi', { role: 'provider', providerId: null });
            const token = await server.login('claims-no-npi');
            tokens['claims-no-npi'] = token;
            expect(await searchAll({}, 'claims-no-npi')).toEqual([]);
        });
    });

    it('finds adjustment reason, remark and reject codes the portal does not describe, as an 835 keeps them', async () => {
        const [claim] = all;
        await server.db
            .update(claims)
            .set({ codes: [...claim!.codes, 'CARC:234', 'RARC:N822', 'RARC:MA18', 'NCPDP:569'] })
            .where(eq(claims.id, claim!.id));
        try {
            expect(ids(await searchAll({ carc: ['234'] }))).toEqual([claim!.id]);
            expect(ids(await searchAll({ rarc: ['n822'] }))).toEqual([claim!.id]);
            expect(ids(await searchAll({ rarc: ['MA18', 'M999'] }))).toEqual([claim!.id]);
            expect(ids(await searchAll({ ncpdpReject: ['569'] }))).toEqual([claim!.id]);
        } finally {
            await server.db.update(claims).set({ codes: claim!.codes }).where(eq(claims.id, claim!.id));
        }
    });

    describe('bad input answers 400 naming the problem and changes nothing', () => {
        it.each([
            ['a malformed CARC', { filter: { carc: ['45A1'] } }, '45A1'],
            ['a malformed RARC', { filter: { rarc: ['X15'] } }, 'X15'],
            ['a CARC of two letters', { filter: { carc: ['AB'] } }, 'AB'],
            ['a malformed NCPDP reject code', { filter: { ncpdpReject: ['5691'] } }, '5691'],
            ['an unknown filter', { filter: { colour: 'red' } }, 'colour'],
            ['a malformed date', { filter: { receivedOn: { from: '2026-13-45' } } }, 'receivedOn'],
            [
                'a range with from after to',
                { filter: { receivedOn: { from: '2026-05-01', to: '2026-04-01' } } },
                'receivedOn',
            ],
            ['an amount range with min above max', { filter: { billed: { min: 500, max: 100 } } }, 'billed'],
            ['an unknown status', { filter: { bucket: ['lost'] } }, 'lost'],
            ['an unknown CARC', { filter: { carc: ['9999'] } }, '9999'],
            ['an NPI with a wrong check digit', { filter: { providerNpi: '1234567890' } }, '1234567890'],
            ['a page over the limit', { range: [0, 500] }, 'range'],
            ['an unknown sort field', { sort: ['memberColour', 'ASC'] }, 'memberColour'],
        ] as const)('%s', async (_name, query, named) => {
            const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
            const response = await get(listUrl(query));
            expect(response.statusCode).toBe(400);
            expect(response.json().message).toContain(named);
            expect(await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(before);
        });
    });
});

describe('claim query, claims profile (cargo)', () => {
    let server: TestServer;
    let all: Claim[];
    beforeAll(async () => {
        server = await startTestServer({ profile: 'claims' });
        await seedDemoClaims(server.db, 'claims', 300);
        // Every demo claim gets an adjuster at once: one waits for its adjuster here.
        await server.db.update(claims).set({ assignedAdjuster: null }).where(eq(claims.claimNumber, 'CG-00000001'));
        all = await server.db.select().from(claims);
    });
    afterAll(() => server.close());

    const search = async (user: string, filter: object) => {
        const token = await server.login(user);
        const response = await server.app.inject({
            method: 'GET',
            url: listUrl({ filter, range: [0, 99] }),
            headers: { 'x-token': token },
        });
        expect(response.statusCode, response.body).toBe(200);
        return {
            rows: response.json() as Row[],
            total: Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)![1]),
        };
    };

    it("writes each claim of a forwarder's page as its detail does, without the insurer's reserve", async () => {
        const records = await expectPageAsDetails(
            server,
            await server.login('forwarder'),
            listUrl({ sort: ['billed', 'DESC'], range: [0, 24] })
        );
        expect(records.filter(record => 'allowed' in record)).toEqual([]);
        const reserved = new Set(all.filter(claim => claim.allowed !== null).map(claim => claim.id));
        expect(records.some(record => reserved.has(record.id))).toBe(true);
    });

    it('a forwarder finds only the claims it filed', async () => {
        const { total, rows } = await search('forwarder', {});
        expect(total).toBe(all.filter(claim => claim.forwarder === 'Bluewave Logistics').length);
        expect(rows.every(row => row.forwarder === 'Bluewave Logistics')).toBe(true);
        const other = all.find(claim => claim.forwarder !== 'Bluewave Logistics')!;
        const token = await server.login('forwarder');
        expect(
            (await server.app.inject({ method: 'GET', url: `/api/claims/${other.id}`, headers: { 'x-token': token } }))
                .statusCode
        ).toBe(404);
    });

    it('an adjuster finds every claim, and those assigned to them', async () => {
        expect((await search('adjuster', {})).total).toBe(all.length);
        const { total } = await search('adjuster', { assignedToMe: true });
        expect(total).toBe(all.filter(claim => claim.assignedAdjuster === 'adjuster').length);
    });

    it.each([
        ['loss type', { lossType: ['theft'] }, (c: Claim) => c.lossType === 'theft'],
        ['status', { bucket: ['paid', 'closed'] }, (c: Claim) => ['paid', 'closed'].includes(c.status)],
        ['shipper', { shipper: 'coffee' }, (c: Claim) => c.shipper!.toLowerCase().includes('coffee')],
        ['loss date', { lossOn: { from: '2026-01-01' } }, (c: Claim) => c.lossOn! >= '2026-01-01'],
        ['currency', { currency: ['EUR'] }, (c: Claim) => c.currency === 'EUR'],
        ['deduction reason', { adjustmentReason: ['deductible'] }, (c: Claim) => c.codes.includes('CARGO:deductible')],
    ] as const)('filters cargo claims by %s', async (_name, filter, predicate) => {
        const expected = all.filter(predicate).length;
        expect(expected).toBeGreaterThan(0);
        expect((await search('admin', filter)).total).toBe(expected);
    });

    it.each([
        [
            'policy number',
            (c: Claim) => ({ policyNumber: c.policyNumber }),
            (c: Claim, v: Claim) => c.policyNumber === v.policyNumber,
        ],
        [
            'bill of lading / air waybill',
            (c: Claim) => ({ transportDocument: c.transportDocument }),
            (c: Claim, v: Claim) => c.transportDocument === v.transportDocument,
        ],
        [
            'insured',
            (c: Claim) => ({ insured: c.insured!.slice(0, 6).toUpperCase() }),
            (c: Claim, v: Claim) => c.insured!.toLowerCase().includes(v.insured!.slice(0, 6).toLowerCase()),
        ],
        [
            'forwarder',
            (c: Claim) => ({ forwarder: c.forwarder!.slice(0, 5) }),
            (c: Claim, v: Claim) => c.forwarder!.toLowerCase().includes(v.forwarder!.slice(0, 5).toLowerCase()),
        ],
        [
            'consignee',
            (c: Claim) => ({ consignee: c.consignee!.slice(0, 5) }),
            (c: Claim, v: Claim) => c.consignee!.toLowerCase().includes(v.consignee!.slice(0, 5).toLowerCase()),
        ],
        [
            'conveyance',
            (c: Claim) => ({ conveyance: c.conveyance!.slice(0, 4) }),
            (c: Claim, v: Claim) => c.conveyance!.toLowerCase().includes(v.conveyance!.slice(0, 4).toLowerCase()),
        ],
        [
            'origin',
            (c: Claim) => ({ origin: c.origin!.slice(0, 4) }),
            (c: Claim, v: Claim) => c.origin!.toLowerCase().includes(v.origin!.slice(0, 4).toLowerCase()),
        ],
        [
            'destination',
            (c: Claim) => ({ destination: c.destination!.slice(0, 4) }),
            (c: Claim, v: Claim) => c.destination!.toLowerCase().includes(v.destination!.slice(0, 4).toLowerCase()),
        ],
        [
            'adjuster',
            (c: Claim) => ({ assignedAdjuster: [c.assignedAdjuster] }),
            (c: Claim, v: Claim) => c.assignedAdjuster === v.assignedAdjuster,
        ],
        [
            'transport mode',
            (c: Claim) => ({ transportMode: [c.transportMode] }),
            (c: Claim, v: Claim) => c.transportMode === v.transportMode,
        ],
        [
            'received range',
            (c: Claim) => ({ receivedOn: { from: c.receivedOn, to: c.receivedOn } }),
            (c: Claim, v: Claim) => c.receivedOn === v.receivedOn,
        ],
        [
            'claimed range',
            (c: Claim) => ({ billed: { min: c.billed, max: c.billed * 2 } }),
            (c: Claim, v: Claim) => c.billed >= v.billed && c.billed <= v.billed * 2,
        ],
        ['unassigned', () => ({ unassigned: true }), (c: Claim) => c.assignedAdjuster === null],
        ['survey report', () => ({ surveyReport: true }), (c: Claim) => c.surveyReport !== null],
    ] as const)('filters cargo claims by %s, the value taken from a claim', async (_name, filterOf, matches) => {
        const sample = all.find(claim => claim.assignedAdjuster !== null && claim.surveyReport !== null) ?? all[0]!;
        const expected = all.filter(claim => matches(claim, sample)).length;
        expect(expected).toBeGreaterThan(0);
        expect((await search('admin', filterOf(sample))).total).toBe(expected);
    });

    it('settled cargo claims balance: claimed = paid + deductions', async () => {
        const settled = all.filter(claim => ['paid', 'closed', 'recovery', 'declined'].includes(claim.status));
        for (const claim of settled.slice(0, 50)) {
            const items = await server.db
                .select()
                .from(claimAdjustments)
                .where(and(eq(claimAdjustments.claimId, claim.id)));
            const adjusted = items.reduce((total, item) => total + item.amount, 0);
            expect(Math.round((claim.paid + adjusted) * 100), claim.claimNumber).toBe(Math.round(claim.billed * 100));
        }
    });

    it('sums the money of a search per currency, never across currencies', async () => {
        const token = await server.login('admin');
        const response = await server.app.inject({
            method: 'GET',
            url: '/api/claims/summary',
            headers: { 'x-token': token },
        });
        const { total, buckets } = (
            response.json() as {
                data: {
                    total: { count: number; amounts: { currency: string; billed: number; paid: number }[] };
                    buckets: Record<string, { amounts: { currency: string; paid: number }[] }>;
                };
            }
        ).data;
        const currencies = [...new Set(all.map(claim => claim.currency))].sort();
        expect(currencies.length).toBeGreaterThan(1);
        expect(total.amounts.map(item => item.currency)).toEqual(currencies);
        for (const { currency, billed, paid } of total.amounts) {
            const theirs = all.filter(claim => claim.currency === currency);
            expect(billed, currency).toBeCloseTo(
                theirs.reduce((sum, claim) => sum + claim.billed, 0),
                2
            );
            expect(paid, currency).toBeCloseTo(
                theirs.reduce((sum, claim) => sum + claim.paid, 0),
                2
            );
        }
        const paidEur = all.filter(claim => claim.bucket === 'paid' && claim.currency === 'EUR');
        expect(buckets.paid!.amounts.find(item => item.currency === 'EUR')!.paid).toBeCloseTo(
            paidEur.reduce((sum, claim) => sum + claim.paid, 0),
            2
        );
    });

    it("hides the insurer's reserve from forwarders: not in their list, detail or export, and not searchable", async () => {
        const token = await server.login('forwarder');
        const inject = (url: string) => server.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
        const reserved = all.filter(claim => claim.forwarder === 'Bluewave Logistics' && claim.allowed !== null);
        expect(reserved.length).toBeGreaterThan(0);
        const { rows } = await search('forwarder', {});
        expect(rows.filter(row => 'allowed' in row)).toEqual([]);
        const detail = await inject(`/api/claims/${reserved[0]!.id}`);
        expect(detail.json().data.claim).not.toHaveProperty('allowed');
        const filtered = await inject(listUrl({ filter: { allowed: { min: 0 } } }));
        expect(filtered.statusCode).toBe(400);
        expect(filtered.json().message).toContain('allowed');
        const csv = (await inject('/api/claims/export?format=csv')).body;
        expect(csv.split('\r\n')[0]).not.toContain('Reserved');
        expect(csv.split('\r\n')[0]).toContain('Claimed');
        // An adjuster sees it.
        const adjusterRows = (await search('adjuster', { forwarder: 'Bluewave' })).rows;
        expect(adjusterRows.some(row => row.allowed !== null)).toBe(true);
    });

    it('refuses healthcare filters on the cargo desk', async () => {
        const token = await server.login('admin');
        const response = await server.app.inject({
            method: 'GET',
            url: listUrl({ filter: { carc: ['45'] } }),
            headers: { 'x-token': token },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('carc');
    });
});
