import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SharedStore } from '../db/redis';
import { AppError, ErrorCode, ServiceUnavailableError } from '../services/errors';
import { requestTokenHash } from './auth';

/**
 * Request budgets, counted by @fastify/rate-limit: in Redis when REDIS_URL is set (every server
 * counts the same requests), in this process otherwise. Each budget is a number of requests per
 * window for one key (an address, a session, an address on one route, an e-mail address).
 */
export interface Budget {
    max: number;
    windowMinutes: number;
}

declare module 'fastify' {
    interface FastifyContextConfig {
        /** The route's own budget per address, on top of the general ones. */
        budget?: Budget;
    }
    interface FastifyRequest {
        /** The key being counted: read by the limiter's key generator. */
        budgetKey: string;
    }
}

export interface GeneralBudgets {
    /** Requests per minute from one address on the whole API; 0 = no limit. */
    perAddress: number;
    /** Requests per minute with one session token on the whole API; 0 = no limit. */
    perSession: number;
}

/** Routes outside the general budgets: load balancers and monitors call them all the time. */
const UNCOUNTED = new Set(['/api/health']);

export const installRequestBudgets = async (app: FastifyInstance, shared: SharedStore, general: GeneralBudgets) => {
    await app.register(rateLimit, {
        global: false,
        redis: shared.client,
        nameSpace: 'rx-budget:',
        keyGenerator: request => request.budgetKey,
    });
    app.decorateRequest('budgetKey', '');

    const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
    const limiterFor = ({ max, windowMinutes }: Budget) => {
        const id = `${max}/${windowMinutes}`;
        let limiter = limiters.get(id);
        if (!limiter) {
            limiter = app.createRateLimit({
                max,
                timeWindow: windowMinutes * 60_000,
                keyGenerator: request => request.budgetKey,
            });
            limiters.set(id, limiter);
        }
        return limiter;
    };

    /**
     * Counts one request against `budget` under `key`, refusing it (429, with the time to retry)
     * when the budget is spent. When the shared count cannot be reached, `failClosed` budgets refuse
     * (503) and the others let the request through.
     */
    const take = async (request: FastifyRequest, key: string, budget: Budget, failClosed: boolean) => {
        request.budgetKey = key;
        let counted;
        try {
            // A Redis known not to answer is not asked: each request would wait for its timeout.
            if (shared.state() === 'unavailable') throw new Error('Redis does not answer');
            counted = await limiterFor(budget)(request);
        } catch (error) {
            shared.commandFailed(error);
            if (!failClosed) return;
            request.log.warn({ failure: { message: (error as Error).message } }, 'request budget not counted: refused');
            throw new ServiceUnavailableError('server.budgetsUnavailable');
        }
        if (!counted.isAllowed && counted.isExceeded) {
            const retryAt = new Date(Date.now() + counted.ttl).toISOString();
            throw new AppError(ErrorCode.tooManyAttempts, 'server.tooManyRequests', {}, { retryAt });
        }
    };

    app.addHook('onRequest', async request => {
        // Unknown paths count too: probing for them is what a scanner does.
        const path = request.routeOptions.url ?? request.url.split('?')[0]!;
        if (!path.startsWith('/api/') || UNCOUNTED.has(path)) return;
        if (general.perAddress > 0) {
            await take(request, `address|${request.ip}`, { max: general.perAddress, windowMinutes: 1 }, false);
        }
        const tokenHash = general.perSession > 0 ? requestTokenHash(request) : undefined;
        if (tokenHash) {
            // The token's hash: the shared store never holds a usable session key.
            await take(request, `session|${tokenHash}`, { max: general.perSession, windowMinutes: 1 }, false);
        }
        const own = request.routeOptions.config.budget;
        if (own) await take(request, `route|${request.method} ${path}|${request.ip}`, own, true);
    });

    return { take };
};

export type RequestBudgets = Awaited<ReturnType<typeof installRequestBudgets>>;
