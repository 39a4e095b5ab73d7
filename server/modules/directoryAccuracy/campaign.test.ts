import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { auditLog, directoryRows, directoryTables } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

const DAY = 86_400_000;
/** The demo provider's NPI, on the first practitioner row and on one pharmacy row given it here. */
const PROVIDER_NPI = '1740283969';
const PROVIDER_EMAIL = 'priya.raman@lakeshorefamilymed.example';
/** The provider's listings were last verified here, so they fall due 90 days later. */
const verifiedAt = new Date('2026-01-05T15:00:00Z');
const dueAt = new Date(verifiedAt.getTime() + 90 * DAY);
const before = (days: number) => new Date(dueAt.getTime() - days * DAY);

let server: TestServer;
let admin: string;
let provider: string;
let healthplan: string;
let practitioners: string;
let pharmacies: string;
let ownRow: number;
let ownPharmacy: number;
let otherRow: number;
let addresses = 0;

const api = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { 'x-token': token }, payload });
const publicGet = (url: string) => server.app.inject({ url, remoteAddress: `10.44.0.${++addresses}` });
const runJob = (name: string, now: Date) =>
    server.app.scheduledJobs.runRecorded(server.app.scheduledJobs.job(name)!, 1, now);
const remindersTo = async (address: string) => (await server.outbox()).filter(mail => mail.to.includes(address));
const rowOf = async (table: string, id: number) =>
    (await api(admin, 'GET', `/api/directory/tables/${table}/rows/${id}`)).json();
const setVerified = (id: number, at: Date | ReturnType<typeof sql>) =>
    server.db.update(directoryRows).set({ verifiedAt: at }).where(eq(directoryRows.id, id));

beforeAll(async () => {
    server = await startTestServer();
    await seedDemoDirectory(server.db);
    admin = await server.login('admin');
    provider = await server.login('provider');
    healthplan = await server.login('healthplan');
    const tables = await server.db.select().from(directoryTables);
    practitioners = tables.find(table => table.template === 'practitioner')!.id;
    pharmacies = tables.find(table => table.template === 'pharmacy')!.id;
    const npiIs = (npi: string) => sql`${directoryRows.values} ->> 'npi' = ${npi}`;
    [{ id: ownRow }] = (await server.db
        .select({ id: directoryRows.id })
        .from(directoryRows)
        .where(and(eq(directoryRows.tableId, practitioners), npiIs(PROVIDER_NPI)))) as [{ id: number }];
    [{ id: otherRow }] = (await server.db
        .select({ id: directoryRows.id })
        .from(directoryRows)
        .where(
            and(eq(directoryRows.tableId, practitioners), isNull(directoryRows.deletedAt), ne(directoryRows.id, ownRow))
        )
        .orderBy(asc(directoryRows.id))
        .limit(1)) as [{ id: number }];
    [{ id: ownPharmacy }] = (await server.db
        .select({ id: directoryRows.id })
        .from(directoryRows)
        .where(eq(directoryRows.tableId, pharmacies))
        .orderBy(asc(directoryRows.id))
        .limit(1)) as [{ id: number }];
    await server.db
        .update(directoryRows)
        .set({ values: sql`jsonb_set(${directoryRows.values}, '{npi}', to_jsonb(${PROVIDER_NPI}::text))` })
        .where(eq(directoryRows.id, ownPharmacy));
    // Every other listing far from its due date, so that only the provider's two are reminded of.
    await server.db.update(directoryRows).set({ verifiedAt: sql`now()` });
    await setVerified(ownRow, verifiedAt);
    await setVerified(ownPharmacy, verifiedAt);
}, 120_000);
afterAll(() => server.close());

