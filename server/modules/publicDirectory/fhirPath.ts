/**
 * The part of FHIRPath the guide's search parameters use: `Type.element.element`, unions with
 * `|`, and `extension.where(url='…')` (whose values are the extensions' `value[x]`). A resource
 * is searched by evaluating the parameter's own expression, so the parameters stay data.
 */

const WHERE_URL = /^(.*)\.where\(url='([^']+)'\)$/;

const children = (items: unknown[], element: string): unknown[] =>
    items.flatMap(item => {
        if (!item || typeof item !== 'object') return [];
        const value = (item as Record<string, unknown>)[element];
        return value === undefined ? [] : Array.isArray(value) ? value : [value];
    });

const evaluatePath = (resource: object, path: string): unknown[] => {
    const where = WHERE_URL.exec(path);
    const steps = (where ? where[1]! : path).split('.');
    // The leading type name (`Practitioner.name`) names the resource itself; `name | alias` has none.
    if (/^[A-Z]/.test(steps[0]!)) steps.shift();
    let items: unknown[] = [resource];
    for (const step of steps) items = children(items, step);
    if (!where) return items;
    return items
        .filter(item => (item as { url?: string }).url === where[2])
        .map(item => {
            const value = Object.entries(item as object).find(([name]) => name.startsWith('value'));
            return value?.[1];
        })
        .filter(value => value !== undefined);
};

export const evaluate = (resource: object, expression: string): unknown[] =>
    expression.split(' | ').flatMap(path => evaluatePath(resource, path.trim()));
