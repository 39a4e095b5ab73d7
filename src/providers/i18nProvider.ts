import Cookies from 'js-cookie';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { CATALOG_LOADERS, LOCALE_NAMES } from '../../i18n/loaders';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../i18n/types';

/** The UI language lives in cookie `language`, not in react-admin's Store. */
export const LANGUAGE_COOKIE = 'language';

/** Cookie first, then the first supported language found in the browser's, else English. */
export const initialLocale = (): Locale => {
    const stored = Cookies.get(LANGUAGE_COOKIE);
    if (isLocale(stored)) return stored;
    const browser = (navigator.language || '').toLowerCase();
    return LOCALES.find(locale => browser.includes(locale)) ?? DEFAULT_LOCALE;
};

/** Keeps the choice for the next visit and for the server's messages, and tells the page. */
export const rememberLocale = (locale: Locale) => {
    Cookies.set(LANGUAGE_COOKIE, locale, { expires: 365, sameSite: 'strict' });
    document.documentElement.lang = locale;
};

/**
 * A polyglot provider whose first language is loaded before the app renders (react-admin needs
 * it synchronously); the others load when chosen.
 */
export const createI18nProvider = async (locale: Locale): Promise<I18nProvider> => {
    const loaded = new Map<Locale, TranslationMessages>([[locale, await CATALOG_LOADERS[locale]()]]);
    const messagesFor = (wanted: string) => {
        const target = isLocale(wanted) ? wanted : DEFAULT_LOCALE;
        return (
            loaded.get(target) ??
            CATALOG_LOADERS[target]().then(messages => {
                loaded.set(target, messages);
                return messages;
            })
        );
    };
    return polyglotI18nProvider(
        messagesFor as (locale: string) => TranslationMessages,
        locale,
        LOCALES.map(code => ({ locale: code, name: LOCALE_NAMES[code] }))
    );
};
