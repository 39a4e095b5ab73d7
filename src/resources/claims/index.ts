import { ClaimQuery } from './ClaimQuery';

/** The `claims` resource (issue 13), mounted at `/claimquery` by the route table (src/screens.ts). */
export { ClaimQuery };
