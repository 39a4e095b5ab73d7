import { ACCESS_PATH, EDIT_TABLE_PATH, NEW_TABLE_PATH } from '../../../common/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
    directoryRowSchema,
    directoryTableSchema,
    rowCreateSchema,
    rowDeleteQuery,
    rowHistoryEntrySchema,
    rowListQuery,
    rowParams,
    rowUpdateSchema,
    rowVersionSchema,
    tableAccessParams,
    tableAccessSchema,
    tableCreateSchema,
    tableParams,
    tableRightsRowSchema,
    tableSummarySchema,
    templateSchema,
    verifyRowsSchema,
} from '../../../common/contract/directory';
import { errorResponses } from '../../../common/contract/envelope';
import { contentRange, DEFAULT_RANGE } from '../../../common/contract/list';
import { ROLES_BY_PROFILE } from '../../../common/profiles';
import { TEMPLATE_NAMES, TEMPLATES } from '../../../common/directory/templates';
import type { Db } from '../../shared/database';
import { tableAccessList, tableRights, tableRightsMatrix, setTableAccess, viewableTableIds } from './directoryAccess';
import {
    COUNT_LIMIT,
    createRow,
    deleteRow,
    getRow,
    listRows,
    parseRowFilter,
    restoreRow,
    rowHistory,
    updateRow,
    verifyRows,
} from './directoryRows';
import { createTable, getTable, listTables, type DirectoryTable } from './directoryTables';
import { AppError, ErrorCode } from '../../shared/errors';
import type { RouteContext } from '../../shared/routeContext';

const NOTE_ROWS =
    'Rows are plain records (ra-data-simple-rest). Values are checked by the column types; a bad value answers 400 ' +
    'naming the column (`data.field`, every problem in `data.problems`), an unknown column too. A value another live ' +
    'row holds in a unique column or in the key answers 409 (`data.field`, `data.rowId`).';

