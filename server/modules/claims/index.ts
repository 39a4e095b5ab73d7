/**
 * Claims: the claim query (search, totals, summaries, saved searches), the claim screen and its
 * edit, imports (CSV, XLSX, X12 835 remittance), exports, and the demo claims the seed writes.
 * Another module reads a claim or scopes its own queries to the claims a user may see through here.
 */
export { claimRoutes } from './routes';
export { scopeCondition, scopeOf, searchCondition, type ClaimUser } from './claimQuery';
export { readClaim, searchClaims, searchQuery, searchStatement, type ClaimSearch } from './claims';
export { SearchTotals } from './searchTotals';
export { summarizeClaims } from './claimSummary';
export { bulkInsertClaims, type NewClaim } from './bulkInsert';
export { demoClaim } from './demoData';
