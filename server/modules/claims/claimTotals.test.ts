import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { startTestServer, type TestServer } from '../../test/testServer';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The total a claim page reports (`Content-Range`) is kept between searches and counted again once
 * claims change: whatever wrote them (this server, another one, an import), it is the plain count.
 */
describe('the total of a claim search', () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
        server = await startTestServer();
        await seedDemoClaims(server.db, 'healthcare', 300);
        token = await server.login('admin');
    });
    afterAll(() => server.close());

    const searches: { name: string; filter: object; where: SQL | undefined }[] = [
        { name: 'every claim', filter: {}, where: undefined },
        {
            name: 'paid in the last 270 days',
            filter: { bucket: ['paid'], receivedOn: { from: daysAgo(270), to: daysAgo(0) } },
            where: and(
                inArray(claims.bucket, ['paid']),
                gte(claims.receivedOn, daysAgo(270)),
                lte(claims.receivedOn, daysAgo(0))
            ),
        },
    ];

    const reportedTotal = async (filter: object) => {
        const params = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify([0, 24]) });
        const response = await server.app.inject({ url: `/api/claims?${params}`, headers: { 'x-token': token } });
        expect(response.statusCode, response.body).toBe(200);
        return Number(/\/(\d+)$/.exec(String(response.headers['content-range']))?.[1]);
    };
    const plainCount = async (where: SQL | undefined) =>
        (
            await server.db
                .select({ n: sql<number>`count(*)::int` })
                .from(claims)
                .where(where)
        )[0]!.n;

    const expectPlainCounts = async () => {
        for (const { filter, where } of searches) {
            const expected = await plainCount(where);
            // Twice: the second search answers the total it kept.
            expect(await reportedTotal(filter)).toBe(expected);
            expect(await reportedTotal(filter)).toBe(expected);
        }
    };

    it('is the plain count, search after search', async () => {
        await expectPlainCounts();
        expect(await plainCount(undefined)).toBe(300);
    });

    it('is counted again after claims were added, changed and removed outside this server', async () => {
        await expectPlainCounts();
        await seedDemoClaims(server.db, 'healthcare', 340);
        await expectPlainCounts();

        const paid = await server.db.select({ id: claims.id }).from(claims).where(searches[1]!.where).limit(3);
        expect(paid.length).toBe(3);
        await server.db
            .update(claims)
            .set({ bucket: 'denied' })
            .where(
                inArray(
                    claims.id,
                    paid.map(({ id }) => id)
                )
            );
        await expectPlainCounts();

        await server.db.delete(claims).where(eq(claims.id, paid[0]!.id));
        await expectPlainCounts();
        expect(await plainCount(undefined)).toBe(339);
    });

    it('moves with a change made inside a transaction only once it commits', async () => {
        await expectPlainCounts();
        const [oldest] = await server.db.select({ id: claims.id }).from(claims).orderBy(claims.receivedOn).limit(1);
        await server.db.transaction(async transaction => {
            await transaction.delete(claims).where(eq(claims.id, oldest!.id));
        });
        await expectPlainCounts();
        expect(await plainCount(undefined)).toBe(338);
    });
});
