import { z } from 'zod';

const jobRunSchema = z.object({
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    outcome: z.enum(['running', 'succeeded', 'failed']),
    summary: z.string().nullable().describe('What the run did, as counts'),
    failure: z.string().nullable(),
    attempt: z.number().int().describe('1 for the scheduled try, more for a retry'),
    server: z.string().describe('Host and process that ran it'),
});

export const scheduledJobStatusSchema = z
    .object({
        name: z.string(),
        schedule: z.string().describe('Cron expression, UTC'),
        nextRunAt: z.string(),
        lastRun: jobRunSchema.nullable(),
        lastSuccessAt: z.string().nullable(),
        recentFailures: z.number().int().describe('Failed runs in the last 7 days'),
        lastFailure: jobRunSchema.nullable(),
    })
    .meta({ id: 'ScheduledJobStatus' });
export type ScheduledJobStatusRecord = z.infer<typeof scheduledJobStatusSchema>;
