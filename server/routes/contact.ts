import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/envelope';
import { catalogMessage } from '../http/validation';
import { EMAIL_PATTERN } from '../../common/validation/email';
import { CONTACT_LIMITS, submitContactRequest } from '../services/contact';
import { AppError, ErrorCode } from '../services/errors';
import type { RouteContext } from './context';

const email = () =>
    z
        .string()
        .trim()
        .min(1)
        .max(CONTACT_LIMITS.email)
        .regex(EMAIL_PATTERN, { error: catalogMessage('server.contact.emailInvalid') })
        .describe(
            'Address to answer at (Reply-To of the e-mail to support). Letters, digits, `_` and `-`; single dots ' +
                'between runs in the local part; at least one dot in the domain; at most 254 characters.'
        );
const subject = () =>
    z
        .string()
        .trim()
        .min(1)
        .max(CONTACT_LIMITS.subject)
        .describe('1 to 200 characters once surrounding spaces are removed');
const description = () =>
    z
        .string()
        .trim()
        .min(1)
        .max(CONTACT_LIMITS.description)
        .describe('1 to 5000 characters once surrounding spaces are removed');

const contactRequestSchema = z
    .object({ email: email(), subject: subject(), description: description() })
    .strict()
    .meta({
        id: 'ContactRequest',
        examples: [
            {
                email: 'priya.raman@lakeshore-fm.example',
                subject: 'Cannot find a claim from last week',
                description: 'Claim 2026-0412 for patient J. D. does not show in the claim query. Could you check it?',
            },
        ],
    });

/** The specification's form: the same fields as query parameters. */
const legacyContactQuery = z.object({
    email: email().optional(),
    subject: subject().optional(),
    description: description().optional(),
});

const contactAnswerSchema = z
    .object({
        code: z.literal(200),
        success: z.literal(true),
        message: z.string().describe("Confirmation to show the user, in the caller's language"),
    })
    .meta({
        id: 'ContactAnswer',
        examples: [
            {
                code: 200,
                success: true,
                message: 'Your request is received. We will get back to you as soon as we can.',
            },
        ],
    });

/** The Contact Us dialog (spec §2, §7): a request to the support team, by e-mail. */
export const contactRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database, mailer }) => {
    app.post(
        '/api/user/contactus',
        {
            config: { access: 'session' },
            schema: {
                tags: ['contact'],
                summary: 'Send a request to the support team',
                description:
                    'Fields as a JSON body, or (the specification\'s form) as query parameters `email`, `subject` and `description`; ' +
                    'a body, when sent, wins. The request is stored, then e-mailed to the portal\'s contact address with Reply-To `email` ' +
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
