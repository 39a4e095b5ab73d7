import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Applicant } from '../../../common/contract/organisations';
import { LOGIN_PATH } from '../../../common/routes';
import type { Executor } from '../../shared/database';
import { npiRegistry, users } from '../../db/schema';
import type { AccountMailer } from '../accounts';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { describeEntry } from '../npiRegistry';
import { findUserById, type User } from '../accounts';
import { findOrganisation, kindOfRole, organisationNamedBy, type Organisation } from './organisations';
import { organisations } from './tables';
import type { MessageKey } from '../../../i18n/types';

/**
 * The admission of new accounts: each waits, granted nothing, until an admin approves it into an
 * organisation record or rejects it with a reason. Both are audited and told to the applicant by
 * e-mail in their language.
 */
export interface AdmissionContext {
    db: Executor;
    origin: Origin;
    mail: AccountMailer;
}

/** What the admin sees of an applicant's NPI: its registry entry, and who already holds it. */
const npiFacts = async (db: Executor, applicant: User) => {
    const npi = applicant.providerId;
    if (!npi) return { npiEntry: null, npiHeldBy: { organisation: null, accounts: [] } };
    const [entry] = await db.select().from(npiRegistry).where(eq(npiRegistry.npi, npi));
    const [holder] = await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.npi, npi));
    const accounts = await db
        .select({ username: users.username })
        .from(users)
        .leftJoin(organisations, eq(organisations.id, users.organisationId))
        .where(and(ne(users.id, applicant.id), or(eq(users.providerId, npi), eq(organisations.npi, npi))))
        .orderBy(asc(users.username));
    const described = entry && describeEntry(entry);
    return {
        npiEntry: described
            ? { npi, entityType: described.entityType, name: described.name, deactivated: Boolean(entry.deactivated) }
            : null,
        npiHeldBy: { organisation: holder ?? null, accounts: accounts.map(account => account.username) },
    };
};

const toApplicant = async (db: Executor, applicant: User): Promise<Applicant> => ({
    id: applicant.id,
    username: applicant.username,
    email: applicant.email,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    role: applicant.role,
    status: applicant.status,
    approval: applicant.approval,
    approvalReason: applicant.approvalReason,
    declared: { orgName: applicant.orgName, providerId: applicant.providerId, planName: applicant.planName },
    ...(await npiFacts(db, applicant)),
    suggestedOrganisationId: (await organisationNamedBy(db, applicant.role, applicant))?.id ?? null,
    createdAt: applicant.createdAt.toISOString(),
});

/** The accounts waiting for an admin's decision, oldest first. */
export const listApplicants = async (db: Executor) => {
    const waiting = await db
        .select()
        .from(users)
        .where(and(eq(users.approval, 'pending'), inArray(users.status, ['pending', 'active'])))
        .orderBy(asc(users.createdAt), asc(users.id));
    return Promise.all(waiting.map(applicant => toApplicant(db, applicant)));
};

const pendingApplicant = async (db: Executor, id: string) => {
    const applicant = await findUserById(db, id);
    if (!applicant) throw new AppError(ErrorCode.notFound, 'server.profile.unknownUser');
    if (applicant.approval !== 'pending')
        throw new AppError(ErrorCode.conflict, 'tenancy.decided', { username: applicant.username });
    return applicant;
};

/** Refuses an organisation that is not of the kind the role belongs to. */
export const assertKindFits = (organisation: Pick<Organisation, 'kind'>, role: string) => {
    if (organisation.kind !== kindOfRole(role))
        throw new AppError(ErrorCode.invalidInput, 'tenancy.wrongKind', {
            kind: { key: `organisations.kinds.${organisation.kind}` },
            role: { key: `roles.${role}` as MessageKey },
        });
};

/**
 * Admits a waiting account into an organisation of its role's kind and audits it (`user.approve`):
 * the one way an account is approved, whether by an admin or by the identity provider the admin
 * configured to vouch for its users. Runs in the caller's transaction.
 */
export const admitAccount = async (
    db: Executor,
    origin: Origin,
    actor: Actor,
    applicant: User,
    organisationId: string,
    reason?: string
) => {
    const organisation = await findOrganisation(db, organisationId);
    assertKindFits(organisation, applicant.role);
    const [approved] = await db
        .update(users)
        .set({ approval: 'approved', approvalReason: null, organisationId, updatedAt: new Date() })
        .where(and(eq(users.id, applicant.id), eq(users.approval, 'pending')))
        .returning();
    if (!approved) throw new AppError(ErrorCode.conflict, 'tenancy.decided', { username: applicant.username });
    await recordAudit(db, origin, {
        action: 'user.approve',
        outcome: 'success',
        actor: actorOf(actor),
        targetType: 'user',
        targetId: applicant.id,
        ...(reason ? { reason } : {}),
        changes: {
            approval: { before: 'pending', after: 'approved' },
            organisationId: { before: null, after: organisationId },
        },
    });
    return { approved, organisation };
};

/** Approves an account into an organisation of its role's kind, and tells the applicant. */
export const approveApplicant = async (
    { db, origin, mail }: AdmissionContext,
    admin: User,
    id: string,
    organisationId: string
) => {
    const applicant = await pendingApplicant(db, id);
    const { approved, organisation } = await admitAccount(db, origin, admin, applicant, organisationId);
    await mail.send(approved, 'registrationApproved', {
        link: LOGIN_PATH,
        params: { organisation: organisation.name },
    });
    return toApplicant(db, approved);
};

/** Rejects an account, with the reason the applicant is told. */
export const rejectApplicant = async (
    { db, origin, mail }: AdmissionContext,
    admin: User,
    id: string,
    reason: string
) => {
    const applicant = await pendingApplicant(db, id);
    const [rejected] = await db
        .update(users)
        .set({ approval: 'rejected', approvalReason: reason, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.approval, 'pending')))
        .returning();
    if (!rejected) throw new AppError(ErrorCode.conflict, 'tenancy.decided', { username: applicant.username });
    await recordAudit(db, origin, {
        action: 'user.reject',
        outcome: 'success',
        actor: actorOf(admin),
        targetType: 'user',
        targetId: id,
        reason,
        changes: { approval: { before: 'pending', after: 'rejected' } },
    });
    await mail.send(rejected, 'registrationRejected', { params: { reason } });
    return toApplicant(db, rejected);
};
