import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../services/errors';

/**
 * Request budgets for the public account endpoints (registration, NPI lookup, reset e-mails),
 * per route and address, over a sliding window. Kept in memory: each server process counts its
 * own requests, which bounds abuse on one machine; behind a load balancer, budgets add up.
 */
export interface RateLimit {
    max: number;
    windowMinutes: number;
}

declare module 'fastify' {
    interface FastifyContextConfig {
        rateLimit?: RateLimit;
    }
}

export const createLimiter = () => {
    const hits = new Map<string, number[]>();
    return {
        /** Counts one use of `key`; refuses it when the budget is spent, saying when to retry. */
        take(key: string, { max, windowMinutes }: RateLimit, now = Date.now()) {
            const windowMs = windowMinutes * 60_000;
            const recent = (hits.get(key) ?? []).filter(time => time > now - windowMs);
            if (recent.length >= max) {
                hits.set(key, recent);
                const retryAt = new Date(recent[recent.length - max]! + windowMs);
                throw new AppError(ErrorCode.tooManyAttempts, 'server.tooManyRequests', {}, { retryAt: retryAt.toISOString() });
            }
            recent.push(now);
            hits.set(key, recent);
            if (hits.size > 50_000) hits.clear();
        },
    };
};

export type Limiter = ReturnType<typeof createLimiter>;

/** Applies each route's `config.rateLimit` per address. */
export const installRateLimits = (app: FastifyInstance, limiter: Limiter) => {
    app.addHook('onRequest', async request => {
        const limit = request.routeOptions.config.rateLimit;
        if (limit) limiter.take(`${request.routeOptions.url}|${request.ip}`, limit);
    });
};
