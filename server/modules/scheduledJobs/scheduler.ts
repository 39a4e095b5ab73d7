import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../shared/database';
import { failureForLog } from '../../http/logging';
import { scheduledJobRuns } from './tables';

/**
 * Runs the portal's scheduled jobs. On PostgreSQL they go through pg-boss: its cron monitor puts
 * one job on the queue per tick of a schedule however many servers share the database, one server
 * takes it (SKIP LOCKED) and a failed run is retried with a growing pause. On the embedded database,
 * which one server opens, an in-process timer runs each job at its next tick and retries it the same
 * way. Either way every run is recorded for admins, and a failure is logged and kept, never thrown
 * out of the serving process.
 */

export interface ScheduledJob {
    name: string;
    /** Cron expression, UTC. */
    schedule: string;
    /** Does the work as of `now`; what it returns is the run's summary (counts, never personal data). */
    run: (context: { now: Date; db: Db }) => Promise<unknown>;
}

export interface RetryPolicy {
    /** Retries after the first try. */
    retries: number;
    /** The pause before the first retry, doubled for each later one. */
    pauseSeconds: number;
}

export interface SchedulerOptions {
    database: Database;
    /** pg-boss's own connection string: the database's. */
    databaseUrl?: string;
    jobs: readonly ScheduledJob[];
    log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
    /** The clock jobs run by; tests move it. */
    now?: () => Date;
    retry?: RetryPolicy;
    /** How often pg-boss looks at the schedules and the queues, in seconds (tests make it short). */
    pollSeconds?: number;
}

const DEFAULT_RETRY: RetryPolicy = { retries: 3, pauseSeconds: 60 };
/** pg-boss's default cadence for its cron monitor; jobs run within this of their tick. */
const DEFAULT_POLL_SECONDS = 30;
/** The longest a timer waits at once (Node caps timers near 24.8 days); it then looks again. */
const LONGEST_WAIT_MS = 6 * 3_600_000;
const SERVER = `${hostname()}:${process.pid}`;

/** The next tick of a cron schedule (UTC) after `after`. */
export const nextTick = (schedule: string, after: Date): Date =>
    cronParser.parseExpression(schedule, { currentDate: after, tz: 'UTC' }).next().toDate();

const summaryOf = (result: unknown) =>
    result === undefined || result === null ? null : typeof result === 'string' ? result : JSON.stringify(result);

export class JobScheduler {
    readonly #stop = new AbortController();
    #boss: PgBoss | undefined;
    readonly #timers: Promise<void>[] = [];
    readonly #now: () => Date;
    readonly #retry: RetryPolicy;

    constructor(private readonly options: SchedulerOptions) {
        this.#now = options.now ?? (() => new Date());
        this.#retry = options.retry ?? DEFAULT_RETRY;
    }

    /**
     * Runs one job now, recorded as any scheduled run, as of `now` (the scheduler's clock by default);
     * throws its failure after recording it.
     */
    async runRecorded(job: ScheduledJob, attempt = 1, now = this.#now()): Promise<void> {
        const { db } = this.options.database;
        const [run] = await db
            .insert(scheduledJobRuns)
            .values({ job: job.name, attempt, server: SERVER })
            .returning({ id: scheduledJobRuns.id });
        try {
            const result = await job.run({ now, db });
            await db
                .update(scheduledJobRuns)
                .set({ outcome: 'succeeded', finishedAt: new Date(), summary: summaryOf(result) })
                .where(eq(scheduledJobRuns.id, run!.id));
        } catch (error) {
            const failure = failureForLog(error);
            await db
                .update(scheduledJobRuns)
                .set({ outcome: 'failed', finishedAt: new Date(), failure: `${failure.type}: ${failure.message}` })
                .where(eq(scheduledJobRuns.id, run!.id))
                .catch(() => undefined);
            this.options.log.error({ failure, job: job.name, attempt }, `scheduled job ${job.name} failed`);
            throw error;
        }
    }

    get jobs(): readonly ScheduledJob[] {
        return this.options.jobs;
    }

    /** The declared job `name`, if there is one. */
    job(name: string) {
        return this.options.jobs.find(job => job.name === name);
    }

    /**
     * An admin's "run now", outside the schedule: on the queue when it runs (one server takes it,
     * retried as a scheduled run), else on this server in the background. Resolves once it is handed on.
     */
    async runSoon(job: ScheduledJob) {
        if (this.#boss) {
            await this.#boss.send(job.name, {}, this.#queueRetry());
            return;
        }
        void this.runRecorded(job).catch(() => undefined);
    }

    #queueRetry() {
        return { retryLimit: this.#retry.retries, retryDelay: this.#retry.pauseSeconds, retryBackoff: true };
    }

    /** Starts running the jobs on their schedules; resolves once they are scheduled. */
    async start() {
        // A deployment without scheduled jobs (the cargo claims one) starts no queue.
        if (this.options.jobs.length === 0) return;
        if (this.options.database.kind === 'postgres') await this.#startQueue();
        else for (const job of this.options.jobs) this.#timers.push(this.#timerLoop(job));
    }

    async #startQueue() {
        const poll = this.options.pollSeconds ?? DEFAULT_POLL_SECONDS;
        const boss = new PgBoss({
            connectionString: this.options.databaseUrl,
            application_name: 'rx-portal-jobs',
            max: 4,
            cronMonitorIntervalSeconds: poll,
            cronWorkerIntervalSeconds: Math.min(poll, 5),
        });
        // pg-boss reports its own connection and maintenance failures here; unheard they would end the process.
        boss.on('error', error =>
            this.options.log.error({ failure: failureForLog(error) }, 'the job queue reported a failure')
        );
        this.#boss = boss;
        await boss.start();
        const retry = this.#queueRetry();
        await this.options.database.exclusively('jobQueue', async () => {
            for (const job of this.options.jobs) {
                await boss.createQueue(job.name, { name: job.name, ...retry, policy: 'standard' });
                await boss.schedule(job.name, job.schedule, {}, { ...retry, tz: 'UTC' });
            }
        });
        for (const job of this.options.jobs) {
            await boss.work(
                job.name,
                { pollingIntervalSeconds: Math.min(poll, 5), includeMetadata: true },
                async jobs => {
                    for (const queued of jobs) await this.runRecorded(job, queued.retryCount + 1);
                }
            );
        }
    }

    async #timerLoop(job: ScheduledJob) {
        const signal = this.#stop.signal;
        while (!signal.aborted) {
            const wait = nextTick(job.schedule, this.#now()).getTime() - this.#now().getTime();
            await sleep(Math.min(wait, LONGEST_WAIT_MS), undefined, { signal, ref: false }).catch(() => undefined);
            if (signal.aborted || wait > LONGEST_WAIT_MS) continue;
            for (let attempt = 1, pause = this.#retry.pauseSeconds; !signal.aborted; attempt++, pause *= 2) {
                const done = await this.runRecorded(job, attempt).then(
                    () => true,
                    () => attempt > this.#retry.retries
                );
                if (done) break;
                await sleep(pause * 1000, undefined, { signal, ref: false }).catch(() => undefined);
            }
        }
    }

    /** Stops scheduling and waits for a running job to finish (at shutdown, before the database closes). */
    async stop() {
        this.#stop.abort();
        await Promise.allSettled(this.#timers);
        await this.#boss?.stop({ graceful: true, wait: true, timeout: 30_000 });
    }
}

declare module 'fastify' {
    interface FastifyInstance {
        /** The jobs run on a schedule; started once the server listens (main), stopped when the app closes. */
        scheduledJobs: JobScheduler;
    }
}
