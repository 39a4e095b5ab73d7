import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { eq, sql } from 'drizzle-orm';
import { isValidNpi } from '../../../common/validation/npi';
import { NUCC_TAXONOMY } from '../../../common/vocabularies/nuccTaxonomy';
import type { Executor } from '../../shared/database';
import { npiRegistry } from './tables';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * The NPI registry: rows of the NPPES monthly dissemination file, by its own column
 * names, loaded idempotently, and looked up at registration.
 */
const COLUMN = {
    npi: 'NPI',
    entityType: 'Entity Type Code',
    organizationName: 'Provider Organization Name (Legal Business Name)',
    lastName: 'Provider Last Name (Legal Name)',
    firstName: 'Provider First Name',
    middleName: 'Provider Middle Name',
    credential: 'Provider Credential Text',
    addressLine1: 'Provider First Line Business Practice Location Address',
    addressLine2: 'Provider Second Line Business Practice Location Address',
    city: 'Provider Business Practice Location Address City Name',
    state: 'Provider Business Practice Location Address State Name',
    postalCode: 'Provider Business Practice Location Address Postal Code',
    phone: 'Provider Business Practice Location Address Telephone Number',
    lastUpdated: 'Last Update Date',
    deactivationDate: 'NPI Deactivation Date',
    reactivationDate: 'NPI Reactivation Date',
} as const;
const TAXONOMY_SLOTS = 15;

type RegistryRow = typeof npiRegistry.$inferInsert;
export interface ImportReport {
    imported: number;
    rejected: number;
    /** The first rejections, with the file's line number. */
    rejections: { line: number; npi: string; reason: string }[];
}

/** One NPPES record as a registry row, or the reason it cannot be one. */
export const toRegistryRow = (record: Record<string, string>): RegistryRow | { reason: string } => {
    const field = (name: string) => record[name]?.trim() || null;
    const npi = field(COLUMN.npi) ?? '';
    if (!isValidNpi(npi)) return { reason: 'invalid NPI (format or check digit)' };
    const deactivated = Boolean(field(COLUMN.deactivationDate)) && !field(COLUMN.reactivationDate);
    const entityType = Number(field(COLUMN.entityType));
    if (!deactivated && entityType !== 1 && entityType !== 2) return { reason: 'unknown entity type' };
    if (entityType === 1 && !field(COLUMN.lastName)) return { reason: 'individual without a last name' };
    if (entityType === 2 && !field(COLUMN.organizationName)) return { reason: 'organisation without a name' };
    return {
        npi,
        entityType: deactivated && !entityType ? 0 : entityType,
        firstName: field(COLUMN.firstName),
        lastName: field(COLUMN.lastName),
        middleName: field(COLUMN.middleName),
        credential: field(COLUMN.credential),
        organizationName: field(COLUMN.organizationName),
        taxonomyCode: primaryTaxonomy(record),
        addressLine1: field(COLUMN.addressLine1),
        addressLine2: field(COLUMN.addressLine2),
        city: field(COLUMN.city),
        state: field(COLUMN.state),
        postalCode: field(COLUMN.postalCode),
        phone: field(COLUMN.phone),
        lastUpdated: field(COLUMN.lastUpdated),
        deactivated,
    };
};

/** The taxonomy marked primary, else the first one listed. */
const primaryTaxonomy = (record: Record<string, string>) => {
    const slots = Array.from({ length: TAXONOMY_SLOTS }, (_, index) => ({
        code: record[`Healthcare Provider Taxonomy Code_${index + 1}`]?.trim(),
        primary: record[`Healthcare Provider Primary Taxonomy Switch_${index + 1}`]?.trim() === 'Y',
    })).filter(slot => slot.code);
    return (slots.find(slot => slot.primary) ?? slots[0])?.code ?? null;
};

const BATCH = 5000;

/**
 * Streams an NPPES CSV into the registry: new NPIs are added, known ones updated, so loading
 * the same file twice changes nothing. Bad rows are reported, not fatal.
 */
