import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { ownSessionListSchema } from '../../../common/contract/profile';
import { sessionEndedSchema, sessionIdParams, sessionsEndedSchema } from '../../../common/contract/users';
import { ok } from '../../http/envelope';
import { endSessionById, listUserSessions } from '../administration';
import { actorOf, recordAudit } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { endLiveSessions } from './sessions';
import type { RouteContext } from '../../shared/routeContext';

/** One's own sessions: listed with the current one marked, ended one by one or all but the current one. */
export const ownSessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
    const { db } = context.database;

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
};
