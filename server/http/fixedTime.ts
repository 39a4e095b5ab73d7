import { setTimeout as sleep } from 'node:timers/promises';

/** Work whose answer has gone out but which is still running (on a busy machine it can outlast its answer). */
const unfinished = new Set<Promise<unknown>>();

/**
 * Settles once every such work has: the server waits for it before closing, so that a reset
 * e-mail promised by an answer is not lost to a shutdown.
 */
export const unfinishedWork = async () => {
    await Promise.all(unfinished);
};

/**
 * Runs `work` and answers exactly `ms` after the start, whether it finished sooner, failed, or
 * is still running (it then goes on, and a late failure too goes to `onFailure`). For answers that
 * must not tell, by their timing or their outcome, whether an account uses an address: the work
 * for a known address (a key, an e-mail) and for an unknown one (nothing) look the same.
 */
export const inFixedTime = async (ms: number, work: () => Promise<unknown>, onFailure: (error: unknown) => void) => {
    const started = Date.now();
    const task = work().catch(onFailure);
    unfinished.add(task);
    void task.finally(() => unfinished.delete(task));
    await Promise.race([task, sleep(ms)]);
    await sleep(Math.max(0, started + ms - Date.now()));
};
