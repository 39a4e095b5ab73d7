import { openScreens, type AccessGrants } from '../../common/access';
import type { Profile } from '../../common/profiles';

/** Distinct grant sets kept at most; grants change rarely, so this is only a bound. */
const KEPT = 256;
const computed = new Map<string, readonly string[]>();
/** The same answers by the grants object itself: a cached session brings the same object each time. */
const byGrants = new WeakMap<AccessGrants, Map<string, readonly string[]>>();

/**
 * The screens a role opens, grants applied: `openScreens` walks the whole route table, and every
 * screen-guarded request asks, so the answer is kept per profile, role and grants. The grants are
 * part of the key (read with the session), so a grant changed on any server applies as soon as
 * the session is read again — at the next request, the grant having moved the session epoch.
 */
export const screensOf = (profile: Profile, role: string, grants: AccessGrants): readonly string[] => {
    const roleKey = `${profile}|${role}`;
    let forGrants = byGrants.get(grants);
    const known = forGrants?.get(roleKey);
    if (known) return known;
    const key = `${roleKey}|${JSON.stringify(grants)}`;
    let screens = computed.get(key);
    if (!screens) {
        if (computed.size >= KEPT) computed.clear();
        screens = Object.freeze(openScreens(profile, [role], grants));
        computed.set(key, screens);
    }
    if (!forGrants) byGrants.set(grants, (forGrants = new Map()));
    forGrants.set(roleKey, screens);
    return screens;
};
