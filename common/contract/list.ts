import { z } from 'zod';
import { DATE_BOUNDS, isDateInBounds } from '../validation/text';
import { catalogMessage } from './messages';

/**
 * The query parameters of ra-data-simple-rest lists: `sort=["lastName","ASC"]`,
 * `range=[0,19]` and `filter={...}`, each a JSON text. Each refusal is a 400 naming the
 * parameter (and the key, field or value at fault). A list answers a plain JSON array with the
 * header `Content-Range: <resource> <first>-<last>/<total>`.
 */
export type SortOrder = 'ASC' | 'DESC';

export interface ListSort<F extends string> {
    field: F;
    order: SortOrder;
}

/** Rows `first`..`last`, both included (the `range` parameter). */
export interface ListRange {
    first: number;
    last: number;
}

/** One end of a time filter; a date alone covers its whole UTC day. */
export interface TimeBound {
    at: Date;
    inclusive: boolean;
}

/** Most rows one page may hold: `range` [first, last] with last − first ≤ 99. */
export const PAGE_MAX = 100;
export const DEFAULT_RANGE: ListRange = { first: 0, last: 24 };

/** Longest JSON text accepted in one parameter. */
const PARAM_MAX = 4000;
/** Most values one filter key may list. */
const VALUES_MAX = 50;

const jsonParam = <T extends z.ZodType>(schema: T, example: string, description: string) =>
    z
        .string()
        .max(PARAM_MAX)
        .meta({ examples: [example] })
        .transform((text, ctx) => {
            try {
                return JSON.parse(text) as unknown;
            } catch {
                ctx.addIssue({ code: 'custom', message: catalogMessage('server.list.json'), params: { example } });
                return z.NEVER;
            }
        })
        .pipe(schema)
        .optional()
        .describe(description);

/** `sort`: `[field, "ASC" | "DESC"]` with the field one of `fields`. */
export const sortParam = <F extends string>(fields: readonly [F, ...F[]], fallback: ListSort<F>) =>
    jsonParam(
        z
            .tuple(
                [
                    z.enum(fields as unknown as [F, ...F[]], { error: catalogMessage('server.list.sortField') }),
                    z.enum(['ASC', 'DESC'], { error: catalogMessage('server.list.sortOrder') }),
                ],
                { error: catalogMessage('server.list.sort') }
            )
            .transform(([field, order]): ListSort<F> => ({ field: field as F, order: order as SortOrder })),
        JSON.stringify([fallback.field, fallback.order]),
        `JSON \`[field, order]\`: the field one of ${fields.join(', ')}; the order ASC or DESC. ` +
            `Ties are broken by id. Default \`${JSON.stringify([fallback.field, fallback.order])}\`.`
    );

const rangeIndex = z
    .int({ error: catalogMessage('server.list.range') })
    .min(0, { error: catalogMessage('server.list.range') });

/** `range`: `[first, last]`, both included, at most PAGE_MAX rows. */
export const rangeParam = () =>
    jsonParam(
        z
            .tuple([rangeIndex, rangeIndex], { error: catalogMessage('server.list.range') })
            .refine(([first, last]) => last >= first, { message: catalogMessage('server.list.range') })
            .refine(([first, last]) => last - first < PAGE_MAX, {
                message: catalogMessage('server.list.rangeTooLarge'),
                params: { max: PAGE_MAX },
            })
            .transform(([first, last]): ListRange => ({ first, last })),
        '[0,24]',
        `JSON \`[first, last]\`: row positions from 0, both included, at most ${PAGE_MAX} rows ` +
            `(last − first ≤ ${PAGE_MAX - 1}). Default \`[${DEFAULT_RANGE.first},${DEFAULT_RANGE.last}]\`.`
    );

/** `filter`: a JSON object of the given keys; any other key is refused by name. */
export const filterParam = <S extends z.ZodRawShape>(shape: S, example: object, description: string) => {
    const keys = Object.keys(shape);
    return jsonParam(
        z
            .unknown()
            .superRefine((value, ctx) => {
                if (!value || typeof value !== 'object' || Array.isArray(value)) return;
                for (const key of Object.keys(value)) {
                    if (!keys.includes(key)) {
                        ctx.addIssue({
                            code: 'custom',
                            message: catalogMessage('server.list.filterKey'),
                            params: { key: key.slice(0, 100), allowed: keys.join(', ') },
                        });
                    }
                }
            })
            .pipe(z.object(shape)),
        JSON.stringify(example),
        `JSON object; keys: ${keys.join(', ')}. ${description} Example: \`${JSON.stringify(example)}\`.`
    );
};

/** A filter value given as one value or a list of them; an empty list does not restrict. */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
    z.preprocess(value => (typeof value === 'string' ? [value] : value), z.array(item).max(VALUES_MAX));

/** A value among `values`; refused naming the value and the accepted ones. */
export const oneOf = <V extends string>(values: readonly [V, ...V[]]) =>
    z.enum(values as unknown as [V, ...V[]], { error: catalogMessage('server.list.value') });

const ZONE = /(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * One end of a time filter: an ISO 8601 date (`2026-05-01`: from the start of that UTC day, or
 * up to its end) or date and time (`2026-05-01T09:30:00Z`, included; no zone = UTC), within
 * DATE_BOUNDS.
 */
export const timeBound = (edge: 'start' | 'end') =>
    z
        .string()
        .max(40)
        .transform((text, ctx): TimeBound => {
            const bound = readTimeBound(text, edge);
            if (!bound) {
                ctx.addIssue({ code: 'custom', message: catalogMessage('server.list.date') });
                return z.NEVER;
            }
            if (!isDateInBounds(bound.at)) {
                ctx.addIssue({
                    code: 'custom',
                    message: catalogMessage('server.list.dateBounds'),
                    params: DATE_BOUNDS,
                });
                return z.NEVER;
            }
            return bound;
        });

const DAY_MS = 86_400_000;

const readTimeBound = (text: string, edge: 'start' | 'end'): TimeBound | undefined => {
    if (z.iso.date().safeParse(text).success) {
        const day = new Date(`${text}T00:00:00Z`);
        if (edge === 'start' || !isDateInBounds(day)) return { at: day, inclusive: true };
        const next = new Date(day.getTime() + DAY_MS);
        // The last day of the bounds has no next midnight the database can hold: its last instant, included.
        return isDateInBounds(next)
            ? { at: next, inclusive: false }
            : { at: new Date(next.getTime() - 1), inclusive: true };
    }
    if (z.iso.datetime({ offset: true, local: true }).safeParse(text).success) {
        return { at: new Date(ZONE.test(text) ? text : `${text}Z`), inclusive: true };
    }
    return undefined;
};

/** The `Content-Range` of a page: `users 0-19/57`; an empty page gives `*` for the positions. */
export const contentRange = (resource: string, first: number, rows: number, total: number) =>
    rows > 0 ? `${resource} ${first}-${first + rows - 1}/${total}` : `${resource} */${total}`;
