import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NPI_SAMPLE } from '../../db/seed';
import { startTestServer, type TestServer } from '../../test/testServer';
import { importNpiFile } from './registry';
import { npiRegistry } from './tables';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

const entries = async () => (await server.db.select({ n: count() }).from(npiRegistry))[0]!.n;
const HEADER =
    '"NPI","Entity Type Code","Provider Last Name (Legal Name)","Provider First Name","Provider Organization Name (Legal Business Name)","Healthcare Provider Taxonomy Code_1","Healthcare Provider Primary Taxonomy Switch_1","Healthcare Provider Taxonomy Code_2","Healthcare Provider Primary Taxonomy Switch_2"';
const csv = async (...rows: string[]) => {
    const file = join(await mkdtemp(join(tmpdir(), 'npi-')), 'npidata.csv');
    await writeFile(file, [HEADER, ...rows].join('\n'));
    return file;
};

describe('importing an NPPES file', () => {
    it('adds new NPIs and updates known ones, so loading a file twice changes nothing', async () => {
        const before = await entries();
        const report = await importNpiFile(server.db, NPI_SAMPLE);
        expect(report).toMatchObject({ rejected: 0 });
        expect(report.imported).toBe(before);
        expect(await entries()).toBe(before);

        const file = await csv('"1679576722","1","NEWCOMB","ROSA","","207RC0000X","N","207Q00000X","Y"');
        expect(await importNpiFile(server.db, file)).toMatchObject({ imported: 1, rejected: 0 });
        await importNpiFile(server.db, file);
        expect(await entries()).toBe(before + 1);
        const [entry] = await server.db.select().from(npiRegistry).where(eq(npiRegistry.npi, '1679576722'));
        expect(entry).toMatchObject({
            lastName: 'NEWCOMB',
            entityType: 1,
            taxonomyCode: '207Q00000X',
            deactivated: false,
        });
    });

    it('reports each refused row with its line and reason, and keeps the good ones', async () => {
        const file = await csv(
            '"1679576723","1","BADDIGIT","ANN","","","","",""',
            '"1821032186","2","","","","","","",""',
            '"1457349664","1","","NO LAST NAME","","","","",""',
            '"1922140193","2","","","MAPLE COURT PHARMACY","3336C0003X","Y","",""'
        );
        const report = await importNpiFile(server.db, file);
        expect(report).toEqual({
            imported: 1,
            rejected: 3,
            rejections: [
                { line: 2, npi: '1679576723', reason: 'invalid NPI (format or check digit)' },
                { line: 3, npi: '1821032186', reason: 'organisation without a name' },
                { line: 4, npi: '1457349664', reason: 'individual without a last name' },
            ],
        });
        const [pharmacy] = await server.db.select().from(npiRegistry).where(eq(npiRegistry.npi, '1922140193'));
        expect(pharmacy).toMatchObject({
            organizationName: 'MAPLE COURT PHARMACY',
            entityType: 2,
            taxonomyCode: '3336C0003X',
        });
    });
});
