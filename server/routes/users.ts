import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okSchema } from '../http/envelope';
import {
    contentRange,
    DEFAULT_RANGE,
    filterParam,
    oneOf,
    oneOrMany,
    rangeParam,
    sortParam,
    timeBound,
} from '../http/listQuery';
import { USER_STATUSES } from '../db/schema';
import {
    changeUserStatus,
    endSessionById,
    endUserSessions,
    listUserSessions,
    listUsers,
    SESSIONS_LISTED,
    USER_SORT_FIELDS,
    viewUser,
} from '../services/adminUsers';
import { sendPasswordReset } from '../services/accounts';
import { AppError, ErrorCode } from '../services/errors';
import { findUserById } from '../services/users';
import type { RouteContext } from './context';

/** The user-profiles screen of the route table: its access covers every route here. */
const USERS_SCREEN = '/audits';

const userRecordSchema = z
    .object({
        id: z.uuid(),
        username: z.string(),
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        role: z.string().describe('Role code, e.g. provider'),
        orgType: z.string().describe('Organisation type code, e.g. provider_practice'),
        orgName: z.string().describe('Practice, plan or company name'),
        providerId: z.string().nullable().describe('NPI, for providers'),
        planName: z.string().nullable().describe('Health plan name, for health-plan users'),
        status: z.enum(USER_STATUSES),
        language: z.string(),
        createdAt: z.string().describe('ISO 8601, UTC'),
        updatedAt: z.string().describe('ISO 8601, UTC'),
        lastLoginAt: z.string().nullable().describe('ISO 8601, UTC; null = never signed in'),
        liveSessions: z.number().int().describe('Sessions whose token still lets the user in'),
    })
    .meta({
        id: 'UserRecord',
        examples: [
            {
                id: '0b7c6d4e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
                username: 'provider',
                email: 'priya.raman@lakeshorefamilymed.example',
                firstName: 'Priya',
                lastName: 'Raman',
                role: 'provider',
                orgType: 'provider_practice',
                orgName: 'Lakeshore Family Medicine',
                providerId: '1740283969',
                planName: null,
                status: 'active',
                language: 'en',
                createdAt: '2026-05-01T09:00:00.000Z',
                updatedAt: '2026-05-01T09:00:00.000Z',
                lastLoginAt: '2026-05-02T08:15:00.000Z',
                liveSessions: 1,
            },
        ],
    });

const sessionRecordSchema = z
    .object({
        id: z.uuid(),
        createdAt: z.string(),
        lastSeenAt: z.string().describe('Last request, to within a minute'),
        expiresAt: z.string().describe('End of the absolute lifetime'),
        endedAt: z.string().nullable(),
        endReason: z.enum(['logout', 'expired', 'idle', 'revoked']).nullable(),
        ip: z.string(),
        userAgent: z.string(),
        live: z.boolean().describe('Not ended, and neither idle nor past its absolute lifetime'),
    })
    .meta({ id: 'SessionRecord' });

const idParams = z.object({ id: z.uuid().describe('The user id') });

const statusChangeSchema = z
    .object({
        status: oneOf(['active', 'locked', 'disabled']).describe('The status wanted'),
    })
    .strict()
    .meta({ id: 'UserStatusChange', examples: [{ status: 'locked' }] });

const listQuery = z.object({
    sort: sortParam(USER_SORT_FIELDS, { field: 'username', order: 'ASC' }),
    range: rangeParam(),
    filter: filterParam(
        {
            q: z.string().max(200).optional(),
            id: oneOrMany(z.uuid()).optional(),
            role: oneOrMany(z.string().max(100)).optional(),
            orgType: oneOrMany(z.string().max(100)).optional(),
            status: oneOrMany(oneOf(USER_STATUSES)).optional(),
            lastLoginAfter: timeBound('start').optional(),
            lastLoginBefore: timeBound('end').optional(),
        },
        { q: 'raman', status: ['active', 'locked'] },
        '`q`: part of the username, e-mail, first or last name, full name, organisation name or provider id, any case. ' +
            '`id`: one id or a list (what react-admin asks for the users named in other lists; not audited as a view). ' +
            '`role`, `orgType`, `status`: a value or a list of values (an empty list does not restrict). ' +
            '`lastLoginAfter`, `lastLoginBefore`: ISO 8601 date (the whole UTC day counts) or date and time (included; no zone = UTC); ' +
            'users who never signed in are left out by either.'
    ),
});

const NOTE_404 = 'An unknown id, or one that is not a UUID, answers 404.';

