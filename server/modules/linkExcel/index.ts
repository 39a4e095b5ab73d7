/** The Excel link: spreadsheets read and written, and the checked, all-or-nothing import of a directory table. */
export { importCell } from './importCells';
export { cellText, checkImport, headerOf } from './importCheck';
export { UPLOAD_MAX_BYTES, storeFile, uploadPath } from './importJobs';
export type { ImportJob } from './importJobs';
export { linkExcelRoutes } from './routes';
export { SPREADSHEET_TYPES, XLSX_TYPE, csvStream, xlsxStream } from './spreadsheet';
export type { XlsxCell, XlsxColumn } from './spreadsheet';
export { dateOfSerial, spreadsheetRefusal, unquoted } from './spreadsheetCells';
export type { PlainCell } from './spreadsheetCells';
export { detectFormat, readRows } from './spreadsheetReader';
export type { RawCell, SheetRow, SpreadsheetFormat } from './spreadsheetReader';
export { uploadedSpreadsheet } from './spreadsheetUpload';
