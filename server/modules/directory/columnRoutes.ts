import { NEW_TABLE_PATH } from '../../../common/routes';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryTableSchema, tableParams } from '../../../common/contract/directory';
import { columnGuessSchema, columnsChangeSchema, columnUsageSchema } from '../../../common/contract/directoryColumns';
import { errorResponses } from '../../../common/contract/envelope';
import { guessFromFile, SAMPLE_ROWS } from './columnGuess';
import { storeFile, UPLOAD_MAX_BYTES } from '../linkExcel';
import { changeColumns, columnUsage } from './tableColumns';
import type { RouteContext } from '../../shared/routeContext';
import { tableFor } from './routes';
import { uploadedSpreadsheet } from '../linkExcel';

/**
 * A table's columns as data: guessed from a spreadsheet's header row for /newTable,
 * and changed later, each change a new definition version. Both belong to those who define
 * tables (/newTable); changing one also needs the right to edit that table.
 */
export const directoryColumnRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database }) => {
    const { db } = database;
    const folder = path.join(config.dataDir, 'columnGuesses');
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

    app.post(
        '/api/directory/columnGuesses',
        {
            config: { access: { screen: NEW_TABLE_PATH, action: 'guessColumns' } },
            schema: {
                tags: ['directory'],
                summary: "Guess a new table's columns from a spreadsheet",
                description:
                    'multipart/form-data with one part `file`: an .xlsx workbook (its first sheet) or a .csv file. Its first row names ' +
                    `the columns; each column's type is the most specific one every value of the next ${SAMPLE_ROWS} rows passes. ` +
                    'Nothing is stored, the file included. An empty file, a first row of values instead of names, two columns of the same ' +
                    'name, or a file that is not a spreadsheet answers 400 naming the problem.',
                consumes: ['multipart/form-data'],
                response: { 200: columnGuessSchema, ...errorResponses(400, 401, 403) },
            },
        },
        async request => {
            const part = await uploadedSpreadsheet(request);
            await mkdir(folder, { recursive: true });
            const file = path.join(folder, randomUUID());
            try {
                await storeFile(part.file, file);
                return await guessFromFile(file);
            } finally {
                await rm(file, { force: true });
            }
        }
    );

    app.get(
        '/api/directory/tables/:tableId/columnUsage',
        {
            config: { access: { screen: NEW_TABLE_PATH, action: 'columnUsage' } },
            schema: {
                tags: ['directory'],
                summary: 'How many values each column holds',
                description:
                    'What removing a column would lose: per column, the rows (deleted ones too) holding a value in it.',
                params: tableParams,
                response: { 200: columnUsageSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request => columnUsage(db, await tableFor(db, request, request.params.tableId, 'edit'))
    );

    app.put(
        '/api/directory/tables/:tableId/columns',
        {
            config: { access: { screen: NEW_TABLE_PATH, action: 'editColumns' } },
            schema: {
                tags: ['directory'],
                summary: "Change a table's columns",
                description:
                    'The whole new ordered list of columns, made from `definitionVersion`: add, relabel, reorder, change the type or ' +
                    'settings, remove (its values go). Every existing value is read by the new settings first: values that do not fit ' +
                    'answer 409 with their count and examples (`data.field`, `data.count`, `data.examples`), values two live rows share ' +
                    'in a newly unique or key column too; values that fit are stored in the new form. A stale `definitionVersion` ' +
                    'answers 409 (`data.current`). Each change makes a new definition version, the previous kept, audited as ' +
                    '`directory.tableChange`. A refused change changes nothing.',
                params: tableParams,
                body: columnsChangeSchema,
                response: { 200: directoryTableSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return changeColumns(db, request.auth!.user, request.origin, table.id, request.body);
        }
    );
};
