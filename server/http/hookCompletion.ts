import type { FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Ends a callback hook once `work` is done with the request: at once when it answered without
 * waiting (no promise is made on such a request, nor a closure: the work is passed with its
 * request), when its promise settles otherwise; what it throws or rejects with is the hook's
 * error.
 */
export const finishHook = (
    done: HookHandlerDoneFunction,
    work: (request: FastifyRequest) => void | Promise<void>,
    request: FastifyRequest
) => {
    let waiting;
    try {
        waiting = work(request);
    } catch (error) {
        return done(error as Error);
    }
    if (waiting) waiting.then(() => done(), done);
    else done();
};
