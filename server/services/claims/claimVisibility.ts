import { sql } from 'drizzle-orm';
import { CLAIM_DESKS, type ClaimField, type ClaimScope } from '../../../common/claims/desks';
import { claims } from '../../db/schema';

/** Member details, as the desks mark them. */
const MEMBER_FIELDS: readonly ClaimField[] = [
    ...new Set(
        Object.values(CLAIM_DESKS).flatMap(desk => desk.fields.filter(field => field.member).map(field => field.name))
    ),
];

const cache = new WeakMap<ClaimScope, ReadonlySet<ClaimField>>();

/**
 * The fields a scope does not see: member details unless it has them, and whatever it hides
 * (a forwarder, the insurer's reserve). Worked out once per scope: a page or an export asks for
 * every row.
 */
export const hiddenFields = (scope: ClaimScope): ReadonlySet<ClaimField> => {
    let hidden = cache.get(scope);
    if (!hidden) {
        hidden = new Set([...(scope.memberDetails ? [] : MEMBER_FIELDS), ...(scope.hidden ?? [])]);
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
