import { z } from 'zod';
import { EXPORT_FORMATS } from '../vocabularies/audit';
import { COLUMN_NAME_PATTERN, COLUMNS_MAX } from '../directory/columns';
import { rowListQuery } from './directory';
import { oneOf } from './list';

/**
 * The Directory Edit View grid's own calls: bulk changes of the selected rows, the user's
 * column layout, and the export of the filtered, sorted view.
 */

/** Most rows one bulk change takes: a page of the grid at its largest. */
export const BULK_ROWS_MAX = 100;

/** A selected row as the grid saw it: a change made from a stale version is refused. */
const seenRow = z.object({ id: z.number().int().positive(), version: z.number().int().positive() });
const seenRows = z.array(seenRow).min(1).max(BULK_ROWS_MAX);

export const bulkEditSchema = z
    .object({
        column: z.string().max(60).describe('The column to set'),
        value: z.unknown().describe('The value, checked by the column type; null or "" empties it'),
        rows: seenRows,
    })
    .meta({ id: 'DirectoryBulkEdit' });

export const bulkDeleteSchema = z.object({ rows: seenRows }).meta({ id: 'DirectoryBulkDelete' });

const columnName = z.string().regex(COLUMN_NAME_PATTERN).max(60);

export const gridLayoutSchema = z
    .object({
        hidden: z.array(columnName).max(COLUMNS_MAX).describe('Columns the user hid'),
        order: z.array(columnName).max(COLUMNS_MAX).describe('Columns in the order shown; others follow'),
        widths: z
            .record(columnName, z.number().int().min(40).max(2000))
            .describe('Column widths in pixels the user set'),
    })
    .meta({ id: 'DirectoryGridLayout' });

export const gridExportQuery = z.object({
    format: oneOf(EXPORT_FORMATS).default('xlsx').describe('File format; default xlsx'),
    filter: rowListQuery.shape.filter,
    sort: rowListQuery.shape.sort,
});

export type BulkEdit = z.infer<typeof bulkEditSchema>;
export type BulkDelete = z.infer<typeof bulkDeleteSchema>;
export type GridLayout = z.infer<typeof gridLayoutSchema>;
