import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { nextTick, type ScheduledJob } from './scheduler';
import { scheduledJobRuns } from './tables';

/** How far back the failures shown to admins are counted. */
const FAILURE_WINDOW_DAYS = 7;

export interface JobRun {
    startedAt: string;
    finishedAt: string | null;
    outcome: 'running' | 'succeeded' | 'failed';
    summary: string | null;
    failure: string | null;
    attempt: number;
    server: string;
}

export interface JobStatus {
    name: string;
    schedule: string;
    nextRunAt: string;
    lastRun: JobRun | null;
    lastSuccessAt: string | null;
    /** Failed runs in the last FAILURE_WINDOW_DAYS days. */
    recentFailures: number;
    /** The latest failed run, if any. */
    lastFailure: JobRun | null;
}

const asRun = (row: typeof scheduledJobRuns.$inferSelect): JobRun => ({
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outcome: row.outcome,
    summary: row.summary,
    failure: row.failure,
    attempt: row.attempt,
    server: row.server,
});

/** Each job's last run, next run and failures, as admins see them. */
export const jobStatuses = async (db: Executor, jobs: readonly ScheduledJob[], now: Date): Promise<JobStatus[]> => {
    const since = new Date(now.getTime() - FAILURE_WINDOW_DAYS * 86_400_000);
    const statuses: JobStatus[] = [];
    for (const job of jobs) {
        const latest = (outcome?: 'succeeded' | 'failed') =>
            db
                .select()
                .from(scheduledJobRuns)
                .where(
                    and(eq(scheduledJobRuns.job, job.name), outcome ? eq(scheduledJobRuns.outcome, outcome) : undefined)
                )
                .orderBy(desc(scheduledJobRuns.startedAt), desc(scheduledJobRuns.id))
                .limit(1);
        const [[last], [success], [failed], [failures]] = await Promise.all([
            latest(),
            latest('succeeded'),
            latest('failed'),
            db
                .select({ count: sql<number>`count(*)::int` })
                .from(scheduledJobRuns)
                .where(
                    and(
                        eq(scheduledJobRuns.job, job.name),
                        eq(scheduledJobRuns.outcome, 'failed'),
                        gte(scheduledJobRuns.startedAt, since)
                    )
                ),
        ]);
        statuses.push({
            name: job.name,
            schedule: job.schedule,
            nextRunAt: nextTick(job.schedule, now).toISOString(),
            lastRun: last ? asRun(last) : null,
            lastSuccessAt: success?.startedAt.toISOString() ?? null,
            recentFailures: Number(failures?.count ?? 0),
            lastFailure: failed ? asRun(failed) : null,
        });
    }
    return statuses;
};
