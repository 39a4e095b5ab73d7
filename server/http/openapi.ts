import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ServerConfig } from '../config';
import type { Access } from './context';
import { errorSchema } from './envelope';
import { ERROR_RESPONSE_NAMES, errorResponseComponents } from './openapiErrors';

/**
 * The OpenAPI 3.1 description, derived from every route's schema and `config` so that a new
 * route is described completely without saying more than it already does: who may call it
 * (security and a sentence), a stable operationId, and the error answers its access, input
 * and rate limit make possible, besides the ones it declares.
 */

/** Names of the security schemes: the session token as a header, or as `?token=` where a route accepts it. */
export const TOKEN_HEADER_SCHEME = 'XToken';
export const TOKEN_QUERY_SCHEME = 'QueryToken';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

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
 * request budget (429) and an unexpected failure (500).
 */
const impliedErrorStatuses = (route: RouteOptions, access: Access, totpRequired: boolean) => {
    const { schema = {}, config } = route;
    const secondFactorGate = access !== 'public' && totpRequired && !config?.beforeSecondFactor;
    return [
        ...(schema.body || schema.querystring || schema.headers ? [400] : []),
        ...(access === 'public' ? [] : [401]),
        ...(typeof access === 'object' || secondFactorGate ? [403] : []),
        ...(schema.params ? [404] : []),
        ...(config?.rateLimit ? [429] : []),
        500,
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

const pascalCase = (text: string) =>
    text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(word => word[0]!.toUpperCase() + word.slice(1))
        .join('');

/** `GET /api/users/{id}/sessions` → `getUsersByIdSessions`: unique as long as method and path are. */
export const operationIdOf = (method: string, path: string) =>
    method.toLowerCase() +
    path
        .split('/')
        .filter(segment => segment && segment !== 'api')
        .map(segment => {
            const parameter = /^\{(.+)\}$/.exec(segment);
            return parameter ? `By${pascalCase(parameter[1]!)}` : pascalCase(segment);
        })
        .join('');

type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject;

const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/** Envelope errors point to the shared response of their status; the others get the status text as description. */
const finishResponse = (status: string, response: Response): Response => {
    if ('$ref' in response) return response;
    const name = ERROR_RESPONSE_NAMES[Number(status)];
    const schema = response.content?.['application/json']?.schema;
    if (name && schema && '$ref' in schema && schema.$ref === ERROR_SCHEMA_REF) {
        return { $ref: `#/components/responses/${name}` };
    }
    return response.description === 'Default Response'
        ? { ...response, description: STATUS_CODES[Number(status)] ?? status }
        : response;
};

/**
 * A body the route may also go without (`nullish`, for a legacy form in the query) is optional,
 * described by its non-null schema.
 */
const finishRequestBody = (body: Operation['requestBody']): Operation['requestBody'] => {
    if (!body || '$ref' in body) return body;
    const media = body.content['application/json'];
    const branches = media?.schema && 'anyOf' in media.schema ? media.schema.anyOf : undefined;
    const nonNull = branches?.filter(branch => !('type' in branch && branch.type === 'null'));
    if (!branches || nonNull?.length !== 1 || branches.length !== 2) return body;
    return { ...body, required: false, content: { ...body.content, 'application/json': { ...media, schema: nonNull[0] } } };
};

/**
 * One operation of a path item. A route with several methods shares one operation object: each
 * method gets its own copy and id (a declared `operationId` is then prefixed with the method).
 */
const finishOperation = (method: string, path: string, operation: Operation, sharedBy: number): Operation => ({
    ...operation,
    operationId: operation.operationId
        ? sharedBy > 1
            ? method + pascalCase(operation.operationId)
            : operation.operationId
        : operationIdOf(method, path),
    ...(operation.requestBody ? { requestBody: finishRequestBody(operation.requestBody) } : {}),
    responses: Object.fromEntries(
        Object.entries(operation.responses ?? {}).map(([status, response]) => [status, finishResponse(status, response)])
    ),
});

const finishPathItem = (path: string, item: OpenAPIV3_1.PathItemObject) =>
    Object.fromEntries(
        Object.entries(item).map(([key, value]) => {
            if (!HTTP_METHODS.has(key)) return [key, value];
            const sharedBy = Object.values(item).filter(other => other === value).length;
            return [key, finishOperation(key, path, value as Operation, sharedBy)];
        })
    );

/** Components that paths reach, directly or through other components: the others would only be noise. */
const reachableComponents = (document: OpenAPIV3_1.Document) => {
    const reached = new Set<string>();
    const visit = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(visit);
        if (!value || typeof value !== 'object') return;
        for (const [key, child] of Object.entries(value)) {
            if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/') && !reached.has(child)) {
                reached.add(child);
                const [, , kind, name] = child.split('/');
                visit((document.components as Record<string, Record<string, unknown>> | undefined)?.[kind!]?.[name!]);
            } else {
                visit(child);
            }
        }
    };
    visit(document.paths);
    return reached;
};

const onlyReached = <T>(kind: string, entries: Record<string, T> | undefined, reached: Set<string>) =>
    Object.fromEntries(Object.entries(entries ?? {}).filter(([name]) => reached.has(`#/components/${kind}/${name}`)));

const SCHEMAS = '#/components/schemas/';

/**
 * A request schema is named `<id>Input` beside the response schema `<id>`, as their JSON Schemas
 * may differ; when only the request one is used, it takes the plain name.
 */
const plainInputNames = (document: OpenAPIV3_1.Document): OpenAPIV3_1.Document => {
    const schemas = document.components?.schemas ?? {};
    const inputs = Object.keys(schemas).filter(name => name.endsWith('Input') && !(name.slice(0, -'Input'.length) in schemas));
    let text = JSON.stringify(document);
    for (const name of inputs) text = text.replaceAll(`"${SCHEMAS}${name}"`, `"${SCHEMAS}${name.slice(0, -'Input'.length)}"`);
    const renamed = JSON.parse(text) as OpenAPIV3_1.Document;
    renamed.components!.schemas = Object.fromEntries(
        Object.entries(renamed.components?.schemas ?? {}).map(([name, schema]) => [
            inputs.includes(name) ? name.slice(0, -'Input'.length) : name,
            schema,
        ])
    );
    return renamed;
};

const finishDocument: SwaggerTransformObject = input => {
    const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
    const paths = Object.fromEntries(
        Object.entries(document.paths ?? {}).map(([path, item]) => [path, finishPathItem(path, item!)])
    );
    const finished = { ...document, paths };
    const reached = reachableComponents(finished);
    return plainInputNames({
        ...finished,
        components: {
            ...finished.components,
            schemas: onlyReached('schemas', finished.components?.schemas, reached),
            responses: onlyReached('responses', finished.components?.responses, reached),
        },
    });
};

/** The options of @fastify/swagger: the document's frame, servers from PUBLIC_URL, and the transforms above. */
export const openapiOptions = (config: Pick<ServerConfig, 'publicUrl' | 'totpRequiredRoles'>): FastifyDynamicSwaggerOptions => ({
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
                    description: 'The same token as `?token=`: the legacy form, accepted only where an operation lists it.',
                },
            },
            responses: errorResponseComponents(),
        },
    },
    stripBasePath: false,
    transform: describeRoute(config),
    transformObject: finishDocument,
});
