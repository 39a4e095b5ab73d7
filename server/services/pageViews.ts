import type { Executor } from '../db/database';
import { pageViews } from '../db/schema';

/** What one report may hold and how far its times may stray from the server's clock. */
export const PAGE_VIEW_LIMITS = {
    perRequest: 50,
    pathLength: 300,
    /** The SPA sends its queue every few seconds; a day covers a laptop closed overnight. */
    maxAgeMs: 24 * 3_600_000,
    /** Clocks of browsers drift; a minute ahead is tolerated. */
    maxAheadMs: 60_000,
} as const;

/** Why a view's time is refused, if it is: older than a day or more than a minute ahead. */
export const pageViewTimeProblem = (at: Date, now = new Date()): 'stale' | 'future' | undefined => {
    if (at.getTime() < now.getTime() - PAGE_VIEW_LIMITS.maxAgeMs) return 'stale';
    if (at.getTime() > now.getTime() + PAGE_VIEW_LIMITS.maxAheadMs) return 'future';
    return undefined;
};

/** Stores a batch of page views of one user in a single INSERT: all of them or none. */
export const recordPageViews = async (
    db: Executor,
    userId: string,
    views: { path: string; at: Date }[]
): Promise<number> => {
    if (views.length === 0) return 0;
    const rows = await db
        .insert(pageViews)
        .values(views.map(view => ({ userId, path: view.path, viewedAt: view.at })))
        .returning({ id: pageViews.id });
    return rows.length;
};
