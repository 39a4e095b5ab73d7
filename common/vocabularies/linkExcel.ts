/** Words of the Excel link (/linkExcel) that the SPA and the server both use. */

/** append: add every row; upsert: update rows with the same key, add the others; replace: also remove the rows the file does not have. */
export const IMPORT_MODES = ['append', 'upsert', 'replace'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_STATES = ['uploaded', 'checking', 'checked', 'applying', 'applied', 'cancelled', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** What an import normalises, and says it did. */
export const NORMALISATION_KINDS = [
    'spaces',
    'zipLeadingZero',
    'phoneLayout',
    'dateSerial',
    'dateFormat',
    'yesNo',
] as const;
export type NormalisationKind = (typeof NORMALISATION_KINDS)[number];
