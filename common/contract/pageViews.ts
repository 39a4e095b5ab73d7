import { z } from 'zod';
import { screenOf } from '../routes';
import { isStorableText } from '../validation/text';
import { catalogMessage } from './messages';

/** Page views for the usage statistics, reported by the SPA in batches. */

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

const pageViewSchema = z
    .object({
        path: z
            .string()
            .min(1)
            .max(PAGE_VIEW_LIMITS.pathLength)
            .startsWith('/', { error: catalogMessage('server.pageViews.pathStart') })
            .refine(path => !path.includes('?'), { error: catalogMessage('server.pageViews.pathQuery') })
            // A query string or an unstorable character is refused by its own, clearer message.
            .refine(path => path.includes('?') || !isStorableText(path) || screenOf(path) !== undefined, {
                error: catalogMessage('server.pageViews.pathUnknown'),
            })
            .describe(
                "The location of a screen of the portal's route table, e.g. `/home` or `/audits/42` (stored as the screen, `/audits/:id`); at most 300 characters, no query string"
            ),
        at: z.iso
            .datetime({ offset: true, error: catalogMessage('server.pageViews.atFormat') })
            .refine(at => pageViewTimeProblem(new Date(at)) !== 'stale', {
                error: catalogMessage('server.pageViews.atStale'),
            })
            .refine(at => pageViewTimeProblem(new Date(at)) !== 'future', {
                error: catalogMessage('server.pageViews.atFuture'),
            })
            .describe('When the screen was opened: ISO 8601, at most 24 hours ago and at most 1 minute ahead'),
    })
    .strict();
export type PageView = z.infer<typeof pageViewSchema>;

export const pageViewReportSchema = z
    .object({
        views: z
            .array(pageViewSchema)
            .min(1, { error: catalogMessage('server.pageViews.none') })
            .max(PAGE_VIEW_LIMITS.perRequest, { error: catalogMessage('server.pageViews.tooMany') }),
    })
    .strict()
    .meta({
        id: 'PageViewReport',
        examples: [
            {
                views: [
                    { path: '/home', at: '2026-05-01T09:30:00.000Z' },
                    { path: '/claimquery', at: '2026-05-01T09:30:12.500Z' },
                ],
            },
        ],
    });
export type PageViewReport = z.infer<typeof pageViewReportSchema>;

export const pageViewsStoredSchema = z.object({ stored: z.number().int().describe('How many views were stored') });
export type PageViewsStored = z.infer<typeof pageViewsStoredSchema>;
