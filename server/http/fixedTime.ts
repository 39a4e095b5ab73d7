import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers exactly `ms` after the start, whether it finished sooner, failed, or
 * is still running (it then goes on, and a late failure too goes to `onFailure`). For answers that
 * must not tell, by their timing or their outcome, whether an account uses an address: the work
 * for a known address (a key, an e-mail) and for an unknown one (nothing) look the same.
 */
export const inFixedTime = async (ms: number, work: () => Promise<unknown>, onFailure: (error: unknown) => void) => {
    const started = Date.now();
    const task = work().catch(onFailure);
    await Promise.race([task, sleep(ms)]);
    await sleep(Math.max(0, started + ms - Date.now()));
};
