import { openScreens } from '../../common/access';
import type { Profile } from '../../common/profiles';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { LOCALES, type Locale } from '../../i18n/types';

/** One signed-in walk of the accessibility test: a demo account and, per language, the screens to check. */
export interface Walk {
    profile: Profile;
    role: string;
    username: string;
    screens: { locale: Locale; paths: string[] }[];
}

/**
 * Every (screen, role) pair of both profiles checked once at least, and every screen in every
 * language, with one sign-in per role: the languages are dealt out over the pairs of a screen in
 * turn. A screen that eight roles see is checked once per role, two in each language; a screen
 * only one role sees is checked by that role in all four.
 */
export const planWalks = (): Walk[] => {
    const pairs = (Object.keys(DEMO_ACCOUNTS) as Profile[]).flatMap(profile =>
        DEMO_ACCOUNTS[profile].map(({ role, username }) => ({
            profile,
            role,
            username,
            paths: openScreens(profile, [role]),
        }))
    );
    const seenBy = new Map<string, number>();
    const turnOf = (path: string) => {
        const turn = seenBy.get(path) ?? 0;
        seenBy.set(path, turn + 1);
        return turn;
    };
    const turns = pairs.map(pair => pair.paths.map(turnOf));
    return pairs.map(({ paths, ...account }, index) => {
        const languagesOf = (path: string, turn: number) => {
            const round = Math.min(seenBy.get(path)!, LOCALES.length);
            return LOCALES.filter((_, position) => position % round === turn % round);
        };
        const screens = LOCALES.map(locale => ({
            locale,
            paths: paths.filter((path, position) => languagesOf(path, turns[index]![position]!).includes(locale)),
        })).filter(({ paths: some }) => some.length > 0);
        return { ...account, screens };
    });
};
