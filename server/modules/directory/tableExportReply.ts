import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../../common/contract/envelope';
import type { ExportFormat } from '../../../common/vocabularies/audit';
import type { Executor } from '../../shared/database';
import { exportHeader, startTableExport, xlsxColumns } from './directoryExport';
import type { RowFilter, RowSort } from './directoryRows';
import type { DirectoryTable } from './directoryTables';
import { csvStream, xlsxStream, type XlsxCell } from '../linkExcel';

/**
 * A directory table's rows sent as a spreadsheet file: one way for every screen that exports a
 * table (the Excel link and the Directory Edit View's grid), so the files are the same.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE } as const;

/** The OpenAPI answer of a file download. */
export const fileResponse = (what: string) => ({
    200: {
        description: what,
        content: {
            'text/csv': { schema: z.string().describe('UTF-8 with a byte-order mark, CRLF line ends') },
            [XLSX_TYPE]: { schema: z.string().describe('binary') },
        },
    },
    ...errorResponses(400, 401, 403, 404),
});

/** `attachment; filename=…` with a plain-ASCII fallback and the UTF-8 name (RFC 6266). */
export const attachment = (name: string) =>
    `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Streams the rows the filter keeps, in the sort's order, after the export is audited. */
export const sendTableExport = async (
    db: Executor,
    request: FastifyRequest,
    reply: FastifyReply,
    table: DirectoryTable,
    view: { format: ExportFormat; filter: RowFilter; sort?: RowSort }
) => {
    const { format, filter, sort } = view;
    const header = exportHeader(table, request.locale);
    const start = <Cell>() =>
        startTableExport<Cell>(db, table, { filter, sort }, format, request.auth!.user, request.origin);
    reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Content-Disposition', attachment(`${table.name}.${format}`));
    const file =
        format === 'csv'
            ? csvStream(header, await start<string>())
            : xlsxStream(table.name, header, await start<XlsxCell>(), xlsxColumns(table));
    return reply.send(file as unknown as string);
};
