import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_PATH } from '../../../common/routes';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import {
    credentialsSchema,
    legacyCredentialsQuery,
    loginAnswerSchema,
    secondFactorCodeSchema,
    sessionInfoSchema,
    tokenQuery,
    tokenSchema,
} from '../../../common/contract/session';
import { ok } from '../../http/envelope';
import { requestTokenHash } from '../../http/auth';
import { screensOf } from '../../http/screens';
import { completeSignIn, signIn, signOut } from './auth';
import { secondFactorMissing } from './secondFactor';
import { AppError, ErrorCode } from '../../shared/errors';
import { resolveSession } from './sessions';
import { toSessionInfo } from './userRecords';
import type { RouteContext } from '../../shared/routeContext';

const SESSION_ERRORS = errorResponses(401);
const JSON_TYPE = 'application/json; charset=utf-8';

/** Sign-in (with its second-factor step), the session's roles and screens, and sign-out. */
export const userSessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (
    app,
    { config, database, authPolicy, secretBox }
) => {
    const { db } = database;
    /**
     * The session check's answer depends only on the user and grants the session cache keeps (and
     * on this server's configuration): it is serialised once per cached session, not on every
     * request. A change of user or grants is read again under a new epoch as new objects, so a kept
     * answer never outlives what it was made from.
     */
    const sessionInfoAnswers = new WeakMap<object, { grants: unknown; body: Buffer }>();

    app.post(
        '/api/user/login',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'Sign in',
                description:
                    'Credentials as a JSON body, or (the legacy form) as query parameters `username` and `password`. ' +
                    'Wrong credentials answer 60204; repeated failures per account and per address answer 429 with `data.retryAt`. ' +
                    'An account with a second factor answers `data.challenge` instead of a token: complete it with POST /api/user/login/totp.',
                body: credentialsSchema.nullish(),
                querystring: legacyCredentialsQuery,
                response: {
                    200: okSchema(loginAnswerSchema),
                    ...errorResponses(400, 401, 403, 429),
                },
            },
        },
        async request => {
            const credentials = request.body ?? request.query;
            for (const field of ['username', 'password'] as const) {
                if (credentials[field] === undefined) {
                    throw new AppError(ErrorCode.invalidInput, 'server.validation.required', { field });
                }
            }
            const outcome = await signIn(
                db,
                { username: credentials.username!, password: credentials.password! },
                request.origin,
                authPolicy
            );
            return ok(
                'token' in outcome
                    ? { token: outcome.token }
                    : { totpRequired: true as const, challenge: outcome.challenge }
            );
        }
    );

    app.post(
        '/api/user/login/totp',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'Complete a sign-in with the second factor',
                description:
                    'The challenge from /api/user/login (valid 5 minutes) and a 6-digit code from the authenticator, or a recovery code. ' +
                    'Wrong codes count towards sign-in throttling.',
                body: secondFactorCodeSchema,
                response: { 200: okSchema(tokenSchema), ...errorResponses(400, 401, 404, 409, 429) },
            },
        },
        async request => {
            const { token } = await completeSignIn(db, secretBox, request.body, request.origin, authPolicy);
            return ok({ token });
        }
    );

    app.get(
        '/api/user/info',
        {
            config: { access: 'session', queryToken: true, beforeSecondFactor: true },
            schema: {
                tags: ['session'],
                summary: "The session's roles and name",
                description:
                    'Token in the `X-Token` header, or as `?token=` (the legacy form). ' +
                    '50008 unknown token, 50012 session ended, 50014 session expired.',
                querystring: tokenQuery,
                response: { 200: okSchema(sessionInfoSchema), ...SESSION_ERRORS },
            },
        },
        async (request, reply) => {
            const { user, grants } = request.auth!;
            const kept = sessionInfoAnswers.get(user);
            if (kept?.grants === grants) return (reply as FastifyReply).type(JSON_TYPE).send(kept.body);
            const setupRequired = secondFactorMissing(user, config.totpRequiredRoles);
            const answer = ok({
                ...toSessionInfo(user),
                // Until a required second factor is set up, only the profile (where it is) opens; so
                // until an admin approved the account into its organisation.
                screens:
                    setupRequired || user.approval !== 'approved'
                        ? [PROFILE_PATH]
                        : [...screensOf(config.profile, user.role, grants)],
                secondFactor: {
                    enabled: Boolean(user.totpEnabledAt),
                    required: config.totpRequiredRoles.includes(user.role),
                    setupRequired,
                },
            });
            // Serialised (and checked against the contract) by the route's own serialiser, once.
            const body = Buffer.from(String(reply.serialize(answer)));
            sessionInfoAnswers.set(user, { grants, body });
            return (reply as FastifyReply).type(JSON_TYPE).send(body);
        }
    );

    app.route({
        method: ['GET', 'POST'],
        url: '/api/user/logout',
        config: { access: 'public' },
        schema: {
            tags: ['session'],
            summary: 'Sign out',
            description:
                'Ends the session named by `X-Token`. Idempotent: an unknown, ended or expired token also answers 200.',
            response: { 200: okSchema(z.null()) },
        },
        handler: async request => {
            const tokenHash = requestTokenHash(request);
            const live = tokenHash
                ? await resolveSession(db, tokenHash, request.origin, authPolicy.session).catch(error => {
                      if (error instanceof AppError) return undefined;
                      throw error;
                  })
                : undefined;
            if (live) await signOut(db, live.session, live.user, request.origin);
            return ok(null);
        },
    });
};