/** User administration (issue 5): accounts, their status and their sessions, for admins. */
export const userRoutes: FastifyPluginAsyncZod<RouteContext> = async (
    app,
    { config, database, authPolicy, accountMailer }
) => {
    const { db } = database;
    const policy = authPolicy.session;

    app.get(
        '/api/users',
        {
            config: { access: { screen: USERS_SCREEN, action: 'list' } },
            schema: {
                tags: ['administration'],
                summary: 'List users',
                description:
                    'A react-admin (ra-data-simple-rest) list: a plain JSON array of users, not the envelope, with the header ' +
                    '`Content-Range: users <first>-<last>/<total>` (`users */<total>` for an empty page). ' +
                    'A malformed `sort`, `range` or `filter`, an unknown sort field or filter key answers 400 naming it.',
                querystring: listQuery,
                response: { 200: z.array(userRecordSchema), ...errorResponses(400, 401, 403) },
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
            config: { access: { screen: USERS_SCREEN, action: 'show' } },
            schema: {
                tags: ['administration'],
                summary: "A user's record",
                description: `The plain record (not the envelope). Looking at another user's record is audited (\`user.view\`). ${NOTE_404}`,
                params: idParams,
                response: { 200: userRecordSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request => viewUser(db, request.params.id, request.auth!.user, request.origin, policy)
    );

    app.post(
        '/api/users/:id/status',
        {
            config: { access: { screen: USERS_SCREEN, action: 'status' } },
            schema: {
                tags: ['administration'],
                summary: "Change a user's status",
                description:
                    'Allowed: pending → active (activate), pending → disabled, active → locked, active → disabled, ' +
                    'locked → active (unlock), locked → disabled, disabled → active (enable). Anything else answers 409 naming the ' +
                    'current and the wanted status; so does a change of one\'s own status. Locking or disabling ends every live ' +
                    "session of the user at once (reason `revoked`): the user's next request answers 50012, and unlocking later does " +
                    'not bring those sessions back. Audited as `user.status` with `changes.status` and `changes.liveSessions` ' +
                    `(before/after: the number of sessions ended) and the transition's name in \`reason\`. ${NOTE_404}`,
                params: idParams,
                body: statusChangeSchema,
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
            config: { access: { screen: USERS_SCREEN, action: 'passwordReset' } },
            schema: {
                tags: ['administration'],
                summary: 'Send a user a password reset e-mail',
                description: `The same e-mail as "Forgot password?" (link valid 1 h), for an active account; audited. ${NOTE_404}`,
                params: idParams,
                response: { 200: okSchema(z.object({ message: z.string() })), ...errorResponses(401, 403, 404, 409) },
            },
        },
        async request => {
            const target = await findUserById(db, request.params.id);
            if (!target) throw new AppError(ErrorCode.notFound, 'server.profile.unknownUser');
            await sendPasswordReset(
                { db, mail: accountMailer, profile: config.profile, origin: request.origin, sessionPolicy: policy },
                target,
                request.auth!.user
            );
            return ok({ message: request.t('server.reset.sent', { email: target.email }) });
        }
    );

    app.get(
        '/api/users/:id/sessions',
        {
            config: { access: { screen: USERS_SCREEN, action: 'sessions' } },
            schema: {
                tags: ['administration'],
                summary: "A user's sessions",
                description: `Newest first, at most ${SESSIONS_LISTED}. Never the token or its hash. ${NOTE_404}`,
                params: idParams,
                response: { 200: okSchema(z.array(sessionRecordSchema)), ...errorResponses(401, 403, 404) },
            },
        },
        async request => ok(await listUserSessions(db, request.params.id, policy))
    );

    app.delete(
        '/api/users/:id/sessions',
        {
            config: { access: { screen: USERS_SCREEN, action: 'endSessions' } },
            schema: {
                tags: ['administration'],
                summary: "End all of a user's sessions",
                description:
                    'Ends every live session of the user (reason `revoked`); `data.ended` says how many. The account itself stays ' +
                    'as it is: the user may sign in again. Allowed on your own account, but then your own session ends too and your ' +
                    `next request answers 50012. Audited as \`user.sessionsEnded\`. ${NOTE_404}`,
                params: idParams,
                response: {
                    200: okSchema(z.object({ ended: z.number().int().describe('Live sessions ended') })),
                    ...errorResponses(401, 403, 404),
                },
            },
        },
        async request => ok(await endUserSessions(db, request.params.id, request.auth!.user, request.origin, policy))
    );

    app.delete(
        '/api/sessions/:id',
        {
            config: { access: { screen: USERS_SCREEN, action: 'endSessions' } },
            schema: {
                tags: ['administration'],
                summary: 'End one session',
                description:
                    "Ends the session if it is live (reason `revoked`): its token's next request answers 50012. " +
                    '`data.ended` is false when it had already ended (signed out, revoked or timed out). ' +
                    'Audited as `session.ended`, with the session id as target and `user:<user id>` in `reason`. ' +
                    'An unknown id, or one that is not a UUID, answers 404.',
                params: z.object({ id: z.uuid().describe('The session id') }),
                response: {
                    200: okSchema(z.object({ ended: z.boolean().describe('Whether a live session was ended') })),
                    ...errorResponses(401, 403, 404),
                },
            },
        },
        async request => ok(await endSessionById(db, request.params.id, request.auth!.user, request.origin, policy))
    );
};
