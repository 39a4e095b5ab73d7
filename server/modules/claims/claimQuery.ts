import type { Organisation } from '../organisations';
import {
    and,
    arrayOverlaps,
    eq,
    gte,
    ilike,
    inArray,
    isNotNull,
    isNull,
    lte,
    ne,
    or,
    sql,
    type SQL,
} from 'drizzle-orm';
import {
    HIGH_DOLLAR,
    seesField,
    unseenFields,
    type ClaimDesk,
    type ClaimField,
    type ClaimFlag,
    type ClaimScope,
    type DeskFilter,
} from '../../../common/claims/desks';
import { AGING_DAYS, type AgingBucket } from '../../../common/claims/vocabularies';
import type { ClaimFilterValues } from '../../../common/contract/claims';
import { claims } from './tables';
import { AppError, ErrorCode } from '../../shared/errors';
import { containsPattern } from '../../shared/listQuery';

/**
 * Claim searches as SQL: what a role may see (its scope) and what the filters ask, read from the
 * desk's description. Nothing here knows HTTP; refusals are AppErrors naming the filter.
 */

/** The user a scope is worked out for: its role, and its organisation record's identifiers. */
export interface ClaimUser {
    id: string;
    username: string;
    role: string;
    /** Null until an admin approved the account into an organisation. */
    organisation: Pick<Organisation, 'npi' | 'planName' | 'name'> | null;
}

export const column = (field: ClaimField) => claims[field];

/** The role's scope on the desk; a role the desk does not know sees nothing. */
export const scopeOf = (desk: ClaimDesk, user: ClaimUser): ClaimScope => {
    const scope = desk.scopes[user.role as keyof ClaimDesk['scopes']];
    if (!scope) throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    return scope;
};

/**
 * Claims one of several parties is party to: any of the fields holds the value (a provider's NPI,
 * billing or rendering). Kept apart from the other conditions so that a search can read each
 * field's index on its own (`searchBranches`).
 */
interface PartyChoice {
    fields: readonly ClaimField[];
    value: string;
}

/** A condition of a search: SQL, or a choice between parties. */
type SearchPart = SQL | PartyChoice;

const isPartyChoice = (part: SearchPart): part is PartyChoice => 'fields' in part && 'value' in part;

const conditionOf = (part: SearchPart): SQL =>
    isPartyChoice(part) ? or(...part.fields.map(field => eq(column(field), part.value)))! : part;

/**
 * The claims a user may see: the scope's kinds, and the claims the user's
 * organisation is party to. A user without an organisation, or whose organisation lacks the
 * identifier, matches nothing (never everything).
 */
const scopeParts = (scope: ClaimScope, user: ClaimUser): SearchPart[] => {
    // A database holds the claims of one profile's desk: only a scope narrower than the desk needs the kind.
    const parts: SearchPart[] = [scope.kinds ? inArray(claims.kind, [...scope.kinds]) : sql`true`];
    if (scope.owner) {
        const value = user.organisation?.[scope.owner.identifier];
        parts.push(value ? { fields: scope.owner.fields, value } : sql`false`);
    }
    return parts;
};

export const scopeCondition = (scope: ClaimScope, user: ClaimUser): SQL =>
    and(...scopeParts(scope, user).map(conditionOf))!;

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) =>
    new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

const agingCondition = (bucket: AgingBucket, on: string): SQL => {
    const [youngest, oldest] = AGING_DAYS[bucket];
    return and(
        lte(claims.receivedOn, daysBefore(on, youngest)),
        oldest === null ? undefined : gte(claims.receivedOn, daysBefore(on, oldest))
    )!;
};

const flagCondition = (flag: ClaimFlag, user: ClaimUser): SQL => {
    switch (flag) {
        case 'patientResponsibility':
            return sql`${claims.patientResponsibility} > 0`;
        case 'paidBelowAllowed':
            return and(isNotNull(claims.allowed), ne(claims.paid, claims.allowed))!;
        case 'highDollar':
            return gte(claims.billed, HIGH_DOLLAR);
        case 'assignedToMe':
            return eq(claims.assignedAdjuster, user.username);
        case 'unassigned':
            return isNull(claims.assignedAdjuster);
        case 'surveyReport':
            return isNotNull(claims.surveyReport);
    }
};

const asList = (value: unknown) => (value as string[]).filter(Boolean);

