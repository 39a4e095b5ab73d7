/** The provider directory: typed tables, their rows, columns and grid layouts, My listing, exports of a table. */
export { IDENTITY_HEADERS, IDENTITY_TARGET, layoutKey, normaliseHeader, suggestMapping } from './columnMatching';
export type { ColumnTarget } from './columnMatching';
export { directoryColumnRoutes } from './columnRoutes';
export { confirmListings, myListings, ownListingRow } from './directoryListing';
export { ownerOfNewRows } from './directoryOwnership';
export type { RowActor } from './directoryOwnership';
export { columnIndexStatements, dropColumnIndexStatements, mayHoldOneOf, orderingExpression } from './directoryQuery';
export {
    COUNT_LIMIT,
    deleteRow,
    distinctColumnGroups,
    getRow,
    insertRows,
    insertValueLines,
    lockTableWrites,
    parseRowFilter,
    reserveRowsForImport,
    rowBatches,
    rowPageStatements,
    updateRow,
    verifyImportedRows,
    verifyRows,
} from './directoryRows';
export type { DirectoryRow } from './directoryRows';
export { createTable, getTable, markImported, verifiedSince } from './directoryTables';
export type { DirectoryTable } from './directoryTables';
export { directoryGridRoutes } from './gridRoutes';
export { myListingRoutes } from './myListingRoutes';
export { directoryRoutes, jsonObject, tableFor } from './routes';
export { changeColumns } from './tableColumns';
export { CONTENT_TYPES, attachment, fileResponse, sendTableExport } from './tableExportReply';
