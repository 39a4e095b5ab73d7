import { AUDIT_TRAIL_PATH } from '../../../common/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
    AUDIT_DEFAULT_SORT,
    AUDIT_EXPORT_MAX,
    auditExportQuery,
    auditListQuery,
    auditListSchema,
} from '../../../common/contract/auditTrail';
import { errorResponses } from '../../../common/contract/envelope';
import { contentRange, DEFAULT_RANGE } from '../../../common/contract/list';
import type { ExportFormat } from '../../../common/vocabularies/audit';
import { AUDIT_EXPORT_COLUMNS, listAudit, startAuditExport } from './auditTrail';
import { csvStream, SPREADSHEET_TYPES, XLSX_TYPE, xlsxStream } from '../linkExcel';
import type { RouteContext } from '../../shared/routeContext';

/** `audit-trail-20260501-0930.csv`: the time of the export, UTC. */
export const exportFileName = (format: ExportFormat, now = new Date()) => {
    const stamp = now.toISOString();
    return `audit-trail-${stamp.slice(0, 10).replaceAll('-', '')}-${stamp.slice(11, 13)}${stamp.slice(14, 16)}.${format}`;
};

/** The audit trail: list and export, for admins. Nothing here changes an entry. */
export const auditTrailRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    const { db } = database;

    app.get(
        '/api/audit',
        {
            config: { access: { screen: AUDIT_TRAIL_PATH, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'List audit entries',
                description:
                    'A react-admin (ra-data-simple-rest) list: a plain JSON array of entries, not the envelope, with the header ' +
                    '`Content-Range: audit <first>-<last>/<total>` (`audit */<total>` for an empty page). ' +
                    'A malformed `sort`, `range` or `filter`, an unknown sort field or filter key answers 400 naming it.',
                querystring: auditListQuery,
                response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
            },
        },
        async (request, reply) => {
            const { range = DEFAULT_RANGE } = request.query;
            const { rows, total } = await listAudit(db, {
                filter: request.query.filter ?? {},
                sort: request.query.sort ?? AUDIT_DEFAULT_SORT,
                range,
            });
            reply.header('Content-Range', contentRange('audit', range.first, rows.length, total));
            return rows;
        }
    );

    app.get(
        '/api/audit/export',
        {
            config: { access: { screen: AUDIT_TRAIL_PATH, action: 'export' } },
            schema: {
                tags: ['administration'],
                summary: 'Export audit entries as CSV or XLSX',
                description:
                    'The entries the `filter` matches, in the `sort` order (as in the list, without `range`), as a file to download: ' +
                    'CSV (UTF-8 with a byte-order mark, for Excel) or XLSX, streamed row by row. ' +
                    `At most ${AUDIT_EXPORT_MAX.toLocaleString('en')} rows: a filter matching more answers 400 asking to narrow it. ` +
                    "Columns (titles in the caller's language): time (UTC, ISO 8601), user, role, action, target type, target id, " +
                    'outcome, reason, address, user agent, changes (JSON). Any cell that begins with =, +, -, @, a tab or a carriage ' +
                    "return gets a leading ' so that spreadsheets do not read it as a formula. " +
                    'The export is audited (`audit.export`, with format, filter, sort and row count in `reason`) before any row is ' +
                    'read; the file holds the entries that existed when the export began, so never its own entry.',
                querystring: auditExportQuery,
                response: {
                    200: {
                        description:
                            'The file, with `Content-Disposition: attachment; filename="audit-trail-YYYYMMDD-HHmm.<format>"` (UTC)',
                        content: {
                            'text/csv': { schema: z.string().describe('UTF-8 with a byte-order mark, CRLF line ends') },
                            [XLSX_TYPE]: { schema: z.string().describe('binary') },
                        },
                    },
                    ...errorResponses(400, 401, 403),
                },
            },
        },
        async (request, reply) => {
            const { format } = request.query;
            const sortBy = request.query.sort ?? AUDIT_DEFAULT_SORT;
            const { batches } = await startAuditExport(
                db,
                { filter: request.query.filter ?? {}, sort: sortBy, format },
                request.auth!.user,
                request.origin
            );
            const t = request.t;
            const header = AUDIT_EXPORT_COLUMNS.map(column => t(`server.auditExport.columns.${column}`));
            reply
                .header('Content-Type', SPREADSHEET_TYPES[format])
                .header('Content-Disposition', `attachment; filename="${exportFileName(format)}"`)
                .header('Cache-Control', 'no-store');
            const file =
                format === 'csv'
                    ? csvStream(header, batches)
                    : xlsxStream(t('server.auditExport.sheet'), header, batches);
            // The 200 schema describes the file for the OpenAPI document; the body itself is a stream.
            return reply.send(file as unknown as string);
        }
    );
};
