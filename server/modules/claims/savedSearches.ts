import { and, asc, eq } from 'drizzle-orm';
import type { SavedClaimSearch, SavedClaimSearchInput } from '../../../common/contract/claims';
import type { Executor } from '../../shared/database';
import { savedClaimSearches } from './tables';
import { AppError, ErrorCode } from '../../shared/errors';

/** Most searches one user keeps. */
export const SAVED_SEARCHES_MAX = 50;

type Row = typeof savedClaimSearches.$inferSelect;

const toSavedSearch = (row: Row): SavedClaimSearch => ({
    id: row.id,
    name: row.name,
    filter: row.filter as SavedClaimSearch['filter'],
    sort: row.sort as SavedClaimSearch['sort'],
    createdAt: row.createdAt.toISOString(),
});

/** The user's own saved searches, by name. */
export const listSavedSearches = async (db: Executor, userId: string) =>
    (
        await db
            .select()
            .from(savedClaimSearches)
            .where(eq(savedClaimSearches.userId, userId))
            .orderBy(asc(savedClaimSearches.name))
    ).map(toSavedSearch);

/** Keeps a search under a name of the user's own; a name already used (any case) is refused. */
export const saveSearch = async (db: Executor, userId: string, input: SavedClaimSearchInput) =>
    db.transaction(async tx => {
        const mine = await tx.select().from(savedClaimSearches).where(eq(savedClaimSearches.userId, userId));
        if (mine.some(row => row.name.toLowerCase() === input.name.toLowerCase())) {
            throw new AppError(ErrorCode.conflict, 'server.claims.savedSearchName', { name: input.name });
        }
        if (mine.length >= SAVED_SEARCHES_MAX) {
            throw new AppError(ErrorCode.conflict, 'server.claims.savedSearchesFull', { max: SAVED_SEARCHES_MAX });
        }
        const [row] = await tx
            .insert(savedClaimSearches)
            .values({ userId, name: input.name, filter: input.filter, sort: input.sort })
            .returning();
        return toSavedSearch(row!);
    });

/** Removes one of the user's saved searches; another user's (or an unknown id) answers 404. */
export const deleteSavedSearch = async (db: Executor, userId: string, id: string) => {
    const removed = await db
        .delete(savedClaimSearches)
        .where(and(eq(savedClaimSearches.id, id), eq(savedClaimSearches.userId, userId)))
        .returning({ id: savedClaimSearches.id });
    if (removed.length === 0) throw new AppError(ErrorCode.notFound, 'server.claims.savedSearchNotFound', { id });
    return { deleted: true };
};
