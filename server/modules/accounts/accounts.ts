import { and, eq, ne, sql } from 'drizzle-orm';
import { ROLES_BY_PROFILE, type OrgType, type Profile, type Role } from '../../../common/profiles';
import { passwordProblem, type PasswordContext } from '../../../common/validation/passwordPolicy';
import type { RegistrationFields } from '../../../common/contract/account';
import type { ProfileChanges } from '../../../common/contract/profile';
import type { Db, Executor } from '../../shared/database';
import { users } from '../../db/schema';
import type { AccountMailer } from './accountMail';
import { consumeAccountKey, createAccountKey } from './accountKeys';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { describeEntry, findNpi } from '../npiRegistry';
import type { ThrottlePolicy } from './loginThrottle';
import { recheckPassword } from './passwordRecheck';
import { hashPassword } from './passwords';
import { endLiveSessions, type SessionPolicy } from './sessions';
import type { User } from './userRecords';
import { LOGIN_PATH } from '../../../common/routes';
import { PRIVILEGED_ROLES } from '../../../common/vocabularies/organisations';
import type { MessageKey } from '../../../i18n/types';

/**
 * Everything that creates an account or changes one: registration, activation,
 * password reset and change, e-mail and profile changes. Each change is audited without
 * secrets; each refusal changes nothing.
 */
export interface AccountContext {
    db: Db;
    mail: AccountMailer;
    profile: Profile;
    origin: Origin;
    sessionPolicy: SessionPolicy;
    /** The sign-in budget, which a password asked again also spends. */
    throttle: ThrottlePolicy;
}

/** The organisation type a new account of each role gets. */
const ORG_TYPE_OF: Record<Exclude<Role, 'admin'>, OrgType> = {
    provider: 'provider_practice',
    healthplan: 'health_plan',
    pharma: 'pharma_manufacturer',
    editor: 'claims_administrator',
    claims_adjuster: 'insurance_company',
    freight_forwarder: 'freight_forwarder',
};

/** The roles one may register as in this profile: none that reaches every organisation's data. */
export const registrableRoles = (profile: Profile) =>
    ROLES_BY_PROFILE[profile].filter(role => !PRIVILEGED_ROLES.includes(role)) as Exclude<Role, 'admin'>[];

export const assertPassword = (password: string, context: PasswordContext) => {
    const problem = passwordProblem(password, context);
    if (problem) throw new AppError(ErrorCode.invalidInput, `password.${problem}`, { min: 15, max: 128 });
};

/** Refuses a username or an e-mail address another account already has (case-insensitive). */
const assertFree = async (db: Executor, wanted: { username?: string; email?: string }, exceptUserId?: string) => {
    const others = (condition: ReturnType<typeof sql>) =>
        db
            .select({ id: users.id })
            .from(users)
            .where(and(condition, exceptUserId ? ne(users.id, exceptUserId) : undefined))
            .limit(1);
    if (wanted.username && (await others(sql`lower(${users.username}) = ${wanted.username.toLowerCase()}`)).length) {
        throw new AppError(ErrorCode.conflict, 'server.register.usernameTaken', { username: wanted.username });
    }
    if (wanted.email && (await others(sql`lower(${users.email}) = ${wanted.email.toLowerCase()}`)).length) {
        throw new AppError(ErrorCode.conflict, 'server.register.emailTaken', { email: wanted.email });
    }
};

/**
 * A new, pending account and its activation e-mail. It grants nothing by itself: the account
 * waits for an admin to approve it into an organisation, whatever it declared (an NPI already
 * held, another plan's name). A provider's names come from the NPI registry entry. An
 * address another account uses is not disclosed: the answer is the same, no account is made,
 * and the address's owner gets an e-mail saying so.
 */
export const register = async (context: AccountContext, input: RegistrationFields) => {
    const { db, profile, origin } = context;
    if (PRIVILEGED_ROLES.includes(input.accountType as Role))
        throw new AppError(ErrorCode.invalidInput, 'tenancy.privilegedRole', {
            role: { key: `roles.${input.accountType}` as MessageKey },
        });
    const role = registrableRoles(profile).find(candidate => candidate === input.accountType);
    if (!role)
        throw new AppError(ErrorCode.invalidInput, 'server.register.accountType', { accountType: input.accountType });
    let names = { firstName: input.firstName, lastName: input.lastName, orgName: input.orgName };
    let providerId: string | null = null;
    if (role === 'provider') {
        if (!input.providerId)
            throw new AppError(ErrorCode.invalidInput, 'server.validation.required', { field: 'providerId' });
        const entry = describeEntry(await findNpi(db, input.providerId));
        providerId = entry.npi;
        names =
            entry.entityType === 'individual'
                ? { firstName: entry.firstName, lastName: entry.lastName, orgName: input.orgName }
                : { ...names, orgName: entry.organizationName };
    }
    assertPassword(input.password, { ...input, ...names });
    await assertFree(db, { username: input.username });

    // Hashed whether or not the address is free, so that the answer takes as long either way.
    const passwordHash = await hashPassword(input.password);
    const [owner] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
        .limit(1);
    if (owner) {
        // Whoever typed the address learns nothing from the answer; its owner is told by e-mail.
        await recordAudit(db, origin, {
            action: 'user.register',
            outcome: 'failure',
            actor: { username: input.username },
            targetType: 'user',
            targetId: owner.id,
            reason: 'email_taken',
        });
        await context.mail.send(owner, 'registrationAttempt', { link: LOGIN_PATH });
        return { username: input.username, email: input.email };
    }
    const user = await db.transaction(tx =>
        createAccount(tx, origin, {
            username: input.username,
            email: input.email,
            passwordHash,
            ...names,
            role,
            orgType: ORG_TYPE_OF[role],
            providerId,
            planName: role === 'healthplan' ? (input.planName ?? null) : null,
            status: 'pending',
            language: input.language,
        })
    );
    await sendActivation(context, user);
    return { username: user.username, email: user.email };
};

