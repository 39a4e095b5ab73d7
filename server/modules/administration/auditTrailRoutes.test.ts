import { Readable } from 'node:stream';
import { count, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { exportFileName } from './auditTrailRoutes';

let server: TestServer;
let admin: string;
let adminId: string;
beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    adminId = (await server.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;
});
afterAll(() => server.close());

const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'x-token': token, ...headers } });

const query = (parts: { sort?: unknown; range?: unknown; filter?: unknown; raw?: Record<string, string> }) => {
    const params = new URLSearchParams();
    for (const key of ['sort', 'range', 'filter'] as const) {
        if (parts[key] !== undefined) params.set(key, JSON.stringify(parts[key]));
    }
    for (const [key, value] of Object.entries(parts.raw ?? {})) params.set(key, value);
    return params.toString();
};
const auditRows = async () => (await server.db.select({ n: count() }).from(auditLog))[0]!.n;
const lastAudit = async () => (await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
const parseCsv = (text: string): string[][] => {
    const records: string[][] = [];
    let record: string[] = [];
    let field = '';
    let quoted = false;
    for (let index = 0; index < text.length; index++) {
        const char = text[index]!;
        if (quoted) {
            if (char === '"' && text[index + 1] === '"') {
                field += '"';
                index++;
            } else if (char === '"') quoted = false;
            else field += char;
        } else if (char === '"') quoted = true;
        else if (char === ',') {
            record.push(field);
            field = '';
        } else if (char === '\r' && text[index + 1] === '\n') {
            record.push(field);
            records.push(record);
            record = [];
            field = '';
            index++;
        } else field += char;
    }
    return records;
};

const readXlsx = async (body: Buffer): Promise<string[][]> => {
    const rows: string[][] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(body), {
        sharedStrings: 'cache',
        worksheets: 'emit',
    });
    for await (const sheet of reader) {
        for await (const row of sheet) {
            rows.push(((row.values as unknown[]).slice(1) as (string | undefined)[]).map(value => value ?? ''));
        }
    }
    return rows;
};

const HEADER = [
    'Time (UTC)',
    'User',
    'Role',
    'Action',
    'Target type',
    'Target id',
    'Outcome',
    'Reason',
    'Address',
    'User agent',
    'Changes',
];

/** Entries of a past week written straight into the trail, so that every filter has a known answer. */
const seeded: Record<string, number> = {};
let annId = '';
let benId = '';
beforeAll(async () => {
    annId = (await server.addUser('trail-ann')).id;
    benId = (await server.addUser('Trail-Ben')).id;
    const entries = [
        [
            'ann-login',
            {
                at: '2020-01-06T08:00:00Z',
                actorId: annId,
                actorUsername: 'trail-ann',
                actorRole: 'provider',
                action: 'auth.login',
                outcome: 'success',
                targetType: 'session',
                targetId: 'sess-ann-1',
                ip: '198.51.100.7',
            },
        ],
        [
            'ann-failed',
            {
                at: '2020-01-06T09:00:00Z',
                actorId: annId,
                actorUsername: 'trail-ann',
                actorRole: 'provider',
                action: 'auth.login',
                outcome: 'failure',
                reason: 'wrong_credentials',
                ip: '198.51.100.8',
            },
        ],
        [
            'ben-locks-ann',
            {
                at: '2020-01-07T10:00:00Z',
                actorId: benId,
                actorUsername: 'Trail-Ben',
                actorRole: 'admin',
                action: 'user.status',
                outcome: 'success',
                targetType: 'user',
                targetId: annId,
                changes: { status: { before: 'active', after: 'locked' } },
                reason: 'lock',
                ip: '203.0.113.9',
            },
        ],
        [
            'ben-views-ann',
            {
                at: '2020-01-07T10:00:00Z',
                actorId: benId,
                actorUsername: 'Trail-Ben',
                actorRole: 'admin',
                action: 'user.view',
                outcome: 'success',
                targetType: 'user',
                targetId: annId,
                ip: '203.0.113.9',
            },
        ],
        [
            'ben-contact',
            {
                at: '2020-01-08T23:59:59Z',
                actorId: benId,
                actorUsername: 'Trail-Ben',
                actorRole: 'admin',
                action: 'contact.request',
                outcome: 'success',
                targetType: 'contact_request',
                targetId: 'req-0042',
                reason: 'kept_in_outbox',
                ip: '203.0.113.9',
            },
        ],
        [
            'formula',
            {
                at: '2020-01-09T00:00:00Z',
                actorId: null,
                actorUsername: "=cmd|' /C calc'!A0",
                actorRole: null,
                action: 'auth.login',
                outcome: 'failure',
                targetType: '@SUM(1+1)',
                targetId: '-2+3',
                reason: '+1',
                ip: '\t10.0.0.1',
                userAgent: '\r=HYPERLINK("http://evil.example")',
            },
        ],
    ] as const;
    for (const [name, entry] of entries) {
        const [row] = await server.db
            .insert(auditLog)
            .values({ ...entry, at: new Date(entry.at) } as typeof auditLog.$inferInsert)
            .returning({ id: auditLog.id });
        seeded[name] = row!.id;
    }
});
const week = { from: '2020-01-06', to: '2020-01-09' };
const idsOf = (response: { json(): unknown }) => (response.json() as { id: number }[]).map(entry => entry.id);
const named = (...names: string[]) => names.map(name => seeded[name]);

