import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../i18n/types';
import { EMAIL_PATTERN } from '../../common/validation/email';
import { errorResponses, ok, okSchema } from '../http/envelope';
import { catalogMessage } from '../http/validation';
import {
    activate,
    confirmEmailChange,
    register,
    registrableRoles,
    requestPasswordReset,
    resendActivation,
    resetPassword,
    type AccountContext,
} from '../services/accounts';
import { describeEntry, findNpi } from '../services/npiRegistry';
import type { RouteContext } from './context';

const email = () =>
    z.string().trim().max(254).regex(EMAIL_PATTERN, { error: catalogMessage('server.contact.emailInvalid') });
const key = () => z.string().min(10).max(200).describe('The key from the e-mail link');
const password = () => z.string().min(1).max(1024).describe('Checked against the password rules (at least 15 characters)');
const answer = () => okSchema(z.object({ message: z.string() }));

const npiEntrySchema = z
    .object({
        npi: z.string(),
        entityType: z.enum(['individual', 'organization']),
        name: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        credential: z.string(),
        organizationName: z.string(),
        taxonomy: z.object({ code: z.string(), description: z.string().nullable() }).nullable(),
        address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), postalCode: z.string() }),
        phone: z.string(),
    })
    .meta({ id: 'NpiEntry' });

const registrationSchema = z
    .object({
        accountType: z.string().describe("One of the profile's roles but admin"),
        providerId: z.string().trim().optional().describe('NPI; required for providers, whose names then come from the registry'),
        firstName: z.string().trim().min(1).max(100),
        lastName: z.string().trim().min(1).max(100),
        email: email(),
        username: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,49}$/, { error: catalogMessage('server.register.usernameFormat') }),
        orgName: z.string().trim().max(200).default('').describe('Practice, plan or company name'),
        planName: z.string().trim().max(200).optional().describe('Health plan name, for health-plan accounts'),
        password: password(),
        language: z.enum(LOCALES).default('en').describe('Language of the e-mails'),
    })
    .strict()
    .meta({
        id: 'Registration',
        examples: [
            {
                accountType: 'provider',
                providerId: '1735468484',
                firstName: 'Chidi',
                lastName: 'Okafor',
                email: 'chidi.okafor@memorial-cardiology.example',
                username: 'cokafor',
                orgName: 'Memorial Cardiology Associates',
                password: 'seven tidal lanterns hum',
                language: 'en',
            },
        ],
    });

/**
 * Getting into an account (issue 4): NPI lookup and registration, activation, password reset
 * and e-mail confirmation. All public, with request budgets per address; the answers about an
 * address (reset, activation e-mail) never tell whether an account uses it.
 */
