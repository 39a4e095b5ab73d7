import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers written by a serializer generated once per response schema (fast-json-stringify) from
 * the JSON Schema zod derives for the OpenAPI document (its output side), instead of checking
 * every answer with zod and then running JSON.stringify over it. Only the properties a schema
 * declares are written, so whatever a handler's object carries beyond its contract (a column a
 * role must not see, an internal field) never leaves the server — what zod's stripping gave.
 *
 * What it no longer does is refuse an answer of the wrong shape with a 500: a value of another
 * type is converted (a number given as text is written as the number), a literal is written as
 * declared. The handlers' TypeScript types already hold them to their schemas.
 *
 * A serializer is generated on the first answer with its schema, not at start-up: most routes
 * declare several error statuses that a given server may never answer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
    let stringify: ((data: unknown) => string) | undefined;
    return data => {
        stringify ??= serializerOf(schema);
        return stringify(data);
    };
};

/** One serializer per zod schema: the error envelope, for one, is shared by nearly every route. */
const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

const serializerOf = (schema: z.ZodType) => {
    let stringify = serializers.get(schema);
    if (!stringify) {
        const jsonSchema = z.toJSONSchema(schema, {
            io: 'output',
            target: 'draft-2020-12',
            // A value JSON Schema cannot describe (none in the contract today) is written as JSON.stringify would.
            unrepresentable: 'any',
        });
        stringify = fastJson(withoutClosedObjects(jsonSchema) as Parameters<typeof fastJson>[0]) as (
            data: unknown
        ) => string;
        serializers.set(schema, stringify);
    }
    return stringify;
};

/**
 * The schema with `additionalProperties: false` left out. The generated code writes the declared
 * properties only either way; but where a union has to be told apart (`anyOf`), it checks each
 * branch against the value, and a closed object would refuse a handler's object carrying more
 * than its contract, which zod strips.
 */
const withoutClosedObjects = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
    if (schema === null || typeof schema !== 'object') return schema;
    return Object.fromEntries(
        Object.entries(schema)
            .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
            .map(([key, value]) => [key, withoutClosedObjects(value)])
    );
};

/**
 * Sends an answer that is already JSON text of the route's 200 schema (the database wrote it), as
 * it is: a string sent with a JSON content type skips the serializer, so nothing parses the text
 * and writes it again. Whoever writes the text answers for its matching the schema.
 */
export const sendJsonText = <Reply extends FastifyReply>(reply: Reply, json: string) =>
    // The route's TypeScript type is that of the schema's value; the text is that value written out.
    reply.type('application/json; charset=utf-8').send(json as never);
