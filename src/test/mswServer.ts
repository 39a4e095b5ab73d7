import { setupServer } from 'msw/node';
import { forwardToRealApi } from './realApi';

/**
 * The msw server of the SPA tests: it forwards `/api/*` to the real server of the test files that
 * ask for one (`withRealApi()`), and a test adds its own handler with `mswServer.use(...)` only
 * for a failure a real server cannot give on demand (a timeout, a network error, a 5xx).
 */
export const mswServer = setupServer(forwardToRealApi);
