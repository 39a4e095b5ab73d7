import SwaggerParser from '@apidevtools/swagger-parser';
import swagger from '@fastify/swagger';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLAIM_QUERY_PATH } from '../../common/routes';
import { startTestServer, type TestServer } from '../test/testServer';
import { openapiOptions } from './openapi';
import { validatorCompiler } from './validation';

type Operation = OpenAPIV3_1.OperationObject;

const operationsOf = (document: OpenAPIV3_1.Document) =>
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.entries(item ?? {})
            .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
            .map(([method, operation]) => ({ path, method, operation: operation as Operation }))
    );

/** Where a lint problem points, resolved to the operation it is about. */
const pointerOf = (problem: NormalizedProblem) => problem.location[0]?.pointer ?? '';

const operationAt = (document: OpenAPIV3_1.Document, pointer: string) => {
    const [, , path, method] = pointer.split('/');
    const item = document.paths?.[path!.replaceAll('~1', '/').replaceAll('~0', '~')];
    return item?.[method as 'get'] as Operation | undefined;
};

/**
 * The recommended rules' warnings this description accepts, each with the reason. Anything
 * else fails the test.
 */
const ACCEPTED_WARNINGS: {
    rule: string;
    reason: string;
    applies: (document: OpenAPIV3_1.Document, pointer: string) => boolean;
}[] = [
    {
        rule: 'info-license',
        reason: 'The portal API is not published under a licence; naming one would mislead integrators.',
        applies: () => true,
    },
    {
        rule: 'operation-4xx-response',
        reason:
            'A public operation that takes no parameter and no body (health check, deployment configuration, sign-out, ' +
            'account types) has no client error to answer: only the 500 envelope.',
        applies: (document, pointer) => {
            const operation = operationAt(document, pointer);
            return Boolean(
                operation && operation.security?.length === 0 && !operation.parameters && !operation.requestBody
            );
        },
    },
    {
        rule: 'operation-2xx-response',
        reason:
            "A browser navigation of single sign-on (to the identity provider and back), or a reminder e-mail's " +
            'link followed to "My listing", answers with a redirect whatever happens: it has no 2xx answer.',
        applies: (document, pointer) => Boolean(operationAt(document, pointer)?.responses?.['303']),
    },
];

