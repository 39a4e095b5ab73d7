import { useQuery } from '@tanstack/react-query';
import Polyglot from 'node-polyglot';
import { useLocaleState } from 'react-admin';
import { CLAIMS_CATALOG_LOADERS } from '../../../i18n/claims/loaders';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/types';

/** Translates a key of the claims catalog (`fields.billed`, `codes.carc.45`…). */
export type ClaimsText = (key: string, options?: Record<string, unknown>) => string;

/**
 * The claim desk's texts in the user's language, downloaded with the screen rather than with
 * the portal's catalog; `undefined` while they load. A key without text shows the key's last part.
 */
export const useClaimsText = (): ClaimsText | undefined => {
    const [locale] = useLocaleState();
    const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const { data: polyglot } = useQuery({
        queryKey: ['claims', 'catalog', wanted],
        queryFn: async () =>
            new Polyglot({
                phrases: await CLAIMS_CATALOG_LOADERS[wanted](),
                locale: wanted,
                onMissingKey: (key: string) => key.split('.').at(-1) ?? key,
            }),
        staleTime: Infinity,
        gcTime: Infinity,
    });
    return polyglot ? (key, options) => polyglot.t(key, options) : undefined;
};
