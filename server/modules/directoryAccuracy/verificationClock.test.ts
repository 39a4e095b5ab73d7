import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { directoryRows, directoryTables } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { accuracyPolicy, verificationClock } from './verificationClock';

const DAY = 86_400_000;
const policy = { dueSoonDays: 30, graceDays: 14, reminderDays: [30, 14, 3] };
const verifiedAt = new Date('2026-01-01T12:00:00Z');
const at = (days: number) => new Date(verifiedAt.getTime() + days * DAY);

describe('the verification clock of a listing', () => {
    it('falls due 90 days after the last verification and moves through due soon, overdue, suppressed', () => {
        const listing = { verifiedAt, publicationHold: null };
        expect(verificationClock(listing, at(59), policy)).toEqual({ dueAt: at(90), state: 'current', held: false });
        expect(verificationClock(listing, at(60), policy).state).toBe('dueSoon');
        expect(verificationClock(listing, at(89.9), policy).state).toBe('dueSoon');
        expect(verificationClock(listing, at(90), policy).state).toBe('overdue');
        expect(verificationClock(listing, at(104), policy).state).toBe('overdue');
        expect(verificationClock(listing, at(104.01), policy).state).toBe('suppressed');
    });

    it('keeps a held listing overdue but public, and a never verified one out', () => {
        expect(verificationClock({ verifiedAt, publicationHold: 'Moving office' }, at(200), policy)).toEqual({
            dueAt: at(90),
            state: 'overdue',
            held: true,
        });
        expect(verificationClock({ verifiedAt: null, publicationHold: null }, at(0), policy)).toEqual({
            dueAt: null,
            state: 'suppressed',
            held: false,
        });
    });

    it('reads its policy from the environment and refuses a value that is not a number of days', () => {
        expect(accuracyPolicy({})).toEqual({ dueSoonDays: 30, graceDays: 0, reminderDays: [30, 14, 3] });
        expect(accuracyPolicy({ DIRECTORY_REMINDER_DAYS: '7, 21,7' }).reminderDays).toEqual([21, 7]);
        expect(() => accuracyPolicy({ DIRECTORY_REMINDER_DAYS: '30,0' })).toThrow(/DIRECTORY_REMINDER_DAYS/);
        expect(accuracyPolicy({ DIRECTORY_SUPPRESSION_GRACE_DAYS: '7' }).graceDays).toBe(7);
        expect(() => accuracyPolicy({ DIRECTORY_SUPPRESSION_GRACE_DAYS: 'a week' })).toThrow(
            /DIRECTORY_SUPPRESSION_GRACE_DAYS/
        );
    });
});

describe('suppression in the public directory', () => {
    let server: TestServer;
    let adminToken: string;
    let table: string;
    let addresses = 0;
    const get = (url: string) => server.app.inject({ url, remoteAddress: `10.31.0.${++addresses}` });

    beforeAll(async () => {
        server = await startTestServer();
        await seedDemoDirectory(server.db);
        adminToken = await server.login('admin');
        const [practitioners] = await server.db
            .select()
            .from(directoryTables)
            .where(eq(directoryTables.template, 'practitioner'));
        table = practitioners!.id;
    }, 120_000);
    afterAll(() => server.close());

    /** Moves the listing's last verification `days` into the past, as the passing of time would. */
    const verifiedDaysAgo = (id: number, days: number) =>
        server.db
            .update(directoryRows)
            .set({
                verifiedAt: sql`now() - make_interval(days => ${days})`,
                version: sql`${directoryRows.version} + 1`,
            })
            .where(eq(directoryRows.id, id));

    it('withdraws a listing overdue past its grace (410, left out of searches) until it is verified again', async () => {
        const [row] = await server.db
            .select()
            .from(directoryRows)
            .where(
                and(
                    eq(directoryRows.tableId, table),
                    isNull(directoryRows.deletedAt),
                    isNotNull(directoryRows.verifiedAt)
                )
            )
            .orderBy(asc(directoryRows.id));
        const practitioner = `/fhir/Practitioner/practitioner-${row!.id}`;

        await verifiedDaysAgo(row!.id, 89);
        expect((await get(practitioner)).statusCode).toBe(200);

        await verifiedDaysAgo(row!.id, 91);
        const gone = await get(practitioner);
        expect(gone.statusCode).toBe(410);
        expect(gone.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'deleted' }] });
        const search = (await get(`/fhir/PractitionerRole?practitioner=practitioner-${row!.id}`)).json();
        expect(search.total).toBe(0);

        const verify = await server.app.inject({
            method: 'POST',
            url: `/api/directory/tables/${table}/verify`,
            headers: { 'x-token': adminToken },
            payload: { ids: [row!.id] },
        });
        expect(verify.statusCode).toBe(200);
        expect((await get(practitioner)).statusCode).toBe(200);
        const [after] = await server.db.select().from(directoryRows).where(eq(directoryRows.id, row!.id));
        expect(after!.verifiedMethod).toBe('attestation');
    });

    it('keeps a listing held by staff public although it is overdue', async () => {
        const [, row] = await server.db
            .select()
            .from(directoryRows)
            .where(
                and(
                    eq(directoryRows.tableId, table),
                    isNull(directoryRows.deletedAt),
                    isNotNull(directoryRows.verifiedAt)
                )
            )
            .orderBy(asc(directoryRows.id));
        await server.db
            .update(directoryRows)
            .set({ publicationHold: 'Practice moving; new address confirmed by phone next week' })
            .where(eq(directoryRows.id, row!.id));
        await verifiedDaysAgo(row!.id, 120);
        expect((await get(`/fhir/Practitioner/practitioner-${row!.id}`)).statusCode).toBe(200);
    });
});
