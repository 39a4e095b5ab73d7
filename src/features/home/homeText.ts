import { useLazyCatalog, type CatalogText } from '../../providers/lazyCatalog';

/** Translates a key of the Home and Getting started catalog (`home.requests.title`…). */
export type HomeText = CatalogText;

/** The texts of Home and Getting started in the user's language; `undefined` while they load. */
export const useHomeText = (): HomeText | undefined => useLazyCatalog('home');
