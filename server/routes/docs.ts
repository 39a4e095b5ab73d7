import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI description, generated from the route schemas, and a browsable view of it. */
export const docsRoutes: FastifyPluginAsync = async app => {
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};
