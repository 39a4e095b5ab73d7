import type { Catalog, Locale } from '../types';
import type { DashboardMessages } from './en';

/** The dashboard's texts and the claim code names it shows, per language, downloaded when the dashboard opens. */
export type DashboardCatalog = Catalog<DashboardMessages> & { codes: Record<string, Record<string, string>> };

export const DASHBOARD_CATALOG_LOADERS: Record<Locale, () => Promise<DashboardCatalog>> = {
    en: async () => {
        const [own, claims] = await Promise.all([import('./en'), import('../claims/en')]);
        return { ...own.dashboardEn, codes: claims.claimsEn.codes };
    },
    zh: async () => {
        const [own, claims] = await Promise.all([import('./zh'), import('../claims/zh')]);
        return { ...own.dashboardZh, codes: claims.claimsZh.codes };
    },
    es: async () => {
        const [own, claims] = await Promise.all([import('./es'), import('../claims/es')]);
        return { ...own.dashboardEs, codes: claims.claimsEs.codes };
    },
    ja: async () => {
        const [own, claims] = await Promise.all([import('./ja'), import('../claims/ja')]);
        return { ...own.dashboardJa, codes: claims.claimsJa.codes };
    },
};
