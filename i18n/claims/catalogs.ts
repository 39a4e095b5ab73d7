import type { Catalog, Locale } from '../types';
import { claimsEn, type ClaimsMessages } from './en';
import { claimsEs } from './es';
import { claimsJa } from './ja';
import { claimsZh } from './zh';

/** Every claims catalog at once: for the server (export column titles) and tests. The SPA loads them lazily. */
export const CLAIMS_CATALOGS: Record<Locale, Catalog<ClaimsMessages>> = {
    en: claimsEn,
    zh: claimsZh,
    es: claimsEs,
    ja: claimsJa,
};
