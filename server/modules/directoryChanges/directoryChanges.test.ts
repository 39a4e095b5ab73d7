import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../common/directory/templates';
import {
    auditLog,
    directoryInquiries,
    directoryRowHistory,
    directoryRows,
    organisations,
    users,
} from '../../db/schema';
import { getTable } from '../directory';
import { solveChallenge } from '../directoryReports';
import { openInquiry } from '../directoryReports';
import { startTestServer, type TestServer } from '../../test/testServer';
import { openChange } from './changes';
import { directoryChanges } from './tables';

let server: TestServer;
let admin: string;
let plan: string;
let otherPlan: string;
let provider: string;
let tableId: string;
let ownRowId: number;
let otherRowId: number;

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ip = '127.0.0.1') =>
    server.app.inject({
        method,
        url,
        payload,
        remoteAddress: ip,
        headers: { ...(token ? { 'x-token': token } : {}), cookie: 'language=en' },
    });

const JOB = { ip: '127.0.0.1', userAgent: 'test' };

const emailOf = async (username: string) =>
    (await server.db.select().from(users).where(eq(users.username, username)))[0]!.email;

/** A member's form as the Find-a-provider page sends it: a fresh challenge, solved. */
const solvedCheck = async (ip: string) => {
    const challenge = (await call(null, 'GET', '/api/public/directory/human-check', undefined, ip)).json().data;
    return { token: challenge.token as string, nonce: solveChallenge(challenge.token, challenge.difficulty) };
};
const report = async (ip: string, fields: object, check?: { token: string; nonce: string }) =>
    call(
        null,
        'POST',
        '/api/public/directory/reports',
        {
            kind: 'error',
            resourceRef: `PractitionerRole/role-${ownRowId}`,
            question: 'The phone number rings a different office.',
            email: 'member@example.org',
            ...(check ?? (await solvedCheck(ip))),
            ...fields,
        },
        ip
    );

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    plan = await server.login('healthplan');
    provider = await server.login('provider');
    const [rival] = await server.db
        .insert(organisations)
        .values({ kind: 'health_plan', name: 'Rival Health', planName: 'Rival Health HMO' })
        .returning();
    await server.addUser('rivalplan', {
        role: 'healthplan',
        orgType: 'health_plan',
        organisationId: rival!.id,
        planName: 'Rival Health HMO',
    });
    otherPlan = await server.login('rivalplan');

    const created = await call(admin, 'POST', '/api/directory/tables', {
        name: 'Practitioners (changes test)',
        template: 'practitioner',
        columns: TEMPLATES.practitioner,
    });
    tableId = created.json().id;
    const rows = `/api/directory/tables/${tableId}/rows`;
    const base = { taxonomy: '207Q00000X', state: 'MA', zip: '02134', phone: '617-555-0174' };
    ownRowId = (
        await call(admin, 'POST', rows, {
            values: { ...base, npi: '1740283969', firstName: 'Priya', lastName: 'Raman' },
        })
    ).json().id;
    otherRowId = (
        await call(admin, 'POST', rows, { values: { ...base, npi: '1234567893', firstName: 'Ana', lastName: 'Lopez' } })
    ).json().id;

    const [evergreen] = await server.db.select().from(users).where(eq(users.username, 'healthplan'));
    const assigned = await call(admin, 'PUT', `/api/directory/tables/${tableId}/organisation`, {
        organisationId: evergreen!.organisationId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
});
afterAll(() => server.close());

const audits = (action: string, targetId?: string) =>
    server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), ...(targetId ? [eq(auditLog.targetId, targetId)] : [])));