describe('GET /api/audit', () => {
    it('answers a page as a plain array, newest first, with Content-Range', async () => {
        const response = await get(`/api/audit?${query({ range: [0, 2], filter: week })}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-range']).toBe('audit 0-2/6');
        expect(idsOf(response)).toEqual(named('formula', 'ben-contact', 'ben-views-ann'));
        const [, contact] = response.json();
        expect(contact).toEqual({
            id: seeded['ben-contact'],
            at: '2020-01-08T23:59:59.000Z',
            actorId: benId,
            actorUsername: 'Trail-Ben',
            actorRole: 'admin',
            action: 'contact.request',
            targetType: 'contact_request',
            targetId: 'req-0042',
            changes: null,
            outcome: 'success',
            reason: 'kept_in_outbox',
            ip: '203.0.113.9',
            userAgent: '',
        });
        const rest = await get(`/api/audit?${query({ range: [3, 9], filter: week })}`);
        expect(rest.headers['content-range']).toBe('audit 3-5/6');
        expect(idsOf(rest)).toEqual(named('ben-locks-ann', 'ann-failed', 'ann-login'));
    });

    it.each([
        [{ actor: 'TRAIL-ann' }, ['ann-failed', 'ann-login']],
        [{ actor: 'trail-an' }, []],
        [{ action: 'auth.login' }, ['formula', 'ann-failed', 'ann-login']],
        [{ action: ['user.view', 'user.status'] }, ['ben-views-ann', 'ben-locks-ann']],
        [{ outcome: 'failure' }, ['formula', 'ann-failed']],
        [{ from: '2020-01-07', to: '2020-01-08' }, ['ben-contact', 'ben-views-ann', 'ben-locks-ann']],
        [
            { from: '2020-01-06T08:30:00Z', to: '2020-01-07T10:00:00Z' },
            ['ben-views-ann', 'ben-locks-ann', 'ann-failed'],
        ],
        [{ to: '2020-01-06T08:00:00' }, ['ann-login']],
        [{ q: 'WRONG_cred' }, ['ann-failed']],
        [{ q: 'req-00' }, ['ben-contact']],
        [{ q: '198.51.100' }, ['ann-failed', 'ann-login']],
        [{ q: 'user.' }, ['ben-views-ann', 'ben-locks-ann']],
        [{ actor: 'trail-ben', outcome: 'success', action: [] }, ['ben-contact', 'ben-views-ann', 'ben-locks-ann']],
    ])('filters by %j', async (filter, expected) => {
        const response = await get(`/api/audit?${query({ filter: { ...week, ...filter } })}`);
        expect(response.statusCode).toBe(200);
        expect(idsOf(response)).toEqual(named(...expected));
    });

    it("filters by userId: the user's own entries and the entries about the user", async () => {
        const ann = await get(`/api/audit?${query({ filter: { ...week, userId: annId } })}`);
        expect(idsOf(ann)).toEqual(named('ben-views-ann', 'ben-locks-ann', 'ann-failed', 'ann-login'));
        const ben = await get(`/api/audit?${query({ filter: { ...week, userId: benId } })}`);
        expect(idsOf(ben)).toEqual(named('ben-contact', 'ben-views-ann', 'ben-locks-ann'));
    });

    it.each([
        [
            ['at', 'ASC'],
            ['ann-login', 'ann-failed', 'ben-locks-ann', 'ben-views-ann', 'ben-contact', 'formula'],
        ],
        [
            ['at', 'DESC'],
            ['formula', 'ben-contact', 'ben-views-ann', 'ben-locks-ann', 'ann-failed', 'ann-login'],
        ],
        [
            ['action', 'ASC'],
            ['ann-login', 'ann-failed', 'formula', 'ben-contact', 'ben-locks-ann', 'ben-views-ann'],
        ],
        [
            ['actorUsername', 'DESC'],
            ['ben-contact', 'ben-views-ann', 'ben-locks-ann', 'ann-failed', 'ann-login', 'formula'],
        ],
        [
            ['id', 'DESC'],
            ['formula', 'ben-contact', 'ben-views-ann', 'ben-locks-ann', 'ann-failed', 'ann-login'],
        ],
    ])('sorts by %j, ties broken by id in the same order', async (sort, expected) => {
        const response = await get(`/api/audit?${query({ sort, filter: week })}`);
        expect(idsOf(response)).toEqual(named(...expected));
    });

    it.each([
        [{ sort: '["ip","ASC"]' }, '"sort" cannot sort by "ip". Sortable fields: at, action, actorUsername, id.'],
        [{ sort: '[at,DESC]' }, '"sort" must be JSON, for example ["at","DESC"].'],
        [
            { range: '[0,"9"]' },
            '"range" must be [first, last]: two whole numbers from 0, first ≤ last, for example [0,24].',
        ],
        [{ range: '[50,150]' }, '"range" may cover at most 100 rows.'],
        [
            { filter: '{"user":"admin"}' },
            '"filter" has no key "user". Keys: actor, userId, action, outcome, from, to, q.',
        ],
        [{ filter: '{"outcome":"denied"}' }, '"filter.outcome" cannot be "denied". Values: success, failure.'],
        [{ filter: '{"userId":"admin"}' }, '"filter.userId" is not valid.'],
        [
            { filter: '{"from":"01/06/2020"}' },
            '"filter.from" must be an ISO 8601 date or time such as 2026-05-01 or 2026-05-01T09:30:00Z.',
        ],
        [
            { filter: 'actor=admin' },
            '"filter" must be JSON, for example {"actor":"admin","action":["user.status","user.sessionsEnded"],"from":"2026-05-01"}.',
        ],
    ])('refuses %j with a 400 naming it, changing nothing', async (raw, message) => {
        const before = await auditRows();
        const response = await get(`/api/audit?${query({ raw })}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, message, success: false });
        expect(await auditRows()).toBe(before);
    });

    it('is for admins only; the refusal is audited as such', async () => {
        const pharma = await server.login('pharma');
        const response = await get('/api/audit', pharma);
        expect(response.statusCode).toBe(403);
        expect(await lastAudit()).toMatchObject({
            action: 'access.denied',
            actorUsername: 'pharma',
            targetId: 'GET /api/audit',
        });
        expect((await get('/api/audit/export', pharma)).statusCode).toBe(403);
    });
});

