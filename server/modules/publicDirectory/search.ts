import { compareIds, type DirectorySnapshot } from './directorySnapshot';
import { evaluate } from './fhirPath';
import type { FhirResource } from './fhirTypes';
import { FhirError } from './outcome';
import {
    INCLUDES,
    PLAN_NET_TYPES,
    SEARCH_PARAMETERS,
    type PlanNetType,
    type SearchParameterDefinition,
} from './searchParameters';

/**
 * FHIR search over a directory snapshot: each parameter's expression is evaluated on each
 * resource and its values compared by the parameter's type (string, token, reference, date),
 * with the modifiers of the guide (`:exact`, `:contains`, `:text`, `:missing`), chains through
 * references (`location.address-postalcode=`, `network:Organization.name=`, several levels
 * deep), comma for "or" and a repeated parameter for "and".
 */

export type Query = Record<string, string | string[] | undefined>;

/** Parameters that shape the answer rather than select resources. */
export const RESULT_PARAMETERS = ['_count', '_cursor', '_include', '_revinclude', '_summary', '_format'];

const normalized = (text: string) =>
    text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();

/** The words of a string-typed value: a plain string, or the texts of a name or an address. */
const STRUCTURAL = new Set(['use', 'type', 'system', 'url', 'period', 'extension']);
const stringsOf = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(stringsOf);
    if (value && typeof value === 'object') {
        return Object.entries(value)
            .filter(([name]) => !STRUCTURAL.has(name))
            .flatMap(([, item]) => stringsOf(item));
    }
    return [];
};

interface Token {
    system?: string;
    code?: string;
    texts: string[];
}
const tokensOf = (value: unknown): Token[] => {
    if (typeof value === 'string' || typeof value === 'boolean') return [{ code: String(value), texts: [] }];
    if (!value || typeof value !== 'object') return [];
    const item = value as Record<string, unknown>;
    if (Array.isArray(item.coding)) {
        const texts = typeof item.text === 'string' ? [item.text] : [];
        return (item.coding as Record<string, string>[]).map(coding => ({
            system: coding.system,
            code: coding.code,
            texts: [...texts, ...(coding.display ? [coding.display] : [])],
        }));
    }
    if ('value' in item) return [{ system: item.system as string, code: String(item.value), texts: [] }];
    return [
        { system: item.system as string, code: item.code as string, texts: item.display ? [String(item.display)] : [] },
    ];
};

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
const valueRangeOf = (value: unknown): [number, number] | undefined => {
    if (typeof value === 'string') {
        const range = rangeOf(value);
        // An instant with sub-second digits is that instant.
        if (range) return range;
        const at = Date.parse(value);
        return Number.isNaN(at) ? undefined : [at, at + 1];
    }
    if (value && typeof value === 'object' && ('start' in value || 'end' in value)) {
        const period = value as { start?: string; end?: string };
        return [
            period.start ? (rangeOf(period.start)?.[0] ?? -Infinity) : -Infinity,
            period.end ? (rangeOf(period.end)?.[1] ?? Infinity) : Infinity,
        ];
    }
    return undefined;
};
const DATE_PREFIXES = ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'sa', 'eb'] as const;
type DatePrefix = (typeof DATE_PREFIXES)[number];
const compareRanges = (prefix: DatePrefix, [from, to]: [number, number], [vFrom, vTo]: [number, number]) => {
    switch (prefix) {
        case 'eq':
            return vFrom >= from && vTo <= to;
        case 'ne':
            return !(vFrom >= from && vTo <= to);
        case 'gt':
            return vTo > to;
        case 'lt':
            return vFrom < from;
        case 'ge':
            return vTo > from;
        case 'le':
            return vFrom < to;
        case 'sa':
            return vFrom >= to;
        case 'eb':
            return vTo <= from;
    }
};

const MODIFIERS: Record<SearchParameterDefinition['type'], string[]> = {
    string: ['exact', 'contains', 'missing'],
    token: ['text', 'missing'],
    reference: ['missing', ...PLAN_NET_TYPES],
    date: ['missing'],
};

