/**
 * The part of FHIRPath the search parameters use: `Type.element.element`, unions with `|`, and
 * `extension.where(url='…')` steps (several deep for an extension within an extension); an
 * expression ending in such a step stands for the extensions' `value[x]`. A resource is
 * searched by evaluating the parameter's own expression, so the parameters stay data.
 */

const WHERE_URL = /^where\(url='([^']+)'\)$/;

const children = (items: unknown[], element: string): unknown[] =>
    items.flatMap(item => {
        if (!item || typeof item !== 'object') return [];
        const value = (item as Record<string, unknown>)[element];
        return value === undefined ? [] : Array.isArray(value) ? value : [value];
    });

const valueOf = (extension: unknown) =>
    Object.entries(extension as object).find(([name]) => name.startsWith('value'))?.[1];

/** The steps of a path: split on the dots outside the quotes of a `where(url='…')`. */
const stepsOf = (path: string) => path.match(/where\(url='[^']*'\)|[^.]+/g) ?? [];

const evaluatePath = (resource: object, path: string): unknown[] => {
    const steps = stepsOf(path);
    // The leading type name (`Practitioner.name`) names the resource itself; `name | alias` has none.
    if (/^[A-Z]/.test(steps[0] ?? '')) steps.shift();
    let items: unknown[] = [resource];
    for (const step of steps) {
        const where = WHERE_URL.exec(step);
        items = where ? items.filter(item => (item as { url?: string }).url === where[1]) : children(items, step);
    }
    if (!WHERE_URL.test(steps.at(-1) ?? '')) return items;
    return items.map(valueOf).filter(value => value !== undefined);
};

export const evaluate = (resource: object, expression: string): unknown[] =>
    expression.split(' | ').flatMap(path => evaluatePath(resource, path.trim()));
