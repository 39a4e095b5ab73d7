import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config';
import type { Access } from './context';
import { errorSchema } from '../../common/contract/envelope';
import { finishDocument } from './openapiDocument';
import { errorResponseComponents } from './openapiErrors';

/**
 * The OpenAPI 3.1 description, derived from every route's schema and `config` so that a new
 * route is described completely without saying more than it already does: who may call it
 * (security and a sentence), a stable operationId, and the error answers its access, input
 * and rate limit make possible, besides the ones it declares.
 */

/** Names of the security schemes: the session token as a header, or as `?token=` where a route accepts it. */
const TOKEN_HEADER_SCHEME = 'XToken';
const TOKEN_QUERY_SCHEME = 'QueryToken';

/** The access rule in words, for the description of each operation. */
const describeAccess = (access: Access) =>
    access === 'public'
        ? 'Access: anyone; no token needed.'
        : access === 'session'
          ? 'Access: any signed-in user (X-Token).'
          : `Access: users whose role may open the ${access.screen} screen (${access.action}).`;

const securityOf = (access: Access, config: RouteOptions['config']): Record<string, string[]>[] =>
    access === 'public'
        ? []
        : [{ [TOKEN_HEADER_SCHEME]: [] }, ...(config?.queryToken ? [{ [TOKEN_QUERY_SCHEME]: [] }] : [])];

/**
 * The HTTP statuses a route can answer with the error envelope whatever its handler does: input
 * that fails its schema (400; a path parameter that names nothing, 404), a missing or dead
 * session (401), a role without the screen or a second factor still to set up (403), a spent
 * request budget (429), an unexpected failure (500) and, on a route with its own budget, budgets
 * that cannot be counted for now (503).
 */
const impliedErrorStatuses = (route: RouteOptions, access: Access, totpRequired: boolean) => {
    const { schema = {}, config } = route;
    const secondFactorGate = access !== 'public' && totpRequired && !config?.beforeSecondFactor;
    return [
        ...(schema.body || schema.querystring || schema.headers ? [400] : []),
        ...(access === 'public' ? [] : [401]),
        ...(typeof access === 'object' || secondFactorGate ? [403] : []),
        ...(schema.params ? [404] : []),
        ...(config?.budget ? [429] : []),
        500,
        ...(config?.budget ? [503] : []),
    ];
};

const describeRoute =
    ({ totpRequiredRoles }: Pick<ServerConfig, 'totpRequiredRoles'>): SwaggerTransform =>
    document => {
        const access = document.route.config?.access;
        // Routes without an access rule are outside the API contract (the docs' own files).
        if (!access) return jsonSchemaTransform(document);
        const schema = document.schema ?? {};
        const implied = impliedErrorStatuses(document.route, access, totpRequiredRoles.length > 0);
        const response = {
            ...Object.fromEntries(implied.map(status => [status, errorSchema])),
            ...(schema.response as Record<string, unknown> | undefined),
        };
        const transformed = jsonSchemaTransform({ ...document, schema: { ...schema, response } });
        if ('hide' in transformed.schema && transformed.schema.hide) return transformed;
        return {
            ...transformed,
            schema: {
                ...transformed.schema,
                description: [schema.description, describeAccess(access)].filter(Boolean).join('\n\n'),
                security: securityOf(access, document.route.config),
            },
        };
    };

/** The options of @fastify/swagger: the document's frame, servers from PUBLIC_URL, and the transforms above. */
export const openapiOptions = (
    config: Pick<ServerConfig, 'publicUrl' | 'totpRequiredRoles'>
): FastifyDynamicSwaggerOptions => ({
    openapi: {
        openapi: '3.1.0',
        info: {
            title: 'Rx Connect Portal API',
            version: '1.0.0',
            description:
                'The HTTP contract of the portal. `/api/user/*` and most other calls answer the envelope `{ code, message, data }` ' +
                '(code 200 on success); the react-admin lists answer a plain JSON array with a `Content-Range` header. ' +
                'Every refusal is the error envelope `{ code, message, success: false }` with a translated message. ' +
                'Send the session token (from POST /api/user/login) in the `X-Token` header.',
        },
        servers: [{ url: config.publicUrl, description: 'This portal (PUBLIC_URL)' }],
        components: {
            securitySchemes: {
                [TOKEN_HEADER_SCHEME]: {
                    type: 'apiKey',
                    in: 'header',
                    name: 'X-Token',
                    description: 'The session token from POST /api/user/login.',
                },
                [TOKEN_QUERY_SCHEME]: {
                    type: 'apiKey',
                    in: 'query',
                    name: 'token',
                    description:
                        'The same token as `?token=`: the legacy form, accepted only where an operation lists it.',
                },
            },
            responses: errorResponseComponents(),
        },
    },
    stripBasePath: false,
    transform: describeRoute(config),
    transformObject: finishDocument,
});
