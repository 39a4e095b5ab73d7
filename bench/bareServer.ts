/**
 * The raw baseline of the request benchmarks: Fastify alone, one route answering a small JSON
 * object, started as the portal is (node with tsx's loader) on PORT.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`Bare Fastify is running at http://127.0.0.1:${process.env.PORT}/`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
