import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { OrganisationFields } from '../../../common/contract/organisations';
import type { Role } from '../../../common/profiles';
import { KIND_OF_ROLE, type OrganisationKind } from '../../../common/vocabularies/organisations';
import type { Executor } from '../../shared/database';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import type { User } from '../accounts';
import { organisations } from './tables';
import { users } from '../../db/schema';

export type Organisation = typeof organisations.$inferSelect;

/** The identifiers of an organisation that claims name their parties by. */
export type OrganisationIdentifier = 'npi' | 'planName' | 'name';

/** The kind of organisation a role belongs to; none for admins. */
export const kindOfRole = (role: string): OrganisationKind | undefined => KIND_OF_ROLE[role as Exclude<Role, 'admin'>];

/**
 * An account as every scope reads it (claims, listings, connections, dashboards, exports): its
 * organisation fields are its organisation record's, or empty until an admin approved it into
 * one. What the user typed at registration stays in the row, for the admin who decides, and is
 * never read for a scope.
 */
export type TenantUser = User & { organisation: Organisation | null };

export const asTenant = (user: User, organisation: Organisation | null): TenantUser => {
    const admitted = user.approval === 'approved' ? organisation : null;
    return {
        ...user,
        orgName: admitted?.name ?? '',
        providerId: admitted?.npi ?? null,
        planName: admitted?.planName ?? null,
        organisation: admitted,
    };
};

// Written out with an alias: inside a select list drizzle leaves columns unqualified, and a bare
// "id" in the subquery would be the member's own id.
const memberCount = sql<number>`(select count(*)::int from ${users} member where member.organisation_id = ${organisations}.id and member.approval = 'approved')`;

const toRecord = (row: Organisation & { members: number }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
});

export const listOrganisations = async (db: Executor, range: { first: number; last: number }) => {
    const [{ total }] = (await db.select({ total: count() }).from(organisations)) as [{ total: number }];
    const rows = await db
        .select({ ...getTableColumns(organisations), members: memberCount })
        .from(organisations)
        .orderBy(asc(organisations.kind), asc(organisations.name), asc(organisations.id))
        .offset(range.first)
        .limit(range.last - range.first + 1);
    return { rows: rows.map(toRecord), total };
};

export const findOrganisation = async (db: Executor, id: string) => {
    const [row] = await db
        .select({ ...getTableColumns(organisations), members: memberCount })
        .from(organisations)
        .where(eq(organisations.id, id));
    if (!row) throw new AppError(ErrorCode.notFound, 'tenancy.unknown', { id });
    return row;
};

/** The identifier an organisation of each kind must have: what its claims name it by. */
const REQUIRED_IDENTIFIER: Partial<Record<OrganisationKind, 'npi' | 'planName'>> = {
    provider_organisation: 'npi',
    health_plan: 'planName',
};

const normalised = (fields: OrganisationFields) => {
    const required = REQUIRED_IDENTIFIER[fields.kind];
    if (required && !fields[required])
        throw new AppError(ErrorCode.invalidInput, 'tenancy.identifierRequired', { field: required });
    return {
        kind: fields.kind,
        name: fields.name,
        npi: fields.npi ?? null,
        planName: fields.planName ?? null,
        contractId: fields.contractId ?? null,
        ncpdp: fields.ncpdp ?? null,
    };
};

/** Refuses an identifier another organisation already has: each names one organisation only. */
const assertIdentifiersFree = async (db: Executor, fields: ReturnType<typeof normalised>, exceptId?: string) => {
    const others = await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(
            sql`(${fields.npi !== null ? sql`${organisations.npi} = ${fields.npi}` : sql`false`}
                or ${fields.planName !== null ? sql`lower(${organisations.planName}) = lower(${fields.planName})` : sql`false`}
                or (${organisations.kind} = ${fields.kind} and ${fields.kind} in ('pharma_company', 'forwarder', 'carrier')
                    and lower(${organisations.name}) = lower(${fields.name})))
                ${exceptId ? sql`and ${organisations.id} <> ${exceptId}` : sql``}`
        )
        .limit(1);
    if (others[0]) throw new AppError(ErrorCode.conflict, 'tenancy.identifierTaken', { name: others[0].name });
};