describe('the verification campaign on a moved clock', () => {
    it('reminds the provider once per threshold, one message naming both its listings, then once overdue', async () => {
        await runJob('directory-verification-reminders', before(31));
        expect(await remindersTo(PROVIDER_EMAIL)).toHaveLength(0);

        await runJob('directory-verification-reminders', before(30));
        const [first, ...others] = await remindersTo(PROVIDER_EMAIL);
        expect(others).toHaveLength(0);
        expect(first!.subject).toContain('2 directory listing(s) to verify');
        expect(first!.body).toContain('- Practitioners: Priya Raman, due April 5, 2026');
        expect(first!.body).toContain('- Pharmacies: CareWell Pharmacy #100, due April 5, 2026');
        expect(first!.body).toMatch(/due April 5, 2026/);
        expect(first!.body).toMatch(/\/api\/directory\/reminders\/open\?token=[\w-]{20,}/);

        // The same threshold again, on a second run or a second server: nothing more.
        await runJob('directory-verification-reminders', before(30));
        await runJob('directory-verification-reminders', before(20));
        expect(await remindersTo(PROVIDER_EMAIL)).toHaveLength(1);

        await runJob('directory-verification-reminders', before(14));
        await runJob('directory-verification-reminders', before(3));
        await runJob('directory-verification-reminders', before(2));
        expect(await remindersTo(PROVIDER_EMAIL)).toHaveLength(3);

        await runJob('directory-verification-reminders', before(-1));
        await runJob('directory-verification-reminders', before(-2));
        const all = await remindersTo(PROVIDER_EMAIL);
        expect(all).toHaveLength(4);
        expect(all.at(-1)!.body).toContain('overdue since April 5, 2026 and withdrawn from the public directory');

        const sent = await server.db.select().from(auditLog).where(eq(auditLog.action, 'directory.reminderSent'));
        expect(sent.length).toBeGreaterThanOrEqual(4);
    });

    it('shows staff who was reminded, when, at which threshold, and whether the link was followed', async () => {
        const campaign = (
            await api(admin, 'GET', `/api/directory/tables/${practitioners}/rows/${ownRow}/campaign`)
        ).json();
        expect(campaign.reminders.map((reminder: { daysBefore: number }) => reminder.daysBefore)).toEqual([
            0, 3, 14, 30,
        ]);
        expect(campaign.reminders[0]).toMatchObject({ recipient: 'provider', email: PROVIDER_EMAIL, openedAt: null });
        expect(campaign.reminders[3].sentAt).toBe(before(30).toISOString());

        const [firstMail] = await remindersTo(PROVIDER_EMAIL);
        const link = new URL(firstMail!.body.match(/https?:\/\/\S+\/api\/directory\/reminders\/open\?token=\S+/)![0]);
        const opened = await publicGet(`${link.pathname}${link.search}`);
        expect(opened.statusCode).toBe(303);
        expect(new URL(opened.headers.location as string, link).href).toBe(`${server.config.publicUrl}/#/myListing`);
        const after = (
            await api(admin, 'GET', `/api/directory/tables/${practitioners}/rows/${ownRow}/campaign`)
        ).json();
        expect(after.reminders[3].openedAt).not.toBeNull();
        expect(after.reminders[0].openedAt).toBeNull();

        // A made-up token leads to the page too, and marks nothing.
        expect((await publicGet('/api/directory/reminders/open?token=not-a-real-token-at-all')).statusCode).toBe(303);
    });

    it('keeps the campaign from a health plan and from a provider', async () => {
        const url = `/api/directory/tables/${practitioners}/rows/${ownRow}/campaign`;
        expect((await api(healthplan, 'GET', url)).statusCode).toBe(403);
        expect((await api(provider, 'GET', url)).statusCode).toBe(403);
        expect((await api(healthplan, 'GET', '/api/scheduledJobs')).statusCode).toBe(403);
    });
});

