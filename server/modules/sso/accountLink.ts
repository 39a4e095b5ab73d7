import { and, eq, sql } from 'drizzle-orm';
import type { SsoRefusal } from '../../../common/contract/sso';
import type { Role } from '../../../common/profiles';
import type { Db, Executor } from '../../shared/database';
import { users } from '../../db/schema';
import { createAccount, orgTypeOf } from '../accounts';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { openSession, type AuthPolicy } from '../accounts';
import type { SecretBox } from '../../shared/secretBox';
import { findUserById, type User } from '../accounts';
import { profileFromClaims, roleFromClaims, type Claims } from './claims';
import { admitAccount, kindOfRole } from '../organisations';
import type { IdentityProvider } from './providers';
import { ssoIdentities, ssoSessions } from './tables';

/** A sign-in the portal refuses after the provider answered: the login page names the reason. */
export class SsoRefused extends Error {
    constructor(
        readonly reason: SsoRefusal,
        /** For the audit trail only: what exactly was wrong. */
        readonly detail?: string,
        readonly user?: User
    ) {
        super(`sso refused: ${reason}`);
    }
}

/** What a provider vouched for, once its answer was checked. */
export interface VerifiedAnswer {
    /** OIDC `iss`, SAML IdP entity id. */
    issuer: string;
    /** OIDC `sub`, SAML NameID. */
    subject: string;
    claims: Claims;
    /** Whether the provider vouches for the e-mail address (OIDC `email_verified`; SAML: signed by the IdP). */
    emailVerified: boolean;
    /** Kept with the session for the provider's logout. */
    logout: { idToken?: string; nameId?: string; sessionIndex?: string };
}

export interface SsoSignInContext {
    db: Db;
    box: SecretBox;
    policy: AuthPolicy;
    origin: Origin;
}

/** Accounts made by a provider have no password: this never matches one. */
const NO_PASSWORD = 'sso$none';

const findLinkedUser = async (db: Executor, provider: IdentityProvider, answer: VerifiedAnswer) => {
    const [identity] = await db
        .select()
        .from(ssoIdentities)
        .where(
            and(
                eq(ssoIdentities.providerId, provider.id),
                eq(ssoIdentities.issuer, answer.issuer),
                eq(ssoIdentities.subject, answer.subject)
            )
        );
    return identity ? findUserById(db, identity.userId) : undefined;
};

const findUserByEmail = async (db: Executor, email: string) => {
    const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return user;
};

const link = async (
    tx: Executor,
    context: SsoSignInContext,
    provider: IdentityProvider,
    user: User,
    answer: VerifiedAnswer,
    reason: string
) => {
    await tx.insert(ssoIdentities).values({
        providerId: provider.id,
        userId: user.id,
        issuer: answer.issuer,
        subject: answer.subject,
    });
    await recordAudit(tx, context.origin, {
        action: 'sso.link',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'identityProvider',
        targetId: provider.id,
        reason,
    });
};

