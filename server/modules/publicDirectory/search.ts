import { sql, type SQL } from 'drizzle-orm';
import { FhirError } from './outcome';
import {
    INCLUDES,
    PLAN_NET_TYPES,
    SEARCH_PARAMETERS,
    type PlanNetType,
    type SearchParameterDefinition,
} from './searchParameters';
import { normalized } from './searchValues';

/**
 * FHIR search as SQL over the stored projection: each parameter a condition on the resource's
 * stored search values (searchValues.ts says how each is normalised), compared by the
 * parameter's type (string, token, reference, date), with the modifiers of the guide (`:exact`,
 * `:contains`, `:text`, `:missing`), chains through references (`location.address-postalcode=`,
 * `network:Organization.name=`, several levels deep) as a condition on the referenced type's
 * resources, comma for "or" and a repeated parameter for "and".
 */

export type Query = Record<string, string | string[] | undefined>;

/** Parameters that shape the answer rather than select resources. */
export const RESULT_PARAMETERS = ['_count', '_cursor', '_include', '_revinclude', '_summary', '_format'];

/** The instant range a date, partial date or date-time stands for, in milliseconds: [from, to). */
const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const rangeOf = (text: string): [number, number] | undefined => {
    const parts = DATE.exec(text);
    if (!parts) return undefined;
    const [, year, month, day, hour, , second, , zone] = parts;
    if (hour !== undefined) {
        const at = Date.parse(text);
        if (Number.isNaN(at)) return undefined;
        const width = second !== undefined ? 1000 : 60_000;
        return [at, at + width];
    }
    const y = Number(year);
    if (month === undefined) return [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1)];
    const m = Number(month) - 1;
    if (m > 11) return undefined;
    if (day === undefined) return [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)];
    const from = Date.UTC(y, m, Number(day));
    if (new Date(from).getUTCDate() !== Number(day)) return undefined;
    return zone === undefined ? [from, from + 86_400_000] : undefined;
};
const DATE_PREFIXES = ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'sa', 'eb'] as const;
type DatePrefix = (typeof DATE_PREFIXES)[number];

/**
 * A `meta.lastUpdated` (an instant written to the millisecond, which a date-time with seconds
 * stands for) as a range [vFrom, vTo), compared with the range [from, to) of the searched value.
 */
const compareRanges = (prefix: DatePrefix, [fromMs, toMs]: [number, number], column: SQL): SQL => {
    const from = sql`${new Date(fromMs).toISOString()}::timestamptz`;
    const to = sql`${new Date(toMs).toISOString()}::timestamptz`;
    const vFrom = column;
    const vTo = sql`(${column} + interval '1 second')`;
    switch (prefix) {
        case 'eq':
            return sql`(${vFrom} >= ${from} and ${vTo} <= ${to})`;
        case 'ne':
            return sql`not (${vFrom} >= ${from} and ${vTo} <= ${to})`;
        case 'gt':
            return sql`${vTo} > ${to}`;
        case 'lt':
            return sql`${vFrom} < ${from}`;
        case 'ge':
            return sql`${vTo} > ${from}`;
        case 'le':
            return sql`${vFrom} < ${to}`;
        case 'sa':
            return sql`${vFrom} >= ${to}`;
        case 'eb':
            return sql`${vTo} <= ${from}`;
    }
};

const MODIFIERS: Record<SearchParameterDefinition['type'], string[]> = {
    string: ['exact', 'contains', 'missing'],
    token: ['text', 'missing'],
    reference: ['missing', ...PLAN_NET_TYPES],
    date: ['missing'],
};

/** A resource of a search: its alias in the statement and its type. */
interface Subject {
    alias: string;
    type: PlanNetType;
    /** The depth of chains, for the aliases of the resources a chain reaches. */
    depth: number;
}
const column = (subject: Subject, name: 'id' | 'last_updated') => sql.raw(`"${subject.alias}"."${name}"`);

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, match => `\\${match}`);

const FALSE = sql`false`;
const anyOf = (conditions: SQL[]) => (conditions.length === 0 ? FALSE : sql`(${sql.join(conditions, sql` or `)})`);

/** The resources of `subject` with a stored value that meets `test` (`value` is the stored value). */
const withValue = (subject: Subject, test: SQL) =>
    sql`${column(subject, 'id')} in (select "v"."id" from "fhir_search_values" "v" where "v"."type" = ${subject.type} and ${test})`;
const param = (name: string) => sql`"v"."param" = ${name}`;
const VALUE = sql.raw(`"v"."value"`);

