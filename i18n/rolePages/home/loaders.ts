import type { Catalog, Locale } from '../../types';
import type { HomeMessages } from './en';

/** The texts of Home and Getting started per language, each downloaded only when one of them opens. */
export const HOME_CATALOG_LOADERS: Record<Locale, () => Promise<Catalog<HomeMessages>>> = {
    en: () => import('./en').then(module => module.homePagesEn),
    zh: () => import('./zh').then(module => module.homePagesZh),
    es: () => import('./es').then(module => module.homePagesEs),
    ja: () => import('./ja').then(module => module.homePagesJa),
};
