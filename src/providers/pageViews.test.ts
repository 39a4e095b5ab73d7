import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockInbox, MOCK_PASSWORD } from '../../mocks/handlers';
import { createAuthProvider } from './authProvider';
import { flushPageViews, recordPageView } from './pageViews';

afterEach(() => vi.useRealTimers());

describe('page views', () => {
    it('sends a full batch at once, for the signed-in user', async () => {
        await createAuthProvider('healthcare').login({ username: 'provider', password: MOCK_PASSWORD });
        for (let view = 0; view < 20; view++) recordPageView(`/page-${view}`, new Date(2026, 10, 22, 9, view));
        await vi.waitFor(() => expect(mockInbox.pageViews).toHaveLength(20));
        expect(mockInbox.pageViews[0]).toEqual({ path: '/page-0', at: new Date(2026, 10, 22, 9, 0).toISOString() });
    });

    it('sends what is queued when the user signs out', async () => {
        const authProvider = createAuthProvider('healthcare');
        await authProvider.login({ username: 'provider', password: MOCK_PASSWORD });
        recordPageView('/connect');
        recordPageView('/support');
        expect(mockInbox.pageViews).toHaveLength(0);
        await authProvider.logout({});
        expect(mockInbox.pageViews.map(view => view.path)).toEqual(['/connect', '/support']);
    });

    it('sends nothing without a session', async () => {
        recordPageView('/home');
        await flushPageViews();
        expect(mockInbox.pageViews).toEqual([]);
    });
});
