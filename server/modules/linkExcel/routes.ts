import { LINK_EXCEL_PATH } from '../../../common/routes';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableParams } from '../../../common/contract/directory';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import {
    errorReportQuery,
    importJobSchema,
    importSettingsSchema,
    previewQuery,
    previewSchema,
    tableExportQuery,
    uploadParams,
    type ImportCheck,
    type ImportJobView,
} from '../../../common/contract/linkExcel';
import { localized } from '../../../common/directory/columns';
import type { RowValues } from '../../../common/directory/values';
import type { Locale, MessageKey } from '../../../i18n/types';
import { ok } from '../../http/envelope';
import { translatedParams } from '../../http/errors';
import type { Translate } from '../../shared/i18n';
import { actorOf } from '../../shared/audit';
import { suggestMapping } from '../directory';
import { parseRowFilter } from '../directory';
import type { DirectoryTable } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import { findLink, refuseRedefinedTable } from './importApply';
import { cellText, checkMapping, errorsPath, headerOf, type RowError } from './importCheck';
import { createImportJobs, UPLOAD_MAX_BYTES, uploadPath, type StoredMessage } from './importJobs';
import { undoUnfinishedImports } from './applySlices';
import { cancelJob, startApply, startCheck, type LinkJob } from './importRuns';
import { REFRESH_FILE_NAME, registryRefresh } from '../npiRegistry';
import { csvStream, xlsxStream } from './spreadsheet';
import { readRows, type SheetRow } from './spreadsheetReader';
import type { RouteContext } from '../../shared/routeContext';
import { jsonObject, tableFor } from '../directory';
import { uploadedSpreadsheet } from './spreadsheetUpload';
import { attachment, CONTENT_TYPES, fileResponse, sendTableExport } from '../directory';

const PREVIEW_ROWS = 10;
const REPORT_BATCH = 500;
const jobResponse = { 200: okSchema(importJobSchema), ...errorResponses(400, 401, 403, 404, 409) };

/**
 * The Excel link: spreadsheets uploaded into directory tables after a dry run and a
 * diff, and tables exported for editing in Excel and bringing back. For the /linkExcel screen's
 * users; each upload is its uploader's only.
 */
