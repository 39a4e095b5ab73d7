import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableParams } from '../../../common/contract/directory';
import { publicationChangeSchema, publicationStateSchema } from '../../../common/contract/directoryPublication';
import { errorResponses } from '../../../common/contract/envelope';
import { NEW_TABLE_PATH } from '../../../common/routes';
import type { RouteContext } from '../../shared/routeContext';
import { tableFor } from '../directory';
import { publicationOf, setPublication } from './publication';

/**
 * What a directory table publishes in the public directory, part of the table's settings: read
 * and changed by those who define tables (/newTable) and may edit that table.
 */
export const publicationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    const { db } = database;

    app.get(
        '/api/directory/tables/:tableId/publication',
        {
            config: { access: { screen: NEW_TABLE_PATH, action: 'publication' } },
            schema: {
                tags: ['directory'],
                summary: 'What a table publishes in the public directory',
                description:
                    'The kind of Plan-Net listing its rows become and the column feeding each element: a template table by its ' +
                    'template (`byTemplate`), any other by the mapping saved for it, or nothing (`publication` null).',
                params: tableParams,
                response: { 200: publicationStateSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request => publicationOf(db, await tableFor(db, request, request.params.tableId, 'edit'))
    );

    app.put(
        '/api/directory/tables/:tableId/publication',
        {
            config: { access: { screen: NEW_TABLE_PATH, action: 'editPublication' } },
            schema: {
                tags: ['directory'],
                summary: 'Map a table into the public directory',
                description:
                    'For a table made blank or from a spreadsheet: the kind of listing and, per element, the column feeding it; ' +
                    'null withdraws the table from the directory. Every required element must be fed, each by a column of a type ' +
                    'it reads: otherwise 400 naming the first problem, all of them in `data.problems`. Only mapped columns are ' +
                    'ever published. A template table answers 400. Audited as `directory.publicationChange`; the directory ' +
                    'serves the change at once.',
                params: tableParams,
                body: publicationChangeSchema,
                response: { 200: publicationStateSchema, ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return setPublication(db, request.auth!.user, request.origin, table, request.body.publication);
        }
    );
};
