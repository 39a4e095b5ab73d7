import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The msw server the SPA unit tests run against. */
export const mockServer = setupServer(...handlers);
