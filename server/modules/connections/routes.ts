import { CONNECT_PATH } from '../../../common/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
    connectionActionParams,
    connectionActionSchema,
    connectionDetailSchema,
    connectionIdParams,
    connectionListQuery,
    connectionMessageSchema,
    connectionRequestSchema,
    connectionSchema,
    directoryEntrySchema,
    directoryQuery,
} from '../../../common/contract/connections';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { ok } from '../../http/envelope';
import { createConnectionNotices } from './connectionMail';
import {
    actOnConnection,
    connectionDirectory,
    getConnection,
    listConnections,
    postConnectionMessage,
    requestConnection,
} from './connections';
import type { RouteContext } from '../../shared/routeContext';

/**
 * Connections between organisations: each side sees its own, admins see all. Every change is
 * audited and e-mailed to the other side in its language.
 */
export const connectionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database, mailer }) => {
    const deps = {
        db: database.db,
        notices: createConnectionNotices({
            db: database.db,
            mailer,
            publicUrl: config.publicUrl,
            profile: config.profile,
            log: app.log,
        }),
    };

    app.get(
        '/api/connections',
        {
            config: { access: { screen: CONNECT_PATH, action: 'list' } },
            schema: {
                tags: ['connections'],
                summary: "The caller's connections (every connection for admins), last changed first",
                querystring: connectionListQuery,
                response: { 200: okSchema(z.array(connectionSchema)), ...errorResponses(400, 401, 403) },
            },
        },
        async request => {
            const { status, q } = request.query;
            return ok(
                await listConnections(database.db, request.auth!.user, {
                    status: status ? [status].flat() : undefined,
                    q,
                })
            );
        }
    );

    app.get(
        '/api/connections/directory',
        {
            config: { access: { screen: CONNECT_PATH, action: 'list' } },
            schema: {
                tags: ['connections'],
                summary: 'Organisations the caller may connect with',
                description:
                    'Active users of the roles the caller connects with (a provider: health plans and pharma companies; a ' +
                    'health plan or pharma company: providers; in the claims profile forwarders and adjusters each other), ' +
                    'at most 100, by organisation name. Empty for roles that do not connect.',
                querystring: directoryQuery,
                response: { 200: okSchema(z.array(directoryEntrySchema)), ...errorResponses(400, 401, 403) },
            },
        },
        async request => ok(await connectionDirectory(database.db, request.auth!.user, request.query))
    );

    app.get(
        '/api/connections/:id',
        {
            config: { access: { screen: CONNECT_PATH, action: 'list' } },
            schema: {
                tags: ['connections'],
                summary: 'One connection with its history and messages',
                description: '404 unless the caller is one of its sides or an admin.',
                params: connectionIdParams,
                response: { 200: okSchema(connectionDetailSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => ok(await getConnection(database.db, request.auth!.user, request.params.id))
    );

    app.post(
        '/api/connections',
        {
            config: { access: { screen: CONNECT_PATH, action: 'request' } },
            schema: {
                tags: ['connections'],
                summary: 'Request a connection with another organisation',
                description:
                    '400 when the kind does not join the two roles; 404 when the recipient is not an active user; 409 when a ' +
                    'connection of this kind between the two is already requested or active.',
                body: connectionRequestSchema,
                response: { 200: okSchema(connectionDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => ok(await requestConnection(deps, request.auth!.user, request.body, request.origin))
    );

    app.post(
        '/api/connections/:id/:action',
        {
            config: { access: { screen: CONNECT_PATH, action: 'respond' } },
            schema: {
                tags: ['connections'],
                summary: 'Accept, decline or end a connection',
                description:
                    'The side asked accepts or declines (with a reason) a request; the side that asked may withdraw it ' +
                    '(end); either side ends an active connection; an admin ends any open one. 409 names the current ' +
                    'status when the action is not possible for the caller now.',
                params: connectionActionParams,
                body: connectionActionSchema.nullish(),
                response: { 200: okSchema(connectionDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            ok(
                await actOnConnection(
                    deps,
                    request.auth!.user,
                    request.params.id,
                    request.params.action,
                    request.body?.reason,
                    request.origin
                )
            )
    );

    app.post(
        '/api/connections/:id/messages',
        {
            config: { access: { screen: CONNECT_PATH, action: 'message' } },
            schema: {
                tags: ['connections'],
                summary: "Write in a connection's message thread",
                description: 'Only its two sides write; the other side gets the message by e-mail.',
                params: connectionIdParams,
                body: connectionMessageSchema,
                response: { 200: okSchema(connectionDetailSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request =>
            ok(
                await postConnectionMessage(
                    deps,
                    request.auth!.user,
                    request.params.id,
                    request.body.body,
                    request.origin
                )
            )
    );
};
