import { screenOf } from '../../../common/routes';
import type { Executor } from '../../shared/database';
import { pageViews } from '../../db/schema';

/**
 * Stores a batch of page views of one user in a single INSERT: all of them or none. Each is kept as
 * the screen it showed (`/audits/:id`, not the user's id), so the table holds one path per screen
 * whatever locations a client reports; the contract has refused locations that are no screen.
 */
export const recordPageViews = async (
    db: Executor,
    userId: string,
    views: { path: string; at: Date }[]
): Promise<number> => {
    if (views.length === 0) return 0;
    const rows = await db
        .insert(pageViews)
        .values(views.map(view => ({ userId, path: screenOf(view.path) ?? view.path, viewedAt: view.at })))
        .returning({ id: pageViews.id });
    return rows.length;
};
