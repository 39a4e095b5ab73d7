import { USER_PROFILES_PATH } from '../../../common/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema, okSchema } from '../../../common/contract/envelope';
import { contentRange, DEFAULT_RANGE } from '../../../common/contract/list';
import {
    sessionEndedSchema,
    sessionIdParams,
    sessionListSchema,
    sessionsEndedSchema,
    userIdParams,
    userListQuery,
    userListSchema,
    userRecordSchema,
    userStatusChangeSchema,
} from '../../../common/contract/users';
import { ok } from '../../http/envelope';
import {
    changeUserStatus,
    endSessionById,
    endUserSessions,
    listUserSessions,
    listUsers,
    SESSIONS_LISTED,
    viewUser,
} from './adminUsers';
import { sendPasswordReset } from '../accounts';
import { AppError, ErrorCode } from '../../shared/errors';
import { findUserById } from '../accounts';
import type { RouteContext } from '../../shared/routeContext';

const NOTE_404 = 'An unknown id, or one that is not a UUID, answers 404.';

/** User administration: accounts, their status and their sessions, for admins. */
export const userRoutes: FastifyPluginAsyncZod<RouteContext> = async (
    app,
    { config, database, authPolicy, accountMailer }
) => {
    const { db } = database;
    const policy = authPolicy.session;

    app.get(
        '/api/users',
        {
            config: { access: { screen: USER_PROFILES_PATH, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'List users',
                description:
                    'A react-admin (ra-data-simple-rest) list: a plain JSON array of users, not the envelope, with the header ' +
                    '`Content-Range: users <first>-<last>/<total>` (`users */<total>` for an empty page). ' +
                    'A malformed `sort`, `range` or `filter`, an unknown sort field or filter key answers 400 naming it.',
                querystring: userListQuery,
                response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
            },
        },
        async (request, reply) => {
            const { sort, range = DEFAULT_RANGE, filter = {} } = request.query;
            const { rows, total } = await listUsers(
                db,
                { filter, sort: sort ?? { field: 'username', order: 'ASC' }, range },
                policy
            );
            reply.header('Content-Range', contentRange('users', range.first, rows.length, total));
            return rows;
        }
    );

    app.get(
        '/api/users/:id',
        {
            config: { access: { screen: USER_PROFILES_PATH, action: 'show' } },
            schema: {
                tags: ['administration'],
                summary: "A user's record",
                description: `The plain record (not the envelope). Looking at another user's record is audited (\`user.view\`). ${NOTE_404}`,
                params: userIdParams,
                response: { 200: userRecordSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request => viewUser(db, request.params.id, request.auth!.user, request.origin, policy)
    );

    app.post(
        '/api/users/:id/status',
        {
            config: { access: { screen: USER_PROFILES_PATH, action: 'status' } },
            schema: {
                tags: ['administration'],
                summary: "Change a user's status",
                description:
                    'Allowed: pending → active (activate), pending → disabled, active → locked, active → disabled, ' +
                    'locked → active (unlock), locked → disabled, disabled → active (enable). Anything else answers 409 naming the ' +
                    "current and the wanted status; so does a change of one's own status. Locking or disabling ends every live " +
                    "session of the user at once (reason `revoked`): the user's next request answers 50012, and unlocking later does " +
                    'not bring those sessions back. Audited as `user.status` with `changes.status` and `changes.liveSessions` ' +
                    `(before/after: the number of sessions ended) and the transition's name in \`reason\`. ${NOTE_404}`,
                params: userIdParams,
                body: userStatusChangeSchema,
                response: { 200: okSchema(userRecordSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            ok(
                await changeUserStatus(
                    db,
                    request.params.id,
                    request.body.status,
                    request.auth!.user,
                    request.origin,
                    policy
                )
            )
    );

    app.post(
        '/api/users/:id/password-reset',
        {
            config: { access: { screen: USER_PROFILES_PATH, action: 'passwordReset' } },
            schema: {
                tags: ['administration'],
                summary: 'Send a user a password reset e-mail',
                description: `The same e-mail as "Forgot password?" (link valid 1 h), for an active account; audited. ${NOTE_404}`,
                params: userIdParams,
                response: { 200: okSchema(messageSchema), ...errorResponses(401, 403, 404, 409) },
            },
        },
        async request => {
            const target = await findUserById(db, request.params.id);
            if (!target) throw new AppError(ErrorCode.notFound, 'server.profile.unknownUser');
            await sendPasswordReset(
                {
                    db,
                    mail: accountMailer,
                    profile: config.profile,
                    origin: request.origin,
                    sessionPolicy: policy,
                    throttle: authPolicy.throttle,
                },
                target,
                request.auth!.user
            );
            return ok({ message: request.t('server.reset.sent', { email: target.email }) });
        }
    );

    app.get(
        '/api/users/:id/sessions',
        {
            config: { access: { screen: USER_PROFILES_PATH, action: 'sessions' } },
            schema: {
                tags: ['administration'],
                summary: "A user's sessions",
                description: `Newest first, at most ${SESSIONS_LISTED}. Never the token or its hash. ${NOTE_404}`,
                params: userIdParams,
                response: { 200: okSchema(sessionListSchema), ...errorResponses(401, 403, 404) },
            },
        },
        async request => ok(await listUserSessions(db, request.params.id, policy))
    );

    app.delete(
        '/api/users/:id/sessions',
        {
            config: { access: { screen: USER_PROFILES_PATH, action: 'endSessions' } },
            schema: {
                tags: ['administration'],
                summary: "End all of a user's sessions",
                description:
                    'Ends every live session of the user (reason `revoked`); `data.ended` says how many. The account itself stays ' +
                    'as it is: the user may sign in again. Allowed on your own account, but then your own session ends too and your ' +
                    `next request answers 50012. Audited as \`user.sessionsEnded\`. ${NOTE_404}`,
                params: userIdParams,
                response: {
                    200: okSchema(sessionsEndedSchema),
                    ...errorResponses(401, 403, 404),
                },
            },
        },
        async request => ok(await endUserSessions(db, request.params.id, request.auth!.user, request.origin, policy))
    );

    app.delete(
        '/api/sessions/:id',
        {
            config: { access: { screen: USER_PROFILES_PATH, action: 'endSessions' } },
            schema: {
                tags: ['administration'],
                summary: 'End one session',
                description:
                    "Ends the session if it is live (reason `revoked`): its token's next request answers 50012. " +
                    '`data.ended` is false when it had already ended (signed out, revoked or timed out). ' +
                    'Audited as `session.ended`, with the session id as target and `user:<user id>` in `reason`. ' +
                    'An unknown id, or one that is not a UUID, answers 404.',
                params: sessionIdParams,
                response: {
                    200: okSchema(sessionEndedSchema),
                    ...errorResponses(401, 403, 404),
                },
            },
        },
        async request => ok(await endSessionById(db, request.params.id, request.auth!.user, request.origin, policy))
    );
};
