import { ClaimActions } from './features/claimActions/ClaimActions';
import { NewCargoClaim } from './features/claimActions/NewCargoClaim';
import { ClaimQuery } from './features/claims';

/**
 * `/claimquery`: the claims feature's desk, its detail showing claim actions' panel and its toolbar
 * claim actions' "File a claim" (a feature imports no other).
 */
export const ClaimQueryScreen = () => <ClaimQuery ClaimActions={ClaimActions} NewClaim={NewCargoClaim} />;
