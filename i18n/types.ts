import type { en } from './en';
import type { serverEn } from './server';

/** The same tree of keys as `T`, every leaf a string: what each language must provide. */
export type Catalog<T> = {
    [K in keyof T]: T[K] extends string ? string : Catalog<T[K]>;
};

/** The app catalog every language implements, key for key, checked by the compiler. */
export type AppMessages = Catalog<typeof en>;

/** The server's own messages and e-mails (never downloaded by the SPA), same rule. */
export type ServerMessages = Catalog<typeof serverEn>;

export const LOCALES = ['en', 'zh', 'es', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Dotted paths of every leaf of a catalog tree: `'server.login.incorrect'`, … */
export type LeafKeys<T, Prefix extends string = ''> = {
    [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Any key the server may translate: the app's and its own. */
export type MessageKey = LeafKeys<typeof en> | LeafKeys<typeof serverEn>;
