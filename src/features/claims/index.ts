import { ClaimQuery } from './ClaimQuery';

/** The `claims` resource, mounted at `/claimquery` by the route table (src/screens.ts). */
export { ClaimQuery };