/**
 * Inserts an account and audits its creation (`user.register`), inside the caller's transaction:
 * the one way accounts come to be, whether registered here or made by a sign-in elsewhere.
 */
export const createAccount = async (
    tx: Executor,
    origin: Origin,
    values: typeof users.$inferInsert,
    reason?: string
): Promise<User> => {
    const [created] = await tx.insert(users).values(values).returning();
    await recordAudit(tx, origin, {
        action: 'user.register',
        outcome: 'success',
        actor: actorOf(created!),
        targetType: 'user',
        targetId: created!.id,
        reason,
    });
    return created!;
};

/** The organisation type an account of a role gets: the portal's operator for admins. */
export const orgTypeOf = (role: Role): OrgType => (role === 'admin' ? 'portal_operator' : ORG_TYPE_OF[role]);

const sendActivation = async ({ db, mail }: Pick<AccountContext, 'db' | 'mail'>, user: User) => {
    const key = await createAccountKey(db, user.id, 'activation');
    await mail.send(user, 'activation', { link: `/active?key=${key}` });
};

/** Activates a pending account with its key. */
export const activate = async ({ db, origin }: AccountContext, key: string) =>
    db.transaction(async tx => {
        const { user } = await consumeAccountKey(tx, key, 'activation');
        if (user.status === 'pending') {
            await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, user.id));
        }
        await recordAudit(tx, origin, {
            action: 'user.activate',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
            changes: { status: { before: user.status, after: user.status === 'pending' ? 'active' : user.status } },
        });
        return { username: user.username };
    });

/** A new activation e-mail for a pending account; the same answer whatever the address. */
export const resendActivation = async (context: AccountContext, email: string) => {
    const [user] = await context.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (user?.status === 'pending') await sendActivation(context, user);
};

/** A reset e-mail for an active account; the same answer whether the address exists or not. */
export const requestPasswordReset = async (context: AccountContext, email: string) => {
    const [user] = await context.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (user?.status === 'active') await sendPasswordReset(context, user, user);
};

/** Sends a user a reset link (1 h), asked by the user or by an admin; audited. */
export const sendPasswordReset = async ({ db, mail, origin }: AccountContext, user: User, requestedBy: Actor) => {
    if (user.status !== 'active') throw new AppError(ErrorCode.conflict, 'server.reset.notActive');
    const key = await createAccountKey(db, user.id, 'reset');
    await mail.send(user, 'reset', { link: `/resetPassword?key=${key}` });
    await recordAudit(db, origin, {
        action: 'user.passwordResetRequested',
        outcome: 'success',
        actor: actorOf(requestedBy),
        targetType: 'user',
        targetId: user.id,
    });
};

/** Sets a new password with a reset key; every session of the user ends. */
export const resetPassword = async (
    { db, mail, origin, sessionPolicy }: AccountContext,
    key: string,
    password: string
) => {
    const user = await db.transaction(async tx => {
        const { user } = await consumeAccountKey(tx, key, 'reset');
        assertPassword(password, {
            username: user.username,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
        });
        await tx
            .update(users)
            .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
            .where(eq(users.id, user.id));
        await endLiveSessions(tx, user.id, sessionPolicy);
        await recordAudit(tx, origin, {
            action: 'user.passwordReset',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
        });
        return user;
    });
    await mail.send(user, 'passwordChanged');
};

/** Changes one's own password (the current one is asked first); the other sessions end. */
export const changePassword = async (
    { db, mail, origin, sessionPolicy, throttle }: AccountContext,
    user: User,
    currentSessionId: string,
    input: { currentPassword: string; newPassword: string }
) => {
    await recheckPassword(db, user, input.currentPassword, { action: 'user.passwordChange', origin, throttle });
    assertPassword(input.newPassword, {
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
    });
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async tx => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await endLiveSessions(tx, user.id, sessionPolicy, new Date(), currentSessionId);
        await recordAudit(tx, origin, {
            action: 'user.passwordChange',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
        });
    });
    await mail.send(user, 'passwordChanged');
};

