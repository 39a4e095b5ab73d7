import { FhirError } from './outcome';

/**
 * Pages of a search, positioned by a cursor on the sort key (the resource id) rather than an
 * offset: `after:<id>` is the page that follows that id, `before:<id>` the one that precedes it.
 * A listing added or withdrawn meanwhile moves no other one from its page, so the `next` and
 * `previous` links of a Bundle keep leading where they said.
 */

export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;

export interface Cursor {
    direction: 'after' | 'before';
    id: string;
}

export const parseCount = (raw: string | undefined): number => {
    if (raw === undefined || raw === '') return DEFAULT_COUNT;
    if (!/^\d{1,6}$/.test(raw) || Number(raw) > MAX_COUNT) {
        throw new FhirError(400, 'invalid', 'fhir.badCount', { value: raw, max: MAX_COUNT });
    }
    return Number(raw);
};

export const parseCursor = (raw: string | undefined): Cursor | undefined => {
    if (raw === undefined || raw === '') return undefined;
    const match = /^(after|before):([A-Za-z0-9\-.]{1,64})$/.exec(raw);
    if (!match) throw new FhirError(400, 'invalid', 'fhir.badCursor', { value: raw });
    return { direction: match[1] as Cursor['direction'], id: match[2]! };
};
