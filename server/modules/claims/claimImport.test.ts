import { readFile } from 'node:fs/promises';
import { desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claimAdjustments, claimLines, claims, claimStatusHistory, users } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { CLAIM_IMPORT_MAX_CLAIMS, X12_SEGMENTS_MAX } from './importedClaim';
import { startTestServer, type TestServer } from '../../test/testServer';

const remittance = (name: string) => readFile(new URL(`../../test/remittances/${name}`, import.meta.url));

const upload = (server: TestServer, token: string, fileName: string, content: Buffer | string, language = 'en') => {
    const boundary = `----rx${Math.random().toString(16).slice(2)}`;
    return server.app.inject({
        method: 'POST',
        url: '/api/claims/import',
        payload: Buffer.concat([
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
            ),
            Buffer.isBuffer(content) ? content : Buffer.from(content),
            Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'x-token': token,
            cookie: `language=${language}`,
        },
    });
};

interface Report {
    format: string;
    created: number;
    updated: number;
    refused: number;
    ignoredColumns: string[];
    claims: { reference: string; position: number; outcome: string; problems: string[] }[];
}

/** The parties remittance.835 names for its first claim payment (CLP07 HC-00000012). */
const REMITTANCE_PARTIES = {
    payerName: 'EVERGREEN HEALTH',
    billingNpi: '1740283969',
    renderingNpi: '1234567893',
    patientName: 'GARCIA, MARIA',
    memberId: 'EVG100200300',
};

const claimCount = async (server: TestServer) =>
    (await server.db.select({ n: sql<number>`count(*)::int` }).from(claims))[0]!.n;

