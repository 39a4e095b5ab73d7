import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAnswerSchema, contactRequestSchema, legacyContactQuery } from '../../../common/contract/contact';
import { errorResponses } from '../../../common/contract/envelope';
import { submitContactRequest } from './contact';
import { AppError, ErrorCode } from '../../shared/errors';
import type { RouteContext } from '../../shared/routeContext';

/** The Contact Us dialog: a request to the support team, by e-mail. */
export const contactRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database, mailer }) => {
    app.post(
        '/api/user/contactus',
        {
            config: { access: 'session' },
            schema: {
                tags: ['contact'],
                summary: 'Send a request to the support team',
                description:
                    'Fields as a JSON body, or (the legacy form) as query parameters `email`, `subject` and `description`; ' +
                    "a body, when sent, wins. The request is stored, then e-mailed to the portal's contact address with Reply-To `email` " +
                    'and subject `[Rx Connect] <subject>`. 400 names the first invalid field; 429 after 5 requests within an hour ' +
                    '(`data.retryAt`); 50000 with HTTP 502 when the request was stored but the mail server refused it ' +
                    '(`data.requestId`; the message asks the user to call support).',
                body: contactRequestSchema.nullish(),
                querystring: legacyContactQuery,
                response: {
                    200: contactAnswerSchema,
                    ...errorResponses(400, 401, 429, 502),
                },
            },
        },
        async request => {
            const fields = request.body ?? request.query;
            for (const field of ['email', 'subject', 'description'] as const) {
                if (fields[field] === undefined) {
                    throw new AppError(ErrorCode.invalidInput, 'server.validation.required', { field });
                }
            }
            await submitContactRequest(
                {
                    db: database.db,
                    mailer,
                    log: request.log,
                    contactEmail: config.contactEmail,
                    supportPhone: config.supportPhone,
                },
                request.auth!.user,
                { email: fields.email!, subject: fields.subject!, description: fields.description! },
                request.origin
            );
            return {
                code: 200 as const,
                success: true as const,
                message: request.t('server.contact.received'),
            };
        }
    );
};