describe('due dates in business days', () => {
    const dueOf = async (receivedAt: string) => {
        const table = await getTable(server.db, tableId);
        const change = await openChange(server.db, JOB, {
            table,
            rowId: otherRowId,
            source: 'member',
            proposed: {},
            note: 'due-date check',
            receivedAt: new Date(receivedAt),
        });
        const { inquiry } = await openInquiry(
            server.db,
            JOB,
            {
                kind: 'network',
                resourceRef: `PractitionerRole/role-${otherRowId}`,
                question: 'q',
                email: 'm@example.org',
            },
            'en',
            new Date(receivedAt)
        );
        await server.db.delete(directoryChanges).where(eq(directoryChanges.id, change.id));
        await server.db.delete(directoryInquiries).where(eq(directoryInquiries.id, inquiry.id));
        return { change: change.dueOn, inquiry: inquiry.dueOn };
    };

    it('counts from a Friday over the weekend', async () => {
        // Friday 4 December 2026, 16:00 in New York.
        expect(await dueOf('2026-12-04T21:00:00Z')).toEqual({ change: '2026-12-08', inquiry: '2026-12-07' });
    });

    it('takes the day in New York, not in UTC', async () => {
        // Friday 23:30 in New York is already Saturday in UTC: still Friday's report.
        expect(await dueOf('2026-12-05T04:30:00Z')).toEqual({ change: '2026-12-08', inquiry: '2026-12-07' });
    });

    it('skips a federal holiday and an observed one', async () => {
        // Wednesday before Thanksgiving (Thursday 26 November 2026).
        expect(await dueOf('2026-11-25T15:00:00Z')).toEqual({ change: '2026-11-30', inquiry: '2026-11-27' });
        // Independence Day 2026 is a Saturday, observed Friday 3 July: a Thursday report waits for Monday.
        expect(await dueOf('2026-07-02T15:00:00Z')).toEqual({ change: '2026-07-07', inquiry: '2026-07-06' });
    });
});