export const linkExcelRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database, background }) => {
    const { db } = database;
    const jobs = createImportJobs(path.join(config.dataDir, 'imports'));
    // Only the embedded database writes an import in slices, and only one process opens it.
    if (database.kind === 'pglite') await undoUnfinishedImports(db);
    background.countJobs(jobs.running);
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

    const ownJob = (id: string, userId: string) =>
        jobs.get<LinkJob['check'], LinkJob['outcome']>(id, userId) as LinkJob;

    app.post(
        '/api/linkExcel/uploads',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'upload' } },
            schema: {
                tags: ['directory'],
                summary: 'Upload a spreadsheet to import',
                description:
                    'multipart/form-data with one part `file`: an .xlsx workbook or a .csv file (UTF-8 with or without a byte-order mark, ' +
                    `comma or semicolon), at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. The file is streamed to disk and hashed (SHA-256) ` +
                    'as it arrives; its kind is told from its content, not its name. An empty file, an old .xls, anything that is not a ' +
                    'spreadsheet, or a larger file answers 400 naming the problem. Nothing in the directory changes.',
                consumes: ['multipart/form-data'],
                response: jobResponse,
            },
        },
        async request => {
            const part = await uploadedSpreadsheet(request);
            const job = await jobs.receive(request.auth!.user.id, part.filename, part.file);
            return ok(jobView(job as LinkJob, request.t, request.locale));
        }
    );

    app.post(
        '/api/linkExcel/tables/:tableId/npiRefresh',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'refresh' } },
            schema: {
                tags: ['directory'],
                summary: 'Compare a table with the NPI registry',
                description:
                    'For a table with an NPI column: every row whose NPI the NPPES registry (loaded by `npm run import:npi`) knows is ' +
                    'compared with it — names, practice address and taxonomy, and deactivation (the row is removed). The comparison ' +
                    'becomes an upload like a file, already being checked: poll it, read the diff, then apply or cancel it as any ' +
                    'import. An empty registry field, or the same text in other capitals, leaves the value. A table without an NPI ' +
                    'column answers 400, an empty registry 409.',
                params: tableParams,
                response: jobResponse,
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            const refresh = await registryRefresh(db, table, request.locale);
            const job = (await jobs.receive(
                request.auth!.user.id,
                REFRESH_FILE_NAME,
                csvStream(refresh.header, refresh.batches)
            )) as LinkJob;
            job.nppesRefresh = true;
            void startCheck(
                db,
                jobs,
                job,
                table,
                { sheet: '', mapping: refresh.mapping, mode: 'upsert' },
                actorOf(request.auth!.user),
                { saveLink: false }
            );
            return ok(jobView(job, request.t, request.locale));
        }
    );

    app.get(
        '/api/linkExcel/uploads/:id',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'view' } },
            schema: {
                tags: ['directory'],
                summary: 'An upload: its state, progress, check and outcome',
                description:
                    "Poll this while a check or an apply runs. Another user's upload, or an expired one, answers 404.",
                params: uploadParams,
                response: jobResponse,
            },
        },
        async request => ok(jobView(ownJob(request.params.id, request.auth!.user.id), request.t, request.locale))
    );

    app.get(
        '/api/linkExcel/uploads/:id/preview',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'view' } },
            schema: {
                tags: ['directory'],
                summary: 'The first rows of a sheet and the mapping for a table',
                description:
                    'The header and the first rows of `sheet` (default: the first) as read. With `tableId`, the mapping of each file column: ' +
                    'the link saved for this table and file layout, else one matched by normalised names and synonyms. ' +
                    'A first row of values instead of column names answers 400.',
                params: uploadParams,
                querystring: previewQuery,
                response: { 200: okSchema(previewSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => {
            const job = ownJob(request.params.id, request.auth!.user.id);
            const sheet = request.query.sheet || job.sheets[0] || '';
            const rows = await firstRows(job, sheet, PREVIEW_ROWS + 1);
            const headers = headerOf(rows[0]);
            let mapping = headers.map(() => null as string | null);
            let linked = false;
            if (request.query.tableId) {
                const table = await tableFor(db, request, request.query.tableId, 'edit');
                const saved = await findLink(db, table.id, headers);
                linked = Boolean(saved && saved.length === headers.length);
                mapping = linked ? saved! : suggestMapping(headers, table.columns);
            }
            return ok({
                sheet,
                headers,
                rows: rows
                    .slice(1)
                    .map(row => ({ line: row.line, cells: headers.map((_, index) => cellText(row.cells[index])) })),
                mapping,
                linked,
            });
        }
    );

    app.post(
        '/api/linkExcel/uploads/:id/check',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'check' } },
            schema: {
                tags: ['directory'],
                summary: 'Start the dry run of an upload',
                description:
                    "Reads every row against the table's column types and compares the file with the table; nothing in the table changes. " +
                    'Runs in the background: poll the upload until `state` is `checked` (or back to `uploaded` with a `failure`). ' +
                    'A server checks or applies one upload at a time: meanwhile the others wait their turn, with `waiting` true. ' +
                    'The mapping is saved as the link for this table and file layout.',
                params: uploadParams,
                body: importSettingsSchema,
                response: jobResponse,
            },
        },
        async request => {
            const job = ownJob(request.params.id, request.auth!.user.id);
            const { tableId, ...settings } = request.body;
            const table = await tableFor(db, request, tableId, 'edit');
            // Settings that cannot fit the file are refused now, not after the file is read.
            if (settings.sheet !== '' && !job.sheets.includes(settings.sheet)) {
                throw new AppError(
                    ErrorCode.invalidInput,
                    'linkExcel.file.noSheet',
                    { sheet: settings.sheet },
                    { field: 'sheet' }
                );
            }
            const [header] = await firstRows(job, settings.sheet || job.sheets[0] || '', 1);
            checkMapping(table, headerOf(header), settings);
            void startCheck(db, jobs, job, table, settings, actorOf(request.auth!.user));
            return ok(jobView(job, request.t, request.locale));
        }
    );

    app.post(
        '/api/linkExcel/uploads/:id/apply',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'apply' } },
            schema: {
                tags: ['directory'],
                summary: 'Apply a checked upload',
                description:
                    'Writes the checked changes all or none (on the embedded database in slices that other requests run between, ' +
                    'taken back on a cancel or a failure). Runs in the background: poll the upload for ' +
                    'progress until `state` is `applied` (or `failed` / `cancelled`, with nothing changed); it waits its turn (`waiting`) ' +
                    'while another upload is checked or applied on the server. Refused (409) while rows are ' +
                    "refused, before a check, or when the table's columns changed since the check. Audited as `directory.import` with the file name, size, SHA-256, mode and counts.",
                params: uploadParams,
                response: jobResponse,
            },
        },
        async request => {
            const job = ownJob(request.params.id, request.auth!.user.id);
            // Answered now rather than as a failed apply; the apply asks again under its lock.
            if (job.state === 'checked' && job.check) await refuseRedefinedTable(db, job.check.table);
            void startApply(database, jobs, job, actorOf(request.auth!.user), request.origin);
            return ok(jobView(job, request.t, request.locale));
        }
    );

    app.post(
        '/api/linkExcel/uploads/:id/cancel',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'cancel' } },
            schema: {
                tags: ['directory'],
                summary: 'Cancel an upload',
                description:
                    'Stops a running check, takes back a running apply (the table is left as it was), or drops an upload that ' +
                    'waits; its files are removed.',
                params: uploadParams,
                response: jobResponse,
            },
        },
        async request => {
            const job = ownJob(request.params.id, request.auth!.user.id);
            await cancelJob(jobs, job);
            return ok(jobView(job, request.t, request.locale));
        }
    );

    app.get(
        '/api/linkExcel/uploads/:id/errors',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'report' } },
            schema: {
                tags: ['directory'],
                summary: 'The refused rows of a check, as a file',
                description:
                    "Every refused row as the file had it, then its line number and why it was refused, in the caller's language.",
                params: uploadParams,
                querystring: errorReportQuery,
                response: fileResponse('The error report'),
            },
        },
        async (request, reply) => {
            const job = ownJob(request.params.id, request.auth!.user.id);
            if (!job.check) throw new AppError(ErrorCode.conflict, 'linkExcel.errors.notChecked');
            const { table, headers } = job.check;
            const t = request.t;
            const header = [...headers, t('linkExcel.report.lineColumn'), t('linkExcel.report.errorsColumn')];
            const batches = reportRows(errorsPath(job), (error: RowError) =>
                error.problems.map(problem => problemText(problem, table, t, request.locale)).join('\n')
            );
            const { format } = request.query;
            const base = path.parse(job.fileName).name;
            reply
                .header('Content-Type', CONTENT_TYPES[format])
                .header('Content-Disposition', attachment(`${base}-errors.${format}`));
            const file =
                format === 'csv'
                    ? csvStream(header, batches)
                    : xlsxStream(t('linkExcel.report.sheet'), header, batches);
            return reply.send(file as unknown as string);
        }
    );

    app.get(
        '/api/linkExcel/tables/:tableId/export',
        {
            config: { access: { screen: LINK_EXCEL_PATH, action: 'export' } },
            schema: {
                tags: ['directory'],
                summary: 'Export a directory table as XLSX or CSV',
                description:
                    "The rows the `filter` keeps (as in the table's list; all live rows without it), streamed. Headers in the caller's " +
                    'language; XLSX cells typed (dates as dates, numbers as numbers, ZIP, NPI and other codes as text so Excel keeps their ' +
                    'zeros); two hidden last columns `__row_id` and `__row_version` identify each row for the round trip. Any text that ' +
                    "begins with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Audited as " +
                    '`directory.export` before any row is read. Needs the view right on the table (admins always have it).',
                params: tableParams,
                querystring: tableExportQuery,
                response: fileResponse('The table'),
            },
        },
        async (request, reply) => {
            const table = await tableFor(db, request, request.params.tableId, 'view');
            const filter = parseRowFilter(
                table,
                jsonObject(request.query.filter || undefined, 'filter', '{"q":"smith"}') ?? {}
            );
            return sendTableExport(db, request, reply, table, { format: request.query.format, filter });
        }
    );
};

