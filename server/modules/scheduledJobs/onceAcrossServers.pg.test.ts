import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../shared/database';
import { startTestServer, type TestServer } from '../../test/testServer';
import { JobScheduler, type ScheduledJob } from './scheduler';
import { scheduledJobRuns } from './tables';

/**
 * Two servers on one PostgreSQL database, each with its own connections and its own pg-boss, both
 * scheduling the same jobs: each tick of a schedule runs once, on one of them, and a failed run is
 * retried.
 */
let server: TestServer;
let second: Database;
const schedulers: JobScheduler[] = [];
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

beforeAll(async () => {
    server = await startTestServer({ seed: false });
    second = await openDatabase({ databaseUrl: server.databaseUrl });
}, 60_000);
afterAll(async () => {
    await Promise.all(schedulers.map(scheduler => scheduler.stop()));
    await second?.close();
    await server?.close();
});

const runsOf = (job: string) =>
    server.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, job)).orderBy(asc(scheduledJobRuns.id));

it('runs a tick of a schedule once across two servers, and retries a failed run', async () => {
    // Late in a minute, wait for the next one: the tick the test schedules is the current minute's.
    if (new Date().getUTCSeconds() > 45) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const minute = new Date().getUTCMinutes();
    let done = 0;
    let tries = 0;
    const jobs: ScheduledJob[] = [
        {
            // Once an hour, at the minute that has just begun: one tick within the test.
            name: 'test-once-an-hour',
            schedule: `${minute} * * * *`,
            run: async () => ({ done: ++done }),
        },
        {
            name: 'test-fails-once',
            schedule: `${minute} * * * *`,
            run: async () => {
                if (++tries === 1) throw new Error('the mail server is away');
                return { tries };
            },
        },
    ];
    for (const database of [server.database, second]) {
        const scheduler = new JobScheduler({
            database,
            databaseUrl: server.databaseUrl,
            jobs,
            log: silent,
            retry: { retries: 2, pauseSeconds: 1 },
            pollSeconds: 1,
        });
        schedulers.push(scheduler);
    }
    await Promise.all(schedulers.map(scheduler => scheduler.start()));

    await expect.poll(async () => (await runsOf('test-once-an-hour')).length, { timeout: 20_000 }).toBe(1);
    await expect
        .poll(async () => (await runsOf('test-fails-once')).map(run => [run.attempt, run.outcome]), { timeout: 20_000 })
        .toEqual([
            [1, 'failed'],
            [2, 'succeeded'],
        ]);
    // Both servers keep polling a while longer: nobody runs the tick a second time.
    await sleep(4_000);
    const [run, ...again] = await runsOf('test-once-an-hour');
    expect(again).toHaveLength(0);
    expect(run).toMatchObject({ outcome: 'succeeded', summary: '{"done":1}' });
    expect(done).toBe(1);
    const [failed] = await runsOf('test-fails-once');
    expect(failed!.failure).toBe('Error: the mail server is away');
}, 90_000);