describe('claim import, healthcare profile', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
        server = await startTestServer();
        await seedDemoClaims(server.db, 'healthcare', 200);
        for (const user of ['admin', 'healthplan', 'provider']) tokens[user] = await server.login(user);
    });
    afterAll(() => server.close());

    const claimNamed = async (claimNumber: string) =>
        (await server.db.select().from(claims).where(eq(claims.claimNumber, claimNumber)))[0];

    it('reads an 835: updates the paid claim, creates the unknown ones, and refuses impossible ones with reasons', async () => {
        // The remittance is the claim's own payer's, for its own provider and patient.
        await server.db.update(claims).set(REMITTANCE_PARTIES).where(eq(claims.claimNumber, 'HC-00000012'));
        const before = await claimNamed('HC-00000012');
        const response = await upload(
            server,
            tokens.admin!,
            'evergreen-20260310.835',
            await remittance('remittance.835')
        );
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json().data as Report;
        expect(report).toMatchObject({ format: 'x12-835', created: 2, updated: 1, refused: 2 });
        const byReference = Object.fromEntries(report.claims.map(claim => [claim.reference, claim]));
        expect(report.claims.slice(0, 2).map(claim => claim.outcome)).toEqual(['refused', 'refused']);
        expect(byReference['EVG-835-0004']!.problems).toEqual([
            'Does not balance: billed 300.00 ≠ paid 200.00 + adjustments 50.00.',
        ]);
        expect(byReference['EVG-835-0005']!.problems).toEqual(
            expect.arrayContaining([
                expect.stringContaining('Adjustment group "XX" is unknown'),
                expect.stringContaining('"20260231" is not a date'),
                expect.stringContaining('Claim status "9" (CLP02) is unknown'),
            ])
        );

        const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(entry).toMatchObject({ action: 'claims.import', actorUsername: 'admin' });
        expect(JSON.parse(entry!.reason!)).toEqual({
            file: 'evergreen-20260310.835',
            format: 'x12-835',
            created: 2,
            updated: 1,
            refused: 2,
        });

        // The paid claim: its payment, adjustments, lines and a new status in its history.
        const paid = (await claimNamed('HC-00000012'))!;
        expect(paid).toMatchObject({
            id: before!.id,
            status: 'F1',
            bucket: 'paid',
            payerClaimStatus: '1',
            billed: 250,
            paid: 180,
            allowed: 200,
        });
        expect(paid).toMatchObject({
            paidOn: '2026-03-12',
            adjudicatedOn: '2026-03-10',
            renderingNpi: '1234567893',
            patientName: 'GARCIA, MARIA',
        });
        expect(paid.codes).toEqual(expect.arrayContaining(['PROC:99214', 'CARC:45', 'GROUP:CO', 'CARC:3', 'GROUP:PR']));
        const adjustments = await server.db
            .select()
            .from(claimAdjustments)
            .where(eq(claimAdjustments.claimId, paid.id));
        expect(
            adjustments.map(({ lineNumber, groupCode, reasonCode, amount }) => ({
                lineNumber,
                groupCode,
                reasonCode,
                amount,
            }))
        ).toEqual([
            { lineNumber: 1, groupCode: 'CO', reasonCode: '45', amount: 50 },
            { lineNumber: 1, groupCode: 'PR', reasonCode: '3', amount: 20 },
        ]);
        const lines = await server.db.select().from(claimLines).where(eq(claimLines.claimId, paid.id));
        expect(lines).toEqual([
            expect.objectContaining({
                code: '99214',
                modifiers: ['25'],
                billed: 250,
                paid: 180,
                allowed: 200,
                serviceDate: '2026-03-01',
            }),
        ]);
        if (before!.status !== 'F1') {
            const [last] = await server.db
                .select()
                .from(claimStatusHistory)
                .where(eq(claimStatusHistory.claimId, paid.id))
                .orderBy(desc(claimStatusHistory.id))
                .limit(1);
            expect(last).toMatchObject({
                status: 'F1',
                actor: 'admin',
                note: 'evergreen-20260310.835 · TRN EFT20260312001',
            });
        }

        // The claim detail shows the imported money as balanced.
        const detail = await server.app.inject({
            method: 'GET',
            url: `/api/claims/${paid.id}`,
            headers: { 'x-token': tokens.admin! },
        });
        expect(detail.json().data.balance).toMatchObject({ billed: 250, paid: 180, adjusted: 70, balanced: true });

        // New claims: a denied medical one with its remark, a pharmacy one with its NDC.
        expect(await claimNamed('EVG-835-0002')).toMatchObject({
            kind: 'medical',
            status: 'F2',
            bucket: 'denied',
            billed: 120,
            paid: 0,
            receivedOn: '2026-03-02',
            patientControlNumber: 'PCN-B2',
            billingNpi: '1740283969',
            payerName: 'EVERGREEN HEALTH',
        });
        expect((await claimNamed('EVG-835-0002'))!.codes).toEqual(expect.arrayContaining(['CARC:50', 'RARC:N130']));
        expect(await claimNamed('EVG-835-0003')).toMatchObject({
            kind: 'pharmacy',
            claimType: 'pharmacy',
            ndc: '71205041230',
            paid: 306.4,
            patientResponsibility: 4,
        });
        expect(await claimNamed('EVG-835-0004')).toBeUndefined();
        expect(await claimNamed('EVG-835-0005')).toBeUndefined();
    });

    it('refuses, claim by claim, an 835 of another payer and payee naming a provider’s claim: the claim keeps its parties and stays the provider’s; the rest of the file goes in', async () => {
        const OTHER_NPI = '1234567893';
        const [provider] = await server.db.select().from(users).where(eq(users.username, 'provider'));
        const [target] = await server.db
            .select()
            .from(claims)
            .where(eq(claims.billingNpi, provider!.providerId!))
            .limit(1);
        expect(target, 'a claim the demo provider billed').toBeDefined();
        await server.addUser('other-provider', { providerId: OTHER_NPI });
        const other = await server.login('other-provider');
        const file = (await remittance('remittance.835'))
            .toString('latin1')
            .replace('N1*PR*EVERGREEN HEALTH', 'N1*PR*SUMMIT MUTUAL')
            .replace('N1*PE*CASCADE FAMILY MEDICINE*XX*1740283969', `N1*PE*OTHER CLINIC*XX*${OTHER_NPI}`)
            .replace('*HC-00000012*', `*${target!.claimNumber}*`)
            .replace('*EVG-835-0002*', '*SUM-835-0002*');

        const response = await upload(server, tokens.admin!, 'summit.835', file);
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json().data as Report;
        const byReference = Object.fromEntries(report.claims.map(claim => [claim.reference, claim]));
        expect(byReference[target!.claimNumber]).toMatchObject({ outcome: 'refused' });
        expect(byReference[target!.claimNumber]!.problems).toEqual([
            expect.stringContaining(`Names other parties than claim ${target!.claimNumber} has (payerName, billingNpi`),
        ]);
        // A claim the file creates has no parties to keep: it goes in.
        expect(byReference['SUM-835-0002']).toMatchObject({ outcome: 'created', problems: [] });
        expect(await claimNamed('SUM-835-0002')).toMatchObject({ payerName: 'SUMMIT MUTUAL', billingNpi: OTHER_NPI });

        // Nothing of the claim changed: its parties, its money, its status.
        expect(await claimNamed(target!.claimNumber)).toEqual(target);
        const read = (token: string) =>
            server.app.inject({ method: 'GET', url: `/api/claims/${target!.id}`, headers: { 'x-token': token } });
        expect((await read(tokens.provider!)).statusCode).toBe(200);
        expect((await read(other)).statusCode).toBe(404);
        const search = await server.app.inject({
            method: 'GET',
            url: `/api/claims?filter=${encodeURIComponent(JSON.stringify({ claimNumber: target!.claimNumber }))}`,
            headers: { 'x-token': other },
        });
        expect(search.json()).toEqual([]);
        expect(search.headers['content-range']).toBe('claims */0');

        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'claims.import'))
            .orderBy(desc(auditLog.id))
            .limit(1);
        expect(JSON.parse(entry!.reason!).otherParties).toContain(target!.claimNumber);
    });

    it('refuses an 835 that does not name the payee by NPI for a claim that exists: the payee cannot be matched', async () => {
        const before = (await claimNamed('HC-00000012'))!;
        const file = (await remittance('remittance.835'))
            .toString('latin1')
            .replace('N1*PE*CASCADE FAMILY MEDICINE*XX*1740283969', 'N1*PE*CASCADE FAMILY MEDICINE*FI*930000001');
        const report = (await upload(server, tokens.admin!, 'no-npi.835', file)).json().data as Report;
        const claim = report.claims.find(item => item.reference === 'HC-00000012')!;
        expect(claim).toMatchObject({ outcome: 'refused' });
        expect(claim.problems).toEqual([expect.stringContaining('claim HC-00000012 has (billingNpi)')]);
        expect(await claimNamed('HC-00000012')).toEqual(before);
    });

    it('importing the same remittance again changes the same claims and creates nothing new', async () => {
        const count = await claimCount(server);
        const report = (await upload(server, tokens.admin!, 'again.835', await remittance('remittance.835'))).json()
            .data as Report;
        expect(report).toMatchObject({ created: 0, updated: 3, refused: 2 });
        expect(await claimCount(server)).toBe(count);
    });

    it('refuses a claim whose reason or remark code is not of its code set’s shape, in the caller’s language; the rest goes in and the code filters find it', async () => {
        const response = await upload(
            server,
            tokens.admin!,
            'code-shapes.835',
            await remittance('code-shapes.835'),
            'es'
        );
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json().data as Report;
        expect(report).toMatchObject({ created: 1, refused: 2 });
        const problems = Object.fromEntries(report.claims.map(claim => [claim.reference, claim.problems]));
        // Four characters are no CARC (the query's CARC filter refuses them as well).
        expect(problems['EVG-835-0006']).toEqual(
            expect.arrayContaining([
                expect.stringContaining('El motivo de ajuste "4512" no es un código de motivo de ajuste (CARC)'),
            ])
        );
        // A service line's remark (LQ*HE) is held to the RARC shape like the claim's own.
        expect(problems['EVG-835-0007']).toEqual([
            expect.stringContaining('La observación "X12345" no es un código de observación (RARC)'),
        ]);
        expect(await claimNamed('EVG-835-0006')).toBeUndefined();
        expect(await claimNamed('EVG-835-0007')).toBeUndefined();

        const stored = (await claimNamed('EVG-835-0008'))!;
        expect(stored.codes).toEqual(expect.arrayContaining(['CARC:P12', 'RARC:MA130']));
        for (const filter of [{ carc: ['p12'] }, { rarc: ['MA130'] }]) {
            const query = new URLSearchParams({ range: '[0,99]', filter: JSON.stringify(filter) });
            const found = await server.app.inject({
                method: 'GET',
                url: `/api/claims?${query}`,
                headers: { 'x-token': tokens.admin! },
            });
            expect(found.statusCode, found.body).toBe(200);
            expect(
                (found.json() as { claimNumber: string }[]).map(claim => claim.claimNumber),
                JSON.stringify(filter)
            ).toContain('EVG-835-0008');
        }
    });

    it.each([
        ['bad-segment-count.835', 'SE01 (928) does not match'],
        ['missing-iea.835', 'IEA missing'],
        ['truncated-isa.835', 'This X12 file is malformed'],
        ['not-remittance.835', 'holds a 837 transaction, not an 835 remittance'],
        ['no-claims.835', 'holds no claim payment'],
    ])('refuses the malformed %s whole, changing nothing', async (file, message) => {
        const count = await claimCount(server);
        const audits = (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
        const response = await upload(server, tokens.admin!, file, await remittance(file));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
        expect(await claimCount(server)).toBe(count);
        expect((await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n).toBe(audits);
    });

    it('refuses a file that is no spreadsheet and no X12, in the caller’s language', async () => {
        const response = await upload(
            server,
            tokens.admin!,
            'photo.png',
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 4])
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('not a spreadsheet');
    });

    it.each(['healthplan', 'provider'])('%s may not import claims (403), and nothing changes', async user => {
        const count = await claimCount(server);
        const response = await upload(server, tokens[user]!, 'remittance.835', await remittance('remittance.835'));
        expect(response.statusCode).toBe(403);
        expect(await claimCount(server)).toBe(count);
    });

    it('refuses at once, in the caller’s language, a 5 MB sheet of claim numbers and a 5 MB 835 of adjustments, and keeps serving', async () => {
        const count = await claimCount(server);
        const numbers = ['claimNumber', ...Array.from({ length: 600_000 }, (_, n) => `HC-X${n}`)].join('\n');
        expect(numbers.length).toBeGreaterThan(5_000_000);
        let started = Date.now();
        const sheet = await upload(server, tokens.admin!, 'numbers.csv', numbers, 'es');
        expect(sheet.statusCode).toBe(400);
        expect(sheet.json().message).toContain(CLAIM_IMPORT_MAX_CLAIMS.toString());
        expect(sheet.json().message).toMatch(/reclamaciones/);
        expect(Date.now() - started).toBeLessThan(5_000);

        const original = (await remittance('remittance.835')).toString('latin1');
        const adjustments = 'CAS*CO*45*1~'.repeat(450_000);
        const flood = original.replace(/(CLP\*[^~]*~)/, `$1${adjustments}`);
        expect(flood.length).toBeGreaterThan(5_000_000);
        started = Date.now();
        const x12 = await upload(server, tokens.admin!, 'flood.835', flood);
        expect(x12.statusCode).toBe(400);
        expect(x12.json().message).toBe(
            `This remittance has more than ${X12_SEGMENTS_MAX} segments, the most one import reads. Split it into several files.`
        );
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(await claimCount(server)).toBe(count);
        expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('takes back its own CSV export in another language: every claim updated, none refused', async () => {
        const filter = encodeURIComponent(JSON.stringify({ bucket: ['paid', 'denied', 'pending'] }));
        const exported = await server.app.inject({
            method: 'GET',
            url: `/api/claims/export?format=csv&filter=${filter}`,
            headers: { 'x-token': tokens.admin!, cookie: 'language=es' },
        });
        const rows = exported.body
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n');
        const report = (await upload(server, tokens.admin!, 'reclamaciones.csv', exported.body)).json().data as Report;
        expect(report.claims.filter(claim => claim.outcome === 'refused')).toEqual([]);
        expect(report).toMatchObject({
            format: 'csv',
            created: 0,
            updated: rows.length - 1,
            refused: 0,
            ignoredColumns: [],
        });
    });

    it('reads an XLSX sheet: creates and updates claims, refusing bad cells by column and row, and other parties', async () => {
        const own = (await claimNamed('HC-00000020'))!;
        const moved = (await claimNamed('HC-00000021'))!;
        const otherPlan =
            moved.planName === 'Summit Mutual Choice PPO' ? 'Riverbend Gold EPO' : 'Summit Mutual Choice PPO';
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('Claims');
        sheet.addRow(['Claim #', 'Status', 'Received', 'Billed', 'Paid', 'Billing NPI', 'Plan', 'Colour']);
        sheet.addRow(['XL-0001', 'A1', 46144, 99.5, 0, '1740283969', 'Evergreen Health Advantage PPO', 'blue']);
        sheet.addRow([
            'HC-00000020',
            null,
            new Date(Date.UTC(2026, 0, 5)),
            null,
            null,
            null,
            // The claim's own plan, written another way: the same party.
            ` ${own.planName!.toUpperCase()} `,
            null,
        ]);
        sheet.addRow(['HC-00000021', null, new Date(Date.UTC(2026, 0, 6)), null, null, null, otherPlan, null]);
        sheet.addRow(['XL-0003', 'lost', '2026-02-30', 'ten', 0, '1234567890', null, null]);
        sheet.addRow(['XL-0004', 'A1', null, 10, 0, null, { formula: 'A1*2' }, null]);
        sheet.addRow(['XL-0005', 'P1', null, 10, 0, null, '=HYPERLINK("x")', null]);
        const file = Buffer.from(await workbook.xlsx.writeBuffer());
        const response = await upload(server, tokens.admin!, 'claims.xlsx', file);
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json().data as Report;
        expect(report).toMatchObject({
            format: 'xlsx',
            created: 1,
            updated: 1,
            refused: 4,
            ignoredColumns: ['Colour'],
        });
        const problems = Object.fromEntries(report.claims.map(claim => [claim.reference, claim.problems]));
        expect(problems['XL-0003']).toEqual([
            'Status: "lost" is not one of the codes of this field.',
            'Received: "2026-02-30" is not a date such as 2026-05-01.',
            'Billed: "ten" is not an amount of 0 or more.',
            '"1234567890" is not an NPI (10 digits with a valid check digit).',
        ]);
        expect(problems['XL-0004']).toEqual(['Plan: a formula (=A1*2) instead of a value.']);
        expect(problems['XL-0005']).toEqual(['Plan: "=HYPERLINK("x")" would run as a formula in a spreadsheet.']);
        expect(await claimNamed('XL-0001')).toMatchObject({
            kind: 'medical',
            status: 'A1',
            bucket: 'received',
            receivedOn: '2026-05-02',
            billed: 99.5,
        });
        expect(await claimNamed('HC-00000020')).toMatchObject({ planName: own.planName, receivedOn: '2026-01-05' });
        // A row naming an existing claim with another health plan would hand it to that plan: refused, nothing changed.
        expect(problems['HC-00000021']).toEqual([
            'Names other parties than claim HC-00000021 has (planName): an import never moves a claim to another payer, provider, patient or organisation. Nothing of this claim was changed.',
        ]);
        expect(await claimNamed('HC-00000021')).toEqual(moved);
        expect(await claimNamed('XL-0003')).toBeUndefined();
    });

    it('refuses a sheet without a claim number column', async () => {
        const response = await upload(server, tokens.admin!, 'claims.csv', 'Status,Billed\r\nA1,10\r\n');
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('no claim number column');
    });
});

describe('claim import, claims profile (cargo)', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({ profile: 'claims' });
        await seedDemoClaims(server.db, 'claims', 50);
    });
    afterAll(() => server.close());

    const csv = [
        'Claim #;Status;Received;Claimed;Paid;Forwarder;Insured;Type of loss;Currency',
        'CG-NEW-1;reported;2026-06-01;12500.00;0;Bluewave Logistics;Harbor Foods Ltd;Wet damage;EUR',
        'CG-NEW-2;reported;2026-06-01;100;200;Bluewave Logistics;Harbor Foods Ltd;theft;USD',
    ].join('\r\n');

    it('an editor imports cargo claims from a semicolon CSV, codes by their labels; a claim paying more than claimed is refused', async () => {
        const token = await server.login('editor');
        const response = await upload(server, token, 'cargo.csv', csv);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toMatchObject({ format: 'csv', created: 1, refused: 1 });
        expect(response.json().data.claims[0].problems).toEqual(['Paid 200.00 is more than billed 100.00.']);
        const [created] = await server.db.select().from(claims).where(eq(claims.claimNumber, 'CG-NEW-1'));
        expect(created).toMatchObject({
            kind: 'cargo',
            status: 'reported',
            bucket: 'reported',
            lossType: 'wet_damage',
            currency: 'EUR',
            billed: 12500,
        });
    });

    it('refuses a row naming an existing cargo claim with another forwarder or insured: the forwarder keeps its claim', async () => {
        const forwarder = await server.login('forwarder');
        const [own] = await server.db.select().from(claims).where(eq(claims.forwarder, 'Bluewave Logistics')).limit(1);
        expect(own, 'a claim the demo forwarder filed').toBeDefined();
        const sheet = [
            'Claim #;Forwarder;Insured;Survey report',
            `${own!.claimNumber};Northstar Freight;${own!.insured};SR-1`,
        ].join('\r\n');
        const token = await server.login('editor');
        const report = (await upload(server, token, 'moved.csv', sheet)).json().data as Report;
        expect(report).toMatchObject({ updated: 0, refused: 1 });
        expect(report.claims[0]!.problems).toEqual([
            expect.stringContaining(`Names other parties than claim ${own!.claimNumber} has (forwarder)`),
        ]);
        expect((await server.db.select().from(claims).where(eq(claims.id, own!.id)))[0]).toEqual(own);
        const read = await server.app.inject({
            method: 'GET',
            url: `/api/claims/${own!.id}`,
            headers: { 'x-token': forwarder },
        });
        expect(read.statusCode).toBe(200);
    });

    it('forwarders and adjusters may not import (403)', async () => {
        for (const user of ['forwarder', 'adjuster']) {
            expect((await upload(server, await server.login(user), 'cargo.csv', csv)).statusCode, user).toBe(403);
        }
    });

    it('refuses an X12 remittance on the cargo desk', async () => {
        const response = await upload(
            server,
            await server.login('admin'),
            'remittance.835',
            await remittance('remittance.835')
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('healthcare desk only');
    });
});
