import type { Logger } from 'drizzle-orm/logger';

/**
 * Every write to a table the session check reads — a session, its user and organisation, the screen grants — found
 * anywhere in a statement (a CTE included), with the table it writes.
 */
const WRITES =
    /\b(insert\s+into|update|delete\s+from)\s+"?(users|sessions|access_grants|organisations)"?\s+(set\s+"?(\w+)"?\s*=\s*\$\d+\s+where\b)?/gi;

/**
 * Whether a statement changes what the session check reads. Two writes do not: a new session
 * (its token is in no cache yet) and the seen-at mark alone (each server keeps its own, and reads
 * the session again before ending it as idle).
 */
export const changesSessionState = (statement: string): boolean => {
    if (statement.startsWith('select')) return false;
    // Statements come back with the same text (their values are parameters): each is read once;
    // a long text (values written in, a bulk load) is read each time rather than kept.
    if (statement.length > LONGEST_KEPT) return findsSessionStateWrite(statement);
    let known = answers.get(statement);
    if (known === undefined) {
        known = findsSessionStateWrite(statement);
        if (answers.size >= ANSWERS_KEPT) answers.clear();
        answers.set(statement, known);
    }
    return known;
};

/** Answers per statement text; a bound on how many, since a text may also hold values written in. */
const answers = new Map<string, boolean>();
const ANSWERS_KEPT = 2_000;
const LONGEST_KEPT = 16_384;

const findsSessionStateWrite = (statement: string): boolean => {
    for (const [, verb, table, singleSet, column] of statement.matchAll(WRITES)) {
        const newSession = table === 'sessions' && /^insert/i.test(verb!);
        const seenAtMark = table === 'sessions' && singleSet !== undefined && column === 'last_seen_at';
        if (!newSession && !seenAtMark) return true;
    }
    return false;
};

/**
 * Watches the statements of one database handle (as drizzle's logger) for those that change
 * session state, and counts them. A request whose count moved between its start and its answer
 * ran one — or overlapped one — and tells every server's session cache once its own transaction
 * has committed; the listener hears each one at once, before it runs (what a change outside any
 * request, a script or a test, relies on). A count rather than a scope per request: Node 20's
 * AsyncLocalStorage would put a hook on every promise of every request.
 */
export class SessionStateWrites implements Logger {
    private seen = 0;
    private listener: () => void = () => undefined;

    logQuery(query: string) {
        if (!changesSessionState(query)) return;
        this.seen++;
        this.listener();
    }

    /** How many session-state writes this handle has run so far. */
    get count(): number {
        return this.seen;
    }

    onChange(listener: () => void) {
        this.listener = listener;
    }
}
