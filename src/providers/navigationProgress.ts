import { createExternalStore, useExternalStore } from '../lib/externalStore';

/**
 * The navigation progress bar's state: shown while a navigation or the loading of a
 * screen is under way, and a moment after, so that fast navigations still show a sweep.
 */
const MIN_VISIBLE_MS = 300;

const pending = createExternalStore(0);

export const useNavigationInProgress = () => useExternalStore(pending) > 0;

/** Starts one unit of work; call the returned function when it is over. */
export const startProgress = () => {
    pending.set(pending.get() + 1);
    let done = false;
    const started = Date.now();
    return () => {
        if (done) return;
        done = true;
        setTimeout(() => pending.set(pending.get() - 1), Math.max(0, MIN_VISIBLE_MS - (Date.now() - started)));
    };
};
