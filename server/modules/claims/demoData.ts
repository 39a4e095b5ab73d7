import type { Profile } from '../../../common/profiles';
import type { NewClaim } from './bulkInsert';
import { cargoClaim } from './demoCargoClaims';
import { healthcareClaim } from './demoHealthcareClaims';

/**
 * Deterministic demo claims: claim number n is always the same claim (its values come from a
 * generator seeded with n), received over the 18 months before `today`, its status following
 * from its age, and its money balancing: billed = paid + Σ adjustments once adjudicated.
 * All people, companies and NPIs are made up.
 */

/** Demo claim number `n` (from 1) of the profile, as received up to `today`. */
export const demoClaim = (profile: Profile, n: number, today = new Date()): NewClaim => {
    const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    return profile === 'healthcare' ? healthcareClaim(n, todayMs) : cargoClaim(n, todayMs);
};
