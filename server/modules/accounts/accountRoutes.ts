import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
    accountKeyBody,
    accountKeyQuery,
    accountTypesSchema,
    activatedSchema,
    emailBody,
    emailChangedSchema,
    emailChangeQuery,
    emailQuery,
    passwordResetBody,
    passwordResetFields,
    registeredSchema,
    registrationSchema,
    type PasswordReset,
} from '../../../common/contract/account';
import { errorResponses, messageSchema, okSchema } from '../../../common/contract/envelope';
import { ok } from '../../http/envelope';
import { inFixedTime, unfinishedWork } from '../../http/fixedTime';
import { failureForLog } from '../../http/logging';
import {
    activate,
    confirmEmailChange,
    register,
    registrableRoles,
    requestPasswordReset,
    resendActivation,
    resetPassword,
    type AccountContext,
} from './accounts';
import type { RouteContext } from '../../shared/routeContext';

/**
 * Getting into an account: registration, activation, password reset
 * and e-mail confirmation. All public, with request budgets per address; the answers about an
 * address (reset, activation e-mail) never tell whether an account uses it.
 */
/**
 * How long an answer about an address (reset, new activation e-mail) takes, known or not: longer
 * than the work for a known one (a key and an e-mail) takes on a busy server.
 */
const ADDRESS_ANSWER_MS = 400;

/** A failure behind an answer about an address is logged, never shown (it would tell the address is known). */
const mailFailure = (request: FastifyRequest) => (error: unknown) =>
    request.log.error({ failure: failureForLog(error) }, 'account e-mail could not be sent');

export const userAccountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
    app.addHook('onClose', unfinishedWork);
    const accounts = (origin: AccountContext['origin']): AccountContext => ({
        db: context.database.db,
        mail: context.accountMailer,
        profile: context.config.profile,
        origin,
        sessionPolicy: context.authPolicy.session,
        throttle: context.authPolicy.throttle,
    });

    app.post(
        '/api/user/register',
        {
            config: { access: 'public', budget: { max: 10, windowMinutes: 60 } },
            schema: {
                tags: ['account'],
                summary: 'Create an account',
                description:
                    'The account starts pending; an activation e-mail (link valid 24 h) is sent in the chosen language. ' +
                    'Taken usernames, e-mail addresses and individual NPIs answer 409; weak passwords 400 with the reason.',
                body: registrationSchema,
                response: {
                    200: okSchema(registeredSchema),
                    ...errorResponses(400, 404, 409, 429),
                },
            },
        },
        async request => {
            const user = await register(accounts(request.origin), request.body);
            return {
                ...ok({ username: user.username, email: user.email, status: 'pending' as const }),
                message: request.t('server.register.created'),
            };
        }
    );

    const activation = {
        config: { access: 'public' as const, budget: { max: 30, windowMinutes: 10 } },
        tags: ['account'],
        summary: 'Activate an account',
        description:
            'The key from the activation e-mail: `?key=` (the link) or a JSON body. Unknown (404), used (409) and expired (400) keys each answer their own message.',
        response: { 200: okSchema(activatedSchema), ...errorResponses(400, 404, 409, 429) },
    };
    const activateWith = async (request: FastifyRequest, given: string) => {
        const { username } = await activate(accounts(request.origin), given);
        return ok({ username, message: request.t('server.activate.done') });
    };
    app.get(
        '/api/user/activate',
        { config: activation.config, schema: { ...activation, querystring: accountKeyQuery } },
        async request => activateWith(request, request.query.key)
    );
    app.post(
        '/api/user/activate',
        { config: activation.config, schema: { ...activation, body: accountKeyBody } },
        async request => activateWith(request, request.body.key)
    );

    app.post(
        '/api/user/activation-email',
        {
            config: { access: 'public', budget: { max: 5, windowMinutes: 60 } },
            schema: {
                tags: ['account'],
                summary: 'Send a new activation e-mail',
                description:
                    'For a pending account using this address. The answer is the same whether or not one does.',
                body: emailBody,
                response: { 200: okSchema(messageSchema), ...errorResponses(400, 429) },
            },
        },
        async request => {
            await inFixedTime(
                ADDRESS_ANSWER_MS,
                () => resendActivation(accounts(request.origin), request.body.email),
                mailFailure(request)
            );
            return ok({ message: request.t('server.activate.resent') });
        }
    );

    const resetEmail = {
        config: { access: 'public' as const, budget: { max: 5, windowMinutes: 15 } },
        tags: ['account'],
        summary: 'Send a password reset e-mail',
        description:
            '`?email=` (the legacy form) or a JSON body. The link is valid 1 h. The answer is the same whether or not an account uses the address; at most 3 e-mails per address an hour.',
        response: { 200: okSchema(messageSchema), ...errorResponses(400, 429) },
    };
    const sendResetEmail = async (request: FastifyRequest, address: string) => {
        await context.budgets.take(request, `reset|${address.toLowerCase()}`, { max: 3, windowMinutes: 60 }, true);
        await inFixedTime(
            ADDRESS_ANSWER_MS,
            () => requestPasswordReset(accounts(request.origin), address),
            mailFailure(request)
        );
        return ok({ message: request.t('server.reset.requested') });
    };
    app.get(
        '/api/user/repasswordemail',
        { config: resetEmail.config, schema: { ...resetEmail, querystring: emailQuery } },
        async request => sendResetEmail(request, request.query.email)
    );
    app.post(
        '/api/user/repasswordemail',
        { config: resetEmail.config, schema: { ...resetEmail, body: emailBody } },
        async request => sendResetEmail(request, request.body.email)
    );

    const reset = {
        config: { access: 'public' as const, budget: { max: 20, windowMinutes: 15 } },
        tags: ['account'],
        summary: 'Set a new password with a reset key',
        description:
            'A JSON body `{ key, password }`, or the same as query parameters (the legacy form). The key is single-use; every session of the account ends.',
        response: { 200: okSchema(messageSchema), ...errorResponses(400, 404, 409, 429) },
    };
    const resetWith = async (request: FastifyRequest, fields: PasswordReset) => {
        await resetPassword(accounts(request.origin), fields.key, fields.password);
        return ok({ message: request.t('server.reset.done') });
    };
    app.get(
        '/api/user/repassword',
        { config: reset.config, schema: { ...reset, querystring: passwordResetFields } },
        async request => resetWith(request, request.query)
    );
    app.post(
        '/api/user/repassword',
        {
            config: reset.config,
            schema: {
                ...reset,
                body: passwordResetBody,
            },
        },
        async request => resetWith(request, request.body)
    );

    app.get(
        '/api/user/emailChange',
        {
            config: { access: 'public', budget: { max: 30, windowMinutes: 10 } },
            schema: {
                tags: ['account'],
                summary: 'Confirm a new e-mail address',
                description: 'The key and user id from the confirmation link sent to the new address.',
                querystring: emailChangeQuery,
                response: { 200: okSchema(emailChangedSchema), ...errorResponses(400, 404, 409, 429) },
            },
        },
        async request => {
            const { email: confirmed } = await confirmEmailChange(
                accounts(request.origin),
                request.query.key,
                request.query.id
            );
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
                response: { 200: okSchema(accountTypesSchema) },
            },
        },
        async request =>
            ok(registrableRoles(context.config.profile).map(id => ({ id, label: request.t(`roles.${id}`) })))
    );
};
