import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { failureForLog } from '../http/logging';

/**
 * Work a serving process does on its own, after it listens (loading the demo claims). A failure
 * of it is logged with its cause, shown in /api/health and tried again after a pause, a few
 * times; it never ends the process, which keeps serving what it has.
 */

export type WorkState = 'waiting' | 'running' | 'done' | 'failed';

export interface WorkStatus {
    /** `waiting`: for another server doing the same work on the database, or for its next try. */
    state: WorkState;
    /** How far the running try is, in the work's own units. */
    progress?: { done: number; total: number };
    /** Tries so far, the running one included. */
    attempts: number;
    /** The last try's failure: its kind and message (a database failure by statement and SQLSTATE only). */
    failure?: string;
}

export interface WorkContext {
    /** Fires when the server shuts down: the work stops where it is. */
    signal: AbortSignal;
    /** Says the work is running, no longer waiting its turn. */
    running(): void;
    progress(done: number, total: number): void;
}

export interface RetryPolicy {
    /** Tries in all, the first included. */
    attempts: number;
    /** The pause before the second try; each later pause is twice the one before. */
    pauseMs: number;
}

const DEFAULT_RETRY: RetryPolicy = { attempts: 5, pauseMs: 5_000 };

export class BackgroundWork {
    readonly #statuses = new Map<string, WorkStatus>();
    readonly #running = new Set<Promise<void>>();
    readonly #stop = new AbortController();

    constructor(private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>) {}

    /** Starts `work` under `name`, not awaited: its outcome is logged and kept in `statuses()`. */
    start(name: string, work: (context: WorkContext) => Promise<void>, retry: RetryPolicy = DEFAULT_RETRY) {
        const status: WorkStatus = { state: 'waiting', attempts: 0 };
        this.#statuses.set(name, status);
        const signal = this.#stop.signal;
        const context: WorkContext = {
            signal,
            running: () => void (status.state = 'running'),
            progress: (done, total) => void (status.progress = { done, total }),
        };
        const run = (async () => {
            for (let pause = retry.pauseMs; !signal.aborted; pause *= 2) {
                status.attempts++;
                status.state = 'waiting';
                try {
                    await work(context);
                    status.state = 'done';
                    delete status.failure;
                    return;
                } catch (error) {
                    if (signal.aborted) return;
                    const failure = failureForLog(error);
                    status.failure = `${failure.type}: ${failure.message}`;
                    const last = status.attempts >= retry.attempts;
                    status.state = last ? 'failed' : 'waiting';
                    this.log.error(
                        { failure, work: name, attempt: status.attempts },
                        last
                            ? `${name} failed for good after ${status.attempts} tries; the portal keeps serving without it`
                            : `${name} failed; tried again in ${pause / 1000} s`
                    );
                    if (last) return;
                    await sleep(pause, undefined, { signal }).catch(() => undefined);
                }
            }
        })();
        this.#running.add(run);
        void run.finally(() => this.#running.delete(run));
    }

    readonly #jobCounts: (() => number)[] = [];

    /** Adds a source of user-started jobs (spreadsheet checks and applies) to count in `runningJobs`. */
    countJobs(running: () => number) {
        this.#jobCounts.push(running);
    }

    /** How many user-started jobs run on this server now. */
    runningJobs() {
        return this.#jobCounts.reduce((total, running) => total + running(), 0);
    }

    /** Each work started, by name, as it stands now. */
    statuses(): Record<string, WorkStatus> {
        return Object.fromEntries([...this.#statuses].map(([name, status]) => [name, { ...status }]));
    }

    /** Whether any work has failed for good. */
    failed() {
        return [...this.#statuses.values()].some(status => status.state === 'failed');
    }

    /** Stops every work (at shutdown, before the database closes) and waits until each has. */
    async stop() {
        this.#stop.abort();
        await Promise.allSettled([...this.#running]);
    }
}

declare module 'fastify' {
    interface FastifyInstance {
        /** Work this server does after it listens; stopped when the app closes. */
        background: BackgroundWork;
    }
}
