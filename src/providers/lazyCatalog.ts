import { useQuery } from '@tanstack/react-query';
import Polyglot from 'node-polyglot';
import { useLocaleState } from 'react-admin';
import { LAZY_CATALOGS, type LazyCatalogName } from '../../i18n/lazyCatalogs';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/types';

/** Translates a key of a screen's own catalog. */
export type CatalogText = (key: string, options?: Record<string, unknown>) => string;

/**
 * A screen's own texts (a catalog of i18n/lazyCatalogs.ts) in the user's language, downloaded with
 * the screen rather than with the portal's catalog; `undefined` while they load. A key without text shows the key's last part.
 */
export const useLazyCatalog = (name: LazyCatalogName): CatalogText | undefined => {
    const [locale] = useLocaleState();
    const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const { data: polyglot } = useQuery({
        queryKey: [name, 'catalog', wanted],
        queryFn: async () =>
            new Polyglot({
                phrases: await LAZY_CATALOGS[name][wanted](),
                locale: wanted,
                onMissingKey: (key: string) => key.split('.').at(-1) ?? key,
            }),
        staleTime: Infinity,
        gcTime: Infinity,
    });
    return polyglot ? (key, options) => polyglot.t(key, options) : undefined;
};
