import type { Executor } from '../db/database';
import { pageViews } from '../db/schema';

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