const filterCondition = (filter: DeskFilter, value: unknown, user: ClaimUser): SearchPart | undefined => {
    const [first, second] = (filter.fields ?? []).map(column);
    switch (filter.kind) {
        case 'exact':
            return eq(first!, value as string);
        case 'npi':
            return { fields: filter.fields!, value: value as string };
        case 'contains':
            return ilike(first!, containsPattern(value as string));
        case 'values': {
            const values = asList(value);
            return values.length > 0 ? inArray(first!, values) : undefined;
        }
        case 'aging': {
            const buckets = asList(value) as AgingBucket[];
            const on = today();
            return buckets.length > 0 ? or(...buckets.map(bucket => agingCondition(bucket, on))) : undefined;
        }
        case 'codes': {
            const codes = asList(value);
            return codes.length > 0
                ? arrayOverlaps(
                      claims.codes,
                      codes.map(code => `${filter.tag}:${code}`)
                  )
                : undefined;
        }
        case 'codePrefix':
            return sql`exists (select 1 from unnest(${claims.codes}) as code where code like ${`${filter.tag}:${(value as string).replace(/[\\%_]/g, '\\$&')}%`})`;
        case 'dateRange': {
            const { from, to } = value as { from?: string; to?: string };
            return and(from ? gte(first!, from) : undefined, to ? lte(first!, to) : undefined);
        }
        case 'period': {
            // The whole service period lies inside the range: starts on or after `from`, ends on or before `to`.
            const { from, to } = value as { from?: string; to?: string };
            return and(from ? gte(first!, from) : undefined, to ? lte(second!, to) : undefined);
        }
        case 'amountRange': {
            const { min, max } = value as { min?: number; max?: number };
            return and(
                min === undefined ? undefined : gte(first!, min),
                max === undefined ? undefined : lte(first!, max)
            );
        }
        case 'flag':
            return value === true ? flagCondition(filter.key as ClaimFlag, user) : undefined;
    }
};

/**
 * The conditions of a search: the scope, then each filter given. A filter reading a field the
 * role does not receive (`fieldsByRole.ts`) is refused, naming the filter and the fields.
 */
const searchParts = (desk: ClaimDesk, scope: ClaimScope, user: ClaimUser, filter: ClaimFilterValues) => {
    const parts = scopeParts(scope, user);
    for (const [key, value] of Object.entries(filter)) {
        if (value === undefined) continue;
        const definition = desk.filters.find(candidate => candidate.key === key);
        if (!definition) {
            throw new AppError(ErrorCode.invalidInput, 'server.list.filterKey', {
                parameter: 'filter',
                key,
                allowed: desk.filters.map(candidate => candidate.key).join(', '),
            });
        }
        const unseen = unseenFields(desk, user.role, definition);
        if (unseen.length > 0) {
            throw new AppError(ErrorCode.invalidInput, 'server.claims.hiddenFilter', {
                key,
                fields: unseen.join(', '),
            });
        }
        const part = filterCondition(definition, value, user);
        if (part) parts.push(part);
    }
    return parts;
};

/** Refuses, by name, a sort on a field the role does not receive: the order would tell what the role may not see. */
export const checkSort = (desk: ClaimDesk, user: ClaimUser, field: ClaimField) => {
    if (!seesField(desk, user.role, field))
        throw new AppError(ErrorCode.invalidInput, 'server.claims.hiddenSort', { field });
};

/** Refuses what a search of the role would refuse (its filters and sort), for a search kept to run later. */
export const checkSearch = (desk: ClaimDesk, user: ClaimUser, filter: ClaimFilterValues, sortField: ClaimField) => {
    searchParts(desk, scopeOf(desk, user), user, filter);
    checkSort(desk, user, sortField);
};

/** The WHERE of a search (`searchParts`). */
export const searchCondition = (desk: ClaimDesk, scope: ClaimScope, user: ClaimUser, filter: ClaimFilterValues): SQL =>
    and(...searchParts(desk, scope, user, filter).map(conditionOf))!;

/**
 * The WHERE of a search as branches that share no claim and together hold the search's claims,
 * one per field of its first choice between several parties (a provider NPI: billed by it, then
 * rendered by it and not billed by it). Each branch reads that field's index alone, in the order
 * of a page, where the whole condition, an OR across two indexes, had to fetch and sort every
 * matching claim. Without such a choice, one branch: the WHERE itself.
 */
export const searchBranches = (
    desk: ClaimDesk,
    scope: ClaimScope,
    user: ClaimUser,
    filter: ClaimFilterValues
): SQL[] => {
    const parts = searchParts(desk, scope, user, filter);
    const split = parts.findIndex(part => isPartyChoice(part) && part.fields.length > 1);
    if (split < 0) return [and(...parts.map(conditionOf))!];
    const { fields, value } = parts[split] as PartyChoice;
    const others = parts.filter((_, index) => index !== split).map(conditionOf);
    return fields.map((field, index) =>
        and(
            eq(column(field), value),
            ...fields.slice(0, index).map(earlier => sql`${column(earlier)} is distinct from ${value}`),
            ...others
        )!
    );
};
