import type { ClaimDesk, ClaimField } from '../../../common/claims/desks';
import type { claims } from './tables';
import type { ClaimValues } from './importedClaim';

/**
 * Whose claim it is, as an import file tells it: the payer, providers, patient or organisation
 * of a claim that exists are what scopes read, so a file saying other ones than the claim has
 * would hand the claim to another tenant. Names are compared as people write them (any case,
 * any spacing); a party the claim does not have yet is another party too, since setting it
 * would show the claim to whoever holds it.
 */

const comparable = (value: unknown) =>
    typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : (value ?? null);

/** The party fields whose value in the file differs from the claim's, in the desk's order. */
export const otherParties = (
    desk: ClaimDesk,
    existing: Pick<typeof claims.$inferSelect, ClaimField>,
    values: ClaimValues
): ClaimField[] =>
    desk.parties.filter(
        field => values[field] !== undefined && comparable(values[field]) !== comparable(existing[field])
    );

/** What an import writes on a claim that exists: the file's values but its parties, which stay as the claim has them. */
export const withoutParties = (desk: ClaimDesk, values: ClaimValues): ClaimValues =>
    Object.fromEntries(
        Object.entries(values).filter(([field]) => !desk.parties.includes(field as ClaimField))
    ) as ClaimValues;
