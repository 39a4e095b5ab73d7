type Tree = { [key: string]: string | Tree };

type Intersection<T> = (T extends unknown ? (part: T) => void : never) extends (part: infer All) => void ? All : never;

const merge = (target: Tree, part: Tree, path: string) => {
    for (const [key, value] of Object.entries(part)) {
        const held = target[key];
        if (typeof value === 'object' && typeof held === 'object') merge(held, value, `${path}${key}.`);
        else if (held === undefined)
            target[key] = typeof value === 'object' ? merge({}, value, `${path}${key}.`) : value;
        else throw new Error(`Two areas define the message ${path}${key}`);
    }
    return target;
};

/**
 * One catalog from the parts of several areas, which may share a namespace (`server.*`, `mail.*`):
 * the branches are merged, and a key two areas both define is an error, so each text has one owner.
 */
export const mergeCatalogs = <Parts extends object[]>(...parts: Parts): Intersection<Parts[number]> =>
    parts.reduce<Tree>((catalog, part) => merge(catalog, part as Tree, ''), {}) as Intersection<Parts[number]>;