export const importNpiFile = async (db: Executor, file: string): Promise<ImportReport> => {
    const report: ImportReport = { imported: 0, rejected: 0, rejections: [] };
    let batch: RegistryRow[] = [];
    const parser = createReadStream(file).pipe(
        parse({ columns: true, bom: true, relax_column_count: true, skip_empty_lines: true, info: true })
    );
    for await (const { record, info } of parser as AsyncIterable<{
        record: Record<string, string>;
        info: { lines: number };
    }>) {
        const row = toRegistryRow(record);
        if ('reason' in row) {
            report.rejected++;
            if (report.rejections.length < 100) {
                report.rejections.push({ line: info.lines, npi: record[COLUMN.npi] ?? '', reason: row.reason });
            }
            continue;
        }
        batch.push(row);
        if (batch.length >= BATCH) {
            report.imported += await upsert(db, batch);
            batch = [];
        }
    }
    if (batch.length > 0) report.imported += await upsert(db, batch);
    return report;
};

/** One statement per batch, with arrays as parameters (fast on both PGlite and PostgreSQL). */
const upsert = async (db: Executor, rows: RegistryRow[]) => {
    const column = <K extends keyof RegistryRow>(key: K) => sql.param(rows.map(row => row[key] ?? null));
    await db.execute(sql`
        insert into npi_registry (npi, entity_type, first_name, last_name, middle_name, credential,
            organization_name, taxonomy_code, address_line1, address_line2, city, state, postal_code,
            phone, last_updated, deactivated, imported_at)
        select *, now() from unnest(${column('npi')}::text[], ${column('entityType')}::int[],
            ${column('firstName')}::text[], ${column('lastName')}::text[], ${column('middleName')}::text[],
            ${column('credential')}::text[], ${column('organizationName')}::text[], ${column('taxonomyCode')}::text[],
            ${column('addressLine1')}::text[], ${column('addressLine2')}::text[], ${column('city')}::text[],
            ${column('state')}::text[], ${column('postalCode')}::text[], ${column('phone')}::text[],
            ${column('lastUpdated')}::text[], ${column('deactivated')}::boolean[])
        on conflict (npi) do update set entity_type = excluded.entity_type, first_name = excluded.first_name,
            last_name = excluded.last_name, middle_name = excluded.middle_name, credential = excluded.credential,
            organization_name = excluded.organization_name, taxonomy_code = excluded.taxonomy_code,
            address_line1 = excluded.address_line1, address_line2 = excluded.address_line2, city = excluded.city,
            state = excluded.state, postal_code = excluded.postal_code, phone = excluded.phone,
            last_updated = excluded.last_updated, deactivated = excluded.deactivated, imported_at = now()`);
    return rows.length;
};

export type RegistryEntry = typeof npiRegistry.$inferSelect;

/** What registration shows for confirmation: name, credential, primary taxonomy, practice address. */
export const describeEntry = (entry: RegistryEntry) => ({
    npi: entry.npi,
    entityType: entry.entityType === 2 ? ('organization' as const) : ('individual' as const),
    firstName: entry.firstName ?? '',
    lastName: entry.lastName ?? '',
    credential: entry.credential ?? '',
    organizationName: entry.organizationName ?? '',
    name:
        entry.entityType === 2
            ? (entry.organizationName ?? '')
            : [entry.firstName, entry.middleName, entry.lastName].filter(Boolean).join(' '),
    taxonomy: entry.taxonomyCode
        ? { code: entry.taxonomyCode, description: NUCC_TAXONOMY[entry.taxonomyCode] ?? null }
        : null,
    address: {
        line1: entry.addressLine1 ?? '',
        line2: entry.addressLine2 ?? '',
        city: entry.city ?? '',
        state: entry.state ?? '',
        postalCode: entry.postalCode ?? '',
    },
    phone: entry.phone ?? '',
});

/** The registry entry of an NPI, after checking its format and check digit. */
export const findNpi = async (db: Executor, npi: string) => {
    if (!isValidNpi(npi)) throw new AppError(ErrorCode.invalidInput, 'server.npi.invalid', { npi });
    const [entry] = await db.select().from(npiRegistry).where(eq(npiRegistry.npi, npi));
    if (!entry) throw new AppError(ErrorCode.notFound, 'server.npi.unknown', { npi });
    if (entry.deactivated) throw new AppError(ErrorCode.notFound, 'server.npi.deactivated', { npi });
    return entry;
};
