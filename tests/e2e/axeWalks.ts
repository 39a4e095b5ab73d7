import { openScreens } from '../../common/access';
import type { Profile } from '../../common/profiles';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { LOCALES, type Locale } from '../../i18n/types';

/** The two screen widths every screen is checked at: a desktop's and a phone's. */
export const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export type Width = keyof typeof WIDTHS;

/** One signed-in walk of the accessibility test: a demo account and, per language and width, the screens to check. */
export interface Walk {
    profile: Profile;
    role: string;
    username: string;
    screens: { locale: Locale; width: Width; paths: string[] }[];
}

/**
 * Every (screen, role) pair of both profiles checked once at least, every screen in every language
 * and at both widths, with one sign-in per role: the languages are dealt out over the pairs of a
 * screen in turn, and the widths over a screen's checks in turn. A screen that eight roles see is
 * checked once per role, two in each language, four at each width; a screen only one role sees is
 * checked by that role in all four languages, two at each width.
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
    const checked = new Map<string, number>();
    const widthOf = (path: string): Width => {
        const count = checked.get(path) ?? 0;
        checked.set(path, count + 1);
        return count % 2 === 0 ? 'desktop' : 'phone';
    };
    return pairs.map(({ paths, ...account }, index) => {
        const languagesOf = (path: string, turn: number) => {
            const round = Math.min(seenBy.get(path)!, LOCALES.length);
            return LOCALES.filter((_, position) => position % round === turn % round);
        };
        const checks = LOCALES.flatMap(locale =>
            paths
                .filter((path, position) => languagesOf(path, turns[index]![position]!).includes(locale))
                .map(path => ({ locale, path, width: widthOf(path) }))
        );
        const screens = LOCALES.flatMap(locale =>
            (Object.keys(WIDTHS) as Width[]).map(width => ({
                locale,
                width,
                paths: checks
                    .filter(check => check.locale === locale && check.width === width)
                    .map(check => check.path),
            }))
        ).filter(({ paths: some }) => some.length > 0);
        return { ...account, screens };
    });
};
