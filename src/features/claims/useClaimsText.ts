import { useLazyCatalog, type CatalogText } from '../../providers/lazyCatalog';

/** Translates a key of the claims catalog (`fields.billed`, `codes.carc.45`…). */
export type ClaimsText = CatalogText;

/** The claim desk's texts in the user's language, downloaded with the screen; `undefined` while they load. */
export const useClaimsText = (): ClaimsText | undefined => useLazyCatalog('claims');
