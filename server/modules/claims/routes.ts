import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_DESKS, type ClaimDesk, type ClaimField } from '../../../common/claims/desks';
import { CLAIM_FIELDS_BY_ROLE } from '../../../common/claims/fieldsByRole';
import {
    CLAIM_DEFAULT_SORT,
    claimDetailSchema,
    claimExportQuery,
    claimIdParams,
    claimImportReportSchema,
    claimListQuery,
    claimRecordSchema,
    claimSummaryQuery,
    claimSummarySchema,
    claimUpdateInput,
    type ClaimUpdateInput,
    savedClaimSearchInput,
    savedClaimSearchSchema,
    savedSearchIdParams,
} from '../../../common/contract/claims';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { contentRange, DEFAULT_RANGE } from '../../../common/contract/list';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import { sendJsonText } from '../../http/serialization';
import { CLAIM_EXPORT_MAX, claimExportFileName, startClaimExport } from './claimExport';
import { CLAIM_IMPORT_MAX_BYTES, IMPORT_REPORT_MAX, importClaims } from './claimImport';
import { checkSearch } from './claimQuery';
import { searchClaims, viewClaim } from './claims';
import { SearchTotals } from './searchTotals';
import { summarizeClaims } from './claimSummary';
import { updateClaim } from './claimEdit';
import { AppError, ErrorCode } from '../../shared/errors';
import { deleteSavedSearch, listSavedSearches, SAVED_SEARCHES_MAX, saveSearch } from './savedSearches';
import { csvStream, SPREADSHEET_TYPES, XLSX_TYPE, xlsxStream } from '../linkExcel';
import type { MessageKey } from '../../../i18n/types';
import type { RouteContext } from '../../shared/routeContext';

const tooLarge = () =>
    new AppError(ErrorCode.invalidInput, 'server.claims.import.tooLarge', {
        max: CLAIM_IMPORT_MAX_BYTES / 1024 / 1024,
    });

/**
 * Which claim fields each role of the desk receives, in words for the OpenAPI description: each
 * role's list against every field some role receives.
 */
const describeFieldsByRole = (desk: ClaimDesk) => {
    const lists = Object.entries(CLAIM_FIELDS_BY_ROLE[desk.profile]) as [string, readonly string[]][];
    const every = [...new Set(lists.flatMap(([, fields]) => fields))];
    const roles = lists.map(([role, fields]) => {
        const missing = every.filter(field => !fields.includes(field));
        return missing.length === 0 ? `${role} every field` : `${role} every field but ${missing.join(', ')}`;
    });
    return (
        `Each role receives its own list of claim fields (\`x-fields-by-role\` of ClaimRecord), absent otherwise: ${roles.join('; ')}. ` +
        'A filter or sort on a field the role does not receive answers 400 naming the field.'
    );
};

