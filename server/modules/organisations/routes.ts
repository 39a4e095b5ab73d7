import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { contentRange, DEFAULT_RANGE, rangeParam } from '../../../common/contract/list';
import {
    applicantListSchema,
    applicantSchema,
    approvalSchema,
    organisationFieldsSchema,
    organisationIdParams,
    organisationListSchema,
    organisationSchema,
    rejectionSchema,
} from '../../../common/contract/organisations';
import { ORGANISATIONS_PATH, REGISTRATIONS_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../shared/routeContext';
import { approveApplicant, listApplicants, rejectApplicant } from './admission';
import { createOrganisation, findOrganisation, listOrganisations, updateOrganisation } from './organisations';

const toAnswer = (row: Awaited<ReturnType<typeof findOrganisation>>) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
});

/** Organisation records and the admission of new accounts into them, for admins. */
export const organisationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database, accountMailer }) => {
    const { db } = database;
    const admission = (request: FastifyRequest) => ({
        db,
        origin: request.origin,
        mail: accountMailer,
    });

    app.get(
        '/api/organisations',
        {
            config: { access: { screen: ORGANISATIONS_PATH, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'List organisations',
                description:
                    'A react-admin list: a plain JSON array with `Content-Range: organisations <first>-<last>/<total>`, by kind and name.',
                querystring: z.object({ range: rangeParam() }),
                response: { 200: organisationListSchema, ...errorResponses(400, 401, 403) },
            },
        },
        async (request, reply) => {
            const range = request.query.range ?? DEFAULT_RANGE;
            const { rows, total } = await listOrganisations(db, range);
            reply.header('Content-Range', contentRange('organisations', range.first, rows.length, total));
            return rows;
        }
    );

    app.get(
        '/api/organisations/:id',
        {
            config: { access: { screen: ORGANISATIONS_PATH, action: 'show' } },
            schema: {
                tags: ['administration'],
                summary: 'An organisation',
                params: organisationIdParams,
                response: { 200: organisationSchema, ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => toAnswer(await findOrganisation(db, request.params.id))
    );

    app.post(
        '/api/organisations',
        {
            config: { access: { screen: ORGANISATIONS_PATH, action: 'create' } },
            schema: {
                tags: ['administration'],
                summary: 'Create an organisation',
                description:
                    'A provider organisation needs its NPI, a health plan its plan name; an identifier another organisation has answers 409. Audited.',
                body: organisationFieldsSchema,
                response: { 200: okSchema(organisationSchema), ...errorResponses(400, 401, 403, 409) },
            },
        },
        async request => ok(toAnswer(await createOrganisation(db, request.origin, request.auth!.user, request.body)))
    );

    app.put(
        '/api/organisations/:id',
        {
            config: { access: { screen: ORGANISATIONS_PATH, action: 'edit' } },
            schema: {
                tags: ['administration'],
                summary: 'Change an organisation',
                description:
                    "Its members' scopes follow at once. The kind stays as it is (400); an identifier another organisation has answers 409. Audited with before and after.",
                params: organisationIdParams,
                body: organisationFieldsSchema,
                response: { 200: okSchema(organisationSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            ok(
                toAnswer(
                    await updateOrganisation(db, request.origin, request.auth!.user, request.params.id, request.body)
                )
            )
    );

    app.get(
        '/api/registrations',
        {
            config: { access: { screen: REGISTRATIONS_PATH, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'Accounts waiting for approval',
                description:
                    "What each applicant declared, the NPI registry's entry for a provider, and who already holds that NPI. Oldest first.",
                response: { 200: okSchema(applicantListSchema), ...errorResponses(401, 403) },
            },
        },
        async () => ok(await listApplicants(db))
    );

    app.post(
        '/api/registrations/:id/approve',
        {
            config: { access: { screen: REGISTRATIONS_PATH, action: 'approve' } },
            schema: {
                tags: ['administration'],
                summary: 'Approve an account into an organisation',
                description:
                    "The organisation must be of the kind the account's role belongs to (400). An account decided already answers 409. Audited; the applicant is e-mailed in their language.",
                params: organisationIdParams,
                body: approvalSchema,
                response: { 200: okSchema(applicantSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            ok(
                await approveApplicant(
                    admission(request),
                    request.auth!.user,
                    request.params.id,
                    request.body.organisationId
                )
            )
    );

    app.post(
        '/api/registrations/:id/reject',
        {
            config: { access: { screen: REGISTRATIONS_PATH, action: 'reject' } },
            schema: {
                tags: ['administration'],
                summary: 'Reject an account',
                description:
                    'With the reason the applicant is told by e-mail in their language. An account decided already answers 409. Audited.',
                params: organisationIdParams,
                body: rejectionSchema,
                response: { 200: okSchema(applicantSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            ok(await rejectApplicant(admission(request), request.auth!.user, request.params.id, request.body.reason))
    );
};
