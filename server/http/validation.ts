import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { catalogMessage, isCatalogMessage } from '../../common/contract/messages';
import { DATE_BOUNDS, unstorableValue } from '../../common/validation/text';
import type { Translate } from '../shared/i18n';

/**
 * Zod validation for Fastify that keeps each issue's input, so that a missing parameter can
 * be told apart from a wrongly typed one in the message. Whatever a route's schema says, every
 * text and date the request carries (JSON filters decoded) must be storable: a NUL byte, an
 * unpaired surrogate or a date outside DATE_BOUNDS is refused here, naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
    /**
     * Whether the schema takes an empty object as it is: worked out once, since most requests carry
     * no query string (the session check) and parsing `{}` on each is a cost every request paid.
     */
    let takesEmpty: boolean | undefined;
    return data => {
        if (isEmptyObject(data)) {
            if (takesEmpty === undefined) {
                const parsed = schema.safeParse({});
                takesEmpty = parsed.success && isEmptyObject(parsed.data);
            }
            if (takesEmpty) return { value: data };
        }
        const result = schema.safeParse(data, { reportInput: true });
        if (!result.success) {
            return {
                error: result.error.issues.map(issue => ({
                    keyword: issue.code,
                    instancePath: `/${issue.path.join('/')}`,
                    schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
                    message: issue.message,
                    params: issue as unknown as Record<string, unknown>,
                })) as unknown as Error,
            };
        }
        const unstorable = unstorableValue(result.data);
        if (!unstorable) return { value: result.data };
        const path = unstorable.path.join('/');
        return {
            error: [
                {
                    keyword: 'custom',
                    instancePath: `/${path}`,
                    schemaPath: `#/${path}/storable`,
                    message: catalogMessage(
                        unstorable.problem === 'text'
                            ? 'server.validation.unstorableText'
                            : 'server.validation.dateBounds'
                    ),
                    params: { params: DATE_BOUNDS },
                },
            ] as unknown as Error,
        };
    };
};

const isEmptyObject = (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    for (const _key in value) return false;
    return true;
};

/** One clear, translated sentence naming the first problem of a request. */
export const describeValidationError = (
    issues: FastifySchemaValidationError[],
    context: string | undefined,
    t: Translate
): string => {
    const [first] = issues;
    const params = (first?.params ?? {}) as {
        input?: unknown;
        expected?: string;
        maximum?: number;
        minimum?: number;
        origin?: string;
        keys?: string[];
        values?: unknown[];
        params?: Record<string, string | number>;
    };
    const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'request';
    // A missing field is reported as `invalid_type` (or, for an enum, `invalid_value`) without input.
    const missing =
        (first?.keyword === 'invalid_type' || first?.keyword === 'invalid_value') && params.input === undefined;
    if (!missing && isCatalogMessage(first?.message)) {
        const sizes = Object.fromEntries(
            Object.entries({ max: params.maximum, min: params.minimum }).filter(([, value]) => value !== undefined)
        ) as Record<string, number>;
        const parameter =
            path
                .split('.')
                .filter(segment => !/^\d+$/.test(segment))
                .join('.') || field;
        const value =
            typeof params.input === 'string' ? params.input : (JSON.stringify(params.input) ?? String(params.input));
        return t(first.message, {
            field,
            parameter,
            ...sizes,
            value: value.slice(0, 100),
            ...(params.values ? { allowed: params.values.join(', ') } : {}),
            ...(params.keys?.[0] ? { key: params.keys[0] } : {}),
            ...params.params,
        });
    }
    if (missing) return t('server.validation.required', { field });
    switch (first?.keyword) {
        case 'invalid_type':
            return t('server.validation.type', { field, expected: expectedType(params.expected, t) });
        case 'too_small':
            return params.origin === 'string' && params.minimum === 1
                ? t('server.validation.empty', { field })
                : t('server.validation.invalid', { field });
        case 'too_big':
            return params.origin === 'string'
                ? t('server.validation.tooLong', { field, max: params.maximum ?? 0 })
                : params.origin === 'array'
                  ? t('server.validation.tooMany', { field, max: params.maximum ?? 0 })
                  : t('server.validation.invalid', { field });
        case 'unrecognized_keys':
            return t('server.validation.unknownField', {
                field: [path, params.keys?.[0]].filter(Boolean).join('.'),
            });
        default:
            return t('server.validation.invalid', { field });
    }
};

const expectedType = (expected: string | undefined, t: Translate) => {
    switch (expected) {
        case 'string':
        case 'number':
        case 'boolean':
        case 'object':
        case 'array':
            return t(`server.types.${expected}`);
        default:
            return t('server.types.string');
    }
};
