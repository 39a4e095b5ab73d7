import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema, okSchema } from '../../../common/contract/envelope';
import {
    authenticatorCodeSchema,
    passwordConfirmationSchema,
    secondFactorEnabledSchema,
    secondFactorSetupSchema,
    secondFactorStatusSchema,
} from '../../../common/contract/profile';
import { ok } from '../../http/envelope';
import { confirmEnrolment, disableSecondFactor, startEnrolment } from './secondFactor';
import type { RouteContext } from '../../shared/routeContext';

/**
 * One's own second factor: its status, setting up an authenticator app and confirming it with a
 * code, and removing it (refused for the roles that require one). Setting up is open before the
 * second factor exists, so a user whose role requires one can get it.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
    const { db } = context.database;
    const { config } = context;

    app.get(
        '/api/user/totp',
        {
            config: { access: 'session', beforeSecondFactor: true },
            schema: {
                tags: ['second factor'],
                summary: 'Second factor status',
                response: {
                    200: okSchema(secondFactorStatusSchema),
                    ...errorResponses(401),
                },
            },
        },
        async request => {
            const { user } = request.auth!;
            return ok({ enabled: Boolean(user.totpEnabledAt), required: config.totpRequiredRoles.includes(user.role) });
        }
    );

    app.post(
        '/api/user/totp/setup',
        {
            config: { access: 'session', beforeSecondFactor: true },
            schema: {
                tags: ['second factor'],
                summary: 'Start setting up an authenticator',
                description:
                    'A new secret, its otpauth:// URL and a QR code (SVG) to scan. It counts only once a code is confirmed.',
                response: {
                    200: okSchema(secondFactorSetupSchema),
                    ...errorResponses(401, 409),
                },
            },
        },
        async request =>
            ok(
                await startEnrolment(
                    db,
                    context.secretBox,
                    request.auth!.user,
                    request.t(`app.title.${config.profile}`)
                )
            )
    );

    app.post(
        '/api/user/totp/enable',
        {
            config: { access: 'session', beforeSecondFactor: true },
            schema: {
                tags: ['second factor'],
                summary: 'Confirm the authenticator with a code',
                description:
                    'Answers ten single-use recovery codes, shown only now. From then on, sign-in asks for a code.',
                body: authenticatorCodeSchema,
                response: {
                    200: okSchema(secondFactorEnabledSchema),
                    ...errorResponses(400, 401, 409),
                },
            },
        },
        async request => {
            const recoveryCodes = await confirmEnrolment(
                db,
                context.secretBox,
                request.auth!.user,
                request.body.code,
                request.origin
            );
            return ok({ recoveryCodes, message: request.t('server.totp.enabled') });
        }
    );

    app.post(
        '/api/user/totp/disable',
        {
            config: { access: 'session' },
            schema: {
                tags: ['second factor'],
                summary: 'Remove the second factor',
                description: 'Asks for the password. Not allowed for roles that require a second factor.',
                body: passwordConfirmationSchema,
                response: { 200: okSchema(messageSchema), ...errorResponses(400, 401, 403) },
            },
        },
        async request => {
            await disableSecondFactor(
                db,
                request.auth!.user,
                request.body.password,
                { requiredRoles: config.totpRequiredRoles, throttle: context.authPolicy.throttle },
                request.origin
            );
            return ok({ message: request.t('server.totp.disabled') });
        }
    );
};
