import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/envelope';
import {
    contentRange,
    DEFAULT_RANGE,
    filterParam,
    oneOf,
    oneOrMany,
    rangeParam,
    sortParam,
    timeBound,
} from '../http/listQuery';
import {
    AUDIT_EXPORT_COLUMNS,
    AUDIT_EXPORT_MAX,
    AUDIT_OUTCOMES,
    AUDIT_SORT_FIELDS,
    listAudit,
    startAuditExport,
    type AuditSortField,
    type ExportFormat,
} from '../services/auditTrail';
import type { ListSort } from '../services/listing';
import { csvStream, xlsxStream } from '../services/spreadsheet';
import type { RouteContext } from './context';

const AUDIT_SCREEN = '/auditTrail';
const DEFAULT_SORT: ListSort<AuditSortField> = { field: 'at', order: 'DESC' };

const auditRecordSchema = z
    .object({
        id: z.number().int(),
        at: z.string().describe('ISO 8601, UTC'),
        actorId: z.string().nullable(),
        actorUsername: z.string().nullable(),
        actorRole: z.string().nullable(),
        action: z.string().describe('e.g. auth.login, user.status, audit.export'),
        targetType: z.string().nullable(),
        targetId: z.string().nullable(),
        changes: z.unknown().describe('Before/after of the changed fields, or null'),
        outcome: z.enum(AUDIT_OUTCOMES),
        reason: z.string().nullable(),
        ip: z.string(),
        userAgent: z.string(),
    })
    .meta({
        id: 'AuditRecord',
        examples: [
            {
                id: 1234,
                at: '2026-05-01T09:30:00.000Z',
                actorId: '0b7c6d4e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
                actorUsername: 'admin',
                actorRole: 'admin',
                action: 'user.status',
                targetType: 'user',
                targetId: '5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c',
                changes: { status: { before: 'active', after: 'locked' }, liveSessions: { before: 1, after: 0 } },
                outcome: 'success',
                reason: 'lock',
                ip: '203.0.113.7',
                userAgent: 'Mozilla/5.0',
            },
        ],
    });

const sort = sortParam(AUDIT_SORT_FIELDS, DEFAULT_SORT);
const filter = filterParam(
    {
        actor: z.string().max(150).optional(),
        userId: z.uuid().optional(),
        action: oneOrMany(z.string().max(100)).optional(),
        outcome: oneOf(AUDIT_OUTCOMES).optional(),
        from: timeBound('start').optional(),
        to: timeBound('end').optional(),
        q: z.string().max(200).optional(),
    },
    { actor: 'admin', action: ['user.status', 'user.sessionsEnded'], from: '2026-05-01' },
    '`actor`: the username, any case, whole. `userId`: entries by that user or about that user (target type `user`). ' +
        '`action`: a value or a list (an empty list does not restrict). `outcome`: success or failure. ' +
        '`from`, `to`: ISO 8601 date (the whole UTC day counts) or date and time (included; no zone = UTC). ' +
        '`q`: part of the action, target id, reason or address, any case.'
);

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE };

/** `audit-trail-20260501-0930.csv`: the time of the export, UTC. */
export const exportFileName = (format: ExportFormat, now = new Date()) => {
    const stamp = now.toISOString();
    return `audit-trail-${stamp.slice(0, 10).replaceAll('-', '')}-${stamp.slice(11, 13)}${stamp.slice(14, 16)}.${format}`;
};

/** The audit trail (issue 5): list and export, for admins. Nothing here changes an entry. */
export const auditTrailRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    const { db } = database;

    app.get(
        '/api/audit',
        {
            config: { access: { screen: AUDIT_SCREEN, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'List audit entries',
                description:
                    'A react-admin (ra-data-simple-rest) list: a plain JSON array of entries, not the envelope, with the header ' +
                    '`Content-Range: audit <first>-<last>/<total>` (`audit */<total>` for an empty page). ' +
                    'A malformed `sort`, `range` or `filter`, an unknown sort field or filter key answers 400 naming it.',
                querystring: z.object({ sort, range: rangeParam(), filter }),
                response: { 200: z.array(auditRecordSchema), ...errorResponses(400, 401, 403) },
            },
        },
        async (request, reply) => {
            const { range = DEFAULT_RANGE } = request.query;
            const { rows, total } = await listAudit(db, {
                filter: request.query.filter ?? {},
                sort: request.query.sort ?? DEFAULT_SORT,
                range,
            });
            reply.header('Content-Range', contentRange('audit', range.first, rows.length, total));
            return rows;
        }
    );

    app.get(
        '/api/audit/export',
        {
            config: { access: { screen: AUDIT_SCREEN, action: 'export' } },
            schema: {
                tags: ['administration'],
                summary: 'Export audit entries as CSV or XLSX',
                description:
                    'The entries the `filter` matches, in the `sort` order (as in the list, without `range`), as a file to download: ' +
                    'CSV (UTF-8 with a byte-order mark, for Excel) or XLSX, streamed row by row. ' +
                    `At most ${AUDIT_EXPORT_MAX.toLocaleString('en')} rows: a filter matching more answers 400 asking to narrow it. ` +
                    'Columns (titles in the caller\'s language): time (UTC, ISO 8601), user, role, action, target type, target id, ' +
                    'outcome, reason, address, user agent, changes (JSON). Any cell that begins with =, +, -, @, a tab or a carriage ' +
                    "return gets a leading ' so that spreadsheets do not read it as a formula. " +
                    'The export is audited (`audit.export`, with format, filter, sort and row count in `reason`) before any row is ' +
                    'read; the file holds the entries that existed when the export began, so never its own entry.',
                querystring: z.object({
                    format: oneOf(EXPORT_FORMATS).default('csv').describe('File format; default csv'),
                    sort,
                    filter,
                }),
                response: {
                    200: {
                        description: 'The file, with `Content-Disposition: attachment; filename="audit-trail-YYYYMMDD-HHmm.<format>"` (UTC)',
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
            const sortBy = request.query.sort ?? DEFAULT_SORT;
            const { batches } = await startAuditExport(
                db,
                { filter: request.query.filter ?? {}, sort: sortBy, format },
                request.auth!.user,
                request.origin
            );
            const t = request.t;
            const header = AUDIT_EXPORT_COLUMNS.map(column => t(`server.auditExport.columns.${column}`));
            reply
                .header('Content-Type', CONTENT_TYPES[format])
                .header('Content-Disposition', `attachment; filename="${exportFileName(format)}"`)
                .header('Cache-Control', 'no-store');
            const file =
                format === 'csv' ? csvStream(header, batches) : xlsxStream(t('server.auditExport.sheet'), header, batches);
            // The 200 schema describes the file for the OpenAPI document; the body itself is a stream.
            return reply.send(file as unknown as string);
        }
    );
};