/**
 * Refuses, and audits, a profile change of the account's organisation or role: the organisation
 * is its record and the role a grant, which only an admin changes. The same value again (a form
 * sending every field) is no change.
 */
const refuseOrganisationChange = async (
    { db, origin }: Pick<AccountContext, 'db' | 'origin'>,
    actor: User,
    target: User,
    changes: Pick<ProfileChanges, 'orgName' | 'planName' | 'providerId' | 'role' | 'organisationId'>
) => {
    const changed = (['orgName', 'planName', 'providerId', 'role', 'organisationId'] as const).filter(
        field => changes[field] !== undefined && changes[field] !== (target[field] ?? '')
    );
    if (!changed.length) return;
    await recordAudit(db, origin, {
        action: 'user.organisationChangeRefused',
        outcome: 'failure',
        actor: actorOf(actor),
        targetType: 'user',
        targetId: target.id,
        changes: Object.fromEntries(changed.map(field => [field, { before: target[field], after: changes[field] }])),
    });
    throw new AppError(ErrorCode.forbidden, 'tenancy.profileLocked', { field: changed[0]! });
};

/**
 * Applies profile changes to a user (oneself, or anyone for an admin). A new e-mail address
 * applies only once confirmed from it; a new username ends the user's sessions, so that they
 * sign in again with it (the SPA says so in a dialog and signs them out).
 */
export const updateProfile = async (
    { db, mail, origin, sessionPolicy }: AccountContext,
    actor: User,
    target: User,
    changes: Omit<ProfileChanges, 'userId'>
) => {
    const { email, userName, ...direct } = changes;
    await refuseOrganisationChange({ db, origin }, actor, target, direct);
    const emailChanging = email !== undefined && email.toLowerCase() !== target.email.toLowerCase();
    const usernameChanging = userName !== undefined && userName !== target.username;
    await assertFree(
        db,
        { username: usernameChanging ? userName : undefined, email: emailChanging ? email : undefined },
        target.id
    );
    const fields: Partial<typeof users.$inferInsert> = {
        ...direct,
        ...(usernameChanging ? { username: userName } : {}),
    };
    delete fields.orgName;
    delete fields.planName;
    delete fields.providerId;
    delete fields.role;
    delete fields.organisationId;
    const before = target as unknown as Record<string, unknown>;
    const diff = Object.fromEntries(
        Object.entries(fields)
            .filter(([field, value]) => before[field] !== value)
            .map(([field, value]) => [field, { before: before[field], after: value }])
    );
    const updated = await db.transaction(async tx => {
        const [row] = Object.keys(diff).length
            ? await tx
                  .update(users)
                  .set({ ...fields, updatedAt: new Date() })
                  .where(eq(users.id, target.id))
                  .returning()
            : [target];
        if (usernameChanging) await endLiveSessions(tx, target.id, sessionPolicy);
        if (Object.keys(diff).length) {
            await recordAudit(tx, origin, {
                action: 'user.update',
                outcome: 'success',
                actor: actorOf(actor),
                targetType: 'user',
                targetId: target.id,
                changes: diff,
            });
        }
        return row!;
    });
    if (emailChanging) {
        const key = await createAccountKey(db, target.id, 'email_change', { newEmail: email });
        await mail.send(updated, 'emailChange', {
            to: email,
            link: `/emailChange?key=${key}&id=${target.id}`,
            params: { newEmail: email! },
        });
        await mail.send(updated, 'emailChangeNotice', { params: { newEmail: email! } });
        await recordAudit(db, origin, {
            action: 'user.emailChangeRequested',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'user',
            targetId: target.id,
            changes: { email: { before: target.email, after: email } },
        });
    }
    return { user: updated, emailPending: emailChanging ? email! : null, usernameChanged: usernameChanging };
};

/** Applies a confirmed e-mail change; the key must belong to the user named in the link. */
export const confirmEmailChange = async ({ db, origin }: AccountContext, key: string, userId: string) =>
    db.transaction(async tx => {
        const { key: row, user } = await consumeAccountKey(tx, key, 'email_change');
        if (user.id !== userId || !row.newEmail)
            throw new AppError(ErrorCode.notFound, 'server.keys.email_change.unknown');
        await assertFree(tx, { email: row.newEmail }, user.id);
        await tx.update(users).set({ email: row.newEmail, updatedAt: new Date() }).where(eq(users.id, user.id));
        await recordAudit(tx, origin, {
            action: 'user.emailChanged',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
            changes: { email: { before: user.email, after: row.newEmail } },
        });
        return { email: row.newEmail };
    });