describe('GET /api/audit/export', () => {
    const exportUrl = (format: string, parts: Parameters<typeof query>[0] = { filter: week }) =>
        `/api/audit/export?format=${format}&${query(parts)}`;

    it('names the file after the time of the export, in UTC', () => {
        expect(exportFileName('csv', new Date('2026-05-01T09:07:59Z'))).toBe('audit-trail-20260501-0907.csv');
        expect(exportFileName('xlsx', new Date('2026-12-31T23:59:00Z'))).toBe('audit-trail-20261231-2359.xlsx');
    });

    it('streams a CSV with a BOM, the header row and the rows in order, formulas neutralised', async () => {
        const response = await get(exportUrl('csv', { sort: ['at', 'ASC'], filter: week }));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(
            /^attachment; filename="audit-trail-\d{8}-\d{4}\.csv"$/
        );
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
        expect(header).toEqual(HEADER);
        expect(rows).toHaveLength(6);
        expect(rows[2]).toEqual([
            '2020-01-07T10:00:00.000Z',
            'Trail-Ben',
            'admin',
            'user.status',
            'user',
            annId,
            'success',
            'lock',
            '203.0.113.9',
            '',
            // jsonb keeps shorter keys first.
            '{"status":{"after":"locked","before":"active"}}',
        ]);
        expect(rows[5]).toEqual([
            '2020-01-09T00:00:00.000Z',
            "'=cmd|' /C calc'!A0",
            '',
            'auth.login',
            "'@SUM(1+1)",
            "'-2+3",
            'failure',
            "'+1",
            "'\t10.0.0.1",
            `'\r=HYPERLINK("http://evil.example")`,
            '',
        ]);
    });

    it('audits the export with its format, filter and row count, and leaves its own entry out of the file', async () => {
        const filter = { ...week, action: ['auth.login'] };
        const response = await get(exportUrl('csv', { filter }));
        expect(parseCsv(response.body.replace(/^\uFEFF/, ''))).toHaveLength(1 + 3);
        const entry = await lastAudit();
        expect(entry).toMatchObject({
            action: 'audit.export',
            outcome: 'success',
            actorId: adminId,
            actorUsername: 'admin',
            targetType: 'audit_log',
        });
        expect(JSON.parse(entry.reason!)).toEqual({
            format: 'csv',
            rows: 3,
            filter: {
                from: '>= 2020-01-06T00:00:00.000Z',
                to: '< 2020-01-10T00:00:00.000Z',
                action: ['auth.login'],
            },
            sort: ['at', 'DESC'],
        });

        const everything = await get(exportUrl('csv', { filter: { actor: 'admin', action: 'audit.export' } }));
        const exported = parseCsv(everything.body.replace(/^\uFEFF/, '')).slice(1);
        const own = await lastAudit();
        expect(own.action).toBe('audit.export');
        expect(exported.map(row => row[0])).not.toContain(own.at.toISOString());
        expect(JSON.parse(own.reason!).rows).toBe(exported.length);
    });

    it('streams an XLSX workbook that reads back with the header, the rows and the neutralised formulas', async () => {
        const response = await get(exportUrl('xlsx', { sort: ['at', 'ASC'], filter: week }));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        );
        expect(response.headers['content-disposition']).toMatch(
            /^attachment; filename="audit-trail-\d{8}-\d{4}\.xlsx"$/
        );
        const [header, ...rows] = await readXlsx(response.rawPayload);
        expect(header).toEqual(HEADER);
        expect(rows).toHaveLength(6);
        expect(rows[0]!.slice(0, 4)).toEqual(['2020-01-06T08:00:00.000Z', 'trail-ann', 'provider', 'auth.login']);
        const formula = rows[5]!;
        expect(formula[1]).toBe("'=cmd|' /C calc'!A0");
        expect(formula[4]).toBe("'@SUM(1+1)");
        expect(formula[5]).toBe("'-2+3");
        expect(formula[7]).toBe("'+1");
        expect(formula[8]).toBe("'\t10.0.0.1");
        // XML reads a carriage return in text as a line feed; the leading ' is what matters.
        expect(formula[9]).toBe(`'\n=HYPERLINK("http://evil.example")`);
        expect(JSON.parse((await lastAudit()).reason!)).toMatchObject({ format: 'xlsx', rows: 6, sort: ['at', 'ASC'] });
    });

    it("titles the columns in the caller's language", async () => {
        const response = await get(exportUrl('csv'), admin, { cookie: 'language=zh' });
        const [header] = parseCsv(response.body.replace(/^\uFEFF/, ''));
        expect(header).toEqual([
            '时间 (UTC)',
            '用户',
            '角色',
            '操作',
            '对象类型',
            '对象 ID',
            '结果',
            '原因',
            '地址',
            '用户代理',
            '变更',
        ]);
    });

    it.each([
        [{ format: 'pdf' }, '"format" cannot be "pdf". Values: csv, xlsx.'],
        [
            { format: 'csv', sort: '["reason","ASC"]' },
            '"sort" cannot sort by "reason". Sortable fields: at, action, actorUsername, id.',
        ],
        [
            { format: 'xlsx', filter: '{"who":"me"}' },
            '"filter" has no key "who". Keys: actor, userId, action, outcome, from, to, q.',
        ],
    ])('refuses %j with a 400, exporting and auditing nothing', async (raw, message) => {
        const before = await auditRows();
        const response = await get(`/api/audit/export?${new URLSearchParams(raw)}`);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.json()).toEqual({ code: 400, message, success: false });
        expect(await auditRows()).toBe(before);
    });
});

