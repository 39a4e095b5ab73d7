import { EDIT_TABLE_PATH } from '../../../common/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directoryRowSchema, tableParams } from '../../../common/contract/directory';
import {
    BULK_ROWS_MAX,
    bulkDeleteSchema,
    bulkEditSchema,
    gridExportQuery,
    gridLayoutSchema,
} from '../../../common/contract/directoryGrid';
import { errorResponses } from '../../../common/contract/envelope';
import { bulkDeleteRows, bulkEditRows } from './directoryBulk';
import { parseRowFilter } from './directoryRows';
import { getGridLayout, saveGridLayout } from './gridLayouts';
import type { RouteContext } from '../../shared/routeContext';
import { jsonObject, parseSort, tableFor } from './routes';
import { fileResponse, sendTableExport } from './tableExportReply';

const ALL_OR_NOTHING =
    `Up to ${BULK_ROWS_MAX} rows, each with the version the caller saw. All or nothing, in one transaction: a row ` +
    'missing answers 404, a deleted one or one changed since (stale version) 409, each listing every such row in ' +
    '`data.rows` (id and current version), and nothing changes. Each row gets its history entry and audit entry.';

/** The Directory Edit View grid's tools: bulk changes, the user's column layout, the view's export. */
export const directoryGridRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    const { db } = database;

    app.post(
        '/api/directory/tables/:tableId/bulkEdit',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'bulkEdit' } },
            schema: {
                tags: ['directory'],
                summary: 'Set one column of the selected rows',
                description:
                    'The value is checked by the column type as a single edit is (a bad one answers 400 naming the column; ' +
                    `a value another row holds in a unique column 409). Audited as \`directory.rowUpdate\` per row. ${ALL_OR_NOTHING}`,
                params: tableParams,
                body: bulkEditSchema,
                response: { 200: z.array(directoryRowSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return bulkEditRows(db, request.auth!.user, request.origin, table, request.body);
        }
    );

    app.post(
        '/api/directory/tables/:tableId/bulkDelete',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'bulkDelete' } },
            schema: {
                tags: ['directory'],
                summary: 'Delete the selected rows (restorable)',
                description: `Soft delete, as for one row. Audited as \`directory.rowDelete\` per row. ${ALL_OR_NOTHING}`,
                params: tableParams,
                body: bulkDeleteSchema,
                response: { 200: z.array(directoryRowSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return bulkDeleteRows(db, request.auth!.user, request.origin, table, request.body);
        }
    );

    app.get(
        '/api/directory/tables/:tableId/layout',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'layout' } },
            schema: {
                tags: ['directory'],
                summary: "The caller's column layout of the table's grid",
                description: 'Hidden columns, order and widths; empty lists until the caller arranges the grid.',
                params: tableParams,
                response: { 200: gridLayoutSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'view');
            return getGridLayout(db, request.auth!.user.id, table);
        }
    );

    app.put(
        '/api/directory/tables/:tableId/layout',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'saveLayout' } },
            schema: {
                tags: ['directory'],
                summary: "Keep the caller's column layout of the table's grid",
                description:
                    "Per user and table, for any browser the user signs in from. Column names are the table's and " +
                    '`verifiedAt`; another answers 400 naming it. Audited as `directory.gridLayout`.',
                params: tableParams,
                body: gridLayoutSchema,
                response: { 200: gridLayoutSchema, ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'view');
            return saveGridLayout(db, request.auth!.user, request.origin, table, request.body);
        }
    );

    app.get(
        '/api/directory/tables/:tableId/export',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'export' } },
            schema: {
                tags: ['directory'],
                summary: "Export the grid's view as XLSX or CSV",
                description:
                    "The rows the list's `filter` keeps, in its `sort` order (id order without one): the same file as the " +
                    "Excel link's export, for anyone who may view the table. Audited as `directory.export` with the filter " +
                    'and sort, before any row is read.',
                params: tableParams,
                querystring: gridExportQuery,
                response: fileResponse('The rows of the view'),
            },
        },
        async (request, reply) => {
            const table = await tableFor(db, request, request.params.tableId, 'view');
            const filter = parseRowFilter(table, jsonObject(request.query.filter, 'filter', '{"state":["MA"]}') ?? {});
            const sort = parseSort(request.query.sort);
            return sendTableExport(db, request, reply, table, { format: request.query.format, filter, sort });
        }
    );
};
