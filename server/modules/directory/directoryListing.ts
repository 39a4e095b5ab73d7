import type { Db, Executor } from '../../shared/database';
import { directoryTables } from '../../db/schema';
import type { Actor, Origin } from '../../shared/audit';
import { getRow, listRows, updateRow, verifyRows, type DirectoryRow } from './directoryRows';
import { getTable, type DirectoryTable } from './directoryTables';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * A provider's own directory listing (the 90-day attestation): the rows of every table whose NPI
 * column holds the provider's NPI. The provider corrects the fields the table lets providers edit
 * and confirms the listing is accurate; nothing else of the table is reachable this way.
 */

export interface Listing {
    table: DirectoryTable;
    rows: DirectoryRow[];
}

/** Most rows of one table shown as one provider's listing. */
const LISTING_ROWS_MAX = 50;

const npiColumn = (table: DirectoryTable) => table.columns.find(column => column.type === 'npi');

export const myListings = async (db: Db, npi: string | null): Promise<Listing[]> => {
    if (!npi) return [];
    const tables = await db.select({ id: directoryTables.id }).from(directoryTables).orderBy(directoryTables.name);
    const listings: Listing[] = [];
    for (const { id } of tables) {
        const table = await getTable(db, id);
        const column = npiColumn(table);
        if (!column) continue;
        const { rows } = await listRows(db, table, {
            filter: { columns: { [column.name]: { kind: 'anyOf', values: [npi] } } },
            range: { first: 0, last: LISTING_ROWS_MAX - 1 },
        });
        if (rows.length > 0) listings.push({ table, rows });
    }
    return listings;
};

/** The row, if it is a live listing of this NPI; a refusal otherwise. */
export const ownListingRow = async (db: Executor, table: DirectoryTable, id: number, npi: string | null) => {
    if (!npi) throw new AppError(ErrorCode.forbidden, 'directory.errors.noNpi');
    const column = npiColumn(table);
    const row = await getRow(db, table, id);
    if (!column || row.values[column.name] !== npi || row.deletedAt) {
        throw new AppError(ErrorCode.forbidden, 'directory.errors.notYourListing', { id });
    }
    return row;
};

/** A provider's correction: only the columns marked provider-editable, from the version seen. */
export const correctListing = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    npi: string | null,
    tableId: string,
    id: number,
    edit: { version: number; values: Record<string, unknown> }
) => {
    const table = await getTable(db, tableId);
    await ownListingRow(db, table, id, npi);
    for (const field of Object.keys(edit.values)) {
        const column = table.columns.find(candidate => candidate.name === field);
        if (column && !column.providerEditable) {
            throw new AppError(
                ErrorCode.forbidden,
                'directory.errors.fieldNotEditable',
                { column: { localized: column.label } },
                { field }
            );
        }
    }
    return updateRow(db, actor, origin, table, id, edit);
};

/** "This listing is accurate": sets last verified to now, by the provider. */
export const confirmListing = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    npi: string | null,
    tableId: string,
    id: number
) => {
    const table = await getTable(db, tableId);
    await ownListingRow(db, table, id, npi);
    const [row] = await verifyRows(db, actor, origin, table, [id]);
    return row!;
};

/**
 * "These listings are accurate", after the provider reviewed them together: every one of them
 * verified now by the provider, or none when one is not its own.
 */
export const confirmListings = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    npi: string | null,
    listings: { tableId: string; id: number }[]
) =>
    db.transaction(async tx => {
        const confirmed: DirectoryRow[] = [];
        for (const { tableId, id } of listings) {
            const table = await getTable(tx, tableId);
            await ownListingRow(tx, table, id, npi);
            confirmed.push(...(await verifyRows(tx, actor, origin, table, [id])));
        }
        return confirmed;
    });
