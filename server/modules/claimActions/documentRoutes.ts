import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_AUTHORS, DOCUMENT_CONTENT_TYPES } from '../../../common/claimActions/vocabularies';
import {
    claimDocumentListQuery,
    claimDocumentParams,
    claimDocumentSchema,
    claimDocumentsAnswer,
    claimDocumentUploadQuery,
} from '../../../common/contract/claimActions';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../shared/routeContext';
import { attachment } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import {
    addClaimDocument,
    fileTooLarge,
    listClaimDocuments,
    openClaimDocument,
    type DocumentDesk,
} from './documentStore';

const MB = 1024 * 1024;

/** The one file part of an upload; a request that is not multipart, or has no file, names the problem. */
const uploadedFile = async (request: FastifyRequest) => {
    const part = await request.file().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
            ? new AppError(ErrorCode.invalidInput, 'claimActions.documents.noFile')
            : error;
    });
    if (!part) throw new AppError(ErrorCode.invalidInput, 'claimActions.documents.noFile');
    return part;
};

/** Documents on claims: listed, added (streamed into the database) and downloaded, by those who see the claim. */
export const documentRoutes: FastifyPluginAsyncZod<RouteContext & { documents: DocumentDesk }> = async (
    app,
    { database, documents }
) => {
    const { db } = database;
    const { limits, profile } = documents;
    const access = (action: string) => ({ access: { screen: CLAIM_QUERY_PATH, action } as const });
    const accepted: readonly string[] = DOCUMENT_CONTENT_TYPES[profile];
    const visibility =
        "Whoever sees the claim in the claim query (the same scope as the claim's detail) sees its documents; " +
        "a claim outside the caller's scope answers 404, as one that does not exist.";

    await app.register(multipart, {
        limits: { fileSize: limits.maxFileBytes, files: 1, fields: 0, parts: 1 },
    });

    app.get(
        '/api/claim-documents',
        {
            config: access('show'),
            schema: {
                tags: ['claim documents'],
                summary: "A claim's documents",
                description: `The documents of the claim \`claimId\`, oldest first, with the bytes they use of the claim's allowance and the limits. ${visibility}`,
                querystring: claimDocumentListQuery,
                response: { 200: okSchema(claimDocumentsAnswer), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => ok(await listClaimDocuments(db, documents, request.auth!.user, request.query.claimId))
    );

    app.post(
        '/api/claim-documents',
        {
            config: access('documents'),
            schema: {
                tags: ['claim documents'],
                summary: 'Add a document to a claim',
                description:
                    '`claimId` names the claim. multipart/form-data with one part `file`, streamed into the database as it arrives and written in one ' +
                    'transaction: a refused or interrupted upload leaves nothing. The type is recognised from the content, ' +
                    `not the name or the browser's type: ${accepted.join(', ')}` +
                    (accepted.includes('text/csv')
                        ? ' (CSV: UTF-8 text of comma-separated rows of the same length)'
                        : '') +
                    `. At most ${limits.maxFileBytes / MB} MB a document (CLAIM_DOCUMENT_MAX_MB) and ` +
                    `${limits.maxClaimBytes / MB} MB for all of a claim's documents (CLAIM_DOCUMENTS_MAX_MB): ` +
                    'either answers 400 naming the limit. `dispute` adds it to that dispute of the claim (409 once decided); ' +
                    '`request` answers that document request of the claim (healthcare). ' +
                    `Roles ${DOCUMENT_AUTHORS[profile].join(', ')} (403 for others). ${visibility} ` +
                    'Audited (`claimDocument.upload`, with the name, type, size and SHA-256).',
                querystring: claimDocumentUploadQuery(profile),
                consumes: ['multipart/form-data'],
                response: { 200: okSchema(claimDocumentSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const part = await uploadedFile(request);
            try {
                const document = await addClaimDocument(
                    db,
                    documents,
                    request.auth!.user,
                    request.query.claimId,
                    {
                        documentType: request.query.type,
                        disputeId: request.query.dispute,
                        requestId: request.query.request,
                    },
                    { stream: part.file, fileName: part.filename || 'document', truncated: () => part.file.truncated },
                    request.t,
                    request.origin
                );
                return ok(document);
            } catch (error) {
                // What was not read of a refused file is read and dropped, so that the refusal is sent.
                part.file.resume();
                throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge(limits) : error;
            }
        }
    );

    app.get(
        '/api/claim-documents/:documentId',
        {
            config: access('show'),
            schema: {
                tags: ['claim documents'],
                summary: 'Download a document of a claim',
                description:
                    'The bytes as they were added, read from the database a chunk at a time, as an attachment with the ' +
                    'type recognised at upload (one of the accepted types: never HTML or SVG, never shown inline), ' +
                    `\`X-Content-Type-Options: nosniff\` and its SHA-256 in \`Digest\`. ${visibility} ` +
                    'Audited (`claimDocument.download`).',
                params: claimDocumentParams,
                response: {
                    200: {
                        description: 'The document, with `Content-Disposition: attachment`',
                        content: Object.fromEntries(
                            accepted.map(type => [type, { schema: z.string().describe('binary') }])
                        ),
                    },
                    ...errorResponses(400, 401, 403, 404),
                },
            },
        },
        async (request, reply) => {
            const { document, bytes } = await openClaimDocument(
                db,
                documents,
                request.auth!.user,
                request.params.documentId,
                request.origin
            );
            reply
                .header('Content-Type', document.contentType)
                .header('Content-Length', document.sizeBytes)
                .header('Content-Disposition', attachment(document.fileName))
                .header('Digest', `sha-256=${Buffer.from(document.sha256, 'hex').toString('base64')}`)
                .header('Cache-Control', 'private, no-store');
            // The 200 schema describes the file for the OpenAPI document; the body itself is a stream.
            return reply.send(Readable.from(bytes) as unknown as string);
        }
    );
};
