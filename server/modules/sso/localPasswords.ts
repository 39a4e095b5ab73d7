import { and, eq } from 'drizzle-orm';
import type { RoleMapping } from '../../../common/contract/sso';
import type { Executor } from '../../shared/database';
import { AppError, ErrorCode } from '../../shared/errors';
import { identityProviders, ssoIdentities } from './tables';

/** The roles a provider gives: those its rules name and its default. */
export const rolesServedBy = (mapping: RoleMapping): string[] => [
    ...mapping.rules.map(rule => rule.role),
    ...(mapping.defaultRole ? [mapping.defaultRole] : []),
];

/**
 * The refusal of a password sign-in for a user linked to an enabled provider that keeps the
 * user's role to itself (local passwords not allowed), or nothing. A disabled provider gives the
 * password back, so that switching a provider off never locks its users out.
 */
export const localPasswordRefusal = async (db: Executor, user: { id: string; role: string }) => {
    const linked = await db
        .select({ name: identityProviders.name, roleMapping: identityProviders.roleMapping })
        .from(ssoIdentities)
        .innerJoin(identityProviders, eq(identityProviders.id, ssoIdentities.providerId))
        .where(
            and(
                eq(ssoIdentities.userId, user.id),
                eq(identityProviders.enabled, true),
                eq(identityProviders.localPasswords, false)
            )
        );
    const provider = linked.find(candidate => rolesServedBy(candidate.roleMapping).includes(user.role));
    return provider
        ? new AppError(ErrorCode.forbidden, 'sso.errors.passwordNotAllowed', { name: provider.name })
        : undefined;
};