export const createOrganisation = async (db: Executor, origin: Origin, actor: Actor, input: OrganisationFields) => {
    const fields = normalised(input);
    await assertIdentifiersFree(db, fields);
    const [created] = await db.insert(organisations).values(fields).returning();
    await recordAudit(db, origin, {
        action: 'organisation.create',
        outcome: 'success',
        actor: actorOf(actor),
        targetType: 'organisation',
        targetId: created!.id,
        changes: Object.fromEntries(Object.entries(fields).map(([field, after]) => [field, { before: null, after }])),
    });
    return findOrganisation(db, created!.id);
};

/**
 * Changes an organisation's record; its members' scopes follow at once (the session reads the
 * record). The kind stays: members joined as that kind of organisation.
 */
export const updateOrganisation = async (
    db: Executor,
    origin: Origin,
    actor: Actor,
    id: string,
    input: OrganisationFields
) => {
    const current = await findOrganisation(db, id);
    if (input.kind !== current.kind)
        throw new AppError(ErrorCode.invalidInput, 'tenancy.kindFixed', {
            kind: { key: `organisations.kinds.${current.kind}` },
        });
    const fields = normalised(input);
    await assertIdentifiersFree(db, fields, id);
    const before = current as unknown as Record<string, unknown>;
    const changes = Object.fromEntries(
        Object.entries(fields)
            .filter(([field, value]) => before[field] !== value)
            .map(([field, after]) => [field, { before: before[field], after }])
    );
    if (Object.keys(changes).length) {
        await db
            .update(organisations)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(organisations.id, id));
        await recordAudit(db, origin, {
            action: 'organisation.update',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'organisation',
            targetId: id,
            changes,
        });
    }
    return findOrganisation(db, id);
};

/**
 * The organisation record a declaration names by its identifier (a provider's NPI, a plan's
 * name, a company's or forwarder's name), if one exists: what the admin is offered to link an
 * applicant to, never applied without the admin.
 */
export const organisationNamedBy = async (
    db: Executor,
    role: string,
    declared: Pick<User, 'orgName' | 'providerId' | 'planName'>
): Promise<Organisation | undefined> => {
    const kind = kindOfRole(role);
    if (!kind) return undefined;
    const condition =
        kind === 'provider_organisation'
            ? declared.providerId
                ? eq(organisations.npi, declared.providerId)
                : undefined
            : kind === 'health_plan'
              ? declared.planName
                  ? sql`lower(${organisations.planName}) = lower(${declared.planName})`
                  : undefined
              : declared.orgName
                ? sql`lower(${organisations.name}) = lower(${declared.orgName})`
                : undefined;
    if (!condition) return undefined;
    const [row] = await db
        .select()
        .from(organisations)
        .where(and(eq(organisations.kind, kind), condition))
        .limit(1);
    return row;
};

/**
 * The organisation record a trusted account (a demo account, a test's) belongs to, made from
 * its fields when none names it yet. Never for a registration: an applicant's declaration goes
 * to an admin.
 */
export const organisationForTrustedAccount = async (
    db: Executor,
    role: string,
    fields: Pick<User, 'orgName' | 'providerId' | 'planName'>
): Promise<Organisation | undefined> => {
    const kind = kindOfRole(role);
    if (!kind) return undefined;
    const found = await organisationNamedBy(db, role, fields);
    if (found) return found;
    // A company, forwarder or carrier is known by its name alone: without one there is nothing to join.
    const namedByName = !(kind === 'provider_organisation' || kind === 'health_plan');
    if (namedByName && !fields.orgName) return undefined;
    const [created] = await db
        .insert(organisations)
        .values({
            kind,
            name: fields.orgName,
            npi: kind === 'provider_organisation' ? fields.providerId || null : null,
            planName: kind === 'health_plan' ? fields.planName || null : null,
        })
        .returning();
    return created;
};
