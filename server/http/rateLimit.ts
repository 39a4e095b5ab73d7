import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SharedStore } from '../shared/redis';
import { AppError, ErrorCode, ServiceUnavailableError } from '../shared/errors';
import { requestTokenHash } from './auth';
import { BudgetCounter, type Take } from './budgetCounter';
import { finishHook } from './hookCompletion';

/**
 * Request budgets, counted by BudgetCounter: in Redis when REDIS_URL is set (every server counts
 * the same requests, the general budgets in batches), in this process otherwise. Each budget is a number of requests per
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
}

export interface GeneralBudgets {
    /** Requests per minute from one address on the whole API; 0 = no limit. */
    perAddress: number;
    /** Requests per minute with one session token on the whole API; 0 = no limit. */
    perSession: number;
}

/** Routes outside the general budgets: load balancers and monitors call them all the time. */
const UNCOUNTED = new Set(['/api/health']);

const NAME_SPACE = 'rx-budget:';

export const installRequestBudgets = async (app: FastifyInstance, shared: SharedStore, general: GeneralBudgets) => {
    const counter = new BudgetCounter(shared, NAME_SPACE);
    app.addHook('onClose', async () => counter.close());

    const refuseWhenSpent = ({ allowed, windowEnd }: Take) => {
        if (!allowed) {
            throw new AppError(
                ErrorCode.tooManyAttempts,
                'server.tooManyRequests',
                {},
                { retryAt: new Date(windowEnd).toISOString() }
            );
        }
    };

    /** A count that could not be made: a `failClosed` budget refuses (503), the others let the request through. */
    const uncounted = (request: FastifyRequest, failClosed: boolean, error: unknown) => {
        shared.commandFailed(error);
        if (!failClosed) return;
        request.log.warn({ failure: { message: (error as Error).message } }, 'request budget not counted: refused');
        throw new ServiceUnavailableError('server.budgetsUnavailable');
    };

    /**
     * Counts one request against `budget` under `key`, refusing it (429, with the time to retry)
     * when the budget is spent. When the shared count cannot be reached, `failClosed` budgets refuse
     * (503) and the others let the request through. Answers at once (no promise) when the count
     * needs no wait for Redis.
     */
    const take = (request: FastifyRequest, key: string, budget: Budget, failClosed: boolean): void | Promise<void> => {
        let counted: Take | Promise<Take>;
        try {
            counted = counter.take(key, budget.max, budget.windowMinutes * 60_000, failClosed);
        } catch (error) {
            return uncounted(request, failClosed, error);
        }
        if (!(counted instanceof Promise)) return refuseWhenSpent(counted);
        return counted.then(refuseWhenSpent, (error: unknown) => uncounted(request, failClosed, error));
    };

    const perAddress: Budget = { max: general.perAddress, windowMinutes: 1 };
    const perSession: Budget = { max: general.perSession, windowMinutes: 1 };
    /**
     * The general budgets and the route's own, one after another; a promise only when one must
     * wait (no closure is made on a request that waits for nothing).
     */
    const takeAll = (request: FastifyRequest): void | Promise<void> => {
        // Unknown paths count too: probing for them is what a scanner does.
        const path = request.routeOptions.url ?? request.url.split('?')[0]!;
        if (!path.startsWith('/api/') || UNCOUNTED.has(path)) return;
        let waiting: void | Promise<void> = undefined;
        if (perAddress.max > 0) waiting = take(request, `address|${request.ip}`, perAddress, false);
        const tokenHash = perSession.max > 0 ? requestTokenHash(request) : undefined;
        if (tokenHash) {
            // The token's hash: the shared store never holds a usable session key.
            const key = `session|${tokenHash}`;
            waiting = waiting
                ? waiting.then(() => take(request, key, perSession, false))
                : take(request, key, perSession, false);
        }
        const own = request.routeOptions.config.budget;
        if (own) {
            const key = `route|${request.method} ${path}|${request.ip}`;
            waiting = waiting ? waiting.then(() => take(request, key, own, true)) : take(request, key, own, true);
        }
        return waiting;
    };

    app.addHook('onRequest', (request, _reply, done) => finishHook(done, takeAll, request));

    return { take };
};

export type RequestBudgets = Awaited<ReturnType<typeof installRequestBudgets>>;
