import type { ColumnDefinition, ColumnType } from '../../../common/directory/columns';
import { localized } from '../../../common/directory/columns';
import { displayValue, type CellValue } from '../../../common/directory/values';
import type { Locale } from '../../../i18n/types';
import type { Executor } from '../../shared/database';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { IDENTITY_HEADERS } from './columnMatching';
import { rowBatches, sortedRowBatches, sortOrdering, type RowFilter, type RowSort } from './directoryRows';
import type { DirectoryTable } from './directoryTables';
import type { XlsxCell, XlsxColumn } from '../linkExcel';

/**
 * A directory table (or the rows a filter keeps) as a spreadsheet to take out, edit and bring
 * back: typed cells (dates as dates, numbers as numbers, codes as text so Excel keeps their
 * zeros), headers in the user's language, and two hidden columns that identify each row and
 * its version, so that a re-import recognises edits and conflicts.
 */

/** Columns whose values are codes: written and formatted as text. */
const TEXT_FORMAT_TYPES: readonly ColumnType[] = ['npi', 'zip', 'taxonomy', 'phone', 'text', 'longText', 'usState'];

export const exportHeader = (table: DirectoryTable, locale: Locale) => [
    ...table.columns.map(column => localized(column.label, locale)),
    IDENTITY_HEADERS.id,
    IDENTITY_HEADERS.version,
];

export const xlsxColumns = (table: DirectoryTable): XlsxColumn[] => [
    ...table.columns.map(column => ({
        numFmt: column.type === 'date' ? 'yyyy-mm-dd' : TEXT_FORMAT_TYPES.includes(column.type) ? '@' : undefined,
        width: column.type === 'longText' ? 40 : 18,
    })),
    { hidden: true, width: 10 },
    { hidden: true, width: 6 },
];

/** A stored value as an XLSX cell. */
const xlsxCell = (column: ColumnDefinition, value: CellValue): XlsxCell => {
    if (value === null) return null;
    if (column.type === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
    if (typeof value === 'number' || typeof value === 'boolean') return value;
    return displayValue(column, value);
};

/** A stored value as CSV text (dates as YYYY-MM-DD, yes/no as TRUE/FALSE, lists with `; `). */
const csvCell = (column: ColumnDefinition, value: CellValue): string => {
    if (value === null) return '';
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (Array.isArray(value)) return value.join('; ');
    return displayValue(column, value);
};

/** What an export holds: the rows a filter keeps, in id order or in a list's sort. */
export interface ExportView {
    filter: RowFilter;
    sort?: RowSort;
}

/** The view's rows in batches, by keyset: in id order, or in the list's sort as the grid showed it. */
const viewBatches = (db: Executor, table: DirectoryTable, view: ExportView, size: number) =>
    view.sort ? sortedRowBatches(db, table, view.filter, view.sort, size) : rowBatches(db, table, view.filter, size);

/**
 * The rows of the export in batches, after the export is audited (who, which table, which
 * filter and sort, which format). Nothing is read before the audit entry is written.
 */
export const startTableExport = async <Cell>(
    db: Executor,
    table: DirectoryTable,
    view: ExportView,
    format: 'csv' | 'xlsx',
    actor: Actor,
    origin: Origin
) => {
    // Refused now, while the answer can still be a 400: once rows stream, it cannot.
    if (view.sort) sortOrdering(table, view.sort);
    await recordAudit(db, origin, {
        action: 'directory.export',
        outcome: 'success',
        actor: actorOf(actor),
        targetType: 'directoryTable',
        targetId: table.id,
        reason: JSON.stringify({ format, filter: view.filter, sort: view.sort }),
    });
    const toCell = format === 'csv' ? csvCell : xlsxCell;
    return (async function* () {
        for await (const rows of viewBatches(db, table, view, 2000)) {
            yield rows.map(row => [
                ...table.columns.map(column => toCell(column, row.values[column.name] ?? null)),
                format === 'csv' ? String(row.id) : row.id,
                format === 'csv' ? String(row.version) : row.version,
            ]) as Cell[][];
        }
    })();
};
