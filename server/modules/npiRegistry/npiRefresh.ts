import { count, inArray } from 'drizzle-orm';
import { localized, type ColumnDefinition, type ColumnType } from '../../../common/directory/columns';
import type { CellValue } from '../../../common/directory/values';
import type { Locale } from '../../../i18n/types';
import type { Executor } from '../../shared/database';
import { npiRegistry } from '../../db/schema';
import { IDENTITY_HEADERS, IDENTITY_TARGET, suggestMapping, type ColumnTarget } from '../directory';
import { rowBatches, type DirectoryRow } from '../directory';
import type { DirectoryTable } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import type { RegistryEntry } from './';

/**
 * The NPI registry refresh: a directory table with an NPI column compared with the NPPES registry
 * loaded by `npm run import:npi`. The comparison is written as a CSV file of the import's own
 * layout — one line per row whose NPI the registry knows: the row's identity, the registry's
 * names, practice address and taxonomy, and a removal mark for deactivated NPIs — so that the
 * import's dry run, diff, apply, cancel and audit serve it as they serve an uploaded file.
 */

/** How a registry value compares with a directory value. */
type FieldKind = 'words' | 'code' | 'zip';

interface RegistryField {
    /** The name the field is matched to a table column by (normalised names and synonyms). */
    header: string;
    value: (entry: RegistryEntry) => string | null;
    kind: FieldKind;
}

const REGISTRY_FIELDS: readonly RegistryField[] = [
    { header: 'First name', value: entry => entry.firstName, kind: 'words' },
    { header: 'Middle name', value: entry => entry.middleName, kind: 'words' },
    { header: 'Last name', value: entry => entry.lastName, kind: 'words' },
    { header: 'Credential', value: entry => entry.credential, kind: 'code' },
    { header: 'Organization name', value: entry => entry.organizationName, kind: 'words' },
    { header: 'Address', value: entry => entry.addressLine1, kind: 'words' },
    { header: 'Address line 2', value: entry => entry.addressLine2, kind: 'words' },
    { header: 'City', value: entry => entry.city, kind: 'words' },
    { header: 'State', value: entry => entry.state, kind: 'code' },
    { header: 'ZIP', value: entry => entry.postalCode, kind: 'zip' },
    { header: 'Taxonomy', value: entry => entry.taxonomyCode, kind: 'code' },
];

/** Column types a registry value may go into; any other column is left alone. */
const TARGET_TYPES: readonly ColumnType[] = ['text', 'longText', 'usState', 'zip', 'taxonomy'];
/** The header of the removal mark in the generated file. */
const REMOVE_HEADER = '__row_remove';
/** The name the generated file is known by (in the import's audit entry too). */
export const REFRESH_FILE_NAME = 'npi-registry-refresh.csv';

export interface RegistryRefresh {
    header: string[];
    mapping: ColumnTarget[];
    /** The file's rows in batches, read from the table and the registry as they are asked for. */
    batches: AsyncIterable<string[][]>;
}

/**
 * The refresh of `table` as a file to import, with the mapping that reads it back. Refused for a
 * table without an NPI column (400) and while the registry is empty (409).
 */
export const registryRefresh = async (
    db: Executor,
    table: DirectoryTable,
    locale: Locale
): Promise<RegistryRefresh> => {
    const npiColumn =
        table.columns.find(column => column.type === 'npi' && column.key) ??
        table.columns.find(column => column.type === 'npi');
    if (!npiColumn) throw new AppError(ErrorCode.invalidInput, 'linkExcel.refresh.noNpiColumn');
    const [registry] = await db.select({ entries: count() }).from(npiRegistry);
    if (!registry?.entries) throw new AppError(ErrorCode.conflict, 'linkExcel.refresh.emptyRegistry');

    const candidates = table.columns.filter(column => TARGET_TYPES.includes(column.type));
    const suggested = suggestMapping(
        REGISTRY_FIELDS.map(field => field.header),
        candidates
    );
    const pairs = REGISTRY_FIELDS.flatMap((field, index) => {
        const column = candidates.find(candidate => candidate.name === suggested[index]);
        return column ? [{ field, column }] : [];
    });
    return {
        header: [
            localized(npiColumn.label, locale),
            ...pairs.map(({ column }) => localized(column.label, locale)),
            IDENTITY_HEADERS.id,
            IDENTITY_HEADERS.version,
            REMOVE_HEADER,
        ],
        mapping: [
            npiColumn.name,
            ...pairs.map(({ column }) => column.name),
            IDENTITY_TARGET.id,
            IDENTITY_TARGET.version,
            IDENTITY_TARGET.remove,
        ],
        batches: refreshLines(db, table, npiColumn, pairs),
    };
};

async function* refreshLines(
    db: Executor,
    table: DirectoryTable,
    npiColumn: ColumnDefinition,
    pairs: { field: RegistryField; column: ColumnDefinition }[]
): AsyncGenerator<string[][]> {
    for await (const rows of rowBatches(db, table)) {
        const npis = [
            ...new Set(
                rows.map(row => row.values[npiColumn.name]).filter((npi): npi is string => typeof npi === 'string')
            ),
        ];
        if (npis.length === 0) continue;
        const entries = new Map(
            (await db.select().from(npiRegistry).where(inArray(npiRegistry.npi, npis))).map(entry => [entry.npi, entry])
        );
        const lines = rows.flatMap(row => {
            const entry = entries.get(row.values[npiColumn.name] as string);
            return entry ? [refreshLine(row, entry, pairs)] : [];
        });
        if (lines.length > 0) yield lines;
    }
}

/** One row's line: what the registry says where it says something new, else the row's own value. */
const refreshLine = (
    row: DirectoryRow,
    entry: RegistryEntry,
    pairs: { field: RegistryField; column: ColumnDefinition }[]
) => [
    entry.npi,
    ...pairs.map(({ field, column }) => {
        const current = textOf(row.values[column.name]);
        return entry.deactivated ? current : proposed(field, field.value(entry), current);
    }),
    String(row.id),
    String(row.version),
    entry.deactivated ? 'Y' : '',
];

const textOf = (value: CellValue | undefined) => (value === null || value === undefined ? '' : String(value));
const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The registry's value unless it adds nothing: an empty registry field (an individual's record
 * has no organisation name; the directory's is the group the provider practises with), the same
 * text in other capitals or spacing (NPPES writes everything in capitals), or the same five-digit
 * ZIP with the ZIP+4 extension. Names and addresses in capitals are written in title case.
 */
export const proposed = (field: Pick<RegistryField, 'kind'>, registry: string | null, current: string): string => {
    const value = registry?.trim().replace(/\s+/g, ' ') ?? '';
    if (value === '' || comparable(value) === comparable(current)) return current;
    if (field.kind === 'zip') {
        const digits = value.replace(/\D/g, '');
        if (current.replace(/\D/g, '').length === 5 && digits.slice(0, 5) === current) return current;
        return digits;
    }
    return field.kind === 'words' && !/\p{Ll}/u.test(value) ? titleCase(value) : value;
};

/** `"455 MEDICAL CENTER BLVD"` → `"455 Medical Center Blvd"`, `"O'BRIEN"` → `"O'Brien"`. */
const titleCase = (text: string) =>
    text
        .toLowerCase()
        .replace(/(^|[^\p{L}\p{N}])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
