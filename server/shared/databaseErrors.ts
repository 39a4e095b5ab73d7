/**
 * Refusals of the database, recognised the same way on PostgreSQL and PGlite: the driver's error
 * carries its SQLSTATE (`23505`) and a severity, possibly wrapped by drizzle as the `cause` of a
 * query error of its own.
 */

/** A database refusal: its SQLSTATE; its query may travel with it. */
export interface DatabaseFailure {
    code: string;
    query?: unknown;
    cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database refusal an error is or wraps, if any. */
export const databaseFailure = (error: unknown): DatabaseFailure | undefined => {
    for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
        const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
        if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && 'severity' in candidate) {
            return candidate as DatabaseFailure;
        }
        current = candidate.cause;
    }
    return undefined;
};

/** Whether an error is a unique index refusing a second row (SQLSTATE 23505, unique_violation). */
export const isUniqueViolation = (error: unknown): boolean => databaseFailure(error)?.code === '23505';
