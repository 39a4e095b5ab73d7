import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { directoryInquiries, directoryReportJobs, inquiryDeadlineCounts } from './index';

describe('member questions are kept for 2 years, then purged', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({ seed: false });
    });
    afterAll(() => server.close());

    const ask = (receivedAt: string, question: string) =>
        server.db.insert(directoryInquiries).values({
            kind: 'network',
            resourceRef: 'PractitionerRole/example',
            question,
            email: 'member@example.org',
            receivedAt: new Date(receivedAt),
            dueOn: receivedAt.slice(0, 10),
            answer: 'Yes, in the Evergreen network.',
            answeredAt: new Date(receivedAt),
        });
    const kept = async () =>
        (await server.db.select({ question: directoryInquiries.question }).from(directoryInquiries))
            .map(row => row.question)
            .sort();
    const purge = directoryReportJobs.find(job => job.name === 'directory-inquiry-purge')!;

    it('deletes a question on its second anniversary and keeps one a second younger', async () => {
        await ask('2024-12-02T10:00:00.000Z', 'exactly two years');
        await ask('2024-12-02T10:00:01.000Z', 'a second younger');
        await ask('2026-01-15T09:00:00.000Z', 'this year');

        expect(purge.schedule).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
        await purge.run({ now: new Date('2026-12-02T09:59:59.999Z'), db: server.db });
        expect(await kept()).toEqual(['a second younger', 'exactly two years', 'this year']);

        await purge.run({ now: new Date('2026-12-02T10:00:00.000Z'), db: server.db });
        expect(await kept()).toEqual(['a second younger', 'this year']);

        await purge.run({ now: new Date('2026-12-02T10:00:01.000Z'), db: server.db });
        expect(await kept()).toEqual(['this year']);

        const entries = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'directory.inquiryPurge'), eq(auditLog.outcome, 'success')));
        expect(entries).toHaveLength(2);
        // The trail says how many went, never what the member wrote or where to reach them.
        expect(JSON.stringify(entries)).not.toContain('member@example.org');
        expect(JSON.stringify(entries)).not.toContain('two years');
    });

    it('records nothing when nothing is old enough', async () => {
        const before = await server.db.select().from(auditLog).where(eq(auditLog.action, 'directory.inquiryPurge'));
        await purge.run({ now: new Date('2026-12-03T00:00:00.000Z'), db: server.db });
        const after = await server.db.select().from(auditLog).where(eq(auditLog.action, 'directory.inquiryPurge'));
        expect(after).toHaveLength(before.length);
        expect(await kept()).toEqual(['this year']);
    });

    it('counts open, late and late-answered questions against the close of their due day', async () => {
        await server.db.delete(directoryInquiries);
        const base = { kind: 'error', resourceRef: 'PractitionerRole/example', question: 'q', email: 'm@example.org' };
        await server.db.insert(directoryInquiries).values([
            // Due Monday 7 December; open.
            { ...base, receivedAt: new Date('2026-12-04T15:00:00Z'), dueOn: '2026-12-07' },
            // Due Monday; answered Monday 23:30 New York time (Tuesday in UTC): on time.
            {
                ...base,
                receivedAt: new Date('2026-12-04T15:00:00Z'),
                dueOn: '2026-12-07',
                answer: 'a',
                answeredAt: new Date('2026-12-08T04:30:00Z'),
            },
            // Due Monday; answered Tuesday morning in New York: late.
            {
                ...base,
                receivedAt: new Date('2026-12-04T15:00:00Z'),
                dueOn: '2026-12-07',
                answer: 'a',
                answeredAt: new Date('2026-12-08T14:00:00Z'),
            },
        ]);
        // Monday 23:59 in New York: the open one is not late yet.
        expect(await inquiryDeadlineCounts(server.db, new Date('2026-12-08T04:59:00Z'))).toEqual([
            { tableId: null, open: 1, late: 0, answeredLate: 1 },
        ]);
        expect(await inquiryDeadlineCounts(server.db, new Date('2026-12-08T05:00:00Z'))).toEqual([
            { tableId: null, open: 1, late: 1, answeredLate: 1 },
        ]);
    });
});
