import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetToken } from '../providers/session';
import { notices, sessionDialog } from '../providers/uiSignals';
import { mswServer } from './mswServer';
import { apiRequests } from './realApi';

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
    cleanup();
    mswServer.resetHandlers();
    apiRequests.length = 0;
    resetToken();
    Object.keys(Cookies.get()).forEach(name => Cookies.remove(name));
    localStorage.clear();
    sessionStorage.clear();
    notices.set([]);
    sessionDialog.set(null);
    window.location.hash = '';
});
afterAll(() => mswServer.close());
