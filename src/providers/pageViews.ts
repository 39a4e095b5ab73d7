import { API_BASE_URL } from '../config/env';
import type { Ok } from '../../common/contract/envelope';
import type { PageView, PageViewReport, PageViewsStored } from '../../common/contract/pageViews';
import { screenOf } from '../../common/routes';
import { api } from './httpClient';
import { getToken } from './session';
import { onSignOut } from './signOut';

/**
 * Page views for the dashboard's statistics: queued on each navigation and sent in
 * batches, every few seconds, when the queue fills, when the page is hidden and at sign-out.
 */
const FLUSH_EVERY_MS = 10_000;
const BATCH_SIZE = 20;

const queue: PageView[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

export const recordPageView = (path: string, at = new Date()) => {
    // The server keeps screens only (a batch with any other location is refused whole).
    if (!screenOf(path)) return;
    queue.push({ path, at: at.toISOString() });
    if (queue.length >= BATCH_SIZE) void flushPageViews();
    else timer ??= setTimeout(() => void flushPageViews(), FLUSH_EVERY_MS);
};

/** Sends what is queued; statistics are best effort, so a failure only drops the batch. */
export const flushPageViews = async (keepalive = false) => {
    clearTimeout(timer);
    timer = undefined;
    const views = queue.splice(0, queue.length);
    if (views.length === 0 || !getToken()) return;
    if (keepalive) {
        // The page is going away: only fetch's keepalive outlives it.
        await fetch(`${API_BASE_URL.replace(/\/$/, '')}/api/pageviews`, {
            method: 'POST',
            keepalive: true,
            headers: { 'Content-Type': 'application/json', 'X-Token': getToken()! },
            body: JSON.stringify({ views }),
        }).catch(() => undefined);
        return;
    }
    await api
        .post<Ok<PageViewsStored>, PageViewReport>('/api/pageviews', { views }, { silent: true })
        .catch(() => undefined);
};

window.addEventListener('pagehide', () => void flushPageViews(true));
onSignOut(() => flushPageViews());
