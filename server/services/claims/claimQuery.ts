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
    mayUseFilter,
    type ClaimDesk,
    type ClaimField,
    type ClaimFlag,
    type ClaimScope,
    type DeskFilter,
} from '../../../common/claims/desks';
import { AGING_DAYS, type AgingBucket } from '../../../common/claims/vocabularies';
import type { ClaimFilterValues } from '../../../common/contract/claims';
import { claims } from '../../db/schema';
import { AppError, ErrorCode } from '../errors';
import { containsPattern } from '../listing';

/**
 * Claim searches as SQL: what a role may see (its scope) and what the filters ask, read from the
 * desk's description. Nothing here knows HTTP; refusals are AppErrors naming the filter.
 */

/** The user attributes a scope can match claims against. */
export interface ClaimUser {
    id: string;
    username: string;
    role: string;
    providerId: string | null;
    planName: string | null;
    orgName: string;
}

export const column = (field: ClaimField) => claims[field];

/** The role's scope on the desk; a role the desk does not know sees nothing. */
export const scopeOf = (desk: ClaimDesk, user: ClaimUser): ClaimScope => {
    const scope = desk.scopes[user.role as keyof ClaimDesk['scopes']];
    if (!scope) throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    return scope;
};

/**
 * The claims a user may see: the scope's kinds, and the claims the user's
 * organisation is party to. A user whose attribute is empty matches nothing (never everything).
 */
export const scopeCondition = (scope: ClaimScope, user: ClaimUser): SQL => {
    // A database holds the claims of one profile's desk: only a scope narrower than the desk needs the kind.
    const conditions: (SQL | undefined)[] = [scope.kinds ? inArray(claims.kind, [...scope.kinds]) : sql`true`];
    if (scope.owner) {
        const value = user[scope.owner.userAttribute];
        conditions.push(value ? or(...scope.owner.fields.map(field => eq(column(field), value))) : sql`false`);
    }
    return and(...conditions)!;
};

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

const filterCondition = (filter: DeskFilter, value: unknown, user: ClaimUser): SQL | undefined => {
    const [first, second] = (filter.fields ?? []).map(column);
    switch (filter.kind) {
        case 'exact':
            return eq(first!, value as string);
        case 'npi':
            return or(...filter.fields!.map(field => eq(column(field), value as string)));
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
 * The WHERE of a search: the scope, then each filter given. A filter the role may not use
 * (member details, or a field its scope hides) is refused by name.
 */
export const searchCondition = (
    desk: ClaimDesk,
    scope: ClaimScope,
    user: ClaimUser,
    filter: ClaimFilterValues
): SQL => {
    const conditions: (SQL | undefined)[] = [scopeCondition(scope, user)];
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
        if (definition.member && !scope.memberDetails) {
            throw new AppError(ErrorCode.invalidInput, 'server.claims.memberFilter', { key });
        }
        if (!mayUseFilter(desk, scope, definition)) {
            throw new AppError(ErrorCode.invalidInput, 'server.claims.hiddenFilter', { key });
        }
        conditions.push(filterCondition(definition, value, user));
    }
    return and(...conditions)!;
};
