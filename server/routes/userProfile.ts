import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema, okSchema } from '../../common/contract/envelope';
import {
    authenticatorCodeSchema,
    ownSessionListSchema,
    passwordChangeSchema,
    passwordConfirmationSchema,
    profileChangesSchema,
    profileSavedSchema,
    secondFactorEnabledSchema,
    secondFactorSetupSchema,
    secondFactorStatusSchema,
    userInfoAnswerSchema,
    userInfoQuery,
} from '../../common/contract/profile';
import { sessionEndedSchema, sessionIdParams, sessionsEndedSchema } from '../../common/contract/users';
import { ok } from '../http/envelope';
import { screensOf } from '../services/access';
import { changePassword, updateProfile, type AccountContext } from '../services/accounts';
import { endSessionById, listUserSessions } from '../services/adminUsers';
import { actorOf, recordAudit } from '../services/audit';
import { AppError, ErrorCode } from '../services/errors';
import { confirmEnrolment, disableSecondFactor, startEnrolment } from '../services/secondFactor';
import { endLiveSessions } from '../services/sessions';
import { findUserById, toUserInfo, type User } from '../services/users';
import type { RouteContext } from './context';

/** The screen whose access lets one open other users' profiles (admins only: it is locked). */
const USER_PROFILES_SCREEN = '/audits';

/**
 * One's own account (issue 4): the profile (admins may open anyone's with `userId`), password,
 * sessions and second factor. All need a session; the ownership rule is checked here.
 */
