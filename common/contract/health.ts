import { z } from 'zod';

/**
 * `GET /api/health`: what this server depends on and whether each answers. 503 when it cannot
 * serve (its database does not answer, or lacks migrations this server needs), 200 otherwise;
 * `ready` says whether it serves everything (a balancer adds a new server once it is true).
 */

const budgetsState = z
    .enum(['memory', 'ok', 'unavailable'])
    .describe(
        'Request budgets: `memory` (this server alone, no REDIS_URL), `ok` (shared in Redis) or `unavailable` (Redis unreachable: account endpoints refused)'
    );

const databaseHealth = z.object({
    kind: z.enum(['pglite', 'postgres']).describe('`pglite` (embedded) or `postgres` (DATABASE_URL)'),
    reachable: z.boolean(),
    migrations: z
        .enum(['current', 'behind', 'ahead', 'unknown'])
        .describe(
            '`current`; `behind`: migrations this server needs are missing; `ahead`: a newer server migrated it further; `unknown` while it is unreachable'
        ),
    problem: z.string().optional().describe('What is wrong, when something is'),
});

const dependencyHealth = z.object({
    state: z.enum(['ok', 'connecting', 'unavailable']),
    problem: z.string().optional().describe('What is wrong, when something is'),
});

const workHealth = z.object({
    state: z.enum(['waiting', 'running', 'done', 'failed']),
    progress: z.object({ done: z.number(), total: z.number() }).optional(),
    attempts: z.number().int(),
    failure: z.string().optional().describe("The last try's failure"),
});

export const healthSchema = z
    .object({
        status: z
            .enum(['ok', 'degraded', 'unavailable'])
            .describe(
                '`ok`; `degraded`: serving, but something configured is wrong (see its entry); `unavailable` (503): cannot serve'
            ),
        ready: z
            .boolean()
            .describe(
                'Serves everything: the database answers with its schema current and Redis (if configured) answers'
            ),
        budgets: budgetsState,
        database: databaseHealth,
        redis: dependencyHealth.optional().describe('With REDIS_URL only; `connecting` until Redis first answers'),
        mail: dependencyHealth.optional().describe('With SMTP_URL only: whether the SMTP server takes a sign-in'),
        background: z
            .record(z.string(), workHealth)
            .describe('Work the server does after it listens, by name (`demoClaims`: loading the demo claims)'),
        jobs: z.object({ running: z.number().int() }).describe('Spreadsheet checks and applies running on this server'),
    })
    .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