/** One value of a parameter as a condition on one resource (`or` within the value's commas). */
const valueCondition = (
    subject: Subject,
    name: string,
    definition: SearchParameterDefinition,
    modifier: string | undefined,
    raw: string
): SQL => {
    if (modifier === 'missing') {
        if (raw !== 'true' && raw !== 'false')
            throw new FhirError(400, 'invalid', 'fhir.badMissing', { parameter: name });
        // A resource always has its id and its last update.
        if (name === '_id' || name === '_lastUpdated') return raw === 'true' ? FALSE : sql`true`;
        const present = withValue(subject, sql`${param(`${name}:present`)} and ${VALUE} = ''`);
        return raw === 'true' ? sql`not ${present}` : present;
    }
    const alternatives = splitOr(raw);
    switch (definition.type) {
        case 'string': {
            if (alternatives.length === 0) return FALSE;
            if (modifier === 'exact')
                return withValue(subject, sql`${param(`${name}:exact`)} and ${VALUE} in ${alternatives}`);
            const wanted = alternatives.map(text =>
                modifier === 'contains' ? `%${likeEscaped(normalized(text))}%` : `${likeEscaped(normalized(text))}%`
            );
            return withValue(subject, sql`${param(name)} and ${anyOf(wanted.map(want => sql`${VALUE} like ${want}`))}`);
        }
        case 'token': {
            if (name === '_id') return idCondition(subject, modifier, alternatives);
            const tests = alternatives.map(text => {
                if (modifier === 'text')
                    return sql`(${param(`${name}:text`)} and ${VALUE} like ${`${likeEscaped(normalized(text))}%`})`;
                const bar = text.indexOf('|');
                if (bar < 0) return sql`(${param(name)} and ${VALUE} = ${text})`;
                const system = text.slice(0, bar);
                const code = text.slice(bar + 1);
                return code === ''
                    ? sql`(${param(`${name}|`)} and ${VALUE} like ${`${likeEscaped(system)}|%`})`
                    : sql`(${param(`${name}|`)} and ${VALUE} = ${`${system}|${code}`})`;
            });
            return tests.length === 0 ? FALSE : withValue(subject, anyOf(tests));
        }
        case 'date': {
            const ranges = alternatives.map(text => {
                const given = DATE_PREFIXES.find(candidate => text.startsWith(candidate));
                const prefix = given ?? 'eq';
                const range = rangeOf(given ? text.slice(2) : text);
                if (!range) throw new FhirError(400, 'invalid', 'fhir.badDate', { parameter: name, value: text });
                return { prefix, range };
            });
            // The only date parameter is `_lastUpdated`, the resource's own column.
            return anyOf(
                ranges.map(({ prefix, range }) => compareRanges(prefix, range, column(subject, 'last_updated')))
            );
        }
        case 'reference': {
            const targets = modifier ? [modifier] : (definition.target ?? []);
            const keys = [
                ...new Set(
                    alternatives.flatMap(text => {
                        const match = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/.exec(text);
                        if (match) return [`${match[1]}/${match[2]}`];
                        if (/^[A-Za-z0-9\-.]{1,64}$/.test(text)) return targets.map(target => `${target}/${text}`);
                        throw new FhirError(400, 'invalid', 'fhir.badReference', { parameter: name, value: text });
                    })
                ),
            ];
            return keys.length === 0 ? FALSE : withValue(subject, sql`${param(name)} and ${VALUE} in ${keys}`);
        }
    }
};

/** `_id`: the resource's own id, a token with no system. */
const idCondition = (subject: Subject, modifier: string | undefined, alternatives: string[]): SQL => {
    if (modifier === 'text') return FALSE;
    const ids = alternatives.flatMap(text => {
        const bar = text.indexOf('|');
        if (bar < 0) return [text];
        return bar === 0 ? [text.slice(1)] : [];
    });
    const anyId = alternatives.some(text => text === '|');
    if (anyId) return sql`true`;
    return ids.length === 0 ? FALSE : sql`${column(subject, 'id')} in ${ids}`;
};

/** Commas separate alternatives; `\,` is a comma within one. */
const splitOr = (raw: string) =>
    raw
        .split(/(?<!\\),/)
        .map(part => part.replace(/\\,/g, ','))
        .filter(part => part !== '');

/**
 * The references a chain reaches (`Location/…`), looked up before the search when there are at
 * most RESOLVED_TARGETS of them; undefined when there are more.
 */
export type ChainResolver = (targets: SQL) => Promise<string[] | undefined>;
export const RESOLVED_TARGETS = 1000;

/**
 * A condition as it is checked when the search is validated, and made into SQL once the
 * projection is current: a chain's condition needs the references it reaches.
 */
export type Condition = (resolve: ChainResolver) => Promise<SQL>;
const fixed =
    (condition: SQL): Condition =>
    async () =>
        condition;

/**
 * A chained parameter (`location.address-postalcode`): the resources whose reference points to a
 * public resource of the target type that matches the rest of the chain. The references reached
 * are looked up first and compared as values when they are few: the planner then knows how many
 * resources each names (a network named by a million roles, a ZIP code's ten locations by two
 * thousand) and starts from the fewest, where a subquery's references all look alike to it.
 */
