import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema, okSchema } from '../../../common/contract/envelope';
import {
    passwordChangeSchema,
    profileChangesSchema,
    profileSavedSchema,
    userInfoAnswerSchema,
    userInfoQuery,
} from '../../../common/contract/profile';
import { USER_PROFILES_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import { screensOf } from '../../http/screens';
import { changePassword, updateProfile, type AccountContext } from './accounts';
import { actorOf, recordAudit } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { findUserById, toUserInfo, type User } from './userRecords';
import type { RouteContext } from '../../shared/routeContext';

/**
 * One's own profile and password. An admin (whoever may open the user profiles screen) may also
 * read and change another user's profile with `userId`; anyone else asking for a foreign profile
 * is refused and the refusal audited. One's own sessions are in ownSessions.ts, the second factor
 * in secondFactor.ts.
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
        const { user, grants } = request.auth!;
        if (!userId || userId === user.id) return user;
        if (!screensOf(config.profile, user.role, grants).includes(USER_PROFILES_PATH)) {
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
                ...ok({
                    user: toUserInfo(result.user),
                    emailPending: result.emailPending,
                    usernameChanged: result.usernameChanged,
                }),
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
};
