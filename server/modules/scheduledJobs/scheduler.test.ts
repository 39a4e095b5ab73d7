import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { JobScheduler, nextTick, type ScheduledJob } from './scheduler';
import { scheduledJobRuns } from './tables';

/** On the embedded database the one server runs each job at its tick with a timer of its own. */
let server: TestServer;
beforeAll(async () => {
    server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const runsOf = (job: string) =>
    server.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, job)).orderBy(asc(scheduledJobRuns.id));

it('gives the next tick of a cron schedule in UTC', () => {
    expect(nextTick('17 3 * * *', new Date('2026-12-02T03:16:59Z')).toISOString()).toBe('2026-12-02T03:17:00.000Z');
    expect(nextTick('17 3 * * *', new Date('2026-12-02T03:17:00Z')).toISOString()).toBe('2026-12-03T03:17:00.000Z');
});

// The timer is the embedded database's (this file runs there only); on PostgreSQL the queue runs
// the jobs (onceAcrossServers.pg.test.ts).
it('runs a job at its tick, retries a failing one a few times, and keeps the server serving', async () => {
    // A clock 300 ms before the next whole minute, running on from there.
    const offset = nextTick('* * * * *', new Date()).getTime() - Date.now() - 300;
    const logged: string[] = [];
    const runs: Date[] = [];
    const jobs: ScheduledJob[] = [
        {
            name: 'test-every-minute',
            schedule: '* * * * *',
            run: async ({ now }) => {
                runs.push(now);
                return 'ran';
            },
        },
        {
            name: 'test-always-failing',
            schedule: '* * * * *',
            run: async () => {
                throw new Error('the registry does not answer');
            },
        },
    ];
    const scheduler = new JobScheduler({
        database: server.database,
        jobs,
        log: {
            error: (_details: object, message: string) => void logged.push(message),
            warn: () => undefined,
            info: () => undefined,
        } as never,
        now: () => new Date(Date.now() + offset),
        retry: { retries: 1, pauseSeconds: 0.1 },
    });
    await scheduler.start();
    await expect.poll(async () => (await runsOf('test-every-minute')).length, { timeout: 5_000 }).toBe(1);
    await expect
        .poll(async () => (await runsOf('test-always-failing')).map(run => [run.attempt, run.outcome]), {
            timeout: 5_000,
        })
        .toEqual([
            [1, 'failed'],
            [2, 'failed'],
        ]);
    await scheduler.stop();
    expect(runs[0]!.getUTCSeconds()).toBe(0);
    expect((await runsOf('test-every-minute'))[0]).toMatchObject({ outcome: 'succeeded', summary: 'ran' });
    expect(logged).toEqual(['scheduled job test-always-failing failed', 'scheduled job test-always-failing failed']);
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});
