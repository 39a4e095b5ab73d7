import { createHash } from 'node:crypto';

/**
 * Which file column goes into which table column. Headers are compared in a normalised form
 * (case, accents, spaces, punctuation and camelCase ignored: "ZIP_Code", "Zip code" and
 * "zipCode" are the same) and through groups of common synonyms ("Postal Code" is a ZIP), so that
 * most files map themselves; the user corrects the rest.
 */

/** What matching needs of a table column (the directory's column definitions have it). */
export interface MatchableColumn {
    name: string;
    type: string;
    label: Partial<Record<string, string>>;
}

/** The hidden columns of an exported workbook that identify each row for the round trip. */
export const IDENTITY_HEADERS = { id: '__row_id', version: '__row_version' } as const;

/**
 * Targets of the identity columns: they are not table columns, so their names cannot clash.
 * `@remove` marks a matched row for removal (the NPI registry refresh uses it for deactivated
 * NPIs); no header is matched to it, a mapping has to name it.
 */
export const IDENTITY_TARGET = { id: '@id', version: '@version', remove: '@remove' } as const;

/** A file column's target: a table column's name, a row-identity field, or `null` (ignored). */
export type ColumnTarget = string | null;

/** `"ZIP_Code (5-digit)"` → `"zip code 5 digit"`. */
export const normaliseHeader = (header: string): string =>
    header
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        // camelCase and PascalCase words apart: "zipCode" → "zip Code", "NPINumber" → "NPI Number".
        .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
        .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();

/**
 * Names that mean the same column in provider directories and the files sent for them, in the
 * normalised form. The first of each group names it. The NPPES dissemination file's own names
 * are among them (its practice location, not its mailing address), so that the registry's
 * monthly file maps itself.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
    [
        'zip',
        'zip code',
        'zipcode',
        'postal code',
        'postcode',
        'post code',
        'zip postal code',
        'zip 4',
        'zip plus 4',
        'postal',
        'provider business practice location address postal code',
    ],
    [
        'phone',
        'phone number',
        'telephone',
        'telephone number',
        'tel',
        'phone no',
        'office phone',
        'practice phone',
        'provider business practice location address telephone number',
    ],
    ['fax', 'fax number', 'fax no', 'office fax', 'provider business practice location address fax number'],
    ['email', 'e mail', 'email address', 'e mail address', 'mail'],
    ['npi', 'npi number', 'national provider identifier', 'provider npi', 'npi no', 'npi id'],
    ['state', 'st', 'state code', 'state abbreviation', 'provider business practice location address state name'],
    ['city', 'town', 'city name', 'provider business practice location address city name'],
    [
        'address',
        'street',
        'street address',
        'address line 1',
        'address 1',
        'addr',
        'address1',
        'street 1',
        'provider first line business practice location address',
    ],
    [
        'address line 2',
        'address 2',
        'address2',
        'suite',
        'street 2',
        'provider second line business practice location address',
    ],
    ['first name', 'given name', 'firstname', 'fname', 'first', 'provider first name'],
    ['last name', 'surname', 'family name', 'lastname', 'lname', 'last', 'provider last name legal name'],
    ['middle name', 'middle', 'middle initial', 'provider middle name'],
    [
        'taxonomy',
        'taxonomy code',
        'nucc taxonomy',
        'primary taxonomy',
        'specialty code',
        'nucc code',
        // NPPES lists up to 15; the first is the one most files mean (its primary switch is not read).
        'healthcare provider taxonomy code 1',
    ],
    ['specialty', 'speciality', 'primary specialty'],
    ['website', 'web site', 'url', 'web address', 'homepage', 'home page'],
    ['accepting new patients', 'accepting patients', 'new patients', 'panel status', 'accepts new patients'],
    ['languages', 'language', 'languages spoken', 'spoken languages'],
    [
        'organization',
        'organisation',
        'organization name',
        'organisation name',
        'practice name',
        'group name',
        'medical group',
        'pharmacy name',
        'provider organization name legal business name',
    ],
    ['credential', 'credentials', 'degree', 'title', 'provider credential text'],
    ['gender', 'sex'],
];
const GROUP_OF = new Map(SYNONYM_GROUPS.flatMap((group, index) => group.map(name => [name, index] as const)));

/** The name of the synonym group a header belongs to (`"Postal Code"` → `"zip"`), if any. */
export const synonymOf = (header: string): string | undefined => {
    const group = GROUP_OF.get(normaliseHeader(header));
    return group === undefined ? undefined : SYNONYM_GROUPS[group]![0];
};

/** The names a table column answers to: its identifier and its labels in every language, normalised. */
const columnNames = (column: MatchableColumn) =>
    new Set(
        [column.name, ...Object.values(column.label)]
            .filter((name): name is string => Boolean(name))
            .map(normaliseHeader)
    );

/**
 * The target of each file column, `null` where none fits. Exact names and labels win over
 * synonyms; no table column is given twice (the first file column that fits takes it).
 */
export const suggestMapping = (headers: readonly string[], columns: readonly MatchableColumn[]): ColumnTarget[] => {
    const normalised = headers.map(normaliseHeader);
    const names = columns.map(columnNames);
    const taken = new Set<string>();
    const mapping: ColumnTarget[] = headers.map(() => null);
    const identity = Object.entries(IDENTITY_HEADERS);
    normalised.forEach((header, index) => {
        const field = identity.find(([, name]) => normaliseHeader(name) === header)?.[0];
        if (field) mapping[index] = IDENTITY_TARGET[field as keyof typeof IDENTITY_HEADERS];
    });
    const assign = (fits: (header: string, columnIndex: number) => boolean) => {
        normalised.forEach((header, index) => {
            if (mapping[index] !== null || header === '') return;
            const columnIndex = columns.findIndex((column, at) => !taken.has(column.name) && fits(header, at));
            if (columnIndex < 0) return;
            mapping[index] = columns[columnIndex]!.name;
            taken.add(columns[columnIndex]!.name);
        });
    };
    assign((header, at) => names[at]!.has(header));
    assign((header, at) => {
        const group = GROUP_OF.get(header);
        return group !== undefined && [...names[at]!].some(name => GROUP_OF.get(name) === group);
    });
    return mapping;
};

/**
 * A file layout's fingerprint: its normalised headers in order. The next file with the same
 * columns gets the mapping saved for it at once.
 */
export const layoutKey = (headers: readonly string[]) =>
    createHash('sha256')
        .update(JSON.stringify(headers.map(normaliseHeader)))
        .digest('hex');
