import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mocks/server';
import { resetMockAccounts } from '../../mocks/accountData';
import { mockSessions } from '../../mocks/handlers';
import { resetToken } from '../providers/session';
import { notices, sessionDialog } from '../providers/uiSignals';
import { apiRequests } from './realApi';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
    cleanup();
    mockServer.resetHandlers();
    apiRequests.length = 0;
    mockSessions.clear();
    resetMockAccounts();
    resetToken();
    Object.keys(Cookies.get()).forEach(name => Cookies.remove(name));
    localStorage.clear();
    sessionStorage.clear();
    notices.set([]);
    sessionDialog.set(null);
    window.location.hash = '';
});
afterAll(() => mockServer.close());
