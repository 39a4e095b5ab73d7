import { evaluate } from './fhirPath';
import type { FhirResource } from './fhirTypes';
import { SEARCH_PARAMETERS, type PlanNetType } from './searchParameters';

/**
 * The values a resource's search parameters compare, worked out when the resource is written
 * (by each parameter's own FHIRPath expression) and stored normalised as the searches compare
 * them, each under a key that says how it is compared:
 * - `name`: a string's whole text without case or accents (matched by prefix or within), a
 *   token's code, a reference's `Type/id`;
 * - `name:exact`: a string's text as written;
 * - `name|`: a token as `system|code` (either part empty when the token has none);
 * - `name:text`: a token's texts (its concept's text, its codings' displays) without case or accents;
 * - `name:present`: one empty value when the expression finds anything (`:missing`).
 * `_id` and `_lastUpdated` are the resource's own columns, not values.
 */

export const normalized = (text: string) =>
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

/** The `Type/id` references among a reference parameter's values. */
export const referencesIn = (values: unknown[]) =>
    values.flatMap(value => {
        const reference = (value as { reference?: unknown } | undefined)?.reference;
        return typeof reference === 'string' ? [reference] : [];
    });

export interface SearchValue {
    param: string;
    value: string;
}

/** Every stored value of `resource`'s parameters, without repeats. */
export const searchValuesOf = (resource: FhirResource): SearchValue[] => {
    const found = new Map<string, SearchValue>();
    const add = (param: string, value: string) => found.set(`${param}\u0000${value}`, { param, value });
    for (const [name, definition] of Object.entries(SEARCH_PARAMETERS[resource.resourceType as PlanNetType])) {
        if (name === '_id' || name === '_lastUpdated') continue;
        const values = evaluate(resource, definition.expression);
        if (values.length === 0) continue;
        add(`${name}:present`, '');
        switch (definition.type) {
            case 'string':
                for (const text of stringsOf(values)) {
                    add(name, normalized(text));
                    add(`${name}:exact`, text);
                }
                break;
            case 'token':
                for (const token of values.flatMap(tokensOf)) {
                    if (token.code !== undefined) add(name, token.code);
                    add(`${name}|`, `${token.system ?? ''}|${token.code ?? ''}`);
                    for (const text of token.texts) add(`${name}:text`, normalized(text));
                }
                break;
            case 'reference':
                for (const reference of referencesIn(values)) add(name, reference);
                break;
            case 'date':
                // The only date parameter is `_lastUpdated`, the resource's own column.
                throw new Error(`date parameter ${name} has no stored values`);
        }
    }
    return [...found.values()];
};
