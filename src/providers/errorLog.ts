import { ERROR_LOG_MODES } from '../config/settings';
import { createExternalStore, useExternalStore } from '../lib/externalStore';

/**
 * The error log: uncaught interface errors, collected when the build mode says so
 * (production by default) and written to the console too.
 */
export interface ErrorLogEntry {
    message: string;
    /** The component stack or the source location. */
    where: string;
    url: string;
    stack: string;
    time: number;
}

export const errorLog = createExternalStore<readonly ErrorLogEntry[]>([]);

export const useErrorLog = () => useExternalStore(errorLog);

export const errorLogEnabled = (mode: string = import.meta.env.MODE) => ERROR_LOG_MODES.includes(mode);

export const recordError = (error: unknown, where = '') => {
    const entry: ErrorLogEntry = {
        message: error instanceof Error ? error.message : String(error),
        where: where.trim(),
        url: window.location.href,
        stack: error instanceof Error ? (error.stack ?? '') : '',
        time: Date.now(),
    };
    errorLog.set([...errorLog.get(), entry]);
    console.error(error, where);
};

/** Errors outside React's reach: event handlers, timers, rejected promises. */
export const installGlobalErrorLog = () => {
    window.addEventListener('error', event =>
        recordError(event.error ?? event.message, `${event.filename}:${event.lineno}:${event.colno}`)
    );
    window.addEventListener('unhandledrejection', event => recordError(event.reason, 'unhandled promise rejection'));
};
