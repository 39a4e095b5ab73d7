import { and, eq } from 'drizzle-orm';
import type { Profile } from '../../../common/profiles';
import { ROLES_BY_PROFILE } from '../../../common/profiles';
import { flattenRoutes, LAYOUT_ROUTES, routesOfProfile } from '../../../common/routes';
import { defaultAccess, screenAccess, type AccessGrants } from '../../../common/access';
import type { Db, Executor } from '../../shared/database';
import { accessGrants } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Access management: grants stored here over the route table's defaults, applied by
 * the same pure rules the SPA uses (common/access.ts).
 */
export const loadGrants = async (db: Executor): Promise<AccessGrants> => {
    const grants: AccessGrants = {};
    for (const { role, screen, allowed } of await db.select().from(accessGrants)) {
        (grants[role] ??= {})[screen] = allowed;
    }
    return grants;
};

/** The screens whose access an admin may change in this profile, and the roles it applies to. */
export const grantableScreens = (profile: Profile) =>
    flattenRoutes(routesOfProfile(LAYOUT_ROUTES, profile)).filter(route => !route.locked);

export const grantableRoles = (profile: Profile) => ROLES_BY_PROFILE[profile].filter(role => role !== 'admin');

/** Every screen of the profile with each role's access: the default and the effective one. */
export const accessMatrix = async (db: Executor, profile: Profile) => {
    const grants = await loadGrants(db);
    return flattenRoutes(routesOfProfile(LAYOUT_ROUTES, profile)).map(route => ({
        route,
        access: Object.fromEntries(
            ROLES_BY_PROFILE[profile].map(role => [
                role,
                { allowed: screenAccess(route, role, grants), byDefault: defaultAccess(route, role) },
            ])
        ),
    }));
};

/**
 * Grants (true), revokes (false) or returns to the default (null) a role's access to a screen,
 * and audits the change with its before and after.
 */
export const changeAccess = async (
    db: Db,
    profile: Profile,
    change: { role: string; screen: string; allowed: boolean | null },
    actor: Actor,
    origin: Origin
) => {
    const route = grantableScreens(profile).find(candidate => candidate.path === change.screen);
    if (!route) throw new AppError(ErrorCode.invalidInput, 'server.access.screenLocked', { screen: change.screen });
    if (!grantableRoles(profile).includes(change.role as never)) {
        throw new AppError(ErrorCode.invalidInput, 'server.access.roleUnknown', { role: change.role });
    }
    return db.transaction(async tx => {
        const before = screenAccess(route, change.role, await loadGrants(tx));
        const key = and(eq(accessGrants.role, change.role), eq(accessGrants.screen, change.screen));
        if (change.allowed === null) {
            await tx.delete(accessGrants).where(key);
        } else {
            await tx
                .insert(accessGrants)
                .values({ role: change.role, screen: change.screen, allowed: change.allowed, updatedBy: actor.id })
                .onConflictDoUpdate({
                    target: [accessGrants.role, accessGrants.screen],
                    set: { allowed: change.allowed, updatedAt: new Date(), updatedBy: actor.id },
                });
        }
        const after = screenAccess(route, change.role, await loadGrants(tx));
        await recordAudit(tx, origin, {
            action: 'access.change',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'screen',
            targetId: `${change.role} ${change.screen}`,
            changes: { allowed: { before, after } },
            reason: change.allowed === null ? 'default' : undefined,
        });
        return {
            role: change.role,
            screen: change.screen,
            allowed: after,
            byDefault: defaultAccess(route, change.role),
        };
    });
};
