import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
    documentRequestInput,
    documentRequestListQuery,
    documentRequestSchema,
} from '../../../common/contract/claimActions';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import type { ClaimDesk } from '../../../common/claims/desks';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../shared/routeContext';
import { DISPUTE_ROLES } from '../../../common/claimActions/vocabularies';
import { createDocumentRequestNotices } from './documentRequestMail';
import { createDocumentRequest, listDocumentRequests } from './documentRequests';

/** Document requests on healthcare claims: made by the plan's staff, answered with the provider's documents. */
export const documentRequestRoutes: FastifyPluginAsyncZod<RouteContext & { desk: ClaimDesk }> = async (
    app,
    { config, database, mailer, desk }
) => {
    const { db } = database;
    const notices = createDocumentRequestNotices({
        db,
        mailer,
        publicUrl: config.publicUrl,
        profile: config.profile,
        log: app.log,
        desk,
    });
    const access = (action: string) => ({ access: { screen: CLAIM_QUERY_PATH, action } as const });
    const visibility =
        "Seen by whoever sees the claim in the claim query; a claim outside the caller's scope answers 404 (or is not listed).";

    app.get(
        '/api/claim-document-requests',
        {
            config: access('show'),
            schema: {
                tags: ['claim documents'],
                summary: 'Requests for documents on the claims I see',
                description:
                    'Open requests first, soonest due first; `late` marks (and filters) open requests past their due date. ' +
                    `At most 1,000. ${visibility}`,
                querystring: documentRequestListQuery,
                response: { 200: okSchema(z.array(documentRequestSchema)), ...errorResponses(400, 401, 403) },
            },
        },
        async request => ok(await listDocumentRequests(db, desk, request.auth!.user, request.query))
    );

    app.post(
        '/api/claim-document-requests',
        {
            config: access('disputes'),
            schema: {
                tags: ['claim documents'],
                summary: 'Ask for documents on a claim',
                description:
                    'What is needed as LOINC attachment codes (as an X12 277 request for additional information codes them), ' +
                    'a note and a due date (today or later, else 400). The provider answers with ' +
                    '`POST /api/claim-documents?claimId=&request=`, which marks the request answered. ' +
                    `Roles ${DISPUTE_ROLES.handle.join(', ')} (403 for others). ${visibility} ` +
                    "The provider's users (billing or rendering) are e-mailed. Audited (`claimDocumentRequest.create`).",
                body: documentRequestInput,
                response: { 200: okSchema(documentRequestSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => {
            const created = await createDocumentRequest(db, desk, request.auth!.user, request.body, request.origin);
            await notices.requested(created, request.auth!.user);
            return ok(created);
        }
    );
};