/** A username for a new account: the address's local part, made unique with a suffix if taken. */
const freeUsername = async (db: Executor, email: string) => {
    const base = (email.split('@')[0] ?? 'user').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'user';
    for (let attempt = 0; ; attempt++) {
        const candidate = attempt === 0 ? base : `${base}${attempt + 1}`;
        const [taken] = await db
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.username}) = ${candidate.toLowerCase()}`);
        if (!taken) return candidate;
    }
};

/**
 * The portal user a verified answer stands for: the one linked to its subject; on a first sign-in,
 * the local account of the same address when the provider may link it and vouches for the address,
 * or a new account when the provider may create one. Never an account found by an unverified address.
 */
const resolveUser = async (
    context: SsoSignInContext,
    provider: IdentityProvider,
    answer: VerifiedAnswer,
    role: Role
) => {
    const { db } = context;
    const linked = await findLinkedUser(db, provider, answer);
    if (linked) return linked;
    const profile = profileFromClaims(provider.protocol, provider.profileMapping, answer.claims);
    const owner = profile.email ? await findUserByEmail(db, profile.email) : undefined;
    if (owner) {
        if (!provider.linkLocalAccounts)
            throw new SsoRefused('accountTaken', 'local account of the address, linking not allowed', owner);
        if (!answer.emailVerified) throw new SsoRefused('accountTaken', 'address not verified by the provider', owner);
        await db.transaction(tx => link(tx, context, provider, owner, answer, 'verified e-mail'));
        return owner;
    }
    if (!provider.createUsers) throw new SsoRefused('unknownUser', 'no linked account, creation not allowed');
    if (!profile.email) throw new SsoRefused('invalidAnswer', 'no e-mail address to create the account with');
    return db.transaction(async tx => {
        const created = await createAccount(
            tx,
            context.origin,
            {
                username: await freeUsername(tx, profile.email!),
                email: profile.email!,
                passwordHash: NO_PASSWORD,
                firstName: profile.firstName ?? '',
                lastName: profile.lastName ?? '',
                orgName: profile.orgName ?? '',
                providerId: profile.providerId ?? null,
                planName: profile.planName ?? null,
                role,
                orgType: orgTypeOf(role),
                status: 'active',
            },
            `sso ${provider.name}`
        );
        await link(tx, context, provider, created, answer, 'created');
        // The admin who configured the provider vouches for its users: no admission to wait for.
        if (!kindOfRole(role)) return created;
        if (!provider.organisationId) throw new SsoRefused('unknownUser', 'no organisation to admit the account into');
        const { approved } = await admitAccount(
            tx,
            context.origin,
            created,
            created,
            provider.organisationId,
            `sso ${provider.name}`
        );
        return approved;
    });
};

/**
 * Signs in the user a provider vouched for, exactly as a password sign-in ends: a portal session,
 * its token and the `auth.login` audit entry. The role is set from the claims at every sign-in
 * (a group removed at the provider removes the role here); a user the portal shut out stays out.
 */
export const signInWithProvider = async (
    context: SsoSignInContext,
    provider: IdentityProvider,
    answer: VerifiedAnswer
) => {
    const role = roleFromClaims(provider.roleMapping, answer.claims);
    if (!role) throw new SsoRefused('noRole', `no rule matches claim ${provider.roleMapping.claim}`);
    let user = await resolveUser(context, provider, answer, role);
    if (user.status !== 'active') throw new SsoRefused('accountInactive', `account_${user.status}`, user);
    const profile = profileFromClaims(provider.protocol, provider.profileMapping, answer.claims);
    const { email: _kept, ...fields } = profile;
    if (user.role !== role || Object.entries(fields).some(([field, value]) => user[field as keyof User] !== value)) {
        const [updated] = await context.db
            .update(users)
            .set({ ...fields, role, updatedAt: new Date() })
            .where(eq(users.id, user.id))
            .returning();
        if (user.role !== role) {
            await recordAudit(context.db, context.origin, {
                action: 'user.update',
                outcome: 'success',
                actor: actorOf(updated!),
                targetType: 'user',
                targetId: user.id,
                changes: { role: { before: user.role, after: role } },
                reason: `sso ${provider.name}`,
            });
        }
        user = updated!;
    }
    return openSession(
        context.db,
        user,
        context.origin,
        context.policy,
        `sso ${provider.name}`,
        async (tx, session) => {
            await tx.insert(ssoSessions).values({
                sessionId: session.id,
                providerId: provider.id,
                idTokenSealed: answer.logout.idToken ? context.box.seal(answer.logout.idToken) : null,
                nameId: answer.logout.nameId ?? null,
                sessionIndex: answer.logout.sessionIndex ?? null,
            });
            await tx
                .update(ssoIdentities)
                .set({ lastSignInAt: session.createdAt })
                .where(
                    and(
                        eq(ssoIdentities.providerId, provider.id),
                        eq(ssoIdentities.issuer, answer.issuer),
                        eq(ssoIdentities.subject, answer.subject)
                    )
                );
        }
    );
};
