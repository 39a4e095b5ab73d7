import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One run of a scheduled job, whichever server ran it: what admins read to see each job's last run
 * and its failures. A run a server died in stays `running`; its retry is a row of its own.
 */
export const scheduledJobRuns = pgTable(
    'scheduled_job_runs',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        job: text('job').notNull(),
        startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
        finishedAt: timestamp('finished_at', { withTimezone: true }),
        outcome: text('outcome').$type<'running' | 'succeeded' | 'failed'>().notNull().default('running'),
        /** What the run did, in the job's own words (counts, never personal data). */
        summary: text('summary'),
        /** The failure's kind and message (a database failure by statement and SQLSTATE only). */
        failure: text('failure'),
        /** 1 for the scheduled try, more for its retries. */
        attempt: integer('attempt').notNull().default(1),
        /** The host name and process id of the server that ran it. */
        server: text('server').notNull(),
    },
    table => [
        index('scheduled_job_runs_job_started_idx').on(table.job, table.startedAt),
        check('scheduled_job_runs_outcome_check', sql`${table.outcome} in ('running', 'succeeded', 'failed')`),
    ]
);
