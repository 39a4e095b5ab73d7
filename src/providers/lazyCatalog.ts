import { useQuery } from '@tanstack/react-query';
import Polyglot from 'node-polyglot';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/types';

/** Translates a key of a screen's own catalog. */
export type CatalogText = (key: string, options?: Record<string, unknown>) => string;

/**
 * A screen's own texts in the user's language, downloaded with the screen rather than with the
 * portal's catalog; `undefined` while they load. A key without text shows the key's last part.
 */
export const useLazyCatalog = (
    name: string,
    loaders: Record<Locale, () => Promise<object>>
): CatalogText | undefined => {
    const [locale] = useLocaleState();
    const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const { data: polyglot } = useQuery({
        queryKey: [name, 'catalog', wanted],
        queryFn: async () =>
            new Polyglot({
                phrases: await loaders[wanted](),
                locale: wanted,
                onMissingKey: (key: string) => key.split('.').at(-1) ?? key,
            }),
        staleTime: Infinity,
        gcTime: Infinity,
    });
    return polyglot ? (key, options) => polyglot.t(key, options) : undefined;
};