/** Provider directory tables and their rows. */
export const directoryRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database }) => {
    const { db } = database;

    /**
     * Table definitions as this server last read them, for the list of rows: a page's statement
     * also reads the definition's current version, and a page built from an older definition (one
     * changed through any server) or refused by it is made again from the table as it now is. Saves
     * reading the definition before every page; the caller's rights are still read every time.
     */
    const definitions = new Map<string, DirectoryTable>();
    const pageOf = async <T extends { definitionVersion: number | null }>(
        request: FastifyRequest,
        tableId: string,
        list: (table: DirectoryTable) => Promise<T>
    ): Promise<T> => {
        const kept = definitions.get(tableId);
        if (kept) {
            await requireRight(db, request, kept, 'view');
            let listed: T | undefined;
            try {
                listed = await list(kept);
            } catch (error) {
                if (!(error instanceof AppError && error.code === ErrorCode.invalidInput)) throw error;
            }
            if (listed?.definitionVersion === kept.definitionVersion) return listed;
        }
        const table = await tableFor(db, request, tableId, 'view');
        definitions.set(tableId, table);
        return list(table);
    };

    app.get(
        '/api/directory/templates',
        {
            config: { access: { screen: NEW_TABLE_PATH, action: 'templates' } },
            schema: {
                tags: ['directory'],
                summary: 'Table templates',
                description: 'The columns of each template a new table can start from (Plan-Net split), and blank.',
                response: { 200: z.array(templateSchema), ...errorResponses(401, 403) },
            },
        },
        async () => TEMPLATE_NAMES.map(name => ({ name, columns: TEMPLATES[name] }))
    );

    app.get(
        '/api/directory/tables',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'list' } },
            schema: {
                tags: ['directory'],
                summary: 'Directory tables',
                description:
                    'The tables the caller may view, by name, each with its row count, rows verified within 90 days, ' +
                    'stale rows, last change and last import.',
                response: { 200: z.array(tableSummarySchema), ...errorResponses(401, 403) },
            },
        },
        async request => {
            const { role } = request.auth!.user;
            const viewable = await viewableTableIds(db, role);
            const tables = (await listTables(db)).filter(table => viewable === 'all' || viewable.has(table.id));
            return Promise.all(
                tables.map(async table => ({ ...table, canEdit: (await tableRights(db, table.id, role)).edit }))
            );
        }
    );

    app.post(
        '/api/directory/tables',
        {
            config: { access: { screen: NEW_TABLE_PATH, action: 'create' } },
            schema: {
                tags: ['directory'],
                summary: 'Create a table',
                description:
                    'A name (unique, any case), a description and the ordered columns. Audited as `directory.tableCreate`. ' +
                    'A taken name answers 409.',
                body: tableCreateSchema,
                response: { 201: directoryTableSchema, ...errorResponses(400, 401, 403, 409) },
            },
        },
        async (request, reply) => {
            const table = await createTable(db, request.auth!.user, request.origin, request.body);
            return reply.status(201).send(table);
        }
    );

    app.get(
        '/api/directory/tables/:tableId',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'show' } },
            schema: {
                tags: ['directory'],
                summary: "A table's definition",
                params: tableParams,
                response: { 200: directoryTableSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request => tableFor(db, request, request.params.tableId, 'view')
    );

    app.get(
        '/api/directory/tables/:tableId/rows',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'rows' } },
            schema: {
                tags: ['directory'],
                summary: "List a table's rows",
                description:
                    'A react-admin list: a plain array with `Content-Range: rows <first>-<last>/<total>`. Sort by any column ' +
                    '(text without regard to case, numbers as numbers, empty values last), ties broken by id. ' +
                    `Totals are exact up to ${COUNT_LIMIT.toLocaleString('en')} rows; a filter that keeps more answers ` +
                    `${(COUNT_LIMIT + 1).toLocaleString('en')} (a lower bound) with \`X-Total-Exact: false\`. ` +
                    'An unknown sort field or filter key, or a filter value the column cannot hold, answers 400 naming it.',
                params: tableParams,
                querystring: rowListQuery,
                response: { 200: z.array(directoryRowSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async (request, reply) => {
            const { range = DEFAULT_RANGE } = request.query;
            const filter = jsonObject(request.query.filter, 'filter', '{"state":["MA"]}') ?? {};
            const sort = parseSort(request.query.sort);
            const { rows, total, exact } = await pageOf(request, request.params.tableId, table =>
                listRows(db, table, { filter: parseRowFilter(table, filter), sort, range })
            );
            reply.header('Content-Range', contentRange('rows', range.first, rows.length, total));
            if (!exact) reply.header('X-Total-Exact', 'false');
            return rows;
        }
    );

    app.get(
        '/api/directory/tables/:tableId/rows/:id',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'row' } },
            schema: {
                tags: ['directory'],
                summary: 'A row',
                description: 'Deleted rows included (their `deletedAt` set).',
                params: rowParams,
                response: { 200: directoryRowSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request => getRow(db, await tableFor(db, request, request.params.tableId, 'view'), request.params.id)
    );

    app.post(
        '/api/directory/tables/:tableId/rows',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'addRow' } },
            schema: {
                tags: ['directory'],
                summary: 'Add a row',
                description: `Every required and key column must have a value. Audited as \`directory.rowCreate\`. ${NOTE_ROWS}`,
                params: tableParams,
                body: rowCreateSchema,
                response: { 201: directoryRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async (request, reply) => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            const row = await createRow(db, request.auth!.user, request.origin, table, request.body.values);
            return reply.status(201).send(row);
        }
    );

    app.put(
        '/api/directory/tables/:tableId/rows/:id',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'editRow' } },
            schema: {
                tags: ['directory'],
                summary: 'Change a row',
                description:
                    'Only the given fields change. `version` is the version the edit was made from: if the row changed since, ' +
                    'the answer is 409 with the row as it is now in `data.current`, and nothing changes. ' +
                    `Audited as \`directory.rowUpdate\` with each field before and after. ${NOTE_ROWS}`,
                params: rowParams,
                body: rowUpdateSchema,
                response: { 200: directoryRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return updateRow(db, request.auth!.user, request.origin, table, request.params.id, request.body);
        }
    );

    app.delete(
        '/api/directory/tables/:tableId/rows/:id',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'deleteRow' } },
            schema: {
                tags: ['directory'],
                summary: 'Delete a row (restorable)',
                description:
                    'Soft delete: the row leaves the lists and the unique checks and can be restored. With `version`, a stale ' +
                    'version answers 409. Audited as `directory.rowDelete`.',
                params: rowParams,
                querystring: rowDeleteQuery,
                response: { 200: directoryRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return deleteRow(db, request.auth!.user, request.origin, table, request.params.id, request.query.version);
        }
    );

    app.post(
        '/api/directory/tables/:tableId/rows/:id/restore',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'restoreRow' } },
            schema: {
                tags: ['directory'],
                summary: 'Restore a deleted row',
                description:
                    'Refused with 409 when a live row took its unique or key values meanwhile. Audited as `directory.rowRestore`.',
                params: rowParams,
                body: rowVersionSchema,
                response: { 200: directoryRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return restoreRow(db, request.auth!.user, request.origin, table, request.params.id, request.body.version);
        }
    );

    app.post(
        '/api/directory/tables/:tableId/verify',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'verifyRows' } },
            schema: {
                tags: ['directory'],
                summary: 'Mark rows verified',
                description:
                    'Sets last verified to now, by the caller, on each row (all or none). Audited as `directory.rowVerify`.',
                params: tableParams,
                body: verifyRowsSchema,
                response: { 200: z.array(directoryRowSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return verifyRows(db, request.auth!.user, request.origin, table, request.body.ids);
        }
    );

    app.get(
        '/api/directory/tables/:tableId/rows/:id/history',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'rowHistory' } },
            schema: {
                tags: ['directory'],
                summary: "A row's history",
                description: 'Every change, newest first: who, when, and each changed field before and after.',
                params: rowParams,
                response: { 200: z.array(rowHistoryEntrySchema), ...errorResponses(401, 403, 404) },
            },
        },
        async request => rowHistory(db, await tableFor(db, request, request.params.tableId, 'view'), request.params.id)
    );

    app.get(
        '/api/directory/access',
        {
            config: { access: { screen: ACCESS_PATH, action: 'directoryTables' } },
            schema: {
                tags: ['directory'],
                summary: "Every table's rights per role",
                description:
                    'The rows the /access matrix shows under the directory tables, by table name. Admins always have both rights.',
                response: { 200: z.array(tableRightsRowSchema), ...errorResponses(401, 403) },
            },
        },
        async () =>
            tableRightsMatrix(
                db,
                ROLES_BY_PROFILE[config.profile].filter(role => role !== 'admin')
            )
    );

    app.get(
        '/api/directory/tables/:tableId/access',
        {
            config: { access: { screen: ACCESS_PATH, action: 'tableAccess' } },
            schema: {
                tags: ['directory'],
                summary: "Roles' rights on a table",
                description: 'Per role other than admin: view and edit. Admins always have both.',
                params: tableParams,
                response: { 200: z.record(z.string(), tableAccessSchema), ...errorResponses(401, 403, 404) },
            },
        },
        async request => {
            await getTable(db, request.params.tableId);
            const rights = await tableAccessList(db, request.params.tableId);
            return Object.fromEntries(
                ROLES_BY_PROFILE[config.profile]
                    .filter(role => role !== 'admin')
                    .map(role => [role, rights[role] ?? { view: false, edit: false }])
            );
        }
    );

    app.put(
        '/api/directory/tables/:tableId/access/:role',
        {
            config: { access: { screen: ACCESS_PATH, action: 'changeTableAccess' } },
            schema: {
                tags: ['directory'],
                summary: "Set a role's rights on a table",
                description: 'Edit implies view. Audited as `directory.accessChange` with before and after.',
                params: tableAccessParams,
                body: tableAccessSchema,
                response: { 200: tableAccessSchema, ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => {
            const table = await getTable(db, request.params.tableId);
            return setTableAccess(
                db,
                request.auth!.user,
                request.origin,
                table,
                request.params.role,
                request.body,
                ROLES_BY_PROFILE[config.profile]
            );
        }
    );
};

/** The table, once the caller's role is known to have the right on it (admins always). */
export const tableFor = async (db: Db, request: FastifyRequest, tableId: string, right: 'view' | 'edit') => {
    const table = await getTable(db, tableId);
    await requireRight(db, request, table, right);
    return table;
};

const requireRight = async (db: Db, request: FastifyRequest, table: DirectoryTable, right: 'view' | 'edit') => {
    const rights = await tableRights(db, table.id, request.auth!.user.role);
    if (!rights[right]) throw new AppError(ErrorCode.forbidden, 'server.forbidden');
};

/** A JSON object given as a query parameter; a 400 naming the parameter otherwise. */
export const jsonObject = (
    text: string | undefined,
    field: string,
    example: string
): Record<string, unknown> | undefined => {
    if (text === undefined) return undefined;
    try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
        // answered below
    }
    throw new AppError(ErrorCode.invalidInput, 'server.list.json', { field, example });
};

export const parseSort = (text: string | undefined) => {
    if (text === undefined) return undefined;
    try {
        const value: unknown = JSON.parse(text);
        if (
            Array.isArray(value) &&
            value.length === 2 &&
            typeof value[0] === 'string' &&
            (value[1] === 'ASC' || value[1] === 'DESC')
        ) {
            return { field: value[0], order: value[1] } as const;
        }
    } catch {
        // answered below
    }
    throw new AppError(ErrorCode.invalidInput, 'server.list.sort', { parameter: 'sort' });
};