export const userAccountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
    const accounts = (origin: AccountContext['origin']): AccountContext => ({
        db: context.database.db,
        mail: context.accountMailer,
        profile: context.config.profile,
        origin,
        sessionPolicy: context.authPolicy.session,
    });

    app.get(
        '/api/user/npiFind',
        {
            config: { access: 'public', rateLimit: { max: 60, windowMinutes: 1 } },
            schema: {
                tags: ['account'],
                summary: 'Look up an NPI in the registry',
                description: 'Checks the format and the check digit, then the NPI registry. Answers name, credential, primary taxonomy and practice address.',
                querystring: z.object({ providerId: z.string().trim().max(20) }),
                response: { 200: okSchema(npiEntrySchema), ...errorResponses(400, 404, 429) },
            },
        },
        async request => ok(describeEntry(await findNpi(context.database.db, request.query.providerId)))
    );

    app.post(
        '/api/user/register',
        {
            config: { access: 'public', rateLimit: { max: 10, windowMinutes: 60 } },
            schema: {
                tags: ['account'],
                summary: 'Create an account',
                description:
                    'The account starts pending; an activation e-mail (link valid 24 h) is sent in the chosen language. ' +
                    'Taken usernames, e-mail addresses and individual NPIs answer 409; weak passwords 400 with the reason.',
                body: registrationSchema,
                response: {
                    200: okSchema(z.object({ username: z.string(), email: z.string(), status: z.literal('pending') })),
                    ...errorResponses(400, 404, 409, 429),
                },
            },
        },
        async request => {
            const user = await register(accounts(request.origin), request.body);
            return { ...ok({ username: user.username, email: user.email, status: 'pending' as const }), message: request.t('server.register.created') };
        }
    );

    const activation = {
        config: { access: 'public' as const, rateLimit: { max: 30, windowMinutes: 10 } },
        tags: ['account'],
        summary: 'Activate an account',
        description:
            'The key from the activation e-mail: `?key=` (the link) or a JSON body. Unknown (404), used (409) and expired (400) keys each answer their own message.',
        response: { 200: okSchema(z.object({ username: z.string(), message: z.string() })), ...errorResponses(400, 404, 409, 429) },
    };
    const activateWith = async (request: FastifyRequest, given: string) => {
        const { username } = await activate(accounts(request.origin), given);
        return ok({ username, message: request.t('server.activate.done') });
    };
    app.get(
        '/api/user/activate',
        { config: activation.config, schema: { ...activation, querystring: z.object({ key: key() }) } },
        async request => activateWith(request, request.query.key)
    );
    app.post(
        '/api/user/activate',
        { config: activation.config, schema: { ...activation, body: z.object({ key: key() }).strict() } },
        async request => activateWith(request, request.body.key)
    );

    app.post(
        '/api/user/activation-email',
        {
            config: { access: 'public', rateLimit: { max: 5, windowMinutes: 60 } },
            schema: {
                tags: ['account'],
                summary: 'Send a new activation e-mail',
                description: 'For a pending account using this address. The answer is the same whether or not one does.',
                body: z.object({ email: email() }).strict(),
                response: { 200: answer(), ...errorResponses(400, 429) },
            },
        },
        async request => {
            await resendActivation(accounts(request.origin), request.body.email);
            return ok({ message: request.t('server.activate.resent') });
        }
    );

    const resetEmail = {
        config: { access: 'public' as const, rateLimit: { max: 5, windowMinutes: 15 } },
        tags: ['account'],
        summary: 'Send a password reset e-mail',
        description:
            '`?email=` (the specification) or a JSON body. The link is valid 1 h. The answer is the same whether or not an account uses the address; at most 3 e-mails per address an hour.',
        response: { 200: answer(), ...errorResponses(400, 429) },
    };
    const sendResetEmail = async (request: FastifyRequest, address: string) => {
        context.limiter.take(`reset|${address.toLowerCase()}`, { max: 3, windowMinutes: 60 });
        await requestPasswordReset(accounts(request.origin), address);
        return ok({ message: request.t('server.reset.requested') });
    };
    app.get(
        '/api/user/repasswordemail',
        { config: resetEmail.config, schema: { ...resetEmail, querystring: z.object({ email: email() }) } },
        async request => sendResetEmail(request, request.query.email)
    );
    app.post(
        '/api/user/repasswordemail',
        { config: resetEmail.config, schema: { ...resetEmail, body: z.object({ email: email() }).strict() } },
        async request => sendResetEmail(request, request.body.email)
    );

    const reset = {
        config: { access: 'public' as const, rateLimit: { max: 20, windowMinutes: 15 } },
        tags: ['account'],
        summary: 'Set a new password with a reset key',
        description:
            'A JSON body `{ key, password }`, or the same as query parameters (the specification). The key is single-use; every session of the account ends.',
        response: { 200: answer(), ...errorResponses(400, 404, 409, 429) },
    };
    const resetFields = z.object({ key: key(), password: password() });
    const resetWith = async (request: FastifyRequest, fields: z.infer<typeof resetFields>) => {
        await resetPassword(accounts(request.origin), fields.key, fields.password);
        return ok({ message: request.t('server.reset.done') });
    };
    app.get(
        '/api/user/repassword',
        { config: reset.config, schema: { ...reset, querystring: resetFields } },
        async request => resetWith(request, request.query)
    );
    app.post(
        '/api/user/repassword',
        {
            config: reset.config,
            schema: {
                ...reset,
                body: resetFields
                    .strict()
                    .meta({ id: 'PasswordReset', examples: [{ key: 'Qm9vay1zaGVsZi1wYXJ0eS1maXJl', password: 'seven tidal lanterns hum' }] }),
            },
        },
        async request => resetWith(request, request.body)
    );

    app.get(
        '/api/user/emailChange',
        {
            config: { access: 'public', rateLimit: { max: 30, windowMinutes: 10 } },
            schema: {
                tags: ['account'],
                summary: 'Confirm a new e-mail address',
                description: 'The key and user id from the confirmation link sent to the new address.',
                querystring: z.object({ key: key(), id: z.uuid() }),
                response: { 200: okSchema(z.object({ email: z.string(), message: z.string() })), ...errorResponses(400, 404, 409, 429) },
            },
        },
        async request => {
            const { email: confirmed } = await confirmEmailChange(accounts(request.origin), request.query.key, request.query.id);
            return ok({ email: confirmed, message: request.t('server.emailChange.done', { email: confirmed }) });
        }
    );

    app.get(
        '/api/user/accountTypes',
        {
            config: { access: 'public' },
            schema: {
                tags: ['account'],
                summary: 'The account types one may register as',
                response: { 200: okSchema(z.array(z.object({ id: z.string(), label: z.string() }))) },
            },
        },
        async request =>
            ok(registrableRoles(context.config.profile).map(id => ({ id, label: request.t(`roles.${id}`) })))
    );
};