/** One value of a parameter as a test of one resource (`or` within the value's commas). */
const valueTest = (
    name: string,
    definition: SearchParameterDefinition,
    modifier: string | undefined,
    raw: string
): ((resource: FhirResource) => boolean) => {
    const values = (resource: FhirResource) => evaluate(resource, definition.expression);
    if (modifier === 'missing') {
        if (raw !== 'true' && raw !== 'false')
            throw new FhirError(400, 'invalid', 'fhir.badMissing', { parameter: name });
        return resource => (values(resource).length === 0) === (raw === 'true');
    }
    const alternatives = splitOr(raw);
    switch (definition.type) {
        case 'string': {
            const wanted = alternatives.map(modifier === 'exact' ? (text: string) => text : normalized);
            return resource => {
                const words = stringsOf(values(resource));
                return wanted.some(want =>
                    words.some(word =>
                        modifier === 'exact'
                            ? word === want
                            : modifier === 'contains'
                              ? normalized(word).includes(want)
                              : normalized(word).startsWith(want)
                    )
                );
            };
        }
        case 'token': {
            const wanted = alternatives.map(text => {
                if (modifier === 'text') return { text: normalized(text) };
                const bar = text.indexOf('|');
                return bar < 0
                    ? { code: text }
                    : { system: text.slice(0, bar), code: text.slice(bar + 1) || undefined, explicit: true };
            });
            return resource => {
                const tokens = values(resource).flatMap(tokensOf);
                return wanted.some(want =>
                    tokens.some(token => {
                        if ('text' in want) return token.texts.some(text => normalized(text).startsWith(want.text!));
                        if ('explicit' in want && (want.system || '') !== (token.system ?? '')) return false;
                        return want.code === undefined || want.code === token.code;
                    })
                );
            };
        }
        case 'date': {
            const ranges = alternatives.map(text => {
                const given = DATE_PREFIXES.find(candidate => text.startsWith(candidate));
                const prefix = given ?? 'eq';
                const range = rangeOf(given ? text.slice(2) : text);
                if (!range) throw new FhirError(400, 'invalid', 'fhir.badDate', { parameter: name, value: text });
                return { prefix, range };
            });
            return resource => {
                const found = values(resource)
                    .map(valueRangeOf)
                    .filter(range => range !== undefined);
                return ranges.some(({ prefix, range }) => found.some(value => compareRanges(prefix, range, value)));
            };
        }
        case 'reference': {
            const targets = modifier ? [modifier] : (definition.target ?? []);
            const keys = new Set(
                alternatives.flatMap(text => {
                    const match = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/.exec(text);
                    if (match) return [`${match[1]}/${match[2]}`];
                    if (/^[A-Za-z0-9\-.]{1,64}$/.test(text)) return targets.map(target => `${target}/${text}`);
                    throw new FhirError(400, 'invalid', 'fhir.badReference', { parameter: name, value: text });
                })
            );
            return resource =>
                values(resource).some(value => keys.has(String((value as { reference?: string }).reference)));
        }
    }
};

/** Commas separate alternatives; `\,` is a comma within one. */
const splitOr = (raw: string) =>
    raw
        .split(/(?<!\\),/)
        .map(part => part.replace(/\\,/g, ','))
        .filter(part => part !== '');

/**
 * A chained parameter (`location.address-postalcode`): the resources whose reference points to a
 * resource of the target type that matches the rest of the chain.
 */
const chainTest = (
    snapshot: DirectorySnapshot,
    definition: SearchParameterDefinition,
    modifier: string | undefined,
    rest: string,
    raw: string
): ((resource: FhirResource) => boolean) | undefined => {
    const targets = (modifier ? [modifier] : (definition.target ?? [])).filter(target =>
        (PLAN_NET_TYPES as readonly string[]).includes(target)
    ) as PlanNetType[];
    const found = new Set<string>();
    let known = false;
    for (const target of targets) {
        const test = parameterTest(snapshot, target, rest, raw);
        if (!test) continue;
        known = true;
        for (const candidate of snapshot.byType.get(target) ?? []) {
            if (test(candidate)) found.add(`${target}/${candidate.id}`);
        }
    }
    if (!known) return undefined;
    return resource =>
        evaluate(resource, definition.expression).some(value =>
            found.has(String((value as { reference?: string }).reference))
        );
};

