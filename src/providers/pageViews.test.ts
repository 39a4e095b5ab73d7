import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequests, demoPassword, withRealApi } from '../test/realApi';
import { createAuthProvider } from './authProvider';
import { flushPageViews, recordPageView } from './pageViews';

withRealApi();

afterEach(() => vi.useRealTimers());

/** The page views the real server accepted, in the order they were sent. */
const received = () =>
    apiRequests
        .filter(request => request.method === 'POST' && request.path === '/api/pageviews' && request.status === 200)
        .flatMap(request => (JSON.parse(request.body) as { views: { path: string; at: string }[] }).views);

describe('page views', () => {
    it('sends a full batch at once, for the signed-in user', async () => {
        await createAuthProvider('healthcare').login({ username: 'provider', password: demoPassword() });
        // Within the last day: the server refuses older views (the mock this test ran on did not).
        const start = Date.now() - 30 * 60_000;
        for (let view = 0; view < 20; view++) recordPageView(`/audits/${view}`, new Date(start + view * 60_000));
        await vi.waitFor(() => expect(received()).toHaveLength(20), { timeout: 10_000 });
        expect(received()[0]).toEqual({ path: '/audits/0', at: new Date(start).toISOString() });
    });

    it('sends what is queued when the user signs out', async () => {
        const authProvider = createAuthProvider('healthcare');
        await authProvider.login({ username: 'provider', password: demoPassword() });
        recordPageView('/connect');
        recordPageView('/support');
        expect(received()).toHaveLength(0);
        await authProvider.logout({});
        expect(received().map(view => view.path)).toEqual(['/connect', '/support']);
    });

    it('sends nothing without a session', async () => {
        recordPageView('/home');
        await flushPageViews();
        expect(apiRequests.filter(request => request.path === '/api/pageviews')).toEqual([]);
    });
});
