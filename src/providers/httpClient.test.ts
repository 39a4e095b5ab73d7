import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '../test/mswServer';
import { withRealApi } from '../test/realApi';
import { ApiError, http } from './httpClient';
import { setToken } from './session';
import { notices, sessionDialog } from './uiSignals';

const answer = (body: unknown, status = 200) =>
    mswServer.use(mock.all('*/api/probe', () => HttpResponse.json(body as never, { status })));

withRealApi();

describe('the HTTP client', () => {
    it('sends the token in X-Token when there is one', async () => {
        let seen: string | null = 'unset';
        mswServer.use(
            mock.get('*/api/probe', ({ request }) => {
                seen = request.headers.get('X-Token');
                return HttpResponse.json({ code: 200 });
            })
        );
        await http.get('/api/probe');
        expect(seen).toBeNull();
        setToken('abc');
        await http.get('/api/probe');
        expect(seen).toBe('abc');
    });

    it("rejects an error envelope and shows the server's message", async () => {
        answer({ code: 403, message: 'You are not allowed to do this.' }, 403);
        const error = await http.get('/api/probe').catch(e => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ code: 403, status: 403, message: 'You are not allowed to do this.' });
        expect(notices.get()).toEqual([
            {
                message: 'You are not allowed to do this.',
                args: { _: 'You are not allowed to do this.' },
                type: 'error',
            },
        ]);
        expect(sessionDialog.get()).toBeNull();
    });

    it('applies the rule to HTTP 200 bodies too, and shows "Error" without a message', async () => {
        answer({ status: 1 });
        await expect(http.get('/api/probe')).rejects.toBeInstanceOf(ApiError);
        expect(notices.get()).toEqual([{ message: 'http.error', type: 'error' }]);
    });

    it('lets code 500 through, as the rule says', async () => {
        answer({ code: 500, data: 'kept' });
        await expect(http.get('/api/probe')).resolves.toMatchObject({ data: { data: 'kept' } });
    });

    it.each([50008, 50012, 50014, 401])('opens the Confirm-logout dialog for code %i', async code => {
        answer({ code, message: 'Your session has ended.' }, 401);
        await http.get('/api/probe').catch(() => undefined);
        expect(sessionDialog.get()).toBe('loggedOut');
    });

    it('opens the username-changed variant when getUserInfo finds the session gone', async () => {
        setToken('a-session-that-has-ended');
        await http.get('/api/user/getUserInfo').catch(() => undefined);
        expect(sessionDialog.get()).toBe('usernameChanged');
    });

    it('shows a network failure', async () => {
        mswServer.use(mock.get('*/api/probe', () => HttpResponse.error()));
        await expect(http.get('/api/probe')).rejects.toBeInstanceOf(ApiError);
        expect(notices.get()).toEqual([{ message: 'http.network', type: 'error' }]);
    });

    it('gives up after the timeout and says so', async () => {
        mswServer.use(
            mock.get('*/api/probe', async () => {
                await delay(200);
                return HttpResponse.json({ code: 200 });
            })
        );
        await expect(http.get('/api/probe', { timeout: 20 })).rejects.toBeInstanceOf(ApiError);
        expect(notices.get()).toEqual([{ message: 'http.timeout', args: { seconds: 5 }, type: 'error' }]);
    });

    it('uses a 5000 ms timeout by default', () => {
        expect(http.defaults.timeout).toBe(5000);
    });

    it('stays quiet for silent calls, and skips only the toast when asked', async () => {
        answer({ code: 50012, message: 'ended' }, 401);
        await http.get('/api/probe', { silent: true }).catch(() => undefined);
        expect([notices.get(), sessionDialog.get()]).toEqual([[], null]);
        await http.get('/api/probe', { notifyErrors: false }).catch(() => undefined);
        expect([notices.get(), sessionDialog.get()]).toEqual([[], 'loggedOut']);
    });
});
