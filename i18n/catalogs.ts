import { en } from './en';
import { es } from './es';
import { ja } from './ja';
import { serverEn, serverEs, serverJa, serverZh } from './server';
import type { AppMessages, Locale, ServerMessages } from './types';
import { zh } from './zh';

/** Every app catalog, loaded at once: for the server and tests. The SPA loads them lazily. */
export const APP_CATALOGS: Record<Locale, AppMessages> = { en, zh, es, ja };

/** The server's own messages and e-mails. */
export const SERVER_CATALOGS: Record<Locale, ServerMessages> = {
    en: serverEn,
    zh: serverZh,
    es: serverEs,
    ja: serverJa,
};
