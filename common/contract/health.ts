import { z } from 'zod';

/** `GET /api/health`: 200 when the server and its database answer, 503 otherwise. */

const budgetsState = z
    .enum(['memory', 'ok', 'unavailable'])
    .describe(
        'Request budgets: `memory` (this server alone, no REDIS_URL), `ok` (shared in Redis) or `unavailable` (Redis unreachable: account endpoints refused)'
    );

export const healthySchema = z.object({ status: z.literal('ok'), budgets: budgetsState });
export const unhealthySchema = z.object({ status: z.literal('unavailable'), budgets: budgetsState });