describe('the OpenAPI description at /api/openapi.json', () => {
    const PUBLIC_URL = 'https://portal.example.org/rx';
    let server: TestServer;
    let document: OpenAPIV3_1.Document;
    beforeAll(async () => {
        server = await startTestServer({ seed: false, env: { PUBLIC_URL } });
        document = (await server.app.inject('/api/openapi.json')).json();
    });
    afterAll(() => server.close());

    it('is a valid OpenAPI 3.1 document for swagger-parser', async () => {
        expect(document.openapi).toBe('3.1.0');
        await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    });

    it("passes Redocly's recommended rules: no error, only the warnings accepted above", async () => {
        const problems = await lintFromString({
            source: JSON.stringify(document),
            absoluteRef: 'openapi.json',
            config: await createConfig({ extends: ['recommended'] }),
        });
        const unexpected = problems
            .filter(
                problem =>
                    problem.severity === 'error' ||
                    !ACCEPTED_WARNINGS.some(
                        ({ rule, applies }) => rule === problem.ruleId && applies(document, pointerOf(problem))
                    )
            )
            .map(problem => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${pointerOf(problem)}`);
        expect(unexpected).toEqual([]);
    });

    it('names the portal itself (PUBLIC_URL) as the server', () => {
        expect(document.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
    });

    it('describes the user info as clients of the original contract read it: userType.orgType, the role beside it', () => {
        const info = document.components?.schemas?.UserInfo as OpenAPIV3_1.SchemaObject;
        expect(info.properties?.userType).toMatchObject({
            type: 'object',
            properties: { orgType: { type: 'string' } },
            required: ['orgType'],
        });
        expect(info.properties?.role).toMatchObject({ type: 'string' });
        expect(info.required).toEqual(expect.arrayContaining(['role', 'userType']));
    });

    it("gives every operation its route's security: none for public ones, the X-Token (or ?token=) for the others", () => {
        const operations = operationsOf(document);
        expect(operations).toHaveLength(server.app.accessRules.length);
        for (const { method, url, access } of server.app.accessRules) {
            const path = url.replace(/:(\w+)/g, '{$1}');
            const operation = document.paths?.[path]?.[method.toLowerCase() as 'get'];
            expect(operation?.security, `${method} ${url}`).toEqual(
                access === 'public' ? [] : expect.arrayContaining([{ XToken: [] }])
            );
        }
        expect(document.paths?.['/api/user/info']?.get?.security).toEqual([{ XToken: [] }, { QueryToken: [] }]);
        expect(document.paths?.['/api/user/info']?.get?.parameters ?? []).not.toContainEqual(
            expect.objectContaining({ name: 'token' })
        );
    });

    it('gives every operation a unique operationId made from its method and path', () => {
        const ids = operationsOf(document).map(({ operation }) => operation.operationId);
        expect(ids.every(id => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
        expect(document.paths?.['/api/users/{id}/sessions']?.delete?.operationId).toBe('deleteUsersByIdSessions');
        expect(document.paths?.['/api/user/logout']?.get?.operationId).toBe('getUserLogout');
        expect(document.paths?.['/api/user/logout']?.post?.operationId).toBe('postUserLogout');
    });

    it('describes every error answer with the envelope, its codes and an example of each', () => {
        for (const { path, method, operation } of operationsOf(document)) {
            const errors = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) >= 400);
            const statuses = errors.map(([status]) => status);
            expect(statuses, `${method} ${path}`).toContain('500');
            if (operation.security?.length) expect(statuses, `${method} ${path}`).toContain('401');
            for (const [status, response] of errors) {
                if (path === '/api/health' && status === '503') continue;
                expect(response, `${method} ${path} ${status}`).toEqual({
                    $ref: expect.stringMatching(/^#\/components\/responses\//),
                });
            }
        }
        const unauthorized = document.components?.responses?.Unauthorized as OpenAPIV3_1.ResponseObject;
        const media = unauthorized.content!['application/json']!;
        expect(media.schema).toMatchObject({
            allOf: [
                { $ref: '#/components/schemas/Error' },
                { properties: { code: { enum: [401, 50008, 50012, 50014, 60204] } } },
            ],
        });
        expect(media.examples?.code50012).toMatchObject({
            value: { code: 50012, message: 'Your session has ended. Please sign in again.', success: false },
        });
    });

    it('keeps only the components that operations use', () => {
        const text = JSON.stringify(document.paths) + JSON.stringify(document.components);
        for (const kind of ['schemas', 'responses'] as const) {
            for (const name of Object.keys(document.components?.[kind] ?? {})) {
                expect(text, `${kind}/${name}`).toContain(`"#/components/${kind}/${name}"`);
            }
        }
    });
});

describe('a route added later', () => {
    it('is described from its schema and access alone: id, security and the error answers they imply', async () => {
        const app = Fastify();
        app.setValidatorCompiler(validatorCompiler);
        app.setSerializerCompiler(serializerCompiler);
        await app.register(
            swagger,
            openapiOptions({ publicUrl: 'http://127.0.0.1:8080', totpRequiredRoles: ['admin'] })
        );
        const routes = app.withTypeProvider<ZodTypeProvider>();
        routes.route({
            method: ['GET', 'POST'],
            url: '/api/things/:thingId',
            config: { access: 'session', budget: { max: 5, windowMinutes: 1 } },
            schema: { params: z.object({ thingId: z.string() }), response: { 200: z.object({ done: z.boolean() }) } },
            handler: async () => ({ done: true }),
        });
        routes.get(
            '/api/claims',
            {
                config: { access: { screen: CLAIM_QUERY_PATH, action: 'list' } },
                schema: {
                    operationId: 'listClaims',
                    querystring: z.object({ q: z.string().optional() }),
                    response: { 200: z.array(z.string()) },
                },
            },
            async () => []
        );
        await app.ready();
        const document = app.swagger() as OpenAPIV3_1.Document;
        await app.close();

        const refs = (operation: Operation | undefined) =>
            Object.fromEntries(Object.entries(operation?.responses ?? {}).filter(([status]) => status !== '200'));
        const things = document.paths?.['/api/things/{thingId}'];
        expect(things?.get?.operationId).toBe('getThingsByThingId');
        expect(things?.post?.operationId).toBe('postThingsByThingId');
        expect(things?.get?.security).toEqual([{ XToken: [] }]);
        expect(refs(things?.post)).toEqual({
            401: { $ref: '#/components/responses/Unauthorized' },
            403: { $ref: '#/components/responses/Forbidden' },
            404: { $ref: '#/components/responses/NotFound' },
            429: { $ref: '#/components/responses/TooManyRequests' },
            500: { $ref: '#/components/responses/InternalError' },
            503: { $ref: '#/components/responses/ServiceUnavailable' },
        });
        const claims = document.paths?.['/api/claims']?.get;
        expect(claims?.operationId).toBe('listClaims');
        expect(claims?.description).toBe('Access: users whose role may open the /claimquery screen (list).');
        expect(Object.keys(refs(claims))).toEqual(['400', '401', '403', '500']);
        expect(Object.keys(document.components?.responses ?? {}).sort()).toEqual([
            'BadRequest',
            'Forbidden',
            'InternalError',
            'NotFound',
            'ServiceUnavailable',
            'TooManyRequests',
            'Unauthorized',
        ]);
        expect(Object.keys(document.components?.schemas ?? {})).toEqual(['Error']);
    });
});
