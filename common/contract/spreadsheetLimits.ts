/**
 * What an uploaded spreadsheet may hold and unpack to, whatever its size on disk: the reader
 * refuses a file past any of these, naming the limit, before it can fill the server's memory.
 * Columns and rows are Excel's own sheet limits narrowed to what a directory table can use; a
 * cell holds at most what Excel lets a cell hold.
 */
export const SPREADSHEET_LIMITS = {
    /** Columns of a sheet and of a mapping: the NPPES dissemination file has 329. */
    columns: 1_024,
    /** Rows with a value, the header included: as many as an Excel sheet has. */
    rows: 1_048_576,
    /** Characters in one cell (Excel's limit). */
    cellCharacters: 32_767,
    /** What one row may unpack to. */
    rowMegabytes: 4,
    /** What one worksheet may unpack to. */
    sheetMegabytes: 1_024,
    /** What the shared strings may unpack to, and how many there may be: they are all kept while a sheet is read. */
    sharedStringsMegabytes: 48,
    sharedStrings: 1_000_000,
} as const;
