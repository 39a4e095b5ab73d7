import { setupServer } from 'msw/node';
import { forwardToRealApi } from '../src/test/realApi';
import { handlers } from './handlers';

/** The msw server the SPA unit tests run against: the real API for the files that use it first. */
export const mockServer = setupServer(forwardToRealApi, ...handlers);