export const userProfileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
    const { db } = context.database;
    const { config } = context;
    const accounts = (request: FastifyRequest): AccountContext => ({
        db,
        mail: context.accountMailer,
        profile: config.profile,
        origin: request.origin,
        sessionPolicy: context.authPolicy.session,
        throttle: context.authPolicy.throttle,
    });

    /** The caller, or the user named by `userId` when the caller may open other profiles. */
    const profileOf = async (request: FastifyRequest, userId: string | undefined): Promise<User> => {
        const { user } = request.auth!;
        if (!userId || userId === user.id) return user;
        if (!(await screensOf(db, config.profile, [user.role])).includes(USER_PROFILES_SCREEN)) {
            await recordAudit(db, request.origin, {
                action: 'access.denied',
                outcome: 'failure',
                actor: actorOf(user),
                targetType: 'user',
                targetId: userId,
            });
            throw new AppError(ErrorCode.forbidden, 'server.profile.foreign');
        }
        const target = await findUserById(db, userId);
        if (!target) throw new AppError(ErrorCode.notFound, 'server.profile.unknownUser');
        return target;
    };

    app.get(
        '/api/user/getUserInfo',
        {
            config: { access: 'session', beforeSecondFactor: true },
            schema: {
                tags: ['profile'],
                summary: 'A user profile',
                description:
                    "One's own profile, or (for admins) another user's with `?userId=`, which is audited. Others asking for a foreign profile get 403.",
                querystring: userInfoQuery,
                response: {
                    200: userInfoAnswerSchema,
                    ...errorResponses(400, 401, 403, 404),
                },
            },
        },
        async request => {
            const target = await profileOf(request, request.query.userId);
            if (target.id !== request.auth!.user.id) {
                await recordAudit(db, request.origin, {
                    action: 'user.view',
                    outcome: 'success',
                    actor: actorOf(request.auth!.user),
                    targetType: 'user',
                    targetId: target.id,
                });
            }
            return { code: 200 as const, success: true as const, message: 'success', result: toUserInfo(target) };
        }
    );

    app.post(
        '/api/user/setUserInfo',
        {
            config: { access: 'session' },
            schema: {
                tags: ['profile'],
                summary: 'Change a user profile',
                description:
                    'Only the fields sent change. A new e-mail address applies once confirmed from it (the old one gets a notice); ' +
                    'a new username ends the sessions of that user, who signs in again with it. Changes are audited with before and after.',
                body: profileChangesSchema,
                response: {
                    200: okSchema(profileSavedSchema),
                    ...errorResponses(400, 401, 403, 404, 409),
                },
            },
        },
        async request => {
            const { userId, ...changes } = request.body;
            const target = await profileOf(request, userId);
            const result = await updateProfile(accounts(request), request.auth!.user, target, changes);
            return {
                ...ok({ user: toUserInfo(result.user), emailPending: result.emailPending, usernameChanged: result.usernameChanged }),
                message: result.emailPending
                    ? request.t('server.profile.emailPending', { email: result.emailPending })
                    : request.t('server.profile.saved'),
            };
        }
    );

    app.post(
        '/api/user/password',
        {
            config: { access: 'session' },
            schema: {
                tags: ['profile'],
                summary: 'Change one’s password',
                description: 'Asks for the current password. The other sessions end; a notice is e-mailed.',
                body: passwordChangeSchema,
                response: { 200: okSchema(messageSchema), ...errorResponses(400, 401) },
            },
        },
        async request => {
            const { user, session } = request.auth!;
            await changePassword(accounts(request), user, session.id, request.body);
            return ok({ message: request.t('server.profile.passwordChanged') });
        }
    );

    app.get(
        '/api/user/sessions',
        {
            config: { access: 'session' },
            schema: {
                tags: ['profile'],
                summary: 'One’s own sessions',
                response: { 200: okSchema(ownSessionListSchema), ...errorResponses(401) },
            },
        },
        async request => {
            const { user, session } = request.auth!;
            const list = await listUserSessions(db, user.id, context.authPolicy.session);
            return ok(list.map(entry => ({ ...entry, current: entry.id === session.id })));
        }
    );

    app.delete(
        '/api/user/sessions/:id',
        {
            config: { access: 'session' },
            schema: {
                tags: ['profile'],
                summary: 'End one of one’s own sessions',
                params: sessionIdParams,
                response: { 200: okSchema(sessionEndedSchema), ...errorResponses(400, 401, 404) },
            },
        },
        async request => {
            const { user } = request.auth!;
            const mine = await listUserSessions(db, user.id, context.authPolicy.session);
            if (!mine.some(entry => entry.id === request.params.id)) {
                throw new AppError(ErrorCode.notFound, 'server.profile.sessionUnknown');
            }
            return ok(await endSessionById(db, request.params.id, user, request.origin, context.authPolicy.session));
        }
    );

    app.delete(
        '/api/user/sessions',
        {
            config: { access: 'session' },
            schema: {
                tags: ['profile'],
                summary: 'End all one’s other sessions',
                description: 'Every live session of the caller but the current one ends.',
                response: { 200: okSchema(sessionsEndedSchema), ...errorResponses(401) },
            },
        },
        async request => {
            const { user, session } = request.auth!;
            const ended = await endLiveSessions(db, user.id, context.authPolicy.session, new Date(), session.id);
            await recordAudit(db, request.origin, {
                action: 'user.sessionsEnded',
                outcome: 'success',
                actor: actorOf(user),
                targetType: 'user',
                targetId: user.id,
                reason: 'others',
                changes: { liveSessions: { before: ended + 1, after: 1 } },
            });
            return ok({ ended });
        }
    );

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
                description: 'A new secret, its otpauth:// URL and a QR code (SVG) to scan. It counts only once a code is confirmed.',
                response: {
                    200: okSchema(secondFactorSetupSchema),
                    ...errorResponses(401, 409),
                },
            },
        },
        async request =>
            ok(await startEnrolment(db, context.secretBox, request.auth!.user, request.t(`app.title.${config.profile}`)))
    );

    app.post(
        '/api/user/totp/enable',
        {
            config: { access: 'session', beforeSecondFactor: true },
            schema: {
                tags: ['second factor'],
                summary: 'Confirm the authenticator with a code',
                description: 'Answers ten single-use recovery codes, shown only now. From then on, sign-in asks for a code.',
                body: authenticatorCodeSchema,
                response: {
                    200: okSchema(secondFactorEnabledSchema),
                    ...errorResponses(400, 401, 409),
                },
            },
        },
        async request => {
            const recoveryCodes = await confirmEnrolment(db, context.secretBox, request.auth!.user, request.body.code, request.origin);
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