describe('an export beyond 100 000 rows', () => {
    let big: TestServer;
    let token: string;
    beforeAll(async () => {
        big = await startTestServer();
        token = await big.login('admin');
        // 100 001 entries: 5 000 of them "bulk.small", so that one filter stays within the limit.
        await big.db.execute(sql`
            insert into audit_log (action, outcome, target_id, at)
            select case when n <= 5000 then 'bulk.small' else 'bulk.large' end, 'success', n::text,
                   timestamptz '2021-01-01T00:00:00Z' + n * interval '1 second'
            from generate_series(1, 100001) as n`);
    }, 120_000);
    afterAll(() => big.close());
    const exportAs = (format: string, filter: object) =>
        big.app.inject({
            url: `/api/audit/export?format=${format}&filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["at","ASC"]')}`,
            headers: { 'x-token': token },
        });

    it('is refused with 400 asking to narrow the filter, auditing nothing', async () => {
        const [before] = await big.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'audit.export'));
        const response = await exportAs('csv', { action: ['bulk.small', 'bulk.large'] });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
            code: 400,
            message:
                'The export would hold 100001 rows, more than the 100000 allowed. Narrow the filter and try again.',
            success: false,
        });
        const [after] = await big.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'audit.export'));
        expect(after!.n).toBe(before!.n);
    });

    it.each(['csv', 'xlsx'])(
        'streams 5 000 rows (several reads from the database) whole and in order as %s',
        async format => {
            const response = await exportAs(format, { action: 'bulk.small' });
            expect(response.statusCode).toBe(200);
            const rows =
                format === 'csv' ? parseCsv(response.body.replace(/^\uFEFF/, '')) : await readXlsx(response.rawPayload);
            expect(rows).toHaveLength(5001);
            expect(rows.slice(1).map(row => Number(row[5]))).toEqual(
                Array.from({ length: 5000 }, (_, index) => index + 1)
            );
        }
    );
});
