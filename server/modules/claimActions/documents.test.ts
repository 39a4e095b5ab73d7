import { createHash } from 'node:crypto';
import http from 'node:http';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDocument } from '../../../common/contract/claimActions';
import { auditLog, claimFileChunks, claimFiles, claims } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { multipartBody, multipartHeaders, SAMPLE_FILES } from '../../test/multipartUpload';
import { startTestServer, type TestServer } from '../../test/testServer';

const DEMO_NPI = '1740283969';
const DEMO_PLAN = 'Evergreen Health Advantage PPO';
const OTHER_NPI = '1234567893';
const MB = 1024 * 1024;

/** A claim billed by the demo provider's NPI to the demo plan: the fixture every healthcare test works on. */
const providerClaim = async (server: TestServer, offset = 0) => {
    const [row] = await server.db
        .select({ id: claims.id })
        .from(claims)
        .where(eq(claims.kind, 'medical'))
        .orderBy(asc(claims.id))
        .offset(offset)
        .limit(1);
    const [claim] = await server.db
        .update(claims)
        .set({ billingNpi: DEMO_NPI, planName: DEMO_PLAN })
        .where(eq(claims.id, row!.id))
        .returning();
    return claim!;
};

const storedFiles = async (server: TestServer, claimId: number) => {
    const files = await server.db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
    const [chunks] = await server.db
        .select({ count: sql<number>`count(*)::int` })
        .from(claimFileChunks)
        .innerJoin(claimFiles, eq(claimFiles.id, claimFileChunks.fileId))
        .where(eq(claimFiles.claimId, claimId));
    return { files, chunks: chunks!.count };
};

