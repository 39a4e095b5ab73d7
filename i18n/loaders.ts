import type { TranslationMessages } from 'react-admin';
import type { Locale } from './types';

/**
 * Each language's full catalog (react-admin's messages + the app's), loaded on demand so the
 * SPA only downloads the language in use.
 */
export const CATALOG_LOADERS: Record<Locale, () => Promise<TranslationMessages>> = {
    en: async () => {
        const [ra, app] = await Promise.all([import('ra-language-english'), import('./en')]);
        return { ...ra.default, ...app.en };
    },
    zh: async () => {
        const [ra, app] = await Promise.all([import('./common/ra/zh'), import('./zh')]);
        return { ...ra.raZh, ...app.zh };
    },
    es: async () => {
        const [ra, app] = await Promise.all([import('./common/ra/es'), import('./es')]);
        return { ...ra.raEs, ...app.es };
    },
    ja: async () => {
        const [ra, app] = await Promise.all([import('./common/ra/ja'), import('./ja')]);
        return { ...ra.raJa, ...app.ja };
    },
};

/** Names shown in the language menu, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
    en: 'English',
    zh: '中文',
    es: 'Español',
    ja: '日本語',
};
