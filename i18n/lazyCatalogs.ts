import type { ClaimsMessages } from './claims/screens/en';
import type { DashboardMessages } from './home/screens/dashboard/en';
import type { HomeMessages } from './home/screens/pages/en';
import type { Catalog, Locale } from './types';

type Loaders<Messages> = Record<Locale, () => Promise<Messages>>;

const claims = {
    en: () => import('./claims/screens/en').then(module => module.claimsEn),
    zh: () => import('./claims/screens/zh').then(module => module.claimsZh),
    es: () => import('./claims/screens/es').then(module => module.claimsEs),
    ja: () => import('./claims/screens/ja').then(module => module.claimsJa),
} satisfies Loaders<Catalog<ClaimsMessages>>;

/** The dashboard's texts and the claim code names it shows. */
export type DashboardCatalog = Catalog<DashboardMessages> & { codes: Record<string, Record<string, string>> };

const withClaimCodes = async (
    own: Promise<Catalog<DashboardMessages>>,
    claimTexts: Promise<Catalog<ClaimsMessages>>
): Promise<DashboardCatalog> => {
    const [texts, { codes }] = await Promise.all([own, claimTexts]);
    return { ...texts, codes };
};

/**
 * The screen texts kept out of the portal's catalog (./en.ts and its languages): the SPA downloads
 * each, in the user's language, only when one of its screens opens (`useLazyCatalog(name)`), so the
 * login page never carries them; the server loads them all at start (export titles, checklist
 * steps). Making an area's texts lazy is one entry here, read by its screens under that name.
 */
export const LAZY_CATALOGS = {
    /** The claim desks: claim query, its drawer, exports and imports. */
    claims,
    /** The dashboard, with the claim code names of its charts. */
    dashboard: {
        en: () =>
            withClaimCodes(
                import('./home/screens/dashboard/en').then(module => module.dashboardEn),
                claims.en()
            ),
        zh: () =>
            withClaimCodes(
                import('./home/screens/dashboard/zh').then(module => module.dashboardZh),
                claims.zh()
            ),
        es: () =>
            withClaimCodes(
                import('./home/screens/dashboard/es').then(module => module.dashboardEs),
                claims.es()
            ),
        ja: () =>
            withClaimCodes(
                import('./home/screens/dashboard/ja').then(module => module.dashboardJa),
                claims.ja()
            ),
    } satisfies Loaders<DashboardCatalog>,
    /** Home (what needs attention) and Getting started. */
    home: {
        en: () => import('./home/screens/pages/en').then(module => module.homePagesEn),
        zh: () => import('./home/screens/pages/zh').then(module => module.homePagesZh),
        es: () => import('./home/screens/pages/es').then(module => module.homePagesEs),
        ja: () => import('./home/screens/pages/ja').then(module => module.homePagesJa),
    } satisfies Loaders<Catalog<HomeMessages>>,
};

export type LazyCatalogName = keyof typeof LAZY_CATALOGS;

/** The texts of one lazy catalog in one language. */
export type LazyCatalog<Name extends LazyCatalogName> = Awaited<ReturnType<(typeof LAZY_CATALOGS)[Name][Locale]>>;