describe('a provider asks for a correction', () => {
    let changeId: string;

    it('opens a change due in 2 business days, on its own listing only', async () => {
        const url = `/api/directory/myListing/${tableId}/${ownRowId}/changes`;
        const asked = await call(provider, 'POST', url, { values: { lastName: 'Raman-Iyer' }, note: 'Married name' });
        expect(asked.statusCode, asked.body).toBe(200);
        changeId = asked.json().data.id;
        expect(asked.json().data.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const foreign = await call(provider, 'POST', `/api/directory/myListing/${tableId}/${otherRowId}/changes`, {
            values: { lastName: 'X' },
        });
        expect(foreign.statusCode).toBe(403);
        const unknown = await call(provider, 'POST', url, { values: { shoeSize: 9 } });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toContain('shoeSize');
        expect(await audits('directory.changeOpen', changeId)).toHaveLength(1);
    });

    it('shows in the queue of the plan that answers for the table, and of no other', async () => {
        const queue = (await call(plan, 'GET', '/api/directory-changes')).json().data;
        expect(queue.find((change: { id: string }) => change.id === changeId)).toMatchObject({
            source: 'provider',
            requestedBy: 'provider',
            proposed: { lastName: 'Raman-Iyer' },
            current: { lastName: 'Raman' },
            listingName: expect.stringContaining('Raman'),
            status: 'open',
            late: false,
        });
        expect((await call(otherPlan, 'GET', '/api/directory-changes')).json().data).toEqual([]);
        const refused = await call(otherPlan, 'POST', `/api/directory-changes/${changeId}/reject`, { reason: 'no' });
        expect(refused.statusCode).toBe(404);
        expect((await call(provider, 'GET', '/api/directory-changes')).statusCode).toBe(403);
        // A rival plan cannot take the table either.
        const rivalOrg = (await server.db.select().from(users).where(eq(users.username, 'rivalplan')))[0]!
            .organisationId;
        const grab = await call(otherPlan, 'PUT', `/api/directory/tables/${tableId}/organisation`, {
            organisationId: rivalOrg,
        });
        expect(grab.statusCode).toBe(403);
    });

    it('is rejected with a reason the provider is e-mailed, and cannot be decided twice', async () => {
        const rejected = await call(plan, 'POST', `/api/directory-changes/${changeId}/reject`, {
            reason: 'The licence still shows the former name.',
        });
        expect(rejected.statusCode, rejected.body).toBe(200);
        expect(rejected.json().data).toMatchObject({ status: 'rejected', decidedBy: 'healthplan' });
        const again = await call(plan, 'POST', `/api/directory-changes/${changeId}/apply`, { version: 1, values: {} });
        expect(again.statusCode).toBe(409);
        const mail = (await server.outbox()).find(message => message.body.includes('licence still shows'));
        expect(mail?.to).toContain(await emailOf('provider'));
        expect(await audits('directory.changeReject', changeId)).toHaveLength(1);
    });
});

describe('a member reports an error on the public page', () => {
    it('refuses a form without a valid human check, keeping nothing', async () => {
        const before = (await server.db.select().from(directoryInquiries)).length;
        const ip = '203.0.113.10';
        const check = await solvedCheck(ip);
        const forged = await report(ip, {}, { token: `${check.token.slice(0, -2)}xx`, nonce: check.nonce });
        expect(forged.statusCode).toBe(400);
        expect(forged.json().message).toContain('not issued by this site');
        const missing = await report(ip, {}, { token: 'nonsense', nonce: '1' });
        expect(missing.statusCode).toBe(400);
        expect((await report(ip, {}, check)).statusCode).toBe(200);
        const spent = await report(ip, {}, check);
        expect(spent.statusCode).toBe(400);
        expect(spent.json().data.problem).toBe('spent');
        expect((await server.db.select().from(directoryInquiries)).length).toBe(before + 1);
    });

    it('refuses an address past its budget', async () => {
        const ip = '203.0.113.20';
        const answers = [];
        for (let sent = 0; sent < 6; sent += 1) answers.push((await report(ip, { kind: 'network' })).statusCode);
        expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
        expect((await report('203.0.113.21', { kind: 'network' })).statusCode).toBe(200);
    });

    it('opens a question for the member and a change for staff; applying it corrects the listing and answers the member', async () => {
        const sent = await report('203.0.113.30', {
            email: 'reporter@example.org',
            question: 'Phone should be 617-555-0101',
        });
        expect(sent.statusCode, sent.body).toBe(200);
        const inquiryId = sent.json().data.id;
        expect(await audits('directory.inquiryOpen', inquiryId)).toHaveLength(1);
        expect(JSON.stringify(await audits('directory.inquiryOpen', inquiryId))).not.toContain('reporter@example.org');

        const inquiries = (await call(plan, 'GET', '/api/directory-inquiries')).json().data;
        const inquiry = inquiries.find((entry: { id: string }) => entry.id === inquiryId);
        expect(inquiry).toMatchObject({ kind: 'error', tableId, email: 'reporter@example.org', late: false });
        expect((await call(otherPlan, 'GET', '/api/directory-inquiries')).json().data).toEqual([]);

        const change = (await call(plan, 'GET', '/api/directory-changes'))
            .json()
            .data.find((entry: { id: string }) => entry.id === inquiry.changeId);
        expect(change).toMatchObject({ source: 'member', rowId: ownRowId, note: 'Phone should be 617-555-0101' });
        const applied = await call(plan, 'POST', `/api/directory-changes/${change.id}/apply`, {
            version: change.rowVersion,
            values: { phone: '617-555-0101' },
        });
        expect(applied.statusCode, applied.body).toBe(200);
        expect(applied.json().data).toMatchObject({ status: 'applied', current: { phone: '6175550101' } });

        const history = await server.db
            .select()
            .from(directoryRowHistory)
            .where(eq(directoryRowHistory.rowId, ownRowId));
        expect(history.at(-1)).toMatchObject({ action: 'update', actorUsername: 'healthplan' });
        expect(await audits('directory.changeApply', change.id)).toHaveLength(1);
        const [answered] = await server.db
            .select()
            .from(directoryInquiries)
            .where(eq(directoryInquiries.id, inquiryId));
        expect(answered).toMatchObject({
            answeredByUsername: 'healthplan',
            answer: expect.stringContaining('corrected'),
        });
        const mails = await server.outbox();
        const providerEmail = await emailOf('provider');
        expect(mails.some(mail => mail.to.includes('reporter@example.org') && mail.body.includes('corrected'))).toBe(
            true
        );
        expect(mails.some(mail => mail.to.includes(providerEmail) && mail.subject.includes('updated'))).toBe(true);
    });

    it('lets staff answer a network question by e-mail, once', async () => {
        const sent = await report('203.0.113.40', {
            kind: 'network',
            question: 'Is Dr Raman in the PPO?',
            email: 'ask@example.org',
        });
        const id = sent.json().data.id;
        const answer = 'Yes, Dr Raman is in the Evergreen Health Advantage PPO network.';
        expect((await call(otherPlan, 'POST', `/api/directory-inquiries/${id}/answer`, { answer })).statusCode).toBe(
            404
        );
        const answered = await call(plan, 'POST', `/api/directory-inquiries/${id}/answer`, { answer });
        expect(answered.statusCode, answered.body).toBe(200);
        expect(answered.json().data).toMatchObject({ answer, answeredBy: 'healthplan' });
        expect((await call(plan, 'POST', `/api/directory-inquiries/${id}/answer`, { answer })).statusCode).toBe(409);
        const mail = (await server.outbox()).find(message => message.to.includes('ask@example.org'));
        expect(mail?.body).toContain(answer);
        expect(mail?.body).toContain('Is Dr Raman in the PPO?');
        expect(await audits('directory.inquiryAnswer', id)).toHaveLength(1);
    });
});

describe('the accuracy dashboard', () => {
    it('shows a change and a question past their deadlines, to the plan of the table only, and exports audited', async () => {
        const table = await getTable(server.db, tableId);
        // Received on Monday 2 November 2026: the change was due on the 4th, the question on the 3rd.
        const receivedAt = new Date('2026-11-02T15:00:00Z');
        await openChange(server.db, JOB, {
            table,
            rowId: otherRowId,
            source: 'member',
            proposed: {},
            note: 'late one',
            receivedAt,
        });
        await openInquiry(
            server.db,
            JOB,
            {
                kind: 'network',
                resourceRef: `PractitionerRole/role-${otherRowId}`,
                question: 'late?',
                email: 'x@example.org',
            },
            'en',
            receivedAt
        );
        const dashboard = (await call(plan, 'GET', '/api/directory-accuracy')).json().data;
        const row = dashboard.tables.find((entry: { tableId: string }) => entry.tableId === tableId);
        expect(row).toMatchObject({ organisation: 'Evergreen Health', listings: 2, changesLate: 1, inquiriesLate: 1 });
        expect(row.changesOpen).toBeGreaterThanOrEqual(1);
        // Never verified: both listings are out of the public directory.
        expect(row).toMatchObject({ verifiedWithin90Days: 0, suppressed: 2, overdue: 0 });
        expect(dashboard.weeks).toHaveLength(12);
        expect(dashboard.tables.every((entry: { tableId: string }) => entry.tableId === tableId)).toBe(true);

        const rival = (await call(otherPlan, 'GET', '/api/directory-accuracy')).json().data;
        expect(rival.tables).toEqual([]);
        expect(
            rival.weeks.every(
                (week: { changesReceived: number; inquiriesLate: number }) =>
                    week.changesReceived === 0 && week.inquiriesLate === 0
            )
        ).toBe(true);
        expect((await call(provider, 'GET', '/api/directory-accuracy')).statusCode).toBe(403);

        const verified = await call(admin, 'POST', `/api/directory/tables/${tableId}/verify`, { ids: [ownRowId] });
        expect(verified.statusCode, verified.body).toBe(200);
        const after = (await call(plan, 'GET', '/api/directory-accuracy')).json().data;
        expect(after.tables[0]).toMatchObject({ verifiedWithin90Days: 1, suppressed: 1 });
        expect(after.weeks.at(-1)).toMatchObject({ verifiedWithin90Days: 1 });

        const exported = await call(plan, 'GET', '/api/directory-accuracy/export');
        expect(exported.statusCode).toBe(200);
        expect(exported.headers['content-type']).toContain('text/csv');
        expect(exported.body).toContain('Changes past their deadline');
        expect(exported.body).toContain('Practitioners (changes test)');
        const trail = await audits('directory.accuracyExport');
        expect(trail.at(-1)).toMatchObject({ actorUsername: 'healthplan', outcome: 'success' });
    });

    it("counts a past week's listings verified by then from the rows' history", async () => {
        const DAY = 86_400_000;
        // The listing has been listed for 20 weeks; it was verified 6 weeks ago, and again now.
        await server.db
            .update(directoryRows)
            .set({ createdAt: new Date(Date.now() - 140 * DAY) })
            .where(eq(directoryRows.id, ownRowId));
        await server.db
            .update(directoryRowHistory)
            .set({ at: new Date(Date.now() - 42 * DAY) })
            .where(and(eq(directoryRowHistory.rowId, ownRowId), eq(directoryRowHistory.action, 'verify')));
        const verified = await call(admin, 'POST', `/api/directory/tables/${tableId}/verify`, { ids: [ownRowId] });
        expect(verified.statusCode, verified.body).toBe(200);
        const { weeks } = (await call(plan, 'GET', '/api/directory-accuracy')).json().data;
        // Eleven weeks back the listing was live and not yet verified; five weeks later it was.
        expect(weeks[0]).toMatchObject({ listings: 1, verifiedWithin90Days: 0 });
        expect(weeks[5]).toMatchObject({ listings: 1, verifiedWithin90Days: 1 });
        expect(weeks.at(-1)).toMatchObject({ listings: 2, verifiedWithin90Days: 1 });
    });
});