describe('suppression and re-verification', () => {
    it('withdraws an overdue listing (410, out of searches), records it for staff once, and restores it on attestation', async () => {
        const fhir = `/fhir/Practitioner/practitioner-${ownRow}`;
        await setVerified(ownRow, sql`now() - make_interval(days => 91)`);
        expect((await rowOf(practitioners, ownRow)).verificationState).toBe('suppressed');
        expect((await publicGet(fhir)).statusCode).toBe(410);
        expect((await publicGet(`/fhir/PractitionerRole?practitioner=practitioner-${ownRow}`)).json().total).toBe(0);

        await runJob('directory-suppression', new Date());
        await runJob('directory-suppression', new Date());
        const campaign = (
            await api(admin, 'GET', `/api/directory/tables/${practitioners}/rows/${ownRow}/campaign`)
        ).json();
        expect(campaign.suppressions).toHaveLength(1);
        const withdrawn = await server.db
            .select()
            .from(auditLog)
            .where(
                and(eq(auditLog.action, 'directory.rowSuppressed'), eq(auditLog.targetId, `${practitioners}/${ownRow}`))
            );
        expect(withdrawn).toHaveLength(1);

        const confirmed = await api(provider, 'POST', '/api/directory/myListing/confirm', {
            listings: [
                { tableId: practitioners, id: ownRow },
                { tableId: pharmacies, id: ownPharmacy },
            ],
        });
        expect(confirmed.statusCode).toBe(200);
        expect(confirmed.json().map((row: { verificationState: string }) => row.verificationState)).toEqual([
            'current',
            'current',
        ]);
        expect((await publicGet(fhir)).statusCode).toBe(200);
        const row = await rowOf(practitioners, ownRow);
        expect(row).toMatchObject({
            verifiedMethod: 'attestation',
            verifiedBy: 'provider',
            verificationState: 'current',
        });
        expect(new Date(row.dueAt).getTime() - new Date(row.verifiedAt).getTime()).toBe(90 * DAY);
    });

    it('lets a provider attest only its own listings: one foreign listing refuses the whole group', async () => {
        await setVerified(ownRow, sql`now() - make_interval(days => 80)`);
        const refused = await api(provider, 'POST', '/api/directory/myListing/confirm', {
            listings: [
                { tableId: practitioners, id: ownRow },
                { tableId: practitioners, id: otherRow },
            ],
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toContain(`Row ${otherRow} is not a listing of your NPI`);
        expect((await rowOf(practitioners, ownRow)).verificationState).toBe('dueSoon');
        expect(
            (await api(provider, 'POST', `/api/directory/myListing/${practitioners}/${otherRow}/confirm`)).statusCode
        ).toBe(403);
    });
});

describe("staff's phone verification and publication hold", () => {
    it('records a phone call with its note, in the row and the audit trail', async () => {
        await setVerified(otherRow, sql`now() - make_interval(days => 100)`);
        const note = 'Front desk confirmed address, phone and accepting new patients';
        const url = `/api/directory/tables/${practitioners}/rows/${otherRow}/phoneVerification`;
        expect((await api(healthplan, 'POST', url, { note })).statusCode).toBe(403);
        expect((await api(admin, 'POST', url, { note: '' })).statusCode).toBe(400);
        const verified = await api(admin, 'POST', url, { note });
        expect(verified.statusCode).toBe(200);
        expect(verified.json()).toMatchObject({
            verifiedMethod: 'phone',
            verifiedNote: note,
            verifiedBy: 'admin',
            verificationState: 'current',
        });
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(
                and(eq(auditLog.action, 'directory.rowVerify'), eq(auditLog.targetId, `${practitioners}/${otherRow}`))
            );
        expect(entry!.changes).toMatchObject({ verifiedMethod: { after: 'phone' }, verifiedNote: { after: note } });
    });

    it('holds an overdue listing published with a reason, audited, until released', async () => {
        const fhir = `/fhir/Practitioner/practitioner-${otherRow}`;
        const url = `/api/directory/tables/${practitioners}/rows/${otherRow}/publicationHold`;
        await setVerified(otherRow, sql`now() - make_interval(days => 120)`);
        expect((await publicGet(fhir)).statusCode).toBe(410);

        expect((await api(healthplan, 'PUT', url, { reason: 'Practice moving this week' })).statusCode).toBe(403);
        const held = await api(admin, 'PUT', url, { reason: 'Practice moving this week' });
        expect(held.json()).toMatchObject({
            publicationHold: 'Practice moving this week',
            publicationHoldBy: 'admin',
            verificationState: 'overdue',
        });
        expect((await publicGet(fhir)).statusCode).toBe(200);

        expect((await api(admin, 'DELETE', url)).json()).toMatchObject({
            publicationHold: null,
            verificationState: 'suppressed',
        });
        expect((await publicGet(fhir)).statusCode).toBe(410);
        const again = await api(admin, 'DELETE', url);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toContain('is not held published');

        const trail = await server.db
            .select({ action: auditLog.action, reason: auditLog.reason })
            .from(auditLog)
            .where(eq(auditLog.targetId, `${practitioners}/${otherRow}`))
            .orderBy(asc(auditLog.id));
        expect(trail.filter(entry => entry.action.startsWith('directory.publication'))).toEqual([
            { action: 'directory.publicationHold', reason: 'Practice moving this week' },
            { action: 'directory.publicationRelease', reason: null },
        ]);
    });
});

describe('the scheduled jobs as admins see them', () => {
    it("lists each job's schedule, next run, last run and failures", async () => {
        const jobs = (await api(admin, 'GET', '/api/scheduledJobs')).json();
        expect(jobs.map((job: { name: string }) => job.name)).toEqual([
            'directory-verification-reminders',
            'directory-suppression',
            'directory-inquiry-purge',
        ]);
        const reminders = jobs[0];
        expect(reminders.schedule).toBe('7 13 * * *');
        expect(new Date(reminders.nextRunAt).getUTCHours()).toBe(13);
        expect(reminders.lastRun).toMatchObject({ outcome: 'succeeded', attempt: 1 });
        expect(JSON.parse(reminders.lastRun.summary)).toEqual({ messages: 0, listings: 0 });
        expect(reminders.recentFailures).toBe(0);
        expect(jobs[2].lastRun).toBeNull();
    });

    it('runs a job by hand for an admin, audited; refuses an unknown one', async () => {
        const run = await api(admin, 'POST', '/api/scheduledJobs/directory-inquiry-purge/run');
        expect(run.statusCode).toBe(202);
        await expect
            .poll(async () => (await api(admin, 'GET', '/api/scheduledJobs')).json()[2].lastRun?.outcome)
            .toBe('succeeded');
        const unknown = await api(admin, 'POST', '/api/scheduledJobs/nothing-like-it/run');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toContain('There is no scheduled job named "nothing-like-it"');
        expect((await api(healthplan, 'POST', '/api/scheduledJobs/directory-inquiry-purge/run')).statusCode).toBe(403);
        const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'scheduledJobs.run'));
        expect(entry).toMatchObject({ actorUsername: 'admin', targetId: 'directory-inquiry-purge' });
    });
});