/** Claim query: the profile's claim desk, scoped on the server to the caller. */
export const claimRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database }) => {
    const { db } = database;
    const desk = CLAIM_DESKS[config.profile];
    const totals = new SearchTotals();
    const access = (action: string) => ({ access: { screen: CLAIM_QUERY_PATH, action } as const });
    const scoping =
        "Scoped on the server: health plans see their plan's claims, providers the claims their NPI billed or rendered, " +
        "pharma only pharmacy claims of its own products and never the patient's identifiers, forwarders the claims they " +
        `filed; admins, editors and adjusters every claim of the desk. ${describeFieldsByRole(desk)}`;

    app.get(
        '/api/claims',
        {
            config: access('list'),
            schema: {
                tags: ['claims'],
                summary: 'Search claims',
                description:
                    'A react-admin (ra-data-simple-rest) list: a plain JSON array of claims with `Content-Range: claims <first>-<last>/<total>`. ' +
                    `${scoping} Every search is audited (\`claims.search\`, with the filter).`,
                querystring: claimListQuery(desk),
                response: { 200: z.array(claimRecordSchema), ...errorResponses(400, 401, 403) },
            },
        },
        async (request, reply) => {
            const { range = DEFAULT_RANGE, sort = CLAIM_DEFAULT_SORT } = request.query;
            const { records, count, total } = await searchClaims(
                db,
                desk,
                request.auth!.user,
                { filter: request.query.filter ?? {}, sort, range },
                request.origin,
                totals
            );
            reply.header('Content-Range', contentRange('claims', range.first, count, total));
            return sendJsonText(reply, records);
        }
    );

    app.get(
        '/api/claims/summary',
        {
            config: access('list'),
            schema: {
                tags: ['claims'],
                summary: 'Count and amounts of a search by status bucket and by age',
                description: `The same \`filter\` as the search. ${scoping}`,
                querystring: claimSummaryQuery(desk),
                response: { 200: okSchema(claimSummarySchema), ...errorResponses(400, 401, 403) },
            },
        },
        async request => ok(await summarizeClaims(db, desk, request.auth!.user, request.query.filter ?? {}))
    );

    app.get(
        '/api/claims/export',
        {
            config: access('export'),
            schema: {
                tags: ['claims'],
                summary: 'Export the claims of a search as CSV or XLSX',
                description:
                    'The claims the `filter` matches, in the `sort` order, as a file streamed row by row: CSV (UTF-8 with a ' +
                    "byte-order mark, for Excel) or XLSX. One column per field of the desk, titled in the caller's language; codes " +
                    'with their meaning. Only the fields the role receives are written. ' +
                    `At most ${CLAIM_EXPORT_MAX.toLocaleString('en')} claims: a search matching more answers 400 asking to narrow it. ` +
                    "A cell beginning with =, +, -, @, a tab or a carriage return gets a leading ' so that no spreadsheet reads it " +
                    `as a formula. ${scoping} Audited (\`claims.export\`, with format, row count, filter and sort) before any row is read.`,
                querystring: claimExportQuery(desk),
                response: {
                    200: {
                        description:
                            'The file, with `Content-Disposition: attachment; filename="claims-YYYYMMDD-HHmm.<format>"` (UTC)',
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
            const { format, sort = CLAIM_DEFAULT_SORT } = request.query;
            const { header, sheetName, batches } = await startClaimExport(
                db,
                desk,
                request.auth!.user,
                { filter: request.query.filter ?? {}, sort, format },
                request.locale,
                request.origin
            );
            reply
                .header('Content-Type', SPREADSHEET_TYPES[format])
                .header('Content-Disposition', `attachment; filename="${claimExportFileName(format)}"`)
                .header('Cache-Control', 'no-store');
            const file = format === 'csv' ? csvStream(header, batches) : xlsxStream(sheetName, header, batches);
            // The 200 schema describes the file for the OpenAPI document; the body itself is a stream.
            return reply.send(file as unknown as string);
        }
    );

    app.get(
        '/api/claims/saved-searches',
        {
            config: access('savedSearches'),
            schema: {
                tags: ['claims'],
                summary: 'My saved claim searches',
                description: "The caller's own saved searches, by name; nobody else's.",
                response: { 200: okSchema(z.array(savedClaimSearchSchema)), ...errorResponses(401, 403) },
            },
        },
        async request => ok(await listSavedSearches(db, request.auth!.user.id))
    );

    app.post(
        '/api/claims/saved-searches',
        {
            config: access('savedSearches'),
            schema: {
                tags: ['claims'],
                summary: 'Save a claim search under a name',
                description:
                    "The filter and sort are checked as a search's (400 naming the problem, such as a field the caller's role does " +
                    'not receive). A name the caller already uses, in any case, ' +
                    `answers 409; so does a ${SAVED_SEARCHES_MAX + 1}st search.`,
                body: savedClaimSearchInput(desk),
                response: { 200: okSchema(savedClaimSearchSchema), ...errorResponses(400, 401, 403, 409) },
            },
        },
        async request => {
            checkSearch(desk, request.auth!.user, request.body.filter, request.body.sort.field as ClaimField);
            return ok(await saveSearch(db, request.auth!.user.id, request.body));
        }
    );

    app.delete(
        '/api/claims/saved-searches/:id',
        {
            config: access('savedSearches'),
            schema: {
                tags: ['claims'],
                summary: 'Delete one of my saved claim searches',
                description: "Another user's search, or an unknown id, answers 404.",
                params: savedSearchIdParams,
                response: { 200: okSchema(z.object({ deleted: z.boolean() })), ...errorResponses(401, 403, 404) },
            },
        },
        async request => ok(await deleteSavedSearch(db, request.auth!.user.id, request.params.id))
    );

    await app.register(multipart, { limits: { fileSize: CLAIM_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

    app.post(
        '/api/claims/import',
        {
            config: access('import'),
            schema: {
                tags: ['claims'],
                summary: 'Import claims from a sheet or an 835 remittance',
                description:
                    'multipart/form-data with one part `file`, at most ' +
                    `${CLAIM_IMPORT_MAX_BYTES / 1024 / 1024} MB: a CSV file or an .xlsx workbook whose header row names the desk's ` +
                    'fields (as an export writes them: the field names or their titles in any language; codes as codes or their ' +
                    'labels), one claim per row, matched by claim number; or, on the healthcare desk, an X12 835 remittance ' +
                    "(005010X221A1), whose claim payments (CLP) are matched by payer claim number (CLP07) or the provider's " +
                    "patient control number (CLP01), their payments, service lines (SVC) and CAS adjustments replacing the claim's. " +
                    `A claim that is not found is created. A claim that exists keeps its parties (${desk.parties.join(', ')}): ` +
                    'a file naming others for it (an 835 of another payer or payee) is refused for that claim, naming the ' +
                    'fields, and nothing of it is written. Everything is written in one transaction; a claim that is refused ' +
                    '(a bad cell, an unknown code, money that does not balance: billed = paid + Σ adjustments) is left out with ' +
                    `its reasons, and the others go in. A file that is no spreadsheet, or a malformed 835 (envelopes, segment counts), ` +
                    'answers 400 and changes nothing. Admins only, and editors on the cargo desk (403 for others). ' +
                    `Audited (\`claims.import\`, with the file name and counts). The report lists at most ${IMPORT_REPORT_MAX.toLocaleString('en')} claims.`,
                consumes: ['multipart/form-data'],
                response: { 200: okSchema(claimImportReportSchema), ...errorResponses(400, 401, 403) },
            },
        },
        async request => {
            const part = await request.file().catch((error: unknown) => {
                throw (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
                    ? new AppError(ErrorCode.invalidInput, 'server.claims.import.noFile')
                    : error;
            });
            if (!part) throw new AppError(ErrorCode.invalidInput, 'server.claims.import.noFile');
            const folder = await mkdtemp(path.join(tmpdir(), 'rx-claims-import-'));
            try {
                const upload = {
                    path: path.join(folder, 'upload'),
                    fileName: path.basename(part.filename || 'upload'),
                };
                await pipeline(part.file, createWriteStream(upload.path)).catch((error: unknown) => {
                    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
                });
                if (part.file.truncated) throw tooLarge();
                const report = await importClaims(db, desk, request.auth!.user, upload, request.origin);
                return ok({
                    ...report,
                    claims: report.claims.map(claim => ({
                        ...claim,
                        problems: claim.problems.map(problem => request.t(problem.key as MessageKey, problem.params)),
                    })),
                });
            } finally {
                await rm(folder, { recursive: true, force: true });
            }
        }
    );

    app.get(
        '/api/claims/:id',
        {
            config: access('show'),
            schema: {
                tags: ['claims'],
                summary: 'A claim with its lines, adjustments, status history and documents',
                description:
                    `${scoping} A claim outside the caller's scope answers 404, as one that does not exist. ` +
                    'Audited (`claims.view`, with the claim number).',
                params: claimIdParams,
                response: { 200: okSchema(claimDetailSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => ok(await viewClaim(db, desk, request.auth!.user, request.params.id, request.origin))
    );

    app.put(
        '/api/claims/:id',
        {
            config: access('edit'),
            schema: {
                tags: ['claims'],
                summary: "Change a claim's handling: status, amounts and dates the payer or insurer keeps",
                description:
                    `Roles that may edit claims only (${Object.entries(desk.scopes)
                        .filter(([, scope]) => scope.edit)
                        .map(([role]) => role)
                        .join(', ')}; 403 for others). The fields this desk lets an editor change: ` +
                    `${desk.editable.join(', ')}; a field left out stays as it is, \`null\` empties it (not the status). ` +
                    'The claim number, parties, billed and paid amounts and adjustments are not edited here: they come from ' +
                    'the claim and its remittance or settlement (import). `version` is the version of the claim the edit was ' +
                    'made on: when the claim has changed since, the answer is 409 with the claim as it is now in `data.current`, ' +
                    'and nothing is written. A status change is added to the status history with who made it, when, and the ' +
                    '`note`. Every change is audited (`claims.edit`, with each field before and after). A claim outside the ' +
                    "caller's scope answers 404; a bad value answers 400 naming the field. The answer is the claim as the detail shows it.",
                params: claimIdParams,
                body: claimUpdateInput(desk),
                response: { 200: okSchema(claimDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            ok(
                await updateClaim(
                    db,
                    desk,
                    request.auth!.user,
                    request.params.id,
                    request.body as ClaimUpdateInput,
                    request.origin
                )
            )
    );
};
