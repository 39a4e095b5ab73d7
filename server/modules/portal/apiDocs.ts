import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The OpenAPI description, generated from the route schemas, and a browsable view of it: every
 * operation listed with its id, lock (security) and answers; a token entered once under
 * "Authorize" stays for the next visit.
 */
export const docsRoutes: FastifyPluginAsync = async app => {
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        uiConfig: {
            docExpansion: 'list',
            displayOperationId: true,
            persistAuthorization: true,
            defaultModelsExpandDepth: 0,
        },
    });
};
