import { STATUS_CODES } from 'node:http';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ERROR_RESPONSE_NAMES } from './openapiErrors';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const pascalCase = (text: string) =>
    text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(word => word[0]!.toUpperCase() + word.slice(1))
        .join('');

/** `GET /api/users/{id}/sessions` → `getUsersByIdSessions`: unique as long as method and path are. */
const operationIdOf = (method: string, path: string) =>
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
    return {
        ...body,
        required: false,
        content: { ...body.content, 'application/json': { ...media, schema: nonNull[0] } },
    };
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
        Object.entries(operation.responses ?? {}).map(([status, response]) => [
            status,
            finishResponse(status, response),
        ])
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
            if (
                key === '$ref' &&
                typeof child === 'string' &&
                child.startsWith('#/components/') &&
                !reached.has(child)
            ) {
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
    const inputs = Object.keys(schemas).filter(
        name => name.endsWith('Input') && !(name.slice(0, -'Input'.length) in schemas)
    );
    let text = JSON.stringify(document);
    for (const name of inputs)
        text = text.replaceAll(`"${SCHEMAS}${name}"`, `"${SCHEMAS}${name.slice(0, -'Input'.length)}"`);
    const renamed = JSON.parse(text) as OpenAPIV3_1.Document;
    renamed.components!.schemas = Object.fromEntries(
        Object.entries(renamed.components?.schemas ?? {}).map(([name, schema]) => [
            inputs.includes(name) ? name.slice(0, -'Input'.length) : name,
            schema,
        ])
    );
    return renamed;
};

/**
 * The whole document once every route is in: the component schemas of the zod registry, an id
 * for every operation, the shared error responses, and only the components something uses.
 */
export const finishDocument: SwaggerTransformObject = input => {
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