describe('documents on a healthcare claim', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
        server = await startTestServer({
            profile: 'healthcare',
            env: { CLAIM_DOCUMENT_MAX_MB: '1', CLAIM_DOCUMENTS_MAX_MB: '2' },
        });
        await seedDemoClaims(server.db, 'healthcare', 60);
        for (const user of ['admin', 'provider', 'healthplan', 'pharma']) tokens[user] = await server.login(user);
        await server.addUser('documents-other-provider', { role: 'provider', providerId: OTHER_NPI });
        tokens.other = await server.login('documents-other-provider');
    });
    afterAll(() => server.close());

    const upload = (
        claimId: number,
        fileName: string,
        content: Buffer | Iterable<Buffer>,
        options: { user?: string; type?: string; contentType?: string; failAfter?: number } = {}
    ) =>
        server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${claimId}&type=${options.type ?? 'medical_record'}`,
            payload: multipartBody(fileName, content, options),
            headers: multipartHeaders(tokens[options.user ?? 'provider']!),
        });
    const get = (url: string, user = 'provider') =>
        server.app.inject({ method: 'GET', url, headers: { 'x-token': tokens[user]! } });

    it('keeps a PDF with its SHA-256, who and when, lists it and gives it back as an attachment', async () => {
        const claim = await providerClaim(server);
        const response = await upload(claim.id, 'operative report.pdf', SAMPLE_FILES.pdf);
        expect(response.statusCode, response.body).toBe(200);
        const document = response.json().data as ClaimDocument;
        expect(document).toMatchObject({
            claimId: claim.id,
            documentType: 'medical_record',
            fileName: 'operative report.pdf',
            contentType: 'application/pdf',
            sizeBytes: SAMPLE_FILES.pdf.length,
            sha256: createHash('sha256').update(SAMPLE_FILES.pdf).digest('hex'),
            uploadedBy: 'provider',
        });
        expect(Date.now() - Date.parse(document.uploadedAt)).toBeLessThan(60_000);

        const list = await get(`/api/claim-documents?claimId=${claim.id}`, 'healthplan');
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().data).toMatchObject({
            documents: [document],
            usedBytes: SAMPLE_FILES.pdf.length,
            maxFileBytes: MB,
            maxClaimBytes: 2 * MB,
        });

        const download = await get(`/api/claim-documents/${document.id}`, 'healthplan');
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(download.headers['content-disposition']).toBe(
            `attachment; filename="operative report.pdf"; filename*=UTF-8''operative%20report.pdf`
        );
        expect(download.headers['x-content-type-options']).toBe('nosniff');

        const entries = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.targetId, claim.claimNumber))
            .orderBy(desc(auditLog.id));
        expect(entries.map(entry => [entry.action, entry.actorUsername])).toEqual(
            expect.arrayContaining([
                ['claimDocument.upload', 'provider'],
                ['claimDocument.download', 'healthplan'],
            ])
        );
        expect(entries.find(entry => entry.action === 'claimDocument.upload')?.reason).toContain(document.sha256);
    });

    it.each([
        ['a JPEG', 'scan.jpg', SAMPLE_FILES.jpeg, 'image/jpeg'],
        ['a PNG', 'scan.png', SAMPLE_FILES.png, 'image/png'],
        ['a TIFF', 'fax.tif', SAMPLE_FILES.tiff, 'image/tiff'],
        ['a PDF named .txt', 'letter.txt', SAMPLE_FILES.pdf, 'application/pdf'],
    ])('recognises %s by its content', async (_what, name, content, type) => {
        const claim = await providerClaim(server, 1);
        const response = await upload(claim.id, name, content, { contentType: 'text/html' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.contentType).toBe(type);
    });

    it.each([
        ['HTML named .pdf', 'report.pdf', SAMPLE_FILES.html, 'application/pdf'],
        ['SVG named .png', 'image.png', SAMPLE_FILES.svg, 'image/png'],
        ['a program named .pdf', 'invoice.pdf', SAMPLE_FILES.exe, 'application/pdf'],
        ['CSV (cargo desks only)', 'lines.csv', SAMPLE_FILES.csv, 'text/csv'],
    ])('refuses %s, naming what it accepts, and keeps nothing', async (_what, name, content, claimed) => {
        const claim = await providerClaim(server, 2);
        const response = await upload(claim.id, name, content, { contentType: claimed });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
            'This file is not a document the portal keeps. Accepted: PDF, JPEG, PNG, TIFF, recognised by their content, not their name.'
        );
        expect(await storedFiles(server, claim.id)).toEqual({ files: [], chunks: 0 });
    });

    it('refuses an empty file and a request without one', async () => {
        const claim = await providerClaim(server, 2);
        const empty = await upload(claim.id, 'empty.pdf', Buffer.alloc(0));
        expect(empty.statusCode).toBe(400);
        expect(empty.json().message).toBe('The file is empty.');
        const none = await server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${claim.id}&type=medical_record`,
            payload: {},
            headers: { 'x-token': tokens.provider! },
        });
        expect(none.statusCode).toBe(400);
        expect(none.json().message).toContain('multipart/form-data');
    });

    it('refuses a type outside the deployment list', async () => {
        const claim = await providerClaim(server, 2);
        const response = await upload(claim.id, 'bol.pdf', SAMPLE_FILES.pdf, { type: 'transport_document' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/type/);
    });

    /** A PDF of `bytes` bytes, sent in pieces of 64 KB. */
    const largePdf = function* (bytes: number) {
        yield SAMPLE_FILES.pdf;
        for (let sent = SAMPLE_FILES.pdf.length; sent < bytes; sent += 64 * 1024) {
            yield Buffer.alloc(Math.min(64 * 1024, bytes - sent), 0x20);
        }
    };

    it('streams a document of several chunks and gives back the same bytes', async () => {
        const claim = await providerClaim(server, 3);
        const bytes = Buffer.concat([...largePdf(900 * 1024)]);
        const response = await upload(claim.id, 'chart.pdf', largePdf(900 * 1024));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
        expect((await storedFiles(server, claim.id)).chunks).toBe(4);
        const download = await get(`/api/claim-documents/${response.json().data.id}`);
        expect(download.rawPayload.equals(bytes)).toBe(true);
    });

    it('refuses a document over the per-file limit while it streams, keeping nothing', async () => {
        const claim = await providerClaim(server, 4);
        const response = await upload(claim.id, 'big.pdf', largePdf(MB + 1));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('A document may be at most 1 MB. Nothing of this one was kept.');
        expect(await storedFiles(server, claim.id)).toEqual({ files: [], chunks: 0 });
    });

    it("takes a document of exactly the limit, then refuses what goes past the claim's allowance", async () => {
        const claim = await providerClaim(server, 5);
        expect((await upload(claim.id, 'one.pdf', largePdf(MB))).statusCode).toBe(200);
        expect((await upload(claim.id, 'two.pdf', largePdf(MB - 100 * 1024))).statusCode).toBe(200);
        const third = await upload(claim.id, 'three.pdf', largePdf(200 * 1024));
        expect(third.statusCode).toBe(400);
        expect(third.json().message).toBe(
            'The documents of a claim may be at most 2 MB together, and this claim has 0.1 MB left. Nothing of this one was kept.'
        );
        expect((await storedFiles(server, claim.id)).files).toHaveLength(2);
        expect((await upload(claim.id, 'small.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(200);
    });

    it('keeps nothing of an upload cut off half-way', async () => {
        const claim = await providerClaim(server, 6);
        const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
        const body = multipartBody('cut.pdf', largePdf(800 * 1024));
        await new Promise<void>(resolve => {
            const request = http.request(`${address}/api/claim-documents?claimId=${claim.id}&type=medical_record`, {
                method: 'POST',
                headers: multipartHeaders(tokens.provider!),
            });
            request.on('error', () => resolve());
            let sent = 0;
            body.on('data', (piece: Buffer) => {
                sent += piece.length;
                request.write(piece);
                if (sent > 600 * 1024) {
                    body.destroy();
                    // Long enough for the server to have written chunks, then the connection is cut.
                    setTimeout(() => request.destroy(), 300);
                }
            });
        });
        // The next upload to the claim waits for the cut one to end, then finds the claim as it was.
        const next = await upload(claim.id, 'whole.pdf', SAMPLE_FILES.pdf);
        expect(next.statusCode, next.body).toBe(200);
        const { files } = await storedFiles(server, claim.id);
        expect(files.map(file => file.fileName)).toEqual(['whole.pdf']);
    });

    it("answers 404 to another provider, and to pharma, for the claim's documents and each download", async () => {
        const claim = await providerClaim(server, 7);
        const document = (await upload(claim.id, 'mine.pdf', SAMPLE_FILES.pdf)).json().data as ClaimDocument;
        for (const user of ['other', 'pharma']) {
            expect((await get(`/api/claim-documents?claimId=${claim.id}`, user)).statusCode, user).toBe(404);
            expect((await get(`/api/claim-documents/${document.id}`, user)).statusCode, user).toBe(404);
            expect((await upload(claim.id, 'theirs.pdf', SAMPLE_FILES.pdf, { user })).statusCode, user).toBe(404);
        }
        expect((await storedFiles(server, claim.id)).files).toHaveLength(1);
    });

    it('keeps only the name of a file, without folders or control characters', async () => {
        const claim = await providerClaim(server, 10);
        const document = (await upload(claim.id, '../../etc/Résumé\t.pdf', SAMPLE_FILES.pdf)).json()
            .data as ClaimDocument;
        expect(document.fileName).toBe('Résumé.pdf');
        const download = await get(`/api/claim-documents/${document.id}`);
        expect(download.headers['content-disposition']).toBe(
            `attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`
        );
        const [row] = await server.db
            .select()
            .from(claimFiles)
            .where(and(eq(claimFiles.id, document.id)));
        expect(row!.contentType).toBe('application/pdf');
    });
});

describe('documents on a cargo claim', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
        server = await startTestServer({ profile: 'claims' });
        await seedDemoClaims(server.db, 'claims', 20);
        for (const user of ['editor', 'adjuster', 'forwarder']) tokens[user] = await server.login(user);
    });
    afterAll(() => server.close());

    const forwarderClaim = async () => {
        const [claim] = await server.db.select().from(claims).orderBy(asc(claims.id)).limit(1);
        const [owned] = await server.db
            .update(claims)
            .set({ forwarder: 'Bluewave Logistics' })
            .where(eq(claims.id, claim!.id))
            .returning();
        return owned!;
    };
    const upload = (claimId: number, fileName: string, content: Buffer, type = 'commercial_invoice') =>
        server.app.inject({
            method: 'POST',
            url: `/api/claim-documents?claimId=${claimId}&type=${type}`,
            payload: multipartBody(fileName, content),
            headers: multipartHeaders(tokens.forwarder!),
        });

    it('takes a CSV packing list and an XLSX invoice, recognised by their content', async () => {
        const claim = await forwarderClaim();
        const csv = await upload(claim.id, 'packing.txt', SAMPLE_FILES.csv, 'packing_list');
        expect(csv.statusCode, csv.body).toBe(200);
        expect(csv.json().data.contentType).toBe('text/csv');
        const workbook = new ExcelJS.Workbook();
        workbook.addWorksheet('Invoice').addRow(['Item', 'Value']);
        const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
        const invoice = await upload(claim.id, 'invoice.bin', xlsx);
        expect(invoice.statusCode, invoice.body).toBe(200);
        expect(invoice.json().data.contentType).toBe(
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        );
        const download = await server.app.inject({
            method: 'GET',
            url: `/api/claim-documents/${csv.json().data.id}`,
            headers: { 'x-token': tokens.adjuster! },
        });
        expect(download.headers['content-type']).toMatch(/^text\/csv/);
        expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it.each([
        ['HTML, even with commas', SAMPLE_FILES.html],
        ['a text that is no table', SAMPLE_FILES.text],
        ['CSV with binary bytes after its first rows', Buffer.concat([SAMPLE_FILES.csv, Buffer.from([0, 1, 2])])],
    ])('refuses %s as CSV', async (_what, content) => {
        const claim = await forwarderClaim();
        const response = await upload(claim.id, 'list.csv', content);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('PDF, JPEG, PNG, TIFF, XLSX, CSV');
    });
});
