import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serialization';

const answerOf = async (schema: z.ZodType, handlerAnswer: unknown) => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    app.withTypeProvider<ZodTypeProvider>().get('/answer', { schema: { response: { 200: schema } } }, async () =>
        structuredClone(handlerAnswer)
    );
    const response = await app.inject('/answer');
    await app.close();
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
};

describe('answers written from their response schema', () => {
    it('leave out whatever the schema does not declare, at any depth', async () => {
        const person = z.object({ name: z.string(), manager: z.object({ name: z.string() }).nullable() });
        const body = await answerOf(z.object({ people: z.array(person), count: z.number().optional() }), {
            people: [
                { name: 'Ada', passwordHash: 'x', manager: { name: 'Grace', secret: 'y' } },
                { name: 'Grace', manager: null },
            ],
            internal: true,
        });
        expect(JSON.parse(body)).toEqual({
            people: [
                { name: 'Ada', manager: { name: 'Grace' } },
                { name: 'Grace', manager: null },
            ],
        });
    });

    it('tell the branches of a union apart, even from an object that carries more than its branch', async () => {
        const shape = z.union([z.object({ radius: z.number() }), z.object({ side: z.number() })]);
        const body = await answerOf(z.array(shape), [
            { radius: 2, token: 'secret' },
            { side: 3, token: 'secret' },
        ]);
        expect(JSON.parse(body)).toEqual([{ radius: 2 }, { side: 3 }]);
    });

    it('write free-form records whole, and the same text as JSON.stringify for the declared ones', async () => {
        const answer = { code: 200, message: 'success', data: { details: { retryAt: 5, nested: ['a', 'é"\n'] } } };
        const body = await answerOf(
            z.object({
                code: z.literal(200),
                message: z.string(),
                data: z.object({ details: z.record(z.string(), z.unknown()) }),
            }),
            answer
        );
        expect(body).toBe(JSON.stringify(answer));
    });
});
