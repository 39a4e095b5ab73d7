import { sql } from 'drizzle-orm';
import {
    CLAIM_FIELDS,
    seesField,
    type ClaimDesk,
    type ClaimField,
    type ClaimScope,
} from '../../../common/claims/desks';
import { claims } from '../../db/schema';

const cache = new WeakMap<ClaimScope, ReadonlySet<ClaimField>>();

/**
 * The fields a scope does not see (`seesField`: member details unless it has them, and whatever
 * it hides, such as the insurer's reserve for a forwarder). Worked out once per scope: a page or
 * an export asks for every row.
 */
export const hiddenFields = (desk: ClaimDesk, scope: ClaimScope): ReadonlySet<ClaimField> => {
    let hidden = cache.get(scope);
    if (!hidden) {
        hidden = new Set(CLAIM_FIELDS.filter(name => !seesField(desk, scope, name)));
        cache.set(scope, hidden);
    }
    return hidden;
};

/**
 * A claim's version for optimistic editing: the microsecond of its last change. Every change
 * moves `updated_at` forward (an edit, an import), so a stale version is told from the current one
 * without a column of its own.
 */
export const claimVersion = sql<number>`round(extract(epoch from ${claims.updatedAt}) * 1000000)::float8`;