/** The first `count` rows of a sheet of the upload, as read. */
const firstRows = async (job: LinkJob, sheet: string, count: number) => {
    const rows: SheetRow[] = [];
    for await (const row of readRows(uploadPath(job), job.format, sheet)) {
        rows.push(row);
        if (rows.length >= count) break;
    }
    return rows;
};

/** The refused rows, read back from the check's file in batches, with their line and reasons. */
async function* reportRows(file: string, reasons: (error: RowError) => string) {
    let batch: string[][] = [];
    for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
        const error = JSON.parse(line) as RowError & { cells: string[] };
        batch.push([...error.cells, String(error.line), reasons(error)]);
        if (batch.length >= REPORT_BATCH) {
            yield batch;
            batch = [];
        }
    }
    if (batch.length > 0) yield batch;
}

const translate = (message: StoredMessage, t: Translate, locale: Locale) =>
    t(message.key as MessageKey, translatedParams(message.params ?? {}, t, locale));

const problemText = (problem: RowError['problems'][number], table: DirectoryTable, t: Translate, locale: Locale) => {
    const column = table.columns.find(candidate => candidate.name === problem.column);
    const label = column ? localized(column.label, locale) : '';
    const message = translate({ key: problem.key, params: { ...problem.params, column: label } }, t, locale);
    // The type rules' messages name their column already; the import's own ones do not.
    return label && !problem.key.startsWith('directory.value.') ? `${label}: ${message}` : message;
};