const chainCondition = (
    subject: Subject,
    name: string,
    definition: SearchParameterDefinition,
    modifier: string | undefined,
    rest: string,
    raw: string
): Condition | undefined => {
    const targets = (modifier ? [modifier] : (definition.target ?? [])).filter(target =>
        (PLAN_NET_TYPES as readonly string[]).includes(target)
    ) as PlanNetType[];
    const reached: { target: PlanNetType; inner: Subject; condition: Condition }[] = [];
    for (const target of targets) {
        const inner: Subject = { alias: `chain${subject.depth + 1}`, type: target, depth: subject.depth + 1 };
        const condition = parameterCondition(inner, rest, raw);
        if (condition) reached.push({ target, inner, condition });
    }
    if (reached.length === 0) return undefined;
    return async resolve => {
        const selects = await Promise.all(
            reached.map(async ({ target, inner, condition }) => {
                const alias = sql.raw(`"${inner.alias}"`);
                return sql`select ${`${target}/`} || ${column(inner, 'id')} from "fhir_resources" ${alias} where ${alias}."type" = ${target} and ${alias}."state" = 'public' and ${await condition(resolve)}`;
            })
        );
        const union = sql.join(selects, sql` union all `);
        const references = await resolve(union);
        if (references === undefined) return withValue(subject, sql`${param(name)} and ${VALUE} in (${union})`);
        return references.length === 0 ? FALSE : withValue(subject, sql`${param(name)} and ${VALUE} in ${references}`);
    };
};

/**
 * The condition of one `name[:modifier][.chain]=value` on `subject`; undefined when the
 * parameter is not one this type has (the search ignores and reports it).
 */
const parameterCondition = (subject: Subject, key: string, raw: string): Condition | undefined => {
    const dot = key.indexOf('.');
    const head = dot < 0 ? key : key.slice(0, dot);
    const [name = '', modifier] = head.split(':');
    const definition = SEARCH_PARAMETERS[subject.type][name];
    if (!definition) return undefined;
    if (modifier !== undefined && !MODIFIERS[definition.type].includes(modifier)) {
        throw new FhirError(400, 'invalid', 'fhir.badModifier', { parameter: name, modifier });
    }
    if (dot >= 0) {
        if (definition.type !== 'reference') return undefined;
        return chainCondition(subject, name, definition, modifier, key.slice(dot + 1), raw);
    }
    return fixed(valueCondition(subject, name, definition, modifier, raw));
};

interface SearchOf<C> {
    /** The conditions on `"r"`, the searched resources, all of which a match meets. */
    conditions: C[];
    /** The parameters applied, as given (for the self link). */
    applied: [string, string][];
    /** Parameters this search does not know: ignored, and reported to the client. */
    ignored: string[];
}
/** A search as validated: its conditions made into SQL once the projection is current (`resolveCriteria`). */
export type SearchRequest = SearchOf<Condition>;
export type SearchCriteria = SearchOf<SQL>;

/** The alias of the searched resources in every search statement. */
export const SEARCHED = 'r';

const valuesOf = (value: string | string[] | undefined) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];

export const searchCriteria = (type: PlanNetType, query: Query): SearchRequest => {
    const subject: Subject = { alias: SEARCHED, type, depth: 0 };
    const conditions: Condition[] = [];
    const applied: [string, string][] = [];
    const ignored: string[] = [];
    for (const [key, value] of Object.entries(query)) {
        if (RESULT_PARAMETERS.includes(key)) continue;
        for (const raw of valuesOf(value)) {
            // An empty value selects nothing out, as the FHIR search rules say.
            if (raw === '') continue;
            const condition = parameterCondition(subject, key, raw);
            if (!condition) {
                if (!ignored.includes(key)) ignored.push(key);
                continue;
            }
            conditions.push(condition);
            applied.push([key, raw]);
        }
    }
    return { conditions, applied, ignored };
};

/** A search's conditions as SQL, its chains' references looked up by `resolve`. */
export const resolveCriteria = async (request: SearchRequest, resolve: ChainResolver): Promise<SearchCriteria> => ({
    ...request,
    conditions: await Promise.all(request.conditions.map(condition => condition(resolve))),
});

/** The references an `_include` follows, or a `_revinclude` looks for, named `Type:parameter[:Target]`. */
export interface IncludeSpec {
    source: PlanNetType;
    parameter: string;
    target?: string;
}

/** `_include` / `_revinclude` values this type answers; the others are reported as ignored. */
export const parseIncludes = (type: PlanNetType, kind: 'include' | 'revinclude', values: string[]) => {
    const accepted: IncludeSpec[] = [];
    const ignored: string[] = [];
    for (const value of values) {
        const [source = '', parameter = '', target] = value.split(':');
        const known = INCLUDES[type][kind].includes(`${source}:${parameter}`);
        if (!known) {
            ignored.push(value);
            continue;
        }
        accepted.push({ source: source as PlanNetType, parameter, ...(target ? { target } : {}) });
    }
    return { accepted, ignored };
};
