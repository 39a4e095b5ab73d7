import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/**
 * Every write to a table the session check reads — a session, its user, the screen grants — found
 * anywhere in a statement (a CTE included), with the table it writes.
 */
const WRITES =
    /\b(insert\s+into|update|delete\s+from)\s+"?(users|sessions|access_grants)"?\s+(set\s+"?(\w+)"?\s*=\s*\$\d+\s+where\b)?/gi;

/**
 * Whether a statement changes what the session check reads. Two writes do not: a new session
 * (its token is in no cache yet) and the seen-at mark alone (each server keeps its own, and reads
 * the session again before ending it as idle).
 */
export const changesSessionState = (statement: string): boolean => {
    if (statement.startsWith('select')) return false;
    for (const [, verb, table, singleSet, column] of statement.matchAll(WRITES)) {
        const newSession = table === 'sessions' && /^insert/i.test(verb!);
        const seenAtMark = table === 'sessions' && singleSet !== undefined && column === 'last_seen_at';
        if (!newSession && !seenAtMark) return true;
    }
    return false;
};

/**
 * Watches the statements of one database handle (as drizzle's logger) for those that change
 * session state, so that every server's session cache can be told: a request's change once its
 * answer is ready, after its transaction has committed; a change outside any request (a script, a
 * test) at once.
 */
export class SessionStateWrites implements Logger {
    private readonly scopes = new AsyncLocalStorage<{ changed: boolean }>();
    private changedOutsideScope: () => void = () => undefined;

    logQuery(query: string) {
        if (!changesSessionState(query)) return;
        const scope = this.scopes.getStore();
        if (scope) scope.changed = true;
        else this.changedOutsideScope();
    }

    /** Runs `work` (a request) in a scope of its own, which `changedInScope` then answers for. */
    scope<T>(work: () => T): T {
        return this.scopes.run({ changed: false }, work);
    }

    changedInScope(): boolean {
        return this.scopes.getStore()?.changed ?? false;
    }

    onChangeOutsideScope(listener: () => void) {
        this.changedOutsideScope = listener;
    }
}