/**
 * The test of one `name[:modifier][.chain]=value` of a search of `type`; undefined when the
 * parameter is not one this type has (the search ignores and reports it).
 */
const parameterTest = (
    snapshot: DirectorySnapshot,
    type: PlanNetType,
    key: string,
    raw: string
): ((resource: FhirResource) => boolean) | undefined => {
    const dot = key.indexOf('.');
    const head = dot < 0 ? key : key.slice(0, dot);
    const [name = '', modifier] = head.split(':');
    const definition = SEARCH_PARAMETERS[type][name];
    if (!definition) return undefined;
    if (modifier !== undefined && !MODIFIERS[definition.type].includes(modifier)) {
        throw new FhirError(400, 'invalid', 'fhir.badModifier', { parameter: name, modifier });
    }
    if (dot >= 0) {
        if (definition.type !== 'reference') return undefined;
        return chainTest(snapshot, definition, modifier, key.slice(dot + 1), raw);
    }
    return valueTest(name, definition, modifier, raw);
};

export interface SearchResult {
    /** Every match, in id order. */
    matches: FhirResource[];
    /** The parameters applied, as given (for the self link). */
    applied: [string, string][];
    /** Parameters this search does not know: ignored, and reported to the client. */
    ignored: string[];
}

const valuesOf = (value: string | string[] | undefined) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];

export const search = (snapshot: DirectorySnapshot, type: PlanNetType, query: Query): SearchResult => {
    const tests: ((resource: FhirResource) => boolean)[] = [];
    const applied: [string, string][] = [];
    const ignored: string[] = [];
    for (const [key, value] of Object.entries(query)) {
        if (RESULT_PARAMETERS.includes(key)) continue;
        for (const raw of valuesOf(value)) {
            // An empty value selects nothing out, as the FHIR search rules say.
            if (raw === '') continue;
            const test = parameterTest(snapshot, type, key, raw);
            if (!test) {
                if (!ignored.includes(key)) ignored.push(key);
                continue;
            }
            tests.push(test);
            applied.push([key, raw]);
        }
    }
    const matches = (snapshot.byType.get(type) ?? []).filter(resource => tests.every(test => test(resource)));
    return { matches, applied, ignored };
};

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

const referencesOf = (resource: FhirResource, spec: IncludeSpec) =>
    evaluate(resource, SEARCH_PARAMETERS[spec.source][spec.parameter]!.expression)
        .map(value => String((value as { reference?: string }).reference))
        .filter(reference => !spec.target || reference.startsWith(`${spec.target}/`));

/** The resources the page's `_include`s point to and that point to the page by its `_revinclude`s. */
export const included = (
    snapshot: DirectorySnapshot,
    page: FhirResource[],
    includes: IncludeSpec[],
    revincludes: IncludeSpec[]
): FhirResource[] => {
    const onPage = new Set(page.map(resource => `${resource.resourceType}/${resource.id}`));
    const found = new Map<string, FhirResource>();
    for (const spec of includes) {
        for (const resource of page) {
            for (const reference of referencesOf(resource, spec)) {
                const target = snapshot.byKey.get(reference);
                if (target && !onPage.has(reference)) found.set(reference, target);
            }
        }
    }
    for (const spec of revincludes) {
        for (const candidate of snapshot.byType.get(spec.source) ?? []) {
            const key = `${candidate.resourceType}/${candidate.id}`;
            if (!onPage.has(key) && referencesOf(candidate, spec).some(reference => onPage.has(reference))) {
                found.set(key, candidate);
            }
        }
    }
    return [...found.entries()].sort(([a], [b]) => compareIds(a, b)).map(([, resource]) => resource);
};
