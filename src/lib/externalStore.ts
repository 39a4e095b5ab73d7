import { useSyncExternalStore } from 'react';

/**
 * A value outside React that components can subscribe to: how code without React context
 * (the HTTP client's interceptors, the page-load restore) signals the UI.
 */
export interface ExternalStore<T> {
    get(): T;
    set(next: T): void;
    subscribe(listener: () => void): () => void;
}

export const createExternalStore = <T>(initial: T): ExternalStore<T> => {
    let value = initial;
    const listeners = new Set<() => void>();
    return {
        get: () => value,
        set(next) {
            value = next;
            listeners.forEach(listener => listener());
        },
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
};

export const useExternalStore = <T>(store: ExternalStore<T>): T => useSyncExternalStore(store.subscribe, store.get);