/** How a row is named on the screen: its key values, else its first two values. */
const rowSummary = (table: DirectoryTable, values: RowValues) => {
    const keys = table.columns.filter(column => column.key);
    return (keys.length > 0 ? keys : table.columns.slice(0, 2))
        .map(column => values[column.name])
        .filter(value => value !== null && value !== undefined && value !== '')
        .map(value => (Array.isArray(value) ? value.join(', ') : String(value)))
        .join(' · ');
};

/** An upload as the screen sees it, every message in the caller's language. */
const jobView = (job: LinkJob, t: Translate, locale: Locale): ImportJobView => ({
    id: job.id,
    fileName: job.fileName,
    size: job.size,
    sha256: job.sha256,
    kind: job.format.kind,
    sheets: job.sheets,
    state: job.state,
    progress: job.progress,
    waiting: job.waiting,
    failure: job.failure ? translate(job.failure, t, locale) : null,
    check: job.check ? checkView(job.check, t, locale) : null,
    outcome: job.outcome ?? null,
});

const checkView = (check: NonNullable<LinkJob['check']>, t: Translate, locale: Locale): ImportCheck => {
    const label = (name: string) => {
        const column = check.table.columns.find(candidate => candidate.name === name);
        return column ? localized(column.label, locale) : name;
    };
    return {
        tableId: check.tableId,
        sheet: check.settings.sheet,
        mode: check.settings.mode,
        headers: check.headers,
        rows: check.rows,
        errorRows: check.errorRows,
        errors: check.errors.map(error => ({
            line: error.line,
            problems: error.problems.map(problem => ({
                column: problem.column === null ? null : label(problem.column),
                value: problem.value,
                message: translate(
                    {
                        key: problem.key,
                        params: { ...problem.params, column: problem.column ? label(problem.column) : '' },
                    },
                    t,
                    locale
                ),
            })),
        })),
        normalisations: check.normalisations.map(summary => ({
            ...summary,
            label: t(`linkExcel.normalisations.${summary.kind}`),
            examples: summary.examples.map(example => ({ ...example, column: label(example.column) })),
        })),
        counts: check.counts,
        changes: check.changes.map(change => ({
            ...change,
            fields: change.fields.map(field => ({ ...field, column: label(field.column) })),
        })),
        removals: check.removals.map(removal => ({
            line: removal.line,
            id: removal.id,
            row: rowSummary(check.table, removal.values),
        })),
        conflicts: check.conflicts.map(conflict => ({
            ...conflict,
            fields: conflict.fields.map(field => ({ ...field, column: label(field.column) })),
        })),
    };
};
