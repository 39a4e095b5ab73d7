import { openScreens, type AccessGrants } from '../../common/access';
import type { Profile } from '../../common/profiles';

/** Distinct grant sets kept at most; grants change rarely, so this is only a bound. */
const KEPT = 256;
const computed = new Map<string, readonly string[]>();

/**
 * The screens a role opens, grants applied: `openScreens` walks the whole route table, and every
 * screen-guarded request asks, so the answer is kept per profile, role and grants. The grants are
 * part of the key (read with the session on every request), so a grant changed on any server
 * applies to the next request at once.
 */
export const screensOf = (profile: Profile, role: string, grants: AccessGrants): readonly string[] => {
    const key = `${profile}|${role}|${JSON.stringify(grants)}`;
    let screens = computed.get(key);
    if (!screens) {
        if (computed.size >= KEPT) computed.clear();
        screens = Object.freeze(openScreens(profile, [role], grants));
        computed.set(key, screens);
    }
    return screens;
};
