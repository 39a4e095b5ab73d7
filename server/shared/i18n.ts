import Polyglot from 'node-polyglot';
import { APP_CATALOGS, SERVER_CATALOGS } from '../../i18n/catalogs';
import { LAZY_CATALOGS, type LazyCatalog, type LazyCatalogName } from '../../i18n/lazyCatalogs';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type MessageKey } from '../../i18n/types';

const polyglots = Object.fromEntries(
    LOCALES.map(locale => [
        locale,
        new Polyglot({ phrases: { ...APP_CATALOGS[locale], ...SERVER_CATALOGS[locale] }, locale }),
    ])
) as Record<Locale, Polyglot>;

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** One translator per language, made once: every request gets its language's, not a new closure. */
const translators = Object.fromEntries(
    LOCALES.map(locale => [locale, ((key, params) => polyglots[locale].t(key, params)) satisfies Translate])
) as Record<Locale, Translate>;

export const translator = (locale: Locale): Translate => translators[locale];

/** Every lazy catalog in every language, loaded once at start: exports and checklists are titled with them. */
const LAZY_TEXTS = Object.fromEntries(
    await Promise.all(
        Object.entries(LAZY_CATALOGS).map(async ([name, loaders]) => [
            name,
            Object.fromEntries(await Promise.all(LOCALES.map(async locale => [locale, await loaders[locale]()]))),
        ])
    )
) as { [Name in LazyCatalogName]: Record<Locale, LazyCatalog<Name>> };

/** One lazy catalog in one language: the texts the SPA downloads with those screens. */
export const lazyTexts = <Name extends LazyCatalogName>(name: Name, locale: Locale): LazyCatalog<Name> =>
    LAZY_TEXTS[name][locale];

/**
 * The caller's language: the SPA's `language` cookie, else the best
 * Accept-Language match, else English.
 */
export const requestLocale = (headers: { cookie?: string; 'accept-language'?: string }): Locale => {
    const cookie = /(?:^|;\s*)language=([^;]*)/.exec(headers.cookie ?? '')?.[1];
    if (isLocale(cookie)) return cookie;
    const ranked = (headers['accept-language'] ?? '')
        .split(',')
        .map(part => {
            const [tag = '', q] = part.trim().split(';q=');
            return { language: tag.slice(0, 2).toLowerCase(), weight: q ? Number(q) : 1 };
        })
        .sort((a, b) => b.weight - a.weight);
    return (ranked.find(({ language }) => isLocale(language))?.language as Locale) ?? DEFAULT_LOCALE;
};
