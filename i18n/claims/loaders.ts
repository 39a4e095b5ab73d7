import type { Catalog, Locale } from '../types';
import type { ClaimsMessages } from './en';

/** The claim desk's texts per language, each downloaded only when claim query opens. */
export const CLAIMS_CATALOG_LOADERS: Record<Locale, () => Promise<Catalog<ClaimsMessages>>> = {
    en: () => import('./en').then(module => module.claimsEn),
    zh: () => import('./zh').then(module => module.claimsZh),
    es: () => import('./es').then(module => module.claimsEs),
    ja: () => import('./ja').then(module => module.claimsJa),
};
